import {
  compromiseScenario,
  kalaiSmorodinsky,
  mutualGainPackage,
  nashPoint,
  paretoFrontier,
  paretoImprovement,
  totalsRange,
  type ScoredIssue,
} from '@parley/scoring';
import { packageOfScenario, type FactPackage } from '../facts/case-facts.js';
import type { AdviceDeals } from './issue-advice.js';

/**
 * The packages the Strategy tab recommends beside its trades, as the issue cards read them (`AdviceDeals`):
 * the compromise and, when no trade is shown (`tradesShown` 0), the package better for both than it; the
 * balanced (Nash) and proportional (Kalai–Smorodinsky) deals relative to the walk-away totals (each unrecorded
 * side at its worst total); and, with a complete agreement (`agreed`: option id per issue), what it leaves on
 * the table. The same figures the tab's decision support computes (its worker), for the API and the tests.
 */
export function recommendedDeals(
  issues: readonly ScoredIssue[],
  opts: {
    tradesShown: number;
    walkAway?: { user: number | null; opponent: number | null };
    agreed?: readonly (number | undefined)[];
  },
): AdviceDeals {
  const range = totalsRange(issues);
  const disagreement = {
    user: opts.walkAway?.user ?? range.userMin,
    opponent: opts.walkAway?.opponent ?? range.opponentMin,
  };
  const frontier = paretoFrontier(issues);
  const mutualGain = opts.tradesShown === 0 ? mutualGainPackage(issues) : null;
  const agreed = opts.agreed;
  const complete =
    agreed !== undefined &&
    issues.length > 0 &&
    agreed.length === issues.length &&
    agreed.every((id) => id !== undefined);
  let agreement: FactPackage | null = null;
  let improvement: FactPackage | null = null;
  if (complete) {
    const ids = agreed as number[];
    const picked = issues.map((issue, i) => issue.options.find((o) => o.id === ids[i]));
    agreement = {
      userTotal: picked.reduce((sum, o) => sum + (o?.user ?? 0), 0),
      opponentTotal: picked.reduce((sum, o) => sum + (o?.opponent ?? 0), 0),
      options: issues.map((issue, i) => ({ issue: issue.name, option: picked[i]?.name ?? '' })),
    };
    improvement = packageOfScenario(issues, paretoImprovement(issues, ids));
  }
  return {
    compromise: packageOfScenario(issues, compromiseScenario(issues)),
    mutualGain: packageOfScenario(issues, mutualGain?.scenario ?? null),
    agreement,
    improvement,
    nash: packageOfScenario(issues, nashPoint(frontier, disagreement)),
    kalaiSmorodinsky: packageOfScenario(issues, kalaiSmorodinsky(issues, disagreement)),
  };
}
