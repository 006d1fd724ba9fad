import { enumerateIndexes, scenarioFromTable } from './scenarios.js';
import { at, type IssueScores } from './score-table.js';
import { TOP_SCENARIOS } from './top.js';
import type { Analysis, AnalyzeOptions, PointsRange, Scenario, ScoredIssue } from './types.js';

/**
 * `analyze` by listing every scenario, the way peers do it: the reference the fast algorithms are tested
 * against and the baseline of the benchmark. Linear in the scenario count, so for small spaces only.
 * Exact while scenarioCount × the largest total stays below 2^53.
 */
export function analyzeByEnumeration(issues: readonly ScoredIssue[], opts: AnalyzeOptions = {}): Analysis {
  let count = 0;
  let userSum = 0;
  let opponentSum = 0;
  let userMax = -Infinity;
  let userMin = Infinity;
  let opponentMax = -Infinity;
  let opponentMin = Infinity;
  for (const [user, opponent] of enumerateIndexes(issues, totalsOf)) {
    count++;
    userSum += user;
    opponentSum += opponent;
    userMax = Math.max(userMax, user);
    userMin = Math.min(userMin, user);
    opponentMax = Math.max(opponentMax, opponent);
    opponentMin = Math.min(opponentMin, opponent);
  }
  if (count === 0) {
    const empty = { scenarioCount: 0, averageUser: 0, averageOpponent: 0, winWinRate: 0 };
    return {
      ...empty,
      userMax: 0,
      userMin: 0,
      opponentMax: 0,
      opponentMin: 0,
      top: [],
      pareto: [],
      nash: null,
    };
  }

  const wanted = Math.max(0, Math.floor(opts.top ?? TOP_SCENARIOS));
  const top: Scenario[] = [];
  const bestByUser = new Map<number, Scenario>();
  let winWin = 0;
  for (const scenario of enumerateIndexes(issues, scenarioFromTable)) {
    const { userTotal: user, opponentTotal: opponent } = scenario;
    // total ≥ sum / count, compared as total × count ≥ sum on whole numbers.
    if (user * count >= userSum && opponent * count >= opponentSum) winWin++;

    // Scenarios arrive in lexicographic order, so an equal one never displaces an earlier one.
    const ranksBefore = (t: Scenario): boolean =>
      user + opponent > t.userTotal + t.opponentTotal ||
      (user + opponent === t.userTotal + t.opponentTotal && user > t.userTotal);
    const last = top[top.length - 1];
    if (top.length < wanted || (last !== undefined && ranksBefore(last))) {
      const position = top.findIndex(ranksBefore);
      top.splice(position < 0 ? top.length : position, 0, scenario);
      if (top.length > wanted) top.pop();
    }

    const known = bestByUser.get(user);
    if (known === undefined || opponent > known.opponentTotal) bestByUser.set(user, scenario);
  }

  const pareto: Scenario[] = [];
  for (const scenario of [...bestByUser.values()].sort((a, b) => b.userTotal - a.userTotal)) {
    const last = pareto[pareto.length - 1];
    if (last === undefined || scenario.opponentTotal > last.opponentTotal) pareto.push(scenario);
  }

  const d = opts.disagreement ?? { user: userMin, opponent: opponentMin };
  let nash: Scenario | null = null;
  let nashProduct = -Infinity;
  for (const scenario of pareto) {
    if (scenario.userTotal < d.user || scenario.opponentTotal < d.opponent) continue;
    const product = (scenario.userTotal - d.user) * (scenario.opponentTotal - d.opponent);
    if (product > nashProduct) {
      nash = scenario;
      nashProduct = product;
    }
  }

  return {
    scenarioCount: count,
    userMax,
    userMin,
    opponentMax,
    opponentMin,
    averageUser: userSum / count,
    averageOpponent: opponentSum / count,
    winWinRate: winWin / count,
    top,
    pareto,
    nash,
  };
}

/** `countMatching` by testing every scenario against every range. */
export function countMatchingByEnumeration(
  issues: readonly ScoredIssue[],
  ranges: readonly PointsRange[],
): number {
  let count = 0;
  for (const scenario of enumerateIndexes(issues, scenarioFromTable)) {
    const passes = ranges.every((range) => {
      const points = scenario[range.party][range.issueIndex];
      return points !== undefined && points >= range.min && points <= range.max;
    });
    if (passes) count++;
  }
  return count;
}

function totalsOf(table: readonly IssueScores[], indexes: Int32Array): [number, number] {
  let user = 0;
  let opponent = 0;
  for (let i = 0; i < table.length; i++) {
    const issue = table[i] as IssueScores;
    user += at(issue.user, at(indexes, i));
    opponent += at(issue.opponent, at(indexes, i));
  }
  return [user, opponent];
}
