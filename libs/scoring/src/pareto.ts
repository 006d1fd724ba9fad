import { hasScenarios } from './averages.js';
import { scenarioFromTable } from './scenarios.js';
import { at, scoreTable, type IssueScores } from './score-table.js';
import type { Scenario, ScoredIssue } from './types.js';

/** One step's frontier: points, the previous step's point each extends, and the option it adds. */
interface FrontierStep {
  parent: Int32Array;
  option: Int32Array;
}

/**
 * The Pareto-efficient frontier: every distinct (userTotal, opponentTotal) that no other scenario matches
 * on both totals while beating on one, by userTotal descending. Each point is represented by the scenario
 * whose option indexes come first in lexicographic order.
 *
 * A scenario that picks a dominated option on some issue is dominated (swap that option), and a prefix of
 * issues whose totals are dominated can only lead to dominated scenarios, so the frontier is built issue by
 * issue: add each issue's options to the frontier so far (a Minkowski sum), keep the non-dominated sums.
 * For each sum we keep the lexicographically first prefix; prefixes are compared through their rank among
 * the previous frontier's prefixes, so no option vector is copied until the end.
 */
export function paretoFrontier(issues: readonly ScoredIssue[]): Scenario[] {
  return paretoFrontierOfTable(scoreTable(issues));
}

export function paretoFrontierOfTable(table: readonly IssueScores[]): Scenario[] {
  if (!hasScenarios(table)) return [];
  let user = Float64Array.of(0);
  let opponent = Float64Array.of(0);
  let lexRank = Float64Array.of(0);
  const steps: FrontierStep[] = [];

  for (const issue of table) {
    const options = nonDominatedOptions(issue);
    const m = issue.optionIds.length;
    const size = user.length * options.length;
    const candidateUser = new Float64Array(size);
    const candidateOpponent = new Float64Array(size);
    const candidateLex = new Float64Array(size); // rank of the prefix, then the option index
    const candidateParent = new Int32Array(size);
    const candidateOption = new Int32Array(size);
    let n = 0;
    for (let p = 0; p < user.length; p++) {
      for (const k of options) {
        candidateUser[n] = at(user, p) + at(issue.user, k);
        candidateOpponent[n] = at(opponent, p) + at(issue.opponent, k);
        candidateLex[n] = at(lexRank, p) * m + k;
        candidateParent[n] = p;
        candidateOption[n] = k;
        n++;
      }
    }
    const kept = nonDominated(candidateUser, candidateOpponent, candidateLex);
    // Rank the survivors by their prefixes, which is the order the next step compares them in.
    const byLex = [...kept].sort((x, y) => at(candidateLex, x) - at(candidateLex, y));
    const rankOf = new Map(byLex.map((c, r) => [c, r]));
    user = Float64Array.from(kept, (c) => at(candidateUser, c));
    opponent = Float64Array.from(kept, (c) => at(candidateOpponent, c));
    lexRank = Float64Array.from(kept, (c) => rankOf.get(c) ?? 0);
    steps.push({
      parent: Int32Array.from(kept, (c) => at(candidateParent, c)),
      option: Int32Array.from(kept, (c) => at(candidateOption, c)),
    });
  }

  // `kept` is in userTotal-descending order, so the last step's points already are.
  return Array.from(user, (_, point) => {
    const indexes = new Int32Array(table.length);
    for (let i = table.length - 1; i >= 0; i--) {
      const step = steps[i] as FrontierStep;
      indexes[i] = at(step.option, point);
      point = at(step.parent, point);
    }
    return scenarioFromTable(table, indexes);
  });
}

/** The options no other option of the issue dominates, one (the first) per distinct point. */
function nonDominatedOptions(issue: IssueScores): number[] {
  const lex = Float64Array.from(issue.user, (_, k) => k);
  return nonDominated(Float64Array.from(issue.user), Float64Array.from(issue.opponent), lex);
}

/**
 * Indexes of the non-dominated points, one per distinct point (the one with the smallest `lex`),
 * ordered by user descending (opponent therefore ascending).
 */
function nonDominated(user: Float64Array, opponent: Float64Array, lex: Float64Array): number[] {
  const order = Array.from(user, (_, i) => i).sort(
    (x, y) => at(user, y) - at(user, x) || at(opponent, y) - at(opponent, x) || at(lex, x) - at(lex, y),
  );
  const kept: number[] = [];
  let bestOpponent = -Infinity;
  for (const i of order) {
    if (at(opponent, i) > bestOpponent) {
      kept.push(i);
      bestOpponent = at(opponent, i);
    }
  }
  return kept;
}
