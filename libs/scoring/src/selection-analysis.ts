import { countAtOrAboveInTable } from './at-or-above.js';
import { winWinThresholds } from './averages.js';
import { paretoFrontierOfTable } from './pareto.js';
import { mergeRanked, rankedInBox, ranksBefore, type Box, type RankedScenario } from './ranked.js';
import { scenarioFromTable } from './scenarios.js';
import { at, scoreTable, type IssueScores } from './score-table.js';
import { boxSize, selectionBox, selectionBoxes, type ScenarioSelection } from './selection.js';
import { TOP_SCENARIOS } from './top.js';
import type { Scenario, ScoredIssue } from './types.js';

/** The Value Creation figures over a selection. */
export interface SelectionAnalysis {
  /** Scenarios in the selection. */
  scenarioCount: number;
  /** Selected scenarios with both totals at or above the averages over the whole space. */
  winWinCount: number;
  /** winWinCount / scenarioCount (0..1); 0 for an empty selection. */
  winWinRate: number;
  /** "Your Best": the highest userTotal in the selection; 0 when it is empty. */
  userMax: number;
  /** A selected scenario reaching userMax: the higher opponentTotal, then the first option indexes. */
  userBest: Scenario | null;
  /** "Max Total Value": the highest userTotal + opponentTotal in the selection; 0 when it is empty. */
  maxTotalValue: number;
  /** The first win-win scenario in ranked order (value, then userTotal, then option indexes). */
  bestWinWin: Scenario | null;
  /** The first `top` (default 5) selected scenarios in ranked order. */
  top: Scenario[];
}

/**
 * Value Creation Analysis over a selection (Exclude included), exact and without listing it. A scenario is
 * win-win when both totals reach the averages over **all** scenarios, as on the whole space: whether a deal
 * is win-win does not change with what is selected, and the rate is the share of the selection that is.
 *
 * How: the selection is one box, or for Exclude at most one box per issue (`selectionBoxes`). Win-win count:
 * the meet-in-the-middle count on the box (for Exclude: all win-win minus the box's). Your best: per issue
 * the best allowed option. Best win-win: on each box's own Pareto frontier (whatever dominates a win-win
 * scenario of the box is in the box, win-win and worth more). Top: the boxes' ranked lists merged.
 * Costs about one `analyze` per box; ties follow `ranksBefore` (value, userTotal, first option indexes).
 */
export function analyzeSelection(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection,
  opts: { top?: number } = {},
): SelectionAnalysis {
  const table = scoreTable(issues);
  const boxes = selectionBoxes(table, selection);
  const scenarioCount = boxes.reduce((count, box) => count + boxSize(box), 0);
  if (scenarioCount === 0) {
    const none = { userMax: 0, userBest: null, maxTotalValue: 0, bestWinWin: null, top: [] };
    return { scenarioCount, winWinCount: 0, winWinRate: 0, ...none };
  }
  const floor = winWinThresholds(table);
  const inBox = countAtOrAboveInTable(boxTable(table, selectionBox(table, selection)), floor);
  const winWinCount = selection.exclude === true ? countAtOrAboveInTable(table, floor) - inBox : inBox;

  const userBest = firstOf(
    boxes.map((box) => userBestInBox(table, box)),
    (a, b) => (a.user !== b.user ? a.user > b.user : ranksBefore(a, b)),
  );
  const bestWinWin = firstOf(
    boxes.map((box) => bestWinWinInBox(table, box, floor)),
    ranksBefore,
  );
  const wanted = Math.max(0, Math.floor(opts.top ?? TOP_SCENARIOS));
  const ranked = rankedSelection(table, boxes);
  const best = ranked.next();
  const top: Scenario[] = [];
  for (let item = best; item.done !== true && top.length < wanted; item = ranked.next())
    top.push(scenarioFromTable(table, item.value.indexes));
  const bestValue = best.done === true ? 0 : best.value.user + best.value.opponent;
  return {
    scenarioCount,
    winWinCount,
    winWinRate: winWinCount / scenarioCount,
    userMax: userBest === null ? 0 : userBest.user,
    userBest: userBest === null ? null : scenarioFromTable(table, userBest.indexes),
    maxTotalValue: bestValue,
    bestWinWin: bestWinWin === null ? null : scenarioFromTable(table, bestWinWin.indexes),
    top,
  };
}

