// Oracles for the specs: every answer by listing every scenario, written for clarity, not speed.
import { enumerateScenarios } from '../src/scenarios.js';
import type { Scenario, ScoredIssue } from '../src/types.js';
import type { ScenarioSelection } from '../src/selection.js';
import type { WalkAway } from '../src/walk-away.js';
import type { Trade } from '../src/trades.js';

/** Every scenario with its option indexes, in lexicographic order of those indexes. */
export function allScenarios(issues: readonly ScoredIssue[]): { scenario: Scenario; indexes: number[] }[] {
  return [...enumerateScenarios(issues)].map((scenario) => ({
    scenario,
    indexes: scenario.optionIds.map((id, i) => issues[i]!.options.findIndex((o) => o.id === id)),
  }));
}

/** Ranked order: value, then userTotal, descending; a stable sort keeps lexicographic order among ties. */
export function rankedByEnumeration(scenarios: readonly Scenario[]): Scenario[] {
  return [...scenarios].sort(
    (a, b) => b.userTotal + b.opponentTotal - (a.userTotal + a.opponentTotal) || b.userTotal - a.userTotal,
  );
}

export function selectedByEnumeration(
  issues: readonly ScoredIssue[],
  selection: ScenarioSelection,
): Scenario[] {
  return [...enumerateScenarios(issues)].filter((s) => {
    const inBox = s.optionIds.every((id, i) => {
      const ids = selection.options[i];
      return ids === null || ids === undefined || ids.includes(id);
    });
    return inBox !== (selection.exclude === true);
  });
}

/** Whole-space averages as exact comparisons: total ≥ sum / count ⇔ total × count ≥ sum. */
export function isWinWinByEnumeration(issues: readonly ScoredIssue[]): (s: Scenario) => boolean {
  const all = [...enumerateScenarios(issues)];
  const userSum = all.reduce((sum, s) => sum + s.userTotal, 0);
  const opponentSum = all.reduce((sum, s) => sum + s.opponentTotal, 0);
  return (s) => s.userTotal * all.length >= userSum && s.opponentTotal * all.length >= opponentSum;
}

export function zopaByEnumeration(issues: readonly ScoredIssue[], walkAway: WalkAway): number {
  return [...enumerateScenarios(issues)].filter(
    (s) =>
      (walkAway.user === null || s.userTotal >= walkAway.user) &&
      (walkAway.opponent === null || s.opponentTotal >= walkAway.opponent),
  ).length;
}

/** The definition of `trades`, by looking at every scenario that differs from the reference on two issues. */
export function tradesByEnumeration(
  issues: readonly ScoredIssue[],
  from: readonly number[],
  limit: number,
): Trade[] {
  const reference = issues.map((issue, i) => issue.options.find((o) => o.id === from[i])!);
  const best = new Map<string, { trade: Trade; key: number[] }>();
  for (const { scenario, indexes } of allScenarios(issues)) {
    const changed = scenario.optionIds.flatMap((id, i) => (id === from[i] ? [] : [i]));
    if (changed.length !== 2) continue;
    for (const [a, b] of [
      [changed[0]!, changed[1]!],
      [changed[1]!, changed[0]!],
    ] as const) {
      const moveOf = (i: number) => ({
        issueId: issues[i]!.id,
        optionId: scenario.optionIds[i]!,
        fromOptionId: reference[i]!.id,
        userChange: scenario.user[i]! - reference[i]!.user,
        opponentChange: scenario.opponent[i]! - reference[i]!.opponent,
      });
      const give = moveOf(a);
      const get = moveOf(b);
      if (!(give.userChange < 0 && give.opponentChange > 0 && get.userChange > 0 && get.opponentChange < 0))
        continue;
      const userGain = give.userChange + get.userChange;
      const opponentGain = give.opponentChange + get.opponentChange;
      if (!(userGain > 0 && opponentGain > 0)) continue;
      // The headline rule: the larger smaller gain, then your gain, then theirs.
      const key = [
        -Math.min(userGain, opponentGain),
        -userGain,
        -opponentGain,
        a,
        b,
        indexes[a]!,
        indexes[b]!,
      ];
      const known = best.get(`${a},${b}`);
      if (known === undefined || before(key, known.key))
        best.set(`${a},${b}`, { trade: { give, get, userGain, opponentGain }, key });
    }
  }
  return [...best.values()]
    .sort((p, q) => (before(p.key, q.key) ? -1 : 1))
    .slice(0, limit)
    .map((entry) => entry.trade);
}

function before(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The definition of `equivalentOffers`, applied literally to the listed scenarios. */
export function equivalentOffersByEnumeration(
  issues: readonly ScoredIssue[],
  count: number,
  tolerance: number,
  walkAway?: WalkAway,
): Scenario[] {
  if (count < 1) return [];
  const all = [...enumerateScenarios(issues)];
  if (all.length === 0) return [];
  const eligible = all.filter(
    (s) =>
      (walkAway?.user == null || s.userTotal >= walkAway.user) &&
      (walkAway?.opponent == null || s.opponentTotal >= walkAway.opponent),
  );
  const userTotals = all.map((s) => s.userTotal);
  let best: { band: Scenario[]; key: number[] } | null = null;
  for (let low = Math.min(...userTotals); low <= Math.max(...userTotals); low++) {
    const band = eligible.filter((s) => s.userTotal >= low && s.userTotal <= low + tolerance);
    if (band.length === 0) continue;
    const opponents = new Set(band.map((s) => s.opponentTotal));
    const key = [Math.min(count, opponents.size), Math.max(...opponents) - Math.min(...opponents), low];
    if (best === null || before(best.key, key)) best = { band, key };
  }
  if (best === null) return [];
  const values = [...new Set(best.band.map((s) => s.opponentTotal))].sort((a, b) => a - b);
  const picked = [values[values.length - 1]!];
  if (count >= 2 && values.length >= 2) picked.push(values[0]!);
  while (picked.length < Math.min(count, values.length)) {
    let choice = -Infinity;
    let distance = -1;
    for (const v of values) {
      if (picked.includes(v)) continue;
      const d = Math.min(...picked.map((p) => Math.abs(p - v)));
      if (d > distance || (d === distance && v > choice)) [choice, distance] = [v, d];
    }
    picked.push(choice);
  }
  return picked
    .sort((a, b) => b - a)
    .map((v) => {
      const withValue = best.band.filter((s) => s.opponentTotal === v);
      const userBest = Math.max(...withValue.map((s) => s.userTotal));
      return withValue.find((s) => s.userTotal === userBest)!;
    });
}
