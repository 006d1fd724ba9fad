import type { CaseDetailResponse } from '@parley/contracts';
import { Flex } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { CategorySummary } from './CategorySummary';
import { IssuePlaybook } from './IssuePlaybook';
import { KeyPrinciples } from './KeyPrinciples';
import { ScoringSetupNotice } from './ScoringSetupNotice';
import { buildStrategy, hasScoringSetup } from './strategy-model';
import { TacticalPlaybook } from './TacticalPlaybook';
import { DecisionSupportSection } from './DecisionSupportSection';
import { ValueCreationAnalysis } from './ValueCreationAnalysis';

export interface StrategyTabProps {
  detail: CaseDetailResponse;
  /** Where `Add Issues` and `Set Points` lead while the scoring setup is incomplete. */
  issuesTabHref: string;
  pointsTabHref: string;
  /** Drawn under the category counts: the case screen puts the AI insights here. */
  insights?: ReactNode;
}

/**
 * The Strategy tab: category summary, AI insights, Tactical Playbook, per-issue playbook, principles and the value
 * creation analysis. The analysis is computed once per case detail (it can take ~0.4 s on the largest cases).
 */
export function StrategyTab({ detail, issuesTabHref, pointsTabHref, insights }: StrategyTabProps) {
  const ready = hasScoringSetup(detail);
  const strategy = useMemo(() => (ready ? buildStrategy(detail) : null), [ready, detail]);

  if (strategy === null) {
    return <ScoringSetupNotice issuesTabHref={issuesTabHref} pointsTabHref={pointsTabHref} />;
  }
  return (
    <Flex vertical gap={24}>
      <CategorySummary counts={strategy.counts} />
      {insights}
      <TacticalPlaybook playbook={strategy.playbook} />
      <IssuePlaybook issues={strategy.issues} />
      <KeyPrinciples />
      <ValueCreationAnalysis value={strategy.valueCreation} />
      <DecisionSupportSection detail={detail} />
    </Flex>
  );
}
