import { paretoFrontierOfTable } from './pareto.js';
import { scenarioFromTable } from './scenarios.js';
import { scoreTable } from './score-table.js';
import { comesFirst, compromiseIndexesOf, gainOrder, indexesOf } from './trades.js';
import type { Scenario, ScoredIssue } from './types.js';

/** A package that gives both sides more than a reference, and by how much. */
export interface MutualGain {
  scenario: Scenario;
  /** The reference's option id per issue. */
  fromOptionIds: number[];
  /** How many issues change from the reference. */
  changedIssues: number;
  userGain: number;
  opponentGain: number;
}

/**
 * The package better for BOTH sides than the reference (both totals strictly higher), changing any number of
 * issues: what to propose when no two-issue trade exists. Chosen by the headline rule of `trades` (the larger
 * smaller gain, then your gain, then theirs); among packages reaching the same totals, the lexicographically
 * first option indexes. Null when no package gives both sides more (the reference is then weakly efficient).
 * The reference is `from` (option ids in issue order) or the compromise scenario. Such a package can always be
 * moved onto the Pareto frontier without lowering either gain, so only frontier points are looked at.
 */
export function mutualGainPackage(
  issues: readonly ScoredIssue[],
  opts: { from?: readonly number[] } = {},
): MutualGain | null {
  const table = scoreTable(issues);
  const frontier = paretoFrontierOfTable(table);
  if (frontier.length === 0) return null;
  const reference = scenarioFromTable(
    table,
    opts.from === undefined ? compromiseIndexesOf(table) : indexesOf(table, opts.from),
  );
  let best: { scenario: Scenario; order: number[] } | null = null;
  for (const scenario of frontier) {
    const userGain = scenario.userTotal - reference.userTotal;
    const opponentGain = scenario.opponentTotal - reference.opponentTotal;
    if (userGain <= 0 || opponentGain <= 0) continue;
    const order = gainOrder(userGain, opponentGain);
    if (best === null || comesFirst(order, best.order)) best = { scenario, order };
  }
  if (best === null) return null;
  const { scenario } = best;
  return {
    scenario,
    fromOptionIds: reference.optionIds,
    changedIssues: scenario.optionIds.filter((id, i) => id !== reference.optionIds[i]).length,
    userGain: scenario.userTotal - reference.userTotal,
    opponentGain: scenario.opponentTotal - reference.opponentTotal,
  };
}
