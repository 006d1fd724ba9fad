import { oneSidedTradesSentence, type CaseDetailResponse } from '@parley/contracts';
import { Alert, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Concept } from '../../../components/Concept';
import { RetryAlert } from '../../../components/RetryAlert';
import { DealList } from './DealList';
import {
  countOf,
  DEFAULT_OFFER_SETTINGS,
  packageOptions,
  walkAwayOf,
  type DealPackage,
  type DecisionSupport,
  type CardsSupport,
} from './decision-support';
import { dealPoints } from './efficient-deals-chart';
import { EfficientDealsChartSlot, loadEfficientDealsChart } from './EfficientDealsChartSlot';
import { OfferBuilder } from './OfferBuilder';
import { SectionCard } from './SectionCard';
import { formatCount } from './strategy-model';
import { useDecisionSupport } from './useDecisionSupport';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import { useStage } from './useStage';
import { WalkAwayInputs } from './WalkAwayInputs';
import type { AdviceRobustness } from '@parley/scoring';
import { CLAIMS, robustnessPercent } from './robustness';
import { RobustnessFigure, RobustnessNote, WithRobustness } from './Robustness';
import { useAdviceRobustness } from './useAdviceRobustness';
import './DecisionSupportSection.css';

/** The robustness figures once known (null until then, or where they do not apply). */
type Figures = AdviceRobustness | null;

function Section({
  label,
  children,
  startFolded = false,
}: {
  label: string;
  children: ReactNode;
  startFolded?: boolean;
}) {
  return (
    <section aria-label={label}>
      <SectionCard title={label} startFolded={startFolded}>
        {children}
      </SectionCard>
    </section>
  );
}

/** A placeholder the screen reader names (antd's Skeleton drops an aria-label). */
function Loading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

/** "1 of 6 packages clears", "2 of 6 packages clear". */
const ofPackages = (count: number, total: number, singular: string, plural: string) =>
  `${formatCount(count)} of ${countOf(total, 'package')} ${count === 1 ? singular : plural}`;

/** The zone of possible agreement, exactly counted, and what the figures stand on without walk-away totals. */
const ZoneOfAgreement = memo(function ZoneOfAgreement({
  support,
  figures,
}: {
  support: DecisionSupport;
  figures: Figures;
}) {
  const { walkAway, zopaCount, scenarioCount } = support;
  const title = (
    <Typography.Title level={3} className="decision-support-heading">
      <Concept term="zopa">Zone of possible agreement</Concept>
    </Typography.Title>
  );
  if (walkAway.user === null && walkAway.opponent === null) {
    return (
      <div>
        {title}
        <Alert
          type="info"
          showIcon
          title="No walk-away totals recorded yet"
          description={`Until they are, all ${countOf(scenarioCount, 'package')} count as possible, and the Nash and Kalai–Smorodinsky points are measured from each side's worst total. Record both walk-away totals to see the zone of possible agreement.`}
        />
      </div>
    );
  }
  if (walkAway.user === null || walkAway.opponent === null) {
    const recorded =
      walkAway.user === null
        ? `their walk-away total (${walkAway.opponent})`
        : `your walk-away total (${walkAway.user})`;
    const missing = walkAway.user === null ? 'your' : "the opponent's";
    return (
      <div>
        {title}
        <WithRobustness
          claim={zopaCount > 0 ? CLAIMS.reachesTheirs : CLAIMS.noneReachesTheirs}
          share={figures?.zone}
        >
          <Typography.Paragraph className="decision-support-text">
            {ofPackages(zopaCount, scenarioCount, 'reaches', 'reach')} {recorded}.
          </Typography.Paragraph>
        </WithRobustness>
        <Alert
          type="info"
          showIcon
          title={`Record ${missing} walk-away total too to see the zone of possible agreement; until then that side counts from its worst total.`}
        />
      </div>
    );
  }
  return (
    <div>
      {title}
      <WithRobustness claim={zopaCount > 0 ? CLAIMS.zone : CLAIMS.noZone} share={figures?.zone}>
        <Typography.Paragraph className="decision-support-text">
          {ofPackages(zopaCount, scenarioCount, 'clears', 'clear')} both walk-away totals (yours{' '}
          {walkAway.user}, theirs {walkAway.opponent}).
        </Typography.Paragraph>
      </WithRobustness>
      {zopaCount === 0 ? (
        <Alert
          type="warning"
          showIcon
          title="No package clears both walk-away totals: as the points stand, there is no zone of possible agreement. Check the walk-away totals, or look for value the issues do not yet hold."
        />
      ) : null}
    </div>
  );
});

