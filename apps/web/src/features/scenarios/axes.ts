import type { Party, Scenario, ScoredIssue } from '@parley/scoring';

/** Headroom above the highest points, so the top line never sits on the chart's edge (spec: max + 10). */
export const AXIS_HEADROOM = 10;

/** One chart axis (and one table column): one party's points on one issue. */
export interface ChartAxis {
  /** Stable key, e.g. `0:user`. */
  key: string;
  issueIndex: number;
  party: Party;
  /** `<first 6 characters of the issue name> U.Pts` or `… O.Pts`. */
  label: string;
  /** The full issue name, for tooltips. */
  issueName: string;
  /** The full issue name and whose points, for the header's tooltip: `Monthly rent: your points`. */
  description: string;
  /** The label, or `label (issue name)` when another axis shares the label: names form fields uniquely. */
  name: string;
}

export interface ChartAxes {
  axes: ChartAxis[];
  /** Every axis runs from 0 to this value: the highest points on the chart plus 10. */
  max: number;
}

export function axisKey(issueIndex: number, party: Party): string {
  return `${issueIndex}:${party}`;
}

/**
 * `Rent U.Pts`; counts characters by code point so that an emoji is never cut in half, and drops the
 * trailing space of a cut such as `Issue 1` → `Issue`.
 */
export function axisLabel(issueName: string, party: Party): string {
  const short = Array.from(issueName).slice(0, 6).join('').trimEnd();
  return `${short} ${party === 'user' ? 'U' : 'O'}.Pts`;
}

/** Two axes per issue (user, then opponent), in issue order, all sharing the range 0 … highest + 10. */
export function buildAxes(issues: readonly ScoredIssue[]): ChartAxes {
  const axes: ChartAxis[] = [];
  let highest = 0;
  issues.forEach((issue, issueIndex) => {
    for (const party of ['user', 'opponent'] as const) {
      axes.push({
        key: axisKey(issueIndex, party),
        issueIndex,
        party,
        label: axisLabel(issue.name, party),
        issueName: issue.name,
        description: `${issue.name}: ${party === 'user' ? 'your' : 'their'} points`,
        name: '',
      });
    }
    for (const option of issue.options) highest = Math.max(highest, option.user, option.opponent);
  });
  const uses = new Map<string, number>();
  for (const axis of axes) uses.set(axis.label, (uses.get(axis.label) ?? 0) + 1);
  for (const axis of axes)
    axis.name = (uses.get(axis.label) ?? 0) > 1 ? `${axis.label} (${axis.issueName})` : axis.label;
  return { axes, max: Math.round(highest) + AXIS_HEADROOM };
}

/** A scenario's value on every axis, in axis order (user, opponent per issue). */
export function scenarioAxisValues(scenario: Scenario): number[] {
  const values: number[] = [];
  scenario.user.forEach((user, i) => values.push(user, scenario.opponent[i] ?? 0));
  return values;
}
