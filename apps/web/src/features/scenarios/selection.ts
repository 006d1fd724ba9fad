import {
  countMatching,
  matchingScenarios,
  scenarioAt,
  scenarioCount,
  type PointsRange,
  type Scenario,
  type ScoredIssue,
} from '@parley/scoring';
import type { Constraints } from './constraints';

/** What the chart's filters select: the scenarios matching every range, or (after Exclude) all the others. */
export interface Selection {
  ranges: Constraints;
  /** Exclude inverts the selection: selected = not matching. */
  excluded: boolean;
}

export interface SelectionCounts {
  total: number;
  /** Scenarios satisfying every range (all of them when there is no range). */
  matching: number;
  /** What the counter shows as selected: matching, or total − matching after Exclude. */
  selected: number;
  /** A selection exists while at least one range is active. */
  active: boolean;
}

/** Exact counts, never enumerating: `scenarioCount` and `countMatching` from @parley/scoring. */
export function selectionCounts(issues: readonly ScoredIssue[], selection: Selection): SelectionCounts {
  const total = scenarioCount(issues);
  const active = selection.ranges.length > 0;
  const matching = active ? countMatching(issues, selection.ranges) : total;
  const selected = active && selection.excluded ? total - matching : matching;
  return { total, matching, selected, active };
}

/**
 * A count as `Intl.NumberFormat('en-US')` writes it (`1,000,000,000,000`). Whole numbers, which every count
 * is, are grouped here by hand: the page's first `Intl.NumberFormat` loads the locale's data, which made the
 * longest part of evaluating the explorer's module, on the path to the case screen's first draw (a CPU
 * profile, docs/performance.md). Anything else (a fraction, -0, beyond 2^53) goes to the formatter itself.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  return (countFormat ??= new Intl.NumberFormat('en-US')).format(value);
}

/** Made on the first count that is not a whole number, and kept. */
let countFormat: Intl.NumberFormat | undefined;

/** `Total: 1,679,616 · Selected: 2,304`. */
export function counterText(counts: SelectionCounts): string {
  return `Total: ${formatCount(counts.total)} · Selected: ${formatCount(counts.selected)}`;
}

/**
 * Per issue, the ids of the options that pass every range on that issue. Each option is tested by asking
 * @parley/scoring to count the one-option case, so the comparison (whole points, inclusive ends) is its own.
 */
export function allowedOptionIds(issues: readonly ScoredIssue[], ranges: Constraints): Set<number>[] {
  const unknown = ranges.some((range) => issues[range.issueIndex] === undefined);
  return issues.map((issue, i) => {
    const allowed = new Set<number>();
    if (unknown) return allowed;
    const onIssue: PointsRange[] = ranges
      .filter((range) => range.issueIndex === i)
      .map((range) => ({ ...range, issueIndex: 0 }));
    for (const option of issue.options) {
      if (onIssue.length === 0 || countMatching([{ ...issue, options: [option] }], onIssue) === 1) {
        allowed.add(option.id);
      }
    }
    return allowed;
  });
}

/**
 * Whether each scenario is selected (for highlighting the drawn lines); null when there is no selection,
 * i.e. nothing is dimmed.
 */
export function selectedMask(
  issues: readonly ScoredIssue[],
  scenarios: readonly Scenario[],
  selection: Selection,
): boolean[] | null {
  if (selection.ranges.length === 0) return null;
  const allowed = allowedOptionIds(issues, selection.ranges);
  return scenarios.map(
    (scenario) => scenario.optionIds.every((id, i) => allowed[i]?.has(id) ?? false) !== selection.excluded,
  );
}

/**
 * The scenarios that do NOT match every range, in lexicographic order of option indexes, without walking
 * the matching ones: a depth-first walk that only enters a branch from which a non-matching scenario can
 * still be reached (some issue, here or later, picks an option outside its allowed set).
 */
export function* excludedScenarios(
  issues: readonly ScoredIssue[],
  ranges: Constraints,
): Generator<Scenario, void, undefined> {
  if (scenarioCount(issues) === 0) return;
  const allowed = allowedOptionIds(issues, ranges);
  const n = issues.length;
  // canStillFail[i]: some issue at i or later has an option outside its allowed set.
  const canStillFail: boolean[] = new Array<boolean>(n + 1).fill(false);
  for (let i = n - 1; i >= 0; i--) {
    const issue = issues[i] as ScoredIssue;
    canStillFail[i] =
      canStillFail[i + 1] === true || issue.options.some((o) => !(allowed[i] as Set<number>).has(o.id));
  }
  const indexes: number[] = new Array<number>(n).fill(0);
  function* walk(i: number, failed: boolean): Generator<Scenario, void, undefined> {
    if (i === n) {
      if (failed) yield scenarioAt(issues, indexes);
      return;
    }
    const issue = issues[i] as ScoredIssue;
    for (let k = 0; k < issue.options.length; k++) {
      const fails = failed || !(allowed[i] as Set<number>).has((issue.options[k] as { id: number }).id);
      if (!fails && !canStillFail[i + 1]) continue;
      indexes[i] = k;
      yield* walk(i + 1, fails);
    }
  }
  yield* walk(0, false);
}

/** The selected scenarios in lexicographic order, lazily (take only as many as needed). */
export function selectedScenarios(
  issues: readonly ScoredIssue[],
  selection: Selection,
): Generator<Scenario, void, undefined> {
  return selection.excluded && selection.ranges.length > 0
    ? excludedScenarios(issues, selection.ranges)
    : matchingScenarios(issues, selection.ranges);
}

export function take<T>(items: Iterable<T>, limit: number): T[] {
  const result: T[] = [];
  if (limit <= 0) return result;
  for (const item of items) {
    result.push(item);
    if (result.length >= limit) break;
  }
  return result;
}
