import type { Party, PointsRange } from '@parley/scoring';
import type { ChartAxis } from './axes';

/** The active constraints: at most one range per axis, kept in axis order. */
export type Constraints = readonly PointsRange[];

function sameAxis(range: PointsRange, issueIndex: number, party: Party): boolean {
  return range.issueIndex === issueIndex && range.party === party;
}

function axisOrder(a: PointsRange, b: PointsRange): number {
  return a.issueIndex - b.issueIndex || (a.party === b.party ? 0 : a.party === 'user' ? -1 : 1);
}

export function rangeOn(constraints: Constraints, issueIndex: number, party: Party): PointsRange | undefined {
  return constraints.find((range) => sameAxis(range, issueIndex, party));
}

/** Adds the range, replacing any range on the same axis (dragging again replaces the brush). */
export function withRange(constraints: Constraints, range: PointsRange): PointsRange[] {
  return [...withoutRange(constraints, range.issueIndex, range.party), range].sort(axisOrder);
}

export function withoutRange(constraints: Constraints, issueIndex: number, party: Party): PointsRange[] {
  return constraints.filter((range) => !sameAxis(range, issueIndex, party));
}

/**
 * The filter panel's edit of one end of an axis's range. Setting one end of an unconstrained axis fills the
 * other with the axis's end (0 or the axis maximum); clearing both ends (or clearing one end while the other
 * is at the axis's end) removes the constraint.
 */
export function withBound(
  constraints: Constraints,
  axis: ChartAxis,
  axisMax: number,
  end: 'min' | 'max',
  value: number | null,
): PointsRange[] {
  const current = rangeOn(constraints, axis.issueIndex, axis.party);
  const base = current ?? { issueIndex: axis.issueIndex, party: axis.party, min: 0, max: axisMax };
  if (value === null || !Number.isFinite(value)) {
    const other = end === 'min' ? base.max : base.min;
    const otherIsOpen = end === 'min' ? other >= axisMax : other <= 0;
    if (current === undefined || otherIsOpen) return withoutRange(constraints, axis.issueIndex, axis.party);
    return withRange(constraints, { ...base, [end]: end === 'min' ? 0 : axisMax });
  }
  return withRange(constraints, { ...base, [end]: value });
}

/** `1 Filter`, `2 Filters`, `0 Filters`. */
export function filterCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'Filter' : 'Filters'}`;
}
