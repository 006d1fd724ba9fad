import { rankByFairness } from './fair-packages.js';
import { paretoFrontierOfTable } from './pareto.js';
import { scenarioFromTable } from './scenarios.js';
import { scoreTable } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';

/**
 * A better deal after the deal (issue 36, point 6; Raiffa's post-settlement settlement): with both sides' true
 * points, the package at least as good for both as the agreement (option ids in issue order) and better for at
 * least one that has the highest smaller normalised gain over the agreement, each side's gain divided by its
 * largest gain among the packages at least as good for both (a side that cannot gain counts as fully served);
 * ties to the larger Nash product of the gains over the agreement, then to the larger other normalised gain,
 * then to the option indexes first in lexicographic order. Null when no package beats the agreement, i.e. it is
 * on the Pareto frontier.
 *
 * The winner is on the frontier (whatever beats a package for both ranks above it), so only frontier points
 * are looked at, each as its lexicographically first package: O(frontier size × issues) after the frontier.
 * Throws a RangeError when the ids do not name one option per issue.
 */
export function settlementImprovement(
  issues: readonly ScoredIssue[],
  agreementOptionIds: readonly number[],
): Scenario | null {
  const table = scoreTable(issues);
  if (agreementOptionIds.length !== table.length) throw new RangeError('one option id per issue is required');
  const agreement = scenarioFromTable(
    table,
    table.map((issue, i) => {
      const k = issue.optionIds.indexOf(agreementOptionIds[i] as number);
      if (k < 0) throw new RangeError(`issue ${i} has no option ${agreementOptionIds[i]}`);
      return k;
    }),
  );
  const better = paretoFrontierOfTable(table).filter(
    (s) =>
      s.userTotal >= agreement.userTotal &&
      s.opponentTotal >= agreement.opponentTotal &&
      (s.userTotal > agreement.userTotal || s.opponentTotal > agreement.opponentTotal),
  );
  const d = { user: agreement.userTotal, opponent: agreement.opponentTotal };
  return rankByFairness(table, better, d)[0] ?? null;
}
