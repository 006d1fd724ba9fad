import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compromiseScenario,
  enumerateScenarios,
  trades,
  type Scenario,
  type ScoredIssue,
  type TotalsPoint,
} from '@parley/scoring';
import type { CaseDetailResponse } from './case.response.js';
import { issuesAdvice } from '../advice/issue-advice.js';
import {
  TRADES_LISTED,
  decisionFigures,
  decisionRequestOf,
  type DecisionRequest,
} from './decision-figures.js';

// CI replays a fixed seed (FC_SEED replays any other), as the scoring property specs do.
const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261126' : undefined);
const runs = { numRuns: 2000, ...(seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) }) };

// The oracles below list every scenario and apply each definition literally (libs/scoring's docs).

const totalsOf = (s: Scenario | null) => (s === null ? null : [s.userTotal, s.opponentTotal]);

const dominates = (t: Scenario, s: Scenario) =>
  t.userTotal >= s.userTotal &&
  t.opponentTotal >= s.opponentTotal &&
  (t.userTotal > s.userTotal || t.opponentTotal > s.opponentTotal);

/** Among the efficient scenarios (the Nash point is one of them), the largest product, ties to the higher userTotal. */
function nashByEnumeration(all: Scenario[], d: TotalsPoint): number[] | null {
  let best: Scenario | null = null;
  for (const s of all.filter((s) => !all.some((t) => dominates(t, s)))) {
    if (s.userTotal < d.user || s.opponentTotal < d.opponent) continue;
    const product = (s.userTotal - d.user) * (s.opponentTotal - d.opponent);
    const bestProduct = best ? (best.userTotal - d.user) * (best.opponentTotal - d.opponent) : -1;
    if (product > bestProduct || (product === bestProduct && s.userTotal > best!.userTotal)) best = s;
  }
  return totalsOf(best);
}

function kalaiSmorodinskyByEnumeration(all: Scenario[], d: TotalsPoint): number[] | null {
  const rational = all.filter((s) => s.userTotal >= d.user && s.opponentTotal >= d.opponent);
  if (rational.length === 0) return null;
  const idealUser = Math.max(...rational.map((s) => s.userTotal));
  const idealOpponent = Math.max(...rational.map((s) => s.opponentTotal));
  const share = (total: number, low: number, high: number) =>
    high === low ? 1 : (total - low) / (high - low);
  let best: { s: Scenario; key: number[] } | null = null;
  for (const s of rational) {
    const shares = [share(s.userTotal, d.user, idealUser), share(s.opponentTotal, d.opponent, idealOpponent)];
    const key = [Math.min(...shares), Math.max(...shares), s.userTotal];
    const differs = best === null ? 0 : key.findIndex((k, i) => k !== best!.key[i]);
    if (best === null || (differs >= 0 && key[differs]! > best.key[differs]!)) best = { s, key };
  }
  return totalsOf(best!.s);
}

function leftOnTableByEnumeration(all: Scenario[], agreed: number[]): number[] | 'efficient' {
  const given = all.find((s) => s.optionIds.every((id, i) => id === agreed[i]))!;
  const better = all
    .filter(
      (s) =>
        s.userTotal >= given.userTotal &&
        s.opponentTotal >= given.opponentTotal &&
        s.userTotal + s.opponentTotal > given.userTotal + given.opponentTotal,
    )
    .sort(
      (a, b) => b.userTotal + b.opponentTotal - (a.userTotal + a.opponentTotal) || b.userTotal - a.userTotal,
    );
  return better[0] ? totalsOf(better[0])! : 'efficient';
}

