/** Where an axis's option labels go so that none overlaps another: pure, so it is unit-tested. */

/** One label as the axis asks for it: its text beside the tick at height `y` (pixels, 0 at the top). */
export interface LabelRequest {
  y: number;
  text: string;
}

/** A label as drawn: at `y` (its middle), possibly moved from its tick at `tickY`; `hidden` thinned neighbours. */
export interface PlacedLabel {
  y: number;
  tickY: number;
  text: string;
  /** How many labels of nearby ticks were left out and are counted on this one ("+2"). */
  hidden: number;
}

export interface LabelSpace {
  /** The height of one label: two labels' middles are at least this far apart. */
  lineHeight: number;
  /** The highest and lowest middle a label may have (so that it stays inside the chart). */
  minY: number;
  maxY: number;
  /** How far a label may move from its tick; a crowd that needs more is thinned. */
  maxShift: number;
}

interface Cluster {
  /** Indexes into the kept labels, top to bottom. */
  members: number[];
  /** The middle of its first label. */
  top: number;
}

/**
 * Stacks the kept labels: each run of labels closer than a line becomes one block, centred on its ticks'
 * mean height and kept inside [minY, maxY]; blocks that then touch merge, until none overlaps.
 */
function stack(ys: readonly number[], space: LabelSpace): number[] {
  const h = space.lineHeight;
  const place = (members: number[]): number => {
    const mean = members.reduce((sum, i) => sum + ys[i]!, 0) / members.length;
    const top = mean - ((members.length - 1) * h) / 2;
    const lowest = space.maxY - (members.length - 1) * h;
    return Math.max(space.minY, Math.min(lowest, top));
  };
  let clusters: Cluster[] = ys.map((_, i) => ({ members: [i], top: place([i]) }));
  for (let merged = true; merged;) {
    merged = false;
    const next: Cluster[] = [];
    for (const cluster of clusters) {
      const last = next[next.length - 1];
      if (last && last.top + last.members.length * h > cluster.top + 1e-9) {
        const members = [...last.members, ...cluster.members];
        next[next.length - 1] = { members, top: place(members) };
        merged = true;
      } else next.push(cluster);
    }
    clusters = next;
  }
  const placed = new Array<number>(ys.length);
  for (const cluster of clusters) cluster.members.forEach((i, k) => (placed[i] = cluster.top + k * h));
  return placed;
}

/**
 * The labels of one axis, none closer than a line to another: labels of ticks that crowd together are moved
 * apart by up to `maxShift`; where that is not enough (options scored alike), labels are thinned, keeping the
 * axis's top and bottom labels, leaving out first the label whose tick is closest to another's, and each
 * label left out is counted on the kept label nearest to its tick. The chart offers every option's name one
 * tap away, so a thinned label is never lost.
 */
export function placeTickLabels(requests: readonly LabelRequest[], space: LabelSpace): PlacedLabel[] {
  const sorted = [...requests].sort((a, b) => a.y - b.y);
  if (sorted.length === 0) return [];
  let kept = sorted.map((_, i) => i);
  for (;;) {
    const ys = kept.map((i) => sorted[i]!.y);
    const placed = stack(ys, space);
    const shifts = placed.map((y, k) => Math.abs(y - ys[k]!));
    const worst = shifts.reduce((best, shift, k) => (shift > shifts[best]! ? k : best), 0);
    if (shifts[worst]! <= space.maxShift + 1e-9 || kept.length === 1) {
      const hidden = new Array<number>(kept.length).fill(0);
      const keptSet = new Set(kept);
      sorted.forEach((label, i) => {
        if (keptSet.has(i)) return;
        let nearest = 0;
        kept.forEach((j, k) => {
          if (Math.abs(sorted[j]!.y - label.y) < Math.abs(sorted[kept[nearest]!]!.y - label.y)) nearest = k;
        });
        hidden[nearest]! += 1;
      });
      return kept.map((i, k) => ({
        y: placed[k]!,
        tickY: sorted[i]!.y,
        text: sorted[i]!.text,
        hidden: hidden[k]!,
      }));
    }
    // Leave out one label: not the top or bottom one (while others remain), the one closest to a neighbour.
    const candidates = kept.length > 2 ? kept.slice(1, -1).map((_, k) => k + 1) : [kept.length - 1];
    const gap = (k: number) =>
      Math.min(k > 0 ? ys[k]! - ys[k - 1]! : Infinity, k < ys.length - 1 ? ys[k + 1]! - ys[k]! : Infinity);
    // Among the closest, the one nearest to the label that had to move most.
    const drop = candidates.reduce((best, k) => {
      const byGap = gap(k) - gap(best);
      if (Math.abs(byGap) > 1e-9) return byGap < 0 ? k : best;
      return Math.abs(k - worst) < Math.abs(best - worst) ? k : best;
    }, candidates[0]!);
    kept = kept.filter((_, k) => k !== drop);
  }
}

/** Whether two boxes overlap by more than `slack` pixels each way (touching is not overlapping). */
export function boxesOverlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
  slack = 0.5,
): boolean {
  return (
    a.x + a.width - slack > b.x &&
    b.x + b.width - slack > a.x &&
    a.y + a.height - slack > b.y &&
    b.y + b.height - slack > a.y
  );
}
