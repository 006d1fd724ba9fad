import { BarChartOutlined, BulbOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { Logo, PRODUCT_NAME } from '../../components/Logo';
import { LOGIN_URL } from '../../lib/navigation';

interface Pillar {
  icon: ReactNode;
  title: string;
  text: string;
}

const PILLARS: Pillar[] = [
  {
    icon: <UnorderedListOutlined />,
    title: 'Identify key issues',
    text: 'Lay out every issue on the table and the options for each, for you and for the other side.',
  },
  {
    icon: <BarChartOutlined />,
    title: 'Visualise outcomes',
    text: 'See every possible deal at once and find the ones that are good for both parties.',
  },
  {
    icon: <BulbOutlined />,
    title: 'Build strategies',
    text: 'Get a playbook: where to lead, where to trade, and which ground to save for last.',
  },
];

export interface LandingPageProps {
  signedIn: boolean;
}

/** The public face of the product (walking-skeleton scope: brand, hero, the three promises, footer). */
export function LandingPage({ signedIn }: LandingPageProps) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: '#f8fafc' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '16px 24px',
          background: '#fff',
          borderBottom: '1px solid #e2e8f0',
        }}
      >
        <Logo />
        {signedIn ? (
          <ButtonLink to="/" type="primary">
            Your Negotiations
          </ButtonLink>
        ) : (
          <Button href={LOGIN_URL}>Sign In</Button>
        )}
      </header>

      <main style={{ flex: 1 }}>
        <section
          aria-labelledby="hero-title"
          style={{ maxWidth: 880, margin: '0 auto', padding: '72px 24px 48px', textAlign: 'center' }}
        >
          <Typography.Title id="hero-title" level={1} style={{ fontSize: 44, marginBottom: 16 }}>
            Negotiate with a plan, not a hunch
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 18, color: '#475569', marginBottom: 32 }}>
            {PRODUCT_NAME} helps you identify key issues, visualise outcomes and build strategies before you
            sit down at the table.
          </Typography.Paragraph>
          {signedIn ? (
            <ButtonLink to="/" type="primary" size="large">
              Go to Your Negotiations
            </ButtonLink>
          ) : (
            <Button href={LOGIN_URL} type="primary" size="large">
              Start Your Free Trial
            </Button>
          )}
        </section>

        <section
          id="features"
          aria-labelledby="features-title"
          style={{ maxWidth: 1080, margin: '0 auto', padding: '24px 24px 72px' }}
        >
          <Typography.Title id="features-title" level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
            Everything you need to prepare
          </Typography.Title>
          <Row gutter={[24, 24]}>
            {PILLARS.map((promise) => (
              <Col key={promise.title} xs={24} md={8}>
                <Card style={{ height: '100%' }}>
                  <div aria-hidden style={{ fontSize: 28, color: '#1d4ed8', marginBottom: 12 }}>
                    {promise.icon}
                  </div>
                  <Typography.Title level={3} style={{ fontSize: 20 }}>
                    {promise.title}
                  </Typography.Title>
                  <Typography.Paragraph style={{ color: '#475569', marginBottom: 0 }}>
                    {promise.text}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      </main>

      <footer
        style={{
          padding: 24,
          textAlign: 'center',
          color: '#64748b',
          borderTop: '1px solid #e2e8f0',
          background: '#fff',
        }}
      >
        © 2025 {PRODUCT_NAME}. All rights reserved.
      </footer>
    </div>
  );
}
