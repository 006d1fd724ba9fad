import { describeTrade, packageOfScenario as packageOf, scoredIssuesOf } from '@parley/contracts';
import type { CaseDetailResponse, FactPackage } from '@parley/contracts';
import {
  analyze,
  equivalentOffers,
  kalaiSmorodinsky,
  paretoImprovement,
  totalsRange,
  trades,
  zopaCount,
  type ScoredIssue,
} from '@parley/scoring';

export interface OfferSettings {
  count: number;
  tolerance: number;
}

export interface DecisionSupport {
  walkAway: { user: number | null; opponent: number | null };
  scenarioCount: number;
  zopaCount: number;
  frontierSize: number;
  nash: FactPackage | null;
  kalaiSmorodinsky: FactPackage | null;
  trades: string[];
  offers: FactPackage[];
  /** null without a complete final agreement; otherwise the improvement, or 'efficient'. */
  leftOnTable: FactPackage | 'efficient' | null;
}

/** How many trades the tab states. */
export const TRADES_LISTED = 3;

/**
 * The Strategy tab's decision support, all from @parley/scoring and exact: the zone of possible agreement,
 * the frontier's Nash and Kalai–Smorodinsky points relative to the walk-away totals, trades in plain words,
 * equivalent offers above your walk-away total, and what a complete final agreement leaves on the table.
 */
export function decisionSupport(detail: CaseDetailResponse, settings: OfferSettings): DecisionSupport {
  const issues = scoredIssuesOf(detail);
  const party = (type: string) => detail.parties.find((p) => p.type === type);
  const walkAway = {
    user: party('user')?.reservationValue ?? null,
    opponent: party('opponent')?.reservationValue ?? null,
  };
  const range = totalsRange(issues);
  const disagreement = {
    user: walkAway.user ?? range.userMin,
    opponent: walkAway.opponent ?? range.opponentMin,
  };
  const analysis = analyze(issues, { top: 0, disagreement });
  const agreed = issues.map((i) => detail.finalAgreements.find((a) => a.issueId === i.id)?.optionId);
  const complete = issues.length > 0 && agreed.every((id) => id !== undefined);
  let leftOnTable: DecisionSupport['leftOnTable'] = null;
  if (complete) {
    leftOnTable = packageOf(issues, paretoImprovement(issues, agreed as number[])) ?? 'efficient';
  }
  return {
    walkAway,
    scenarioCount: analysis.scenarioCount,
    zopaCount: zopaCount(issues, walkAway),
    frontierSize: analysis.pareto.length,
    nash: packageOf(issues, analysis.nash),
    kalaiSmorodinsky: packageOf(issues, kalaiSmorodinsky(issues, disagreement)),
    trades: trades(issues, { limit: TRADES_LISTED }).map((t) =>
      describeTrade({
        give: {
          issue: nameOf(issues, t.give.issueId),
          option: '',
          you: t.give.userChange,
          them: t.give.opponentChange,
        },
        get: {
          issue: nameOf(issues, t.get.issueId),
          option: '',
          you: t.get.userChange,
          them: t.get.opponentChange,
        },
        userGain: t.userGain,
        opponentGain: t.opponentGain,
      }),
    ),
    offers: equivalentOffers(issues, {
      count: settings.count,
      tolerance: settings.tolerance,
      walkAway: { user: walkAway.user, opponent: null },
    })
      .map((s) => packageOf(issues, s))
      .filter((p): p is FactPackage => p !== null),
    leftOnTable,
  };
}

const nameOf = (issues: readonly ScoredIssue[], issueId: number) =>
  issues.find((i) => i.id === issueId)?.name ?? '';

/** "Rent: Low; Term: Short" */
export const packageOptions = (p: FactPackage) => p.options.map((o) => `${o.issue}: ${o.option}`).join('; ');
