// Oracles for the specs: every answer by listing every scenario, written for clarity, not speed.
import { enumerateScenarios } from '../src/scenarios.js';
import type { Scenario, ScoredIssue } from '../src/types.js';
import type { ScenarioSelection } from '../src/selection.js';
import type { WalkAway } from '../src/walk-away.js';
import type { Trade } from '../src/trades.js';
import type { EquivalentOffersOptions, OfferTarget } from '../src/equivalent-offers.js';

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
  oneSided = false,
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
      // Both gain; or, one-sided, one gains and the other's total stays exactly where it was.
      if (
        oneSided
          ? !(Math.min(userGain, opponentGain) === 0 && Math.max(userGain, opponentGain) > 0)
          : !(userGain > 0 && opponentGain > 0)
      )
        continue;
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

/** The definition of `defaultOfferTarget`, applied literally to the listed scenarios. */
export function defaultOfferTargetByEnumeration(
  issues: readonly ScoredIssue[],
  walkAway?: WalkAway,
): OfferTarget | null {
  const all = [...enumerateScenarios(issues)];
  if (all.length === 0) return null;
  const d = {
    user: walkAway?.user ?? Math.min(...all.map((s) => s.userTotal)),
    opponent: walkAway?.opponent ?? Math.min(...all.map((s) => s.opponentTotal)),
  };
  const efficient = all.filter(
    (s) => s.userTotal >= d.user && s.opponentTotal >= d.opponent && !all.some((o) => beats(o, s)),
  );
  if (efficient.length === 0) return null;
  const product = (s: Scenario) => (s.userTotal - d.user) * (s.opponentTotal - d.opponent);
  const nash = efficient.reduce((a, b) =>
    product(b) > product(a) || (product(b) === product(a) && b.userTotal > a.userTotal) ? b : a,
  );
  const top = Math.max(...efficient.map((s) => s.userTotal));
  const atTheirs =
    nash.userTotal < top && efficient.some((s) => s.userTotal === top && s.opponentTotal === d.opponent);
  if (atTheirs) efficient.splice(0, efficient.length, ...efficient.filter((s) => s.userTotal < top));
  const best = efficient.reduce((a, b) => (b.userTotal > a.userTotal ? b : a));
  const halfway = (nash.userTotal + best.userTotal) / 2;
  const target = efficient.reduce((a, b) => {
    const da = Math.abs(a.userTotal - halfway);
    const db = Math.abs(b.userTotal - halfway);
    return db < da || (db === da && b.userTotal > a.userTotal) ? b : a;
  }).userTotal;
  const point = (s: Scenario) => ({ user: s.userTotal, opponent: s.opponentTotal });
  return { target, nash: point(nash), best: point(best), belowTheirWalkAwayPackage: atTheirs };
}

/** At least as good for both, better for one. */
function beats(a: Scenario, b: Scenario): boolean {
  return (
    a.userTotal >= b.userTotal &&
    a.opponentTotal >= b.opponentTotal &&
    (a.userTotal > b.userTotal || a.opponentTotal > b.opponentTotal)
  );
}

/** The definition of `equivalentOffers`, applied literally to the listed scenarios. */
export function equivalentOffersByEnumeration(
  issues: readonly ScoredIssue[],
  options: EquivalentOffersOptions,
): Scenario[] {
  const count = Math.floor(options.count);
  if (!(count >= 1)) return [];
  const tolerance = Number.isNaN(options.tolerance) ? 0 : Math.max(0, Math.floor(options.tolerance));
  const { walkAway } = options;
  const target =
    options.target === undefined || options.target === null || !Number.isFinite(options.target)
      ? defaultOfferTargetByEnumeration(issues, walkAway)?.target
      : options.target;
  if (target === undefined) return [];
  const listed = allScenarios(issues);
  const band = listed.filter(
    ({ scenario: s }) =>
      (walkAway?.user == null || s.userTotal >= walkAway.user) &&
      (walkAway?.opponent == null || s.opponentTotal >= walkAway.opponent) &&
      Math.abs(s.userTotal - target) <= tolerance,
  );
  const candidates = band.filter(({ scenario }) => !band.some((o) => beats(o.scenario, scenario)));
  const highest = issues.map((issue) => Math.max(...issue.options.map((o) => o.user)));
  const pattern = (s: Scenario) => s.user.map((u, i) => (u === highest[i] ? 1 : 0));
  const distance = (a: number[], b: number[]) => a.filter((f, i) => f !== b[i]).length;
  const picked: { scenario: Scenario; pattern: number[] }[] = [];
  while (picked.length < count) {
    let choice: { scenario: Scenario; pattern: number[]; key: number[] } | null = null;
    // Lexicographic order: on a tie of every other rule the first listed stays.
    for (const { scenario } of candidates) {
      const p = pattern(scenario);
      const distances = picked.map((q) => distance(p, q.pattern));
      if (distances.includes(0)) continue;
      const key = [
        distances.length === 0 ? 0 : Math.min(...distances),
        distances.reduce((a, b) => a + b, 0),
        -Math.abs(scenario.userTotal - target),
        scenario.userTotal,
      ];
      if (choice === null || before(choice.key, key)) choice = { scenario, pattern: p, key };
    }
    if (choice === null) break;
    picked.push(choice);
  }
  return picked.map((p) => p.scenario);
}
