import { packageOfScenario as packageOf, scoredIssuesOf } from '@parley/contracts';
import type { CaseDetailResponse, CaseFacts, FactTrade } from '@parley/contracts';
import {
  analyze,
  analyzeSelection,
  categoryCounts,
  finalAgreementTotals,
  kalaiSmorodinsky,
  paretoImprovement,
  selectionFromRanges,
  strategicIssues,
  totalsRange,
  trades,
  zopaCount,
  type PointsRange,
  type ScoredIssue,
} from '@parley/scoring';

/** How many trades the facts carry: enough to advise on, few enough for a prompt. */
export const FACT_TRADES = 3;

function optionName(issues: readonly ScoredIssue[], issueId: number, optionId: number) {
  const issue = issues.find((i) => i.id === issueId);
  return { issue: issue?.name ?? '', option: issue?.options.find((o) => o.id === optionId)?.name ?? '' };
}

/**
 * Every figure the advice may cite, computed from the stored case with @parley/scoring: categories, the
 * frontier with the Nash and Kalai–Smorodinsky points (relative to each recorded walk-away value, else to
 * that side's worst total), the zone of possible agreement, trades, the final agreement and, with ranges, the selection.
 */
export function caseFacts(
  detail: CaseDetailResponse,
  selection?: { ranges: PointsRange[]; exclude: boolean },
): CaseFacts {
  const issues = scoredIssuesOf(detail);
  const user = detail.parties.find((p) => p.type === 'user');
  const opponent = detail.parties.find((p) => p.type === 'opponent');
  const walkAway = { user: user?.reservationValue ?? null, opponent: opponent?.reservationValue ?? null };
  const strategic = strategicIssues(issues);
  const range = totalsRange(issues);
  const disagreement = {
    user: walkAway.user ?? range.userMin,
    opponent: walkAway.opponent ?? range.opponentMin,
  };
  const analysis = analyze(issues, { top: 0, disagreement });
  const tradeList: FactTrade[] = trades(issues, { limit: FACT_TRADES }).map((t) => ({
    give: {
      ...optionName(issues, t.give.issueId, t.give.optionId),
      you: t.give.userChange,
      them: t.give.opponentChange,
    },
    get: {
      ...optionName(issues, t.get.issueId, t.get.optionId),
      you: t.get.userChange,
      them: t.get.opponentChange,
    },
    userGain: t.userGain,
    opponentGain: t.opponentGain,
  }));

  let finalAgreement: CaseFacts['finalAgreement'] = null;
  if (detail.finalAgreements.length > 0) {
    const totals = finalAgreementTotals(issues, detail.finalAgreements);
    const complete = totals.missingIssueIds.length === 0 && issues.length > 0;
    const agreedIds = issues.map(
      (i) => detail.finalAgreements.find((a) => a.issueId === i.id)?.optionId ?? 0,
    );
    finalAgreement = {
      complete,
      userTotal: totals.user,
      opponentTotal: totals.opponent,
      belowWalkAway: {
        user: walkAway.user !== null && totals.user < walkAway.user,
        opponent: walkAway.opponent !== null && totals.opponent < walkAway.opponent,
      },
      improvement: complete ? packageOf(issues, paretoImprovement(issues, agreedIds)) : null,
    };
  }

  let selected: CaseFacts['selection'];
  if (selection) {
    const s = analyzeSelection(issues, selectionFromRanges(issues, selection.ranges, selection.exclude), {
      top: 1,
    });
    selected = {
      ranges: selection.ranges,
      exclude: selection.exclude,
      scenarioCount: s.scenarioCount,
      winWinRate: s.winWinRate,
      userMax: s.userMax,
      maxTotalValue: s.maxTotalValue,
      best: packageOf(issues, s.top[0] ?? null),
    };
  }

  return {
    case: {
      name: detail.case.name,
      goal: detail.case.goal ?? '',
      description: detail.case.description ?? '',
    },
    issues: strategic.map((i) => ({
      name: i.name,
      yourImportance: Math.round(i.yourImportance),
      opponentImportance: Math.round(i.opponentImportance),
      category: i.category,
    })),
    categoryCounts: categoryCounts(strategic.map((i) => i.category)),
    scenarioCount: analysis.scenarioCount,
    userMax: analysis.userMax,
    opponentMax: analysis.opponentMax,
    walkAway: {
      ...walkAway,
      userAlternative: user?.alternative ?? '',
      opponentAlternative: opponent?.alternative ?? '',
    },
    zopaCount: zopaCount(issues, walkAway),
    frontierSize: analysis.pareto.length,
    nash: packageOf(issues, analysis.nash),
    kalaiSmorodinsky: packageOf(issues, kalaiSmorodinsky(issues, disagreement)),
    trades: tradeList,
    finalAgreement,
    ...(selected ? { selection: selected } : {}),
  };
}
