import { hasScenarios } from './averages.js';
import { byFairness } from './fair-packages.js';
import { compareRatios, type Ratio } from './kalai-smorodinsky.js';
import { paretoFrontierOfTable } from './pareto.js';
import { scenarioFromTable } from './scenarios.js';
import { scoreTable } from './score-table.js';
import { totalsRangeOfTable } from './totals.js';
import type { Scenario, ScoredIssue } from './types.js';
import type { WalkAway } from './walk-away.js';

/**
 * The packages both sides said they would accept, best first (issue 36, point 5: "several in common: the highest
 * minimum gain"), measured as `fairPackages` measures its proposals: from d, the walk-away point (a null side:
 * its worst total), each side's normalised gain is (total − d) ÷ G, G its largest total − d among the packages
 * reaching both walk-away totals. Unlike proposals, a package both accepted may lie below a walk-away (each
 * side decides what it accepts), so:
 * - a side with G = 0 counts as fully served (1) when its gain is not negative, else its gain over 1;
 * - the Nash product (u − d.user)(o − d.opponent) breaks ties only among packages where both gains are not
 *   negative; one with a negative gain ranks after them on that step;
 * then the larger other normalised gain, then the option indexes first in the case's order (as fairPackages).
 * Each package is option ids in issue order; one that does not name one option per issue throws a RangeError.
 */
export function fairestAgreements(
  issues: readonly ScoredIssue[],
  packages: readonly (readonly number[])[],
  walkAway?: WalkAway,
): Scenario[] {
  const table = scoreTable(issues);
  if (packages.length === 0 || !hasScenarios(table)) return [];
  const range = totalsRangeOfTable(table);
  const d = {
    user: walkAway?.user ?? range.userMin,
    opponent: walkAway?.opponent ?? range.opponentMin,
  };
  const zone = paretoFrontierOfTable(table).filter(
    (s) => s.userTotal >= d.user && s.opponentTotal >= d.opponent,
  );
  const spanUser = Math.max(0, ...zone.map((s) => s.userTotal - d.user));
  const spanOpponent = Math.max(0, ...zone.map((s) => s.opponentTotal - d.opponent));
  const share = (gain: number, span: number): Ratio =>
    span > 0 ? { gain, span } : gain >= 0 ? { gain: 1, span: 1 } : { gain, span: 1 };
  const keyed = packages.map((optionIds) => {
    if (optionIds.length !== table.length) throw new RangeError('one option id per issue is required');
    const indexes = table.map((issue, i) => {
      const k = issue.optionIds.indexOf(optionIds[i] as number);
      if (k < 0) throw new RangeError(`issue ${i} has no option ${optionIds[i]}`);
      return k;
    });
    const scenario = scenarioFromTable(table, indexes);
    const userGain = scenario.userTotal - d.user;
    const opponentGain = scenario.opponentTotal - d.opponent;
    const u = share(userGain, spanUser);
    const o = share(opponentGain, spanOpponent);
    const [low, high] = compareRatios(u, o) <= 0 ? [u, o] : [o, u];
    const product = userGain >= 0 && opponentGain >= 0 ? userGain * opponentGain : -1;
    return { scenario, low, high, product, indexes };
  });
  keyed.sort(byFairness);
  return keyed.map((k) => k.scenario);
}
