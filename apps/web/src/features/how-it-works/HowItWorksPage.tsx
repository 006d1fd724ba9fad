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
import { CONCEPT_GROUPS, CONCEPTS } from '@parley/contracts';
import { POINTS_MAX, POINTS_MIN } from '@parley/scoring';
import { Button, Card, Col, Row, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '../../components/Logo';
import { LOGIN_URL } from '../../lib/navigation';
import { FeatureCard, type Feature } from '../../components/marketing/FeatureCard';
import { MarketingHeader } from '../../components/marketing/MarketingHeader';
import { PRO_PRICE, TRIAL_DAYS } from '../../lib/pricing';
import { analyzeDemo, HOUSE_DEMO } from './demo';
import '../../components/marketing/marketing.css';
import './HowItWorksPage.css';

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

/** The id of the Concepts section, which the app's help links (`/how-it-works#concepts`) open. */
export const CONCEPTS_ID = 'concepts';

/** Brings the section the address names (`#concepts`) into view: the router does not scroll to a hash itself. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);
}

/** Every concept the screens name, in plain words: the same texts the screens' tooltips show. */
function ConceptsSection() {
  return (
    <section
      id={CONCEPTS_ID}
      tabIndex={-1}
      aria-labelledby="concepts-title"
      className="mkt-section hiw-concepts"
    >
      <Typography.Title id="concepts-title" level={2} className="hiw-heading">
        Concepts
      </Typography.Title>
      <Typography.Paragraph className="hiw-concepts-intro">
        The words the screens use, in plain terms. On the screens, a dotted underline or an ⓘ shows the same
        line when you point at it, tab to it or tap it.
      </Typography.Paragraph>
      <Row gutter={[24, 8]}>
        {CONCEPT_GROUPS.map((group) => (
          <Col key={group.title} xs={24} lg={12}>
            <Typography.Title level={3} className="hiw-concepts-group">
              {group.title}
            </Typography.Title>
            <dl className="hiw-concepts-list">
              {group.keys.map((key) => (
                <div key={key} className="hiw-concept">
                  <dt>{CONCEPTS[key].name}</dt>
                  <dd>{CONCEPTS[key].text}</dd>
                </div>
              ))}
            </dl>
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** How the product works, step by step, with a worked example and the concepts (the public how-it-works page). */
export function HowItWorksPage({ signedIn }: HowItWorksPageProps) {
  useScrollToHash();
  return (
    <div className="mkt-page">
      <MarketingHeader signedIn={signedIn} landingPath={signedIn ? '/landing' : '/'} />

      <main className="mkt-main">
        <section aria-labelledby="hiw-title" className="mkt-section hiw-hero">
          <Typography.Title id="hiw-title" level={1} className="hiw-title">
            How {PRODUCT_NAME} Works
          </Typography.Title>
          <Typography.Paragraph className="hiw-intro">
            From a blank page to a negotiation strategy in five steps.
          </Typography.Paragraph>
          <StartButton signedIn={signedIn}>Get Started</StartButton>
        </section>

        <section aria-labelledby="steps-title" className="mkt-section">
          <Typography.Title id="steps-title" level={2} className="hiw-heading">
            Five steps to a better deal
          </Typography.Title>
          <ol className="hiw-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} data-testid="step">
                <Card>
                  <div className="hiw-step">
                    <span aria-hidden className="hiw-step-icon">
                      {step.icon}
                    </span>
                    <div>
                      <Typography.Title level={3} className="hiw-step-title">
                        <span className="text-muted">Step {index + 1}: </span>
                        {step.title}
                      </Typography.Title>
                      <Typography.Paragraph className="hiw-step-text">{step.text}</Typography.Paragraph>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="grid-title" className="mkt-section">
          <Typography.Title id="grid-title" level={2} className="hiw-heading">
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
          <Typography.Title id="demo-title" level={2} className="hiw-demo-title">
            Example: buying a house
          </Typography.Title>
          <Typography.Paragraph className="hiw-demo-intro">
            A buyer prepares to negotiate with a seller. Three issues, three options each, points for both
            sides.
          </Typography.Paragraph>
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={14}>
              <Card>
                {/* Each issue heads its own rows, so three columns fit a 375 px phone without scrolling. */}
                <table className="hiw-demo-table">
                  <caption className="hiw-demo-caption">
                    Issues, options and points ({POINTS_MIN}–{POINTS_MAX})
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className="demo-cell">
                        Option
                      </th>
                      <th scope="col" className="demo-cell demo-number">
                        Buyer
                      </th>
                      <th scope="col" className="demo-cell demo-number">
                        Seller
                      </th>
                    </tr>
                  </thead>
                  {HOUSE_DEMO.map((issue) => (
                    <tbody key={issue.name}>
                      <tr>
                        <th scope="rowgroup" colSpan={3} className="demo-cell demo-issue">
                          {issue.name}
                        </th>
                      </tr>
                      {issue.options.map((option) => (
                        <tr key={option.label}>
                          <td className="demo-cell">{option.label}</td>
                          <td className="demo-cell demo-number">{option.buyer}</td>
                          <td className="demo-cell demo-number">{option.seller}</td>
                        </tr>
                      ))}
                    </tbody>
                  ))}
                </table>
              </Card>
            </Col>
            <Col xs={24} lg={10}>
              <Card className="full-height" data-testid="demo-analysis">
                <Typography.Title level={3} className="hiw-demo-subtitle">
                  What the analysis shows
                </Typography.Title>
                <ul className="mkt-check-list">
                  <li>
                    <CheckCircleFilled aria-hidden className="icon-success" />
                    <span>{DEMO.scenarioCount} possible deals</span>
                  </li>
                  <li>
                    <CheckCircleFilled aria-hidden className="icon-success" />
                    <span>
                      Best joint deal: {DEMO.bestDeal.choices.join(', ')}: buyer {DEMO.bestDeal.buyer} points,
                      seller {DEMO.bestDeal.seller} points
                    </span>
                  </li>
                  <li>
                    <CheckCircleFilled aria-hidden className="icon-success" />
                    <span>
                      Trade tip: a quick closing date is worth far more to the seller than to you. Offer it in
                      exchange for a lower price.
                    </span>
                  </li>
                  <li>
                    <CheckCircleFilled aria-hidden className="icon-success" />
                    <span>Lead with price, the issue that matters most to you.</span>
                  </li>
                </ul>
              </Card>
            </Col>
          </Row>
        </section>

        <ConceptsSection />

        <section aria-labelledby="cta-title" className="mkt-section">
          <Card className="hiw-cta">
            <Typography.Title id="cta-title" level={2} className="hiw-cta-title">
              Ready to prepare your next negotiation?
            </Typography.Title>
            <ul data-testid="cta-points" className="hiw-cta-points">
              {CTA_POINTS.map((point) => (
                <li key={point}>
                  <CheckCircleFilled aria-hidden className="hiw-cta-check" />
                  {point}
                </li>
              ))}
            </ul>
            <StartButton signedIn={signedIn}>Start Free Trial</StartButton>
          </Card>
        </section>
      </main>

      <footer className="mkt-footer">
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
      </footer>
    </div>
  );
}
