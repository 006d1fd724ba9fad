import { Limits } from '@parley/contracts';

/** A name's trailing " (imported)", " (copy 3)" and the like, for `suffix`; " (2)" without one. */
const suffixPattern = (suffix: string) => (suffix ? new RegExp(` \\(${suffix}(?: \\d+)?\\)$`) : / \(\d+\)$/);

/** The n-th mark: " (copy)", " (copy 2)" …; without a suffix " (2)", " (3)" … */
const markOf = (suffix: string, n: number) =>
  suffix ? (n === 1 ? ` (${suffix})` : ` (${suffix} ${n})`) : ` (${n + 1})`;

/**
 * A name for a new case that no case of the person's has: `wanted` itself when it is free (an import of a
 * case not held yet keeps its name), else the name without any earlier `suffix` marker plus " (suffix)",
 * " (suffix 2)", " (suffix 3)" … (" (2)", " (3)" … with no suffix) — the first one free. `always` marks it even when `wanted` is free (a
 * duplicate says it is one). The name is cut so that the marker fits Limits.caseNameMax.
 */
export function uniqueCaseName(
  wanted: string,
  suffix: string,
  taken: ReadonlySet<string>,
  always = false,
): string {
  if (!always && !taken.has(wanted)) return wanted;
  const root = wanted.replace(suffixPattern(suffix), '');
  for (let n = 1; ; n++) {
    const marker = markOf(suffix, n);
    const name = `${root.slice(0, Limits.caseNameMax - marker.length).trimEnd()}${marker}`;
    if (!taken.has(name)) return name;
  }
}