function PackageText({ value }: { value: DealPackage }) {
  return (
    <>
      {packageOptions(value)} (you {value.userTotal}, them {value.opponentTotal})
    </>
  );
}

/** The recorded final agreement against the walk-away totals and the frontier. */
function AgreementReading({ support, figures }: { support: DecisionSupport; figures: Figures }) {
  const { agreement, leftOnTable, walkAway } = support;
  if (agreement === null || leftOnTable === null) return null;
  const below = agreement.belowWalkAway;
  return (
    <div>
      <Typography.Title level={3} className="decision-support-heading">
        <Concept term="leftOnTable">Left on the table</Concept>
      </Typography.Title>
      {below.user || below.opponent ? (
        <Alert
          type="warning"
          showIcon
          className="decision-support-alert"
          title={`The final agreement (you ${agreement.userTotal}, them ${agreement.opponentTotal}) is below ${
            below.user && below.opponent
              ? `both walk-away totals (yours ${walkAway.user}, theirs ${walkAway.opponent})`
              : below.user
                ? `your walk-away total (${walkAway.user})`
                : `their walk-away total (${walkAway.opponent})`
          }.`}
        />
      ) : null}
      {leftOnTable === 'efficient' ? (
        <WithRobustness claim={CLAIMS.efficient} share={figures?.leftOnTable}>
          <Typography.Paragraph className="decision-support-text">
            The final agreement is efficient: no package is better for both sides.
          </Typography.Paragraph>
        </WithRobustness>
      ) : (
        <WithRobustness claim={CLAIMS.leftOnTable} share={figures?.leftOnTable}>
          <Typography.Paragraph className="decision-support-text">
            A package at least as good for both sides, and better for one:{' '}
            <Typography.Text strong>
              <PackageText value={leftOnTable} />
            </Typography.Text>
            . It gains you {leftOnTable.userTotal - agreement.userTotal} and them{' '}
            {leftOnTable.opponentTotal - agreement.opponentTotal} points; it changes{' '}
            {changes(agreement, leftOnTable)}.
          </Typography.Paragraph>
        </WithRobustness>
      )}
    </div>
  );
}

/** "Rent: High → Low, Term: 12 months → 36 months" */
function changes(from: DealPackage, to: DealPackage): string {
  return to.options
    .map((o, i) => ({ ...o, from: from.options[i]?.option ?? '' }))
    .filter((o) => o.option !== o.from)
    .map((o) => `${o.issue}: ${o.from} → ${o.option}`)
    .join(', ');
}