/** Small cases (up to 4 issues × 3 options) with repeated points, so that ties are common. */
const pointsArb = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, 10, 20));
const caseArb = fc
  .array(fc.array(fc.record({ user: pointsArb, opponent: pointsArb }), { minLength: 1, maxLength: 3 }), {
    minLength: 0,
    maxLength: 4,
  })
  .map((issues): ScoredIssue[] =>
    issues.map((options, i) => ({
      id: 10 + i,
      name: `Issue ${i}`,
      options: options.map((points, k) => ({ id: 100 + 10 * i + k, name: `Option ${k}`, ...points })),
    })),
  )
  .chain((issues) =>
    fc.tuple(
      fc.constant(issues),
      fc.record({
        walkAway: fc.record({
          user: fc.option(fc.integer({ min: 0, max: 170 }), { nil: null }),
          opponent: fc.option(fc.integer({ min: 0, max: 170 }), { nil: null }),
        }),
        agreed: fc.tuple(
          ...issues.map((issue) =>
            fc.option(fc.constantFrom(...issue.options.map((o) => o.id)), { nil: null }),
          ),
        ),
        offers: fc.record({
          count: fc.integer({ min: 1, max: 10 }),
          tolerance: fc.integer({ min: 0, max: 60 }),
          target: fc.option(fc.integer({ min: 0, max: 170 }), { nil: null }),
        }),
      }),
    ),
  );

