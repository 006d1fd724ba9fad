import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import type { ScenarioSelection } from '@parley/scoring';
import { Flex, Skeleton } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { CategorySummary } from './CategorySummary';
import { IssuePlaybook } from './IssuePlaybook';
import { KeyPrinciples } from './KeyPrinciples';
import { PointsSpreadNotice } from './PointsSpreadNotice';
import { ScoringSetupNotice } from './ScoringSetupNotice';
import { buildStrategy, hasScoringSetup } from './strategy-model';
import { TacticalPlaybook } from './TacticalPlaybook';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import { useStage } from './useStage';
import { useValueCreation, type ValueCreationState } from './useValueCreation';
import { DecisionSupportSection } from './DecisionSupportSection';
import { walkAwayOf, type CardsSupport } from './decision-support';
import { ValueCreationAnalysis } from './ValueCreationAnalysis';

export interface StrategyTabProps {
  detail: CaseDetailResponse;
  /** Where `Add Issues` and `Set Points` lead while the scoring setup is incomplete. */
  issuesTabHref: string;
  pointsTabHref: string;
  /** Where the Value Creation Analysis's empty text leads: the explorer on the Overview tab. */
  explorerHref?: string;
  /** Drawn under the category counts: the case screen puts the AI insights here. */
  insights?: ReactNode;
  /** The explorer's selection (null: none): Value Creation Analysis covers it, or every scenario without one. */
  selection?: ScenarioSelection | null;
  /**
   * Value Creation's figures when the case screen computes them ahead; without it the tab computes them
   * itself, from when it opens.
   */
  valueCreation?: ValueCreationState;
  /** Drawn under the Value Creation Analysis: the case screen puts the AI's Scenario insights here. */
  scenarioInsights?: ReactNode;
}

/**
 * The Strategy tab: category summary, AI insights, Tactical Playbook, per-issue playbook, principles and the value
 * creation analysis, which follows the explorer's selection and is computed in a Web Worker (on
 * the largest cases it takes longer than a frame).
 */
export function StrategyTab({
  detail,
  issuesTabHref,
  pointsTabHref,
  explorerHref,
  insights,
  selection = null,
  valueCreation: ahead,
  scenarioInsights,
}: StrategyTabProps) {
  const ready = hasScoringSetup(detail);
  // The moves the decision support recommends, once its worker has worked them out: the issue cards follow them.
  const [cards, setCards] = useState<CardsSupport | null>(null);
  const strategy = useMemo(() => (ready ? buildStrategy(detail, cards) : null), [ready, detail, cards]);
  const scored = useMemo(() => scoredIssuesOf(detail), [detail]);
  // Three commits: what the tab opens on (the top of the tab and Value Creation), then the per-issue
  // playbook and principles, then the decision support. On a 12 × 10 case one commit of everything blocked the
  // page right after the click.
  const stage = useStage(2);
  const own = useValueCreation(scored, selection, ahead === undefined);
  const valueCreation = ahead === undefined ? own : ahead;
  const narrow = useNarrowScreen();

  // Drawn after the rest of the tab has shown (its chart and lists are the tab's heaviest part). Last on a wide
  // screen; on a phone right under the insights, as the walk-away values and trades lead there and the
  // sections below open folded (issue 21: the advice within three screens).
  // Keyed, so that it moves rather than mounts again when the window crosses 768 px (its sections keep their
  // state: a section open on a wide window stays open).
  const decisionSupport =
    stage >= 2 ? (
      <DecisionSupportSection key="decision-support" detail={detail} onCards={setCards} />
    ) : (
      <Skeleton key="decision-support-loading" active aria-label="Walk-away and efficient deals loading" />
    );

  if (strategy === null) {
    return (
      <ScoringSetupNotice
        issuesTabHref={issuesTabHref}
        pointsTabHref={pointsTabHref}
        missing={detail.issues.length === 0 ? 'issues' : 'points'}
      />
    );
  }
  return (
    <Flex vertical gap={24}>
      <PointsSpreadNotice detail={detail} pointsTabHref={pointsTabHref} />
      <CategorySummary counts={strategy.counts} />
      {insights}
      {narrow ? decisionSupport : null}
      <TacticalPlaybook playbook={strategy.playbook} />
      {stage >= 1 ? (
        <>
          <IssuePlaybook issues={strategy.issues} />
          <KeyPrinciples />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} aria-label="Issue playbook loading" />
      )}
      {valueCreation.failure ? (
        <RetryAlert
          type="error"
          title="The Value Creation Analysis could not be worked out"
          description="Something went wrong while analysing the scenarios. Your case is unchanged."
          onRetry={valueCreation.retry}
        />
      ) : valueCreation.value === null ? (
        <Skeleton active aria-label="Value Creation Analysis loading" />
      ) : (
        <ValueCreationAnalysis
          value={valueCreation.value}
          walkAway={walkAwayOf(detail)}
          explorerHref={explorerHref}
        />
      )}
      {scenarioInsights}
      {narrow ? null : decisionSupport}
    </Flex>
  );
}
