import { segmentCounts, type ScenarioSelection, type ScoredIssue } from '@parley/scoring';
import type { IssueAxes } from './issue-axes';

/** One distinct segment between axis `axis` and `axis + 1`, drawn once with its exact scenario counts. */
export interface DensitySegment {
  axis: number;
  /** Heights (the placing party's points) on the two axes. */
  from: number;
  to: number;
  /** Scenarios passing through it, and the selected ones among them. */
  all: number;
  selected: number;
}

/**
 * The chart's density: per pair of neighbouring axes, each distinct (height, height) segment once, with the
 * exact counts from `segmentCounts` summed over options that share their heights. Costs options² per pair,
 * whatever the number of scenarios. `selection` null: nothing selected, `selected` equals `all`.
 */
export function densitySegments(
  issues: readonly ScoredIssue[],
  axes: IssueAxes,
  selection: ScenarioSelection | null,
): DensitySegment[] {
  const counts = segmentCounts(issues, selection);
  const segments: DensitySegment[] = [];
  counts.segments.forEach((pair, i) => {
    const fromTicks = axes.axes[i]?.ticks ?? [];
    const toTicks = axes.axes[i + 1]?.ticks ?? [];
    const byHeights = new Map<string, DensitySegment>();
    pair.all.forEach((row, a) =>
      row.forEach((all, b) => {
        const from = fromTicks[a]?.value ?? 0;
        const to = toTicks[b]?.value ?? 0;
        const key = `${from}:${to}`;
        const selected = pair.selected[a]?.[b] ?? 0;
        const existing = byHeights.get(key);
        if (existing) {
          existing.all += all;
          existing.selected += selected;
        } else byHeights.set(key, { axis: i, from, to, all, selected });
      }),
    );
    segments.push(...byHeights.values());
  });
  return segments;
}

/** The largest count to scale widths against: of the selected segments while a selection exists. */
export function densityScale(segments: readonly DensitySegment[], active: boolean): number {
  return segments.reduce((max, segment) => Math.max(max, active ? segment.selected : segment.all), 0);
}
