import {
  BarChartOutlined,
  BulbOutlined,
  CalculatorOutlined,
  CheckCircleFilled,
  DragOutlined,
  FileTextOutlined,
  FolderAddOutlined,
  FlagOutlined,
  LockOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { POINTS_MAX, POINTS_MIN } from '@parley/scoring';
import { Button, Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { PRODUCT_NAME } from '../../components/Logo';
import { LOGIN_URL } from '../../lib/navigation';
import { FeatureCard, type Feature } from '../landing/FeatureCard';
import { MarketingHeader } from '../landing/MarketingHeader';
import { PRO_PRICE, TRIAL_DAYS } from '../landing/pricing';
import { analyzeDemo, HOUSE_DEMO } from './demo';
import '../landing/marketing.css';

interface Step {
  icon: ReactNode;
  title: string;
  text: string;
}

const STEPS: Step[] = [
  {
    icon: <FolderAddOutlined />,
    title: 'Create Your Case',
    text: 'Name the negotiation, note your goal and describe the situation: a salary, a business deal, a lease.',
  },
  {
    icon: <UnorderedListOutlined />,
    title: 'Define Issues & Options',
    text: 'List every issue on the table and the options for each, then rate and rank them for you and for the other side.',
  },
  {
    icon: <CalculatorOutlined />,
    title: 'Smart Points System',
    text: `Each option gets points from ${POINTS_MIN} to ${POINTS_MAX}, suggested by a 4-dimension calculation: how important the issue is, its rank, how much you prefer the option and its rank within the issue.`,
  },
  {
    icon: <BarChartOutlined />,
    title: 'Visualize Outcomes',
    text: 'Every combination of options becomes a possible deal, plotted by what it is worth to each side, so the deals good for both stand out.',
  },
  {
    icon: <BulbOutlined />,
    title: 'Get AI Insights',
    text: 'The analysis turns your numbers into a strategy: which issues to lead with, where to trade, and what to keep for the end.',
  },
];

const FEATURE_GRID: Feature[] = [
  {
    icon: <DragOutlined />,
    title: 'Drag-and-drop ranking',
    text: 'Put issues and options in order of importance with a drag.',
  },
  {
    icon: <CalculatorOutlined />,
    title: 'Suggested points',
    text: 'Start from sensible numbers and adjust them to your own judgement.',
  },
  {
    icon: <BarChartOutlined />,
    title: 'Scenario explorer',
    text: 'Browse every possible deal and compare it with the averages.',
  },
  {
    icon: <FlagOutlined />,
    title: 'Final agreement tracking',
    text: 'Record what was agreed and see where it lands in the range.',
  },
  {
    icon: <FileTextOutlined />,
    title: 'Printable report',
    text: 'Take a one-page summary of your preparation to the table.',
  },
  {
    icon: <LockOutlined />,
    title: 'Private by design',
    text: 'Your cases are yours alone, behind your own sign-in.',
  },
];

const CTA_POINTS = [
  `${TRIAL_DAYS} days free trial`,
  `Then ${PRO_PRICE} per month`,
  'Unlimited cases',
  'No credit card required',
  'Cancel anytime',
];

const DEMO = analyzeDemo(HOUSE_DEMO);

export interface HowItWorksPageProps {
  signedIn: boolean;
}

/** Sign-in for visitors; the way back into the app for those already signed in. */
function StartButton({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return signedIn ? (
    <ButtonLink to="/" type="primary" size="large">
      {children}
    </ButtonLink>
  ) : (
    <Button href={LOGIN_URL} type="primary" size="large">
      {children}
    </Button>
  );
}

/** How the product works, step by step, with a worked example (SPEC: the public how-it-works page). */
export function HowItWorksPage({ signedIn }: HowItWorksPageProps) {
  return (
    <div className="mkt-page">
      <MarketingHeader signedIn={signedIn} landingPath={signedIn ? '/landing' : '/'} />

      <main className="mkt-main">
        <section aria-labelledby="hiw-title" className="mkt-section" style={{ textAlign: 'center' }}>
          <Typography.Title id="hiw-title" level={1} style={{ fontSize: 'clamp(32px, 7vw, 42px)' }}>
            How {PRODUCT_NAME} Works
          </Typography.Title>
          <Typography.Paragraph
            style={{ fontSize: 18, color: '#475569', maxWidth: 720, margin: '0 auto 32px' }}
          >
            From a blank page to a negotiation strategy in five steps.
          </Typography.Paragraph>
          <StartButton signedIn={signedIn}>Get Started</StartButton>
        </section>

        <section aria-labelledby="steps-title" className="mkt-section">
          <Typography.Title id="steps-title" level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
            Five steps to a better deal
          </Typography.Title>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16 }}>
            {STEPS.map((step, index) => (
              <li key={step.title} data-testid="step">
                <Card>
                  <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
                    <span
                      aria-hidden
                      style={{
                        flex: 'none',
                        width: 44,
                        height: 44,
                        borderRadius: 22,
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        background: '#eff6ff',
                        color: '#1d4ed8',
                        fontSize: 20,
                      }}
                    >
                      {step.icon}
                    </span>
                    <div>
                      <Typography.Title level={3} style={{ fontSize: 20, marginBottom: 4 }}>
                        <span style={{ color: '#64748b' }}>Step {index + 1}: </span>
                        {step.title}
                      </Typography.Title>
                      <Typography.Paragraph style={{ color: '#475569', marginBottom: 0 }}>
                        {step.text}
                      </Typography.Paragraph>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="grid-title" className="mkt-section">
          <Typography.Title id="grid-title" level={2} style={{ textAlign: 'center', marginBottom: 32 }}>
            Everything in one place
          </Typography.Title>
          <Row gutter={[24, 24]}>
            {FEATURE_GRID.map((feature) => (
              <Col key={feature.title} xs={24} sm={12} lg={8}>
                <FeatureCard feature={feature} />
              </Col>
            ))}
          </Row>
        </section>

        <section aria-labelledby="demo-title" className="mkt-section">
          <Typography.Title id="demo-title" level={2} style={{ textAlign: 'center', marginBottom: 8 }}>
            Example: buying a house
          </Typography.Title>
          <Typography.Paragraph style={{ textAlign: 'center', color: '#475569', marginBottom: 32 }}>
            A buyer prepares to negotiate with a seller. Three issues, three options each, points for both
            sides.
          </Typography.Paragraph>
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={14}>
              <Card>
                {/* Each issue heads its own rows, so three columns fit a 375 px phone without scrolling. */}
                <table className="demo-table">
                  <caption>
                    Issues, options and points ({POINTS_MIN}–{POINTS_MAX})
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Option</th>
                      <th scope="col" className="demo-number">
                        Buyer
                      </th>
                      <th scope="col" className="demo-number">
                        Seller
                      </th>
                    </tr>
                  </thead>
                  {HOUSE_DEMO.map((issue) => (
                    <tbody key={issue.name}>
                      <tr>
                        <th scope="rowgroup" colSpan={3} className="demo-issue">
                          {issue.name}
                        </th>
                      </tr>
                      {issue.options.map((option) => (
                        <tr key={option.label}>
                          <td>{option.label}</td>
                          <td className="demo-number">{option.buyer}</td>
                          <td className="demo-number">{option.seller}</td>
                        </tr>
                      ))}
                    </tbody>
                  ))}
                </table>
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card style={{ height: '100%' }} data-testid="demo-analysis">
                <Typography.Title level={3} style={{ fontSize: 20 }}>
                  What the analysis shows
                </Typography.Title>
                <ul className="mkt-check-list">
                  <li>
                    <CheckCircleFilled aria-hidden style={{ color: '#16a34a' }} />
                    <span>{DEMO.scenarioCount} possible deals</span>
                  </li>
                  <li>
                    <CheckCircleFilled aria-hidden style={{ color: '#16a34a' }} />
                    <span>
                      Best joint deal: {DEMO.bestDeal.choices.join(', ')}: buyer {DEMO.bestDeal.buyer} points,
                      seller {DEMO.bestDeal.seller} points
                    </span>
                  </li>
                  <li>
                    <CheckCircleFilled aria-hidden style={{ color: '#16a34a' }} />
                    <span>
                      Trade tip: a quick closing date is worth far more to the seller than to you. Offer it in
                      exchange for a lower price.
                    </span>
                  </li>
                  <li>
                    <CheckCircleFilled aria-hidden style={{ color: '#16a34a' }} />
                    <span>Lead with price, the issue that matters most to you.</span>
                  </li>
                </ul>
              </Card>
            </Col>
          </Row>
        </section>

        <section aria-labelledby="cta-title" className="mkt-section">
          <Card style={{ textAlign: 'center', background: '#1e3a8a', borderColor: '#1e3a8a' }}>
            <Typography.Title id="cta-title" level={2} style={{ color: '#fff' }}>
              Ready to prepare your next negotiation?
            </Typography.Title>
            <ul
              data-testid="cta-points"
              style={{
                listStyle: 'none',
                padding: 0,
                margin: '0 0 24px',
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                gap: '8px 24px',
                color: '#dbeafe',
              }}
            >
              {CTA_POINTS.map((point) => (
                <li key={point}>
                  <CheckCircleFilled aria-hidden style={{ marginInlineEnd: 6 }} />
                  {point}
                </li>
              ))}
            </ul>
            <StartButton signedIn={signedIn}>Start Free Trial</StartButton>
          </Card>
        </section>
      </main>

      <footer className="mkt-footer">
        © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
      </footer>
    </div>
  );
}