describe('decisionFigures', () => {
  it('equals the definitions applied to every scenario, on 2,000 random small cases', () => {
    fc.assert(
      fc.property(caseArb, ([issues, request]: [ScoredIssue[], DecisionRequest]) => {
        const figures = decisionFigures(issues, request);
        const all = [...enumerateScenarios(issues)];
        const { walkAway } = request;
        const reaches = (s: Scenario, floor: { user: number | null; opponent: number | null }) =>
          (floor.user === null || s.userTotal >= floor.user) &&
          (floor.opponent === null || s.opponentTotal >= floor.opponent);

        expect(figures.analysis.scenarioCount).toBe(all.length);
        if (all.length > 0) {
          expect(figures.disagreement).toEqual({
            user: walkAway.user ?? Math.min(...all.map((s) => s.userTotal)),
            opponent: walkAway.opponent ?? Math.min(...all.map((s) => s.opponentTotal)),
          });
        }
        const zopa = all.filter((s) => reaches(s, walkAway)).length;
        expect(figures.zopaCount).toBe(zopa);
        expect(figures.zopaShare).toBe(all.length === 0 ? 0 : zopa / all.length);
        expect(figures.analysis.pareto.length).toBe(
          new Set(
            all
              .filter((s) => !all.some((t) => dominates(t, s)))
              .map((s) => `${s.userTotal},${s.opponentTotal}`),
          ).size,
        );
        expect(totalsOf(figures.analysis.nash)).toEqual(
          all.length === 0 ? null : nashByEnumeration(all, figures.disagreement),
        );
        expect(totalsOf(figures.kalaiSmorodinsky)).toEqual(
          all.length === 0 ? null : kalaiSmorodinskyByEnumeration(all, figures.disagreement),
        );

        // Offers: at most `count`, every one reaching both walk-away totals, within the tolerance of the target
        // (the default one: from the same Nash point as the analysis), none beaten there by a package.
        expect(figures.offers.length).toBeLessThanOrEqual(request.offers.count);
        expect(figures.offerTarget === null).toBe(zopa === 0);
        if (figures.offerTarget !== null) {
          expect([figures.offerTarget.nash.user, figures.offerTarget.nash.opponent]).toEqual(
            totalsOf(figures.analysis.nash),
          );
          expect(figures.offerTarget.target).toBeGreaterThanOrEqual(figures.offerTarget.nash.user);
        }
        const target = request.offers.target ?? figures.offerTarget?.target;
        for (const offer of figures.offers) {
          expect(reaches(offer, walkAway)).toBe(true);
          expect(Math.abs(offer.userTotal - (target ?? NaN))).toBeLessThanOrEqual(request.offers.tolerance);
          const inBand = (s: Scenario) => Math.abs(s.userTotal - (target ?? NaN)) <= request.offers.tolerance;
          expect(all.some((s) => inBand(s) && dominates(s, offer))).toBe(false);
        }
        // None by default only when no scenario reaches both walk-away totals.
        if (request.offers.target === null) expect(figures.offers.length === 0).toBe(zopa === 0);

        // Trades: every one raises both totals, best first by the headline rule (the larger smaller gain,
        // then your gain, then theirs).
        for (const t of figures.trades) {
          expect(t.userGain).toBeGreaterThan(0);
          expect(t.opponentGain).toBeGreaterThan(0);
          expect(t.give.issueId).not.toBe(t.get.issueId);
        }
        const keys = figures.trades.map((t) => [
          Math.min(t.userGain, t.opponentGain),
          t.userGain,
          t.opponentGain,
        ]);
        const order = (a: number[], b: number[]) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!;
        expect(keys).toEqual([...keys].sort(order));
        // The package better for both than the compromise exists exactly when some scenario is.
        const compromise = compromiseScenario(issues);
        const better = compromise
          ? all.filter(
              (s) => s.userTotal > compromise.userTotal && s.opponentTotal > compromise.opponentTotal,
            )
          : [];
        // It is stated only where no trade is, and the one-sided trades only where neither is.
        if (figures.trades.length === 0) expect(figures.mutualGain === null).toBe(better.length === 0);
        else expect(figures.mutualGain).toBeNull();
        expect(figures.trades.length).toBeLessThanOrEqual(TRADES_LISTED);
        expect(figures.tradeCount).toBe(trades(issues, { limit: Infinity }).length);
        expect(figures.trades).toEqual(trades(issues, { limit: Infinity }).slice(0, TRADES_LISTED));
        if (figures.trades.length > 0 || figures.mutualGain !== null)
          expect(figures.oneSidedTrades).toEqual([]);
        for (const t of figures.oneSidedTrades) {
          expect([t.userGain, t.opponentGain].filter((g) => g > 0)).toHaveLength(1);
          expect([t.userGain, t.opponentGain]).toContain(0);
        }
        // The balanced deal is the analysis' own; the cards follow exactly the trades listed and the deals named.
        expect(totalsOf(figures.nash)).toEqual(totalsOf(figures.analysis.nash));
        const { cards } = figures;
        expect(cards.trades).toEqual(figures.trades.length > 0 ? figures.trades : figures.oneSidedTrades);
        expect(cards.advice).toEqual(issuesAdvice(issues, cards.trades, cards.deals));
        expect(cards.deals.nash?.userTotal).toBe(figures.nash?.userTotal);
        expect(cards.deals.mutualGain?.userTotal).toBe(figures.mutualGain?.scenario.userTotal);

        const complete = issues.length > 0 && request.agreed.every((id) => id !== null);
        const left = figures.leftOnTable;
        expect(left === null ? null : left === 'efficient' ? left : totalsOf(left)).toEqual(
          complete ? leftOnTableByEnumeration(all, request.agreed as number[]) : null,
        );
      }),
      runs,
    );
    // About 2 s alone; a busy machine may need more.
  }, 30_000);

  it('reads the walk-away totals and the agreement in issue order from a case', () => {
    const detail = {
      parties: [
        { id: 5, name: 'You', type: 'user', reservationValue: 90, alternative: 'Stay' },
        { id: 6, name: 'Them', type: 'opponent', reservationValue: null, alternative: '' },
      ],
      issues: [
        { id: 2, name: 'Rent', options: [] },
        { id: 1, name: 'Term', options: [] },
      ],
      finalAgreements: [{ issueId: 1, optionId: 11 }],
    } as unknown as CaseDetailResponse;
    expect(decisionRequestOf(detail, { count: 3, tolerance: 10 })).toEqual({
      walkAway: { user: 90, opponent: null },
      agreed: [null, 11],
      offers: { count: 3, tolerance: 10 },
    });
  });
});