// Memoised, as the sections below: the offer builder's inputs re-render the section, not the chart or lists.
const EfficientDeals = memo(function EfficientDeals({
  support,
  figures,
}: {
  support: DecisionSupport;
  figures: Figures;
}) {
  const points = useMemo(() => dealPoints(support), [support]);
  const size = support.frontier.length;
  const deals = [
    { claim: CLAIMS.nash, share: support.nash ? figures?.nash : null },
    { claim: CLAIMS.kalaiSmorodinsky, share: support.kalaiSmorodinsky ? figures?.kalaiSmorodinsky : null },
  ];
  // A deal that stays itself in fewer than half of the profiles says so before the text about it.
  const uncertain = (share: number | null | undefined) =>
    share !== null && share !== undefined && robustnessPercent(share).uncertain;
  const dealFigures = (first: boolean) =>
    deals
      .filter((deal) => uncertain(deal.share) === first)
      .map((deal) => <RobustnessFigure key={deal.claim} claim={deal.claim} share={deal.share} />);
  return (
    <Flex vertical gap={16}>
      <div className="with-robustness">
        {dealFigures(true)}
        <Typography.Paragraph className="decision-support-text">
          {countOf(size, 'package')} {size === 1 ? 'is' : 'are'}{' '}
          <Concept term="efficientDeals">efficient</Concept>: no other package is better for both sides. The{' '}
          <Concept term="nash">Nash point</Concept> is the balanced deal (the largest product of both
          sides&apos; gains over their <Concept term="walkAway">walk-away totals</Concept>); the{' '}
          <Concept term="kalaiSmorodinsky">Kalai–Smorodinsky point</Concept> gives both sides the same share
          of what they could gain.
        </Typography.Paragraph>
        {dealFigures(false)}
      </div>
      <Row gutter={[24, 16]} align="stretch">
        <Col xs={24} xl={12}>
          <EfficientDealsChartSlot points={points} walkAway={support.walkAway} />
        </Col>
        <Col xs={24} xl={12}>
          <DealList points={points} />
        </Col>
      </Row>
      <AgreementReading support={support} figures={figures} />
    </Flex>
  );
});

const Trades = memo(function Trades({ support, figures }: { support: DecisionSupport; figures: Figures }) {
  return (
    <Flex vertical gap={12}>
      {support.compromise ? (
        <Typography.Paragraph className="decision-support-text">
          From the <Concept term="compromise">compromise package</Concept>, every issue split down the middle
          (you {support.compromise.userTotal}, them {support.compromise.opponentTotal}), each{' '}
          <Concept term="trade">trade</Concept> gives ground on one issue and asks for another; both sides end
          up better off. Best first: the trade whose smaller gain is largest.
        </Typography.Paragraph>
      ) : null}
      {support.trades.length > 0 ? (
        <ol aria-label="Trades" className="trades">
          {support.trades.map((trade, index) => (
            <li key={trade.text}>
              <WithRobustness claim={CLAIMS.trade} share={figures?.trades[index]}>
                <Typography.Text>{trade.text}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{trade.moves}</Typography.Text>
              </WithRobustness>
            </li>
          ))}
        </ol>
      ) : support.mutualGain ? (
        <Flex vertical gap={4} aria-label="Package better for both">
          <WithRobustness claim={CLAIMS.mutualGain} share={figures?.mutualGain}>
            <Typography.Paragraph className="decision-support-text">
              No trade of two issues raises both totals from the compromise package, but changing{' '}
              {countOf(support.mutualGain.changedIssues, 'issue')} does: +{support.mutualGain.userGain} for
              you, +{support.mutualGain.opponentGain} for them (you {support.mutualGain.deal.userTotal}, them{' '}
              {support.mutualGain.deal.opponentTotal}).
            </Typography.Paragraph>
            <Typography.Text type="secondary">{support.mutualGain.moves}</Typography.Text>
          </WithRobustness>
        </Flex>
      ) : support.oneSidedTrades.length > 0 ? (
        <Flex vertical gap={4}>
          <Typography.Paragraph className="decision-support-text">
            {oneSidedTradesSentence(support.oneSidedTrades.length)}
          </Typography.Paragraph>
          <ol aria-label="Trades" className="trades">
            {support.oneSidedTrades.map((trade) => (
              <li key={trade.text}>
                <Typography.Text>{trade.text}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{trade.moves}</Typography.Text>
              </li>
            ))}
          </ol>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">{oneSidedTradesSentence(0)}</Typography.Paragraph>
      )}
    </Flex>
  );
});

/**
 * Decision support for the Strategy tab: walk-away values and the zone of possible agreement, the efficient
 * deals (chart and list, Nash and Kalai–Smorodinsky points, what a final agreement leaves on the table),
 * trades and the offer builder. Everything is computed in a Web Worker (useDecisionSupport).
 */
