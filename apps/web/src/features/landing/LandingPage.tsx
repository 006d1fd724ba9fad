import { BarChartOutlined, BulbOutlined, CheckCircleFilled, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../../components/Logo';
import { LOGIN_URL } from '../../lib/navigation';
import { FeatureCard, type Feature } from '../../components/marketing/FeatureCard';
import { MarketingHeader } from '../../components/marketing/MarketingHeader';
import { PRO_PRICE, TRIAL_DAYS } from '../../lib/pricing';
import { SampleCards } from './SampleCards';
import { StatusCard, type LandingSubscription } from './StatusCard';
import '../../components/marketing/marketing.css';
import './LandingPage.css';

export type { LandingSubscription } from './StatusCard';

const FEATURES: Feature[] = [
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

const PLAN_FEATURES = [
  `${TRIAL_DAYS}-day free trial`,
  'Unlimited cases',
  'No credit card required',
  'Cancel anytime',
  '30-day money-back guarantee',
];

export interface LandingPageProps {
  signedIn: boolean;
  /** The visitor's subscription, when known; absent means none. */
  subscription?: LandingSubscription | null;
  /** A signed-in visitor's subscription is still loading: the status card waits in a placeholder. */
  statusLoading?: boolean;
}

/** A heading for a section, tied to it through aria-labelledby. */
function SectionTitle({ id, children, intro }: { id: string; children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="landing-section-head">
      <Typography.Title id={id} level={2} className={intro ? 'landing-section-title-intro' : 'mb-0'}>
        {children}
      </Typography.Title>
      {intro ? <Typography.Paragraph className="landing-section-intro">{intro}</Typography.Paragraph> : null}
    </div>
  );
}

/** Scrolls to the section named in the URL's hash (e.g. `/#pricing` from the how-it-works page). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView();
  }, [hash]);
}

/** The public face of the product: top bar, hero with the plan status, samples, features, pricing, footer. */
export function LandingPage({ signedIn, subscription = null, statusLoading = false }: LandingPageProps) {
  useScrollToHash();
  const isPro = signedIn && subscription?.subscriptionStatus === 'active';
  const appButtonText = isPro ? 'Access Your Pro Account' : 'Go to Your Negotiations';

  return (
    <div className="mkt-page">
      <MarketingHeader signedIn={signedIn} />

      <main className="mkt-main">
        <section aria-labelledby="hero-title" className="mkt-section landing-hero">
          <Row gutter={[48, 40]} align="middle">
            <Col xs={24} lg={14}>
              <Typography.Title id="hero-title" level={1} className="landing-hero-title">
                Negotiate with a plan, not a hunch
              </Typography.Title>
              <Typography.Paragraph className="landing-hero-text">
                {PRODUCT_NAME} helps you identify key issues, visualise outcomes and build strategies before
                you sit down at the table: for a salary, a business deal or a lease.
              </Typography.Paragraph>
              <div className="landing-hero-actions">
                {signedIn ? (
                  <ButtonLink to="/" type="primary" size="large">
                    {appButtonText}
                  </ButtonLink>
                ) : (
                  <Button href={LOGIN_URL} type="primary" size="large">
                    Start Your Free Trial
                  </Button>
                )}
                <ButtonLink to="/how-it-works" size="large">
                  See How It Works
                </ButtonLink>
              </div>
            </Col>
            <Col xs={24} lg={10}>
              <StatusCard subscription={signedIn ? subscription : null} loading={signedIn && statusLoading} />
            </Col>
          </Row>
        </section>

        <section aria-labelledby="samples-title" className="mkt-section">
          <SectionTitle
            id="samples-title"
            intro="A lease renewal, modelled in Parley: every figure below is computed."
          >
            See it on a real negotiation
          </SectionTitle>
          <SampleCards />
        </section>

        <section id="features" aria-labelledby="features-title" className="mkt-section">
          <SectionTitle id="features-title">Everything you need to prepare</SectionTitle>
          <Row gutter={[24, 24]}>
            {FEATURES.map((feature) => (
              <Col key={feature.title} xs={24} md={8}>
                <FeatureCard feature={feature} large />
              </Col>
            ))}
          </Row>
        </section>

        <section id="pricing" aria-labelledby="pricing-title" className="mkt-section">
          <SectionTitle id="pricing-title" intro="One plan with everything in it.">
            Simple pricing
          </SectionTitle>
          <Row justify="center">
            <Col xs={24} sm={18} md={12} lg={9}>
              <Card data-testid="plan-card" className="landing-plan">
                <Typography.Title level={3} className="landing-plan-name">
                  Pro
                </Typography.Title>
                <p className="landing-plan-price">
                  <span className="landing-plan-amount">{PRO_PRICE}</span>{' '}
                  <span className="text-muted">per month</span>
                </p>
                <ul className="mkt-check-list landing-plan-features">
                  {PLAN_FEATURES.map((item) => (
                    <li key={item}>
                      <CheckCircleFilled aria-hidden className="icon-success" />
                      {item}
                    </li>
                  ))}
                </ul>
                {signedIn ? (
                  <ButtonLink to="/" type="primary" size="large" block>
                    {appButtonText}
                  </ButtonLink>
                ) : (
                  <Button href={LOGIN_URL} type="primary" size="large" block>
                    Start Free Trial
                  </Button>
                )}
              </Card>
            </Col>
          </Row>
        </section>
      </main>

      <footer className="mkt-footer">
        <nav aria-label="Footer" className="landing-footer-nav">
          <a className="mkt-footer-link" href="#features">
            Features
          </a>
          <Link className="mkt-footer-link" to="/how-it-works">
            How It Works
          </Link>
          <a className="mkt-footer-link" href="#pricing">
            Pricing
          </a>
        </nav>
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
      </footer>
    </div>
  );
}