/**
 * The selected scenarios best first (value, then userTotal, then the first option indexes), lazily: the
 * table's rows, never capped. Taking the first n costs O(n × issues × log) per box, whatever the selection's size.
 */
export function* selectedBestFirst(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection,
): Generator<Scenario, void, undefined> {
  const table = scoreTable(issues);
  for (const item of rankedSelection(table, selectionBoxes(table, selection)))
    yield scenarioFromTable(table, item.indexes);
}

/** One page of the selected scenarios in best-first order, with the selection's exact size. */
export interface SelectionPage {
  /** Scenarios in the selection (not just on this page). */
  total: number;
  offset: number;
  /** Up to `limit` scenarios starting at rank `offset` (0-based). */
  scenarios: Scenario[];
}

/**
 * Rows `offset` … `offset + limit − 1` of `selectedBestFirst`. It walks the ranked list from the start, so
 * a page costs as much as listing offset + limit rows; to page on, keep the generator instead.
 */
export function selectionPage(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection,
  offset: number,
  limit: number,
): SelectionPage {
  const table = scoreTable(issues);
  const boxes = selectionBoxes(table, selection);
  const total = boxes.reduce((count, box) => count + boxSize(box), 0);
  // A missing (NaN) offset or limit reads as 0, so a bad request never walks a huge selection.
  const from = Number.isNaN(offset) ? 0 : Math.max(0, Math.floor(offset));
  const to = Math.min(total, from + (Number.isNaN(limit) ? 0 : Math.max(0, Math.floor(limit))));
  const scenarios: Scenario[] = [];
  if (from >= to) return { total, offset: from, scenarios };
  let rank = 0;
  for (const item of rankedSelection(table, boxes)) {
    if (rank >= from) scenarios.push(scenarioFromTable(table, item.indexes));
    if (++rank >= to) break;
  }
  return { total, offset: from, scenarios };
}

function rankedSelection(
  table: readonly IssueScores[],
  boxes: readonly Box[],
): Generator<RankedScenario, void, undefined> {
  return boxes.length === 1
    ? rankedInBox(table, boxes[0] as Box)
    : mergeRanked(boxes.map((box) => rankedInBox(table, box)));
}

/**
 * The issues with only a box's options, in their order (so lexicographic order is kept), each option named by
 * its index in the whole table instead of its id.
 */
function boxTable(table: readonly IssueScores[], box: Box): IssueScores[] {
  return table.map((issue, i) => {
    const options = box[i] as readonly number[];
    return {
      optionIds: [...options],
      user: options.map((k) => at(issue.user, k)),
      opponent: options.map((k) => at(issue.opponent, k)),
    };
  });
}

/** The highest userTotal in a box, then the higher opponentTotal, then the first indexes: per issue alone. */
function userBestInBox(table: readonly IssueScores[], box: Box): RankedScenario {
  const indexes = Int32Array.from(table, (issue, i) => {
    let best = -1;
    for (const k of box[i] as readonly number[]) {
      if (
        best < 0 ||
        at(issue.user, k) > at(issue.user, best) ||
        (at(issue.user, k) === at(issue.user, best) && at(issue.opponent, k) > at(issue.opponent, best))
      )
        best = k;
    }
    return best;
  });
  return totalsOf(table, indexes);
}

function bestWinWinInBox(
  table: readonly IssueScores[],
  box: Box,
  floor: { user: number; opponent: number },
): RankedScenario | null {
  let best: RankedScenario | null = null;
  for (const scenario of paretoFrontierOfTable(boxTable(table, box))) {
    if (scenario.userTotal < floor.user || scenario.opponentTotal < floor.opponent) continue;
    const candidate = totalsOf(table, Int32Array.from(scenario.optionIds));
    if (best === null || ranksBefore(candidate, best)) best = candidate;
  }
  return best;
}

function totalsOf(table: readonly IssueScores[], indexes: Int32Array): RankedScenario {
  let user = 0;
  let opponent = 0;
  table.forEach((issue, i) => {
    user += at(issue.user, at(indexes, i));
    opponent += at(issue.opponent, at(indexes, i));
  });
  return { indexes, user, opponent };
}

function firstOf<T>(items: readonly (T | null)[], before: (a: T, b: T) => boolean): T | null {
  let best: T | null = null;
  for (const item of items) if (item !== null && (best === null || before(item, best))) best = item;
  return best;
}