export const DecisionSupportSection = memo(function DecisionSupportSection({
  detail,
  onCards,
}: {
  detail: CaseDetailResponse;
  /** Told what the issue cards read of the figures (the moves listed here) each time they are worked out. */
  onCards?: (cards: CardsSupport) => void;
}) {
  const [settings, setSettings] = useState(DEFAULT_OFFER_SETTINGS);
  const { support, offers, failure, retry } = useDecisionSupport(detail, settings);
  useEffect(() => {
    if (support !== null) onCards?.(support.cards);
  }, [support, onCards]);
  // How sure the advice is: the figures follow the advice (a worker of their own), never hold it up.
  const offerTarget = settings.target ?? support?.offerTarget?.target ?? null;
  const offersOn = useMemo(
    () => (offerTarget === null ? null : { target: offerTarget, tolerance: settings.tolerance }),
    [offerTarget, settings.tolerance],
  );
  const robustness = useAdviceRobustness(detail, support !== null, support ? offers : null, offersOn);
  const figures = robustness.support?.figures ?? null;
  // The same element while the case is the same: the figures' and the offers' answers re-render this section,
  // not the walk-away inputs (antd inputs and selects, the section's heaviest part to draw again).
  const walkAwayInputs = useMemo(() => <WalkAwayInputs detail={detail} />, [detail]);
  // The walk-away inputs first, the other sections in a second commit: mounted together (antd inputs and
  // four placeholders) they made one long task.
  const stage = useStage(1);
  // The chart's code loads while the worker computes the figures it draws, not after them (in a build: in
  // development and tests it loads when the chart first draws).
  useEffect(() => {
    if (import.meta.env.PROD) void loadEfficientDealsChart().catch(() => undefined);
  }, []);
  // Once a computation failed, the alert above says so: no part keeps a loading look.
  const waiting = (label: string) => (failure ? null : <Loading label={label} />);
  // On a phone the trades lead, the walk-away values follow, then what the percentages stand on, and the
  // efficient deals and the offer builder open folded below them (the advice within three screens, issue 21).
  const narrow = useNarrowScreen();
  const trades = (
    <Section label="Trades">
      {support ? <Trades support={support} figures={figures} /> : waiting('Trades loading')}
    </Section>
  );
  const efficientDeals = (
    <Section label="Efficient deals" startFolded>
      {support ? <EfficientDeals support={support} figures={figures} /> : waiting('Efficient deals loading')}
    </Section>
  );
  return (
    <>
      {failure ? (
        <RetryAlert
          type="error"
          title="The decision support could not be worked out"
          description="Something went wrong while analysing the packages of this case. Your case and walk-away values are unchanged."
          onRetry={retry}
        />
      ) : null}
      {support && !narrow ? <RobustnessNote state={robustness} /> : null}
      {narrow ? trades : null}
      <Section label="Walk-away values">
        <Flex vertical gap={24}>
          {walkAwayInputs}
          {support ? (
            <ZoneOfAgreement support={support} figures={figures} />
          ) : (
            waiting('Zone of possible agreement loading')
          )}
        </Flex>
      </Section>
      {/* On a phone what the percentages stand on follows the advice, not ahead of it (three screens). */}
      {support && narrow ? <RobustnessNote state={robustness} /> : null}
      {stage >= 1 ? (
        <>
          {efficientDeals}
          {narrow ? null : trades}
          <Section label="Offer builder" startFolded>
            <OfferBuilder
              caseId={detail.case.id}
              settings={settings}
              onSettingsChange={setSettings}
              offers={offers}
              userWalkAway={walkAwayOf(detail).user}
              opponentWalkAway={walkAwayOf(detail).opponent}
              toleranceMax={support ? support.range.userMax - support.range.userMin : undefined}
              defaultTarget={support ? support.offerTarget : undefined}
              targetMax={support ? support.range.userMax : undefined}
              robustness={robustness.offers}
            />
          </Section>
        </>
      ) : null}
    </>
  );
});
