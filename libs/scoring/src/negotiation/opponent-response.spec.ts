import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../../testing/arbitraries.js';
import { lease } from '../../testing/cases.js';
import { CONCESSION_PACE, concessionTarget } from '../concession.js';
import type { ScoredIssue } from '../types.js';
import { roundTime } from './plan.js';
import { opponentResponse, simulateNegotiation, type OpponentResponseOptions } from './simulation.js';

/** As in simulation.spec.ts: CI replays one fixed seed; simulations cost more, hence fewer runs. */
const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261127' : undefined);
const seeded = seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) };
const runs = { numRuns: 200, ...seeded };

const STYLES = ['tough', 'steady', 'accommodating', 'tit-for-tat', 'hard-liner'] as const;
const walkAwayArb = fc.record({
  user: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  opponent: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
});
const packageArb = (issues: ScoredIssue[]) =>
  fc.tuple(...issues.map((issue) => fc.constantFrom(...issue.options.map((o) => o.id))));
const total = (issues: ScoredIssue[], ids: readonly number[], side: 'user' | 'opponent') =>
  issues.reduce((sum, issue, i) => sum + (issue.options.find((o) => o.id === ids[i])?.[side] ?? 0), 0);
const sumOf = (issues: ScoredIssue[], pick: (...xs: number[]) => number) =>
  issues.reduce((sum, issue) => sum + pick(...issue.options.map((o) => o.opponent)), 0);

describe('opponentResponse (the simulated side, one answer at a time)', () => {
  it('answers exactly as simulateNegotiation does against the plan, round by round', () => {
    fc.assert(
      fc.property(
        issuesArb(3, 3, 1),
        fc.constantFrom(...STYLES),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        walkAwayArb,
        (issues, style, rounds, seed, walkAway) => {
          const run = simulateNegotiation(issues, {
            user: { style: 'plan' },
            opponent: { style },
            rounds,
            seed,
            walkAway,
          });
          const mine = run.offers.filter((o) => o.by === 'user').map((o) => o.optionIds);
          const theirs = run.offers.filter((o) => o.by === 'opponent');
          for (let r = 1; r <= mine.length; r++) {
            const answer = opponentResponse(issues, {
              style,
              rounds,
              seed,
              walkAway,
              offers: mine.slice(0, r),
            });
            const counter = theirs[r - 1];
            if (counter !== undefined) {
              expect(answer).toEqual({ kind: 'counter', round: r, offer: counter });
            } else if (run.acceptedBy === 'opponent') {
              expect(answer).toEqual({ kind: 'accept', round: r, last: r === rounds });
              expect(run.agreement?.optionIds).toEqual(mine[r - 1]);
            } else {
              expect(run.walkedAway).toBe('opponent');
              expect(answer).toEqual({ kind: 'walk-away', round: r });
            }
          }
        },
      ),
      runs,
    );
  });

  it('keeps to its definition against any offers: level, acceptance, walk-away, and the same answer twice', () => {
    fc.assert(
      fc.property(
        issuesArb(3, 3, 1).chain((issues) =>
          fc.record({
            issues: fc.constant(issues),
            offers: fc.array(packageArb(issues), { minLength: 1, maxLength: 5 }),
            style: fc.constantFrom(...STYLES),
            extra: fc.integer({ min: 0, max: 3 }),
            seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
            walkAway: walkAwayArb,
          }),
        ),
        ({ issues, offers, style, extra, seed, walkAway }) => {
          const rounds = offers.length + extra;
          const opts: OpponentResponseOptions = { style, rounds, seed, walkAway, offers };
          const answer = opponentResponse(issues, opts);
          expect(opponentResponse(issues, opts)).toEqual(answer);
          const round = offers.length;
          const best = sumOf(issues, Math.max);
          const floor = Math.max(sumOf(issues, Math.min), walkAway.opponent ?? -Infinity);
          const value = total(issues, offers[round - 1] as number[], 'opponent');
          if (floor > best) {
            expect(answer).toEqual({ kind: 'walk-away', round });
            return;
          }
          expect(answer?.kind).not.toBe('walk-away');
          const last = round === rounds;
          if (answer?.kind === 'counter') {
            const { offer } = answer;
            expect(offer.opponentTotal).toBe(total(issues, offer.optionIds, 'opponent'));
            expect(offer.userTotal).toBe(total(issues, offer.optionIds, 'user'));
            expect(offer.opponentTotal).toBeGreaterThanOrEqual(offer.level);
            expect(offer.level).toBeGreaterThanOrEqual(floor);
            if (style === 'hard-liner') expect(offer.level).toBe(best);
            if (style === 'tough' || style === 'steady' || style === 'accommodating') {
              const t = roundTime(round, rounds);
              const demand = concessionTarget({ t, e: CONCESSION_PACE[style], min: floor, max: best });
              expect(offer.level).toBeCloseTo(Math.max(floor, demand), 9);
            }
            // Refused: below its walk-away value, or (not its last answer) worth less than its counter.
            const lastAccepts = last && style !== 'hard-liner';
            expect(value < floor || (!lastAccepts && value < offer.opponentTotal)).toBe(true);
          } else {
            expect(answer).toEqual({ kind: 'accept', round, last });
            expect(value).toBeGreaterThanOrEqual(floor);
          }
        },
      ),
      runs,
    );
  });

  it('answers null where there is nothing to answer', () => {
    const issues = lease;
    const full = issues.map((issue) => (issue.options[0] as { id: number }).id);
    const base = { style: 'steady' as const, rounds: 2, seed: 1 };
    expect(opponentResponse(issues, { ...base, offers: [] })).toBeNull();
    expect(opponentResponse(issues, { ...base, offers: [full, full, full] })).toBeNull();
    expect(opponentResponse(issues, { ...base, offers: [full.slice(1)] })).toBeNull();
    expect(opponentResponse(issues, { ...base, offers: [[-1, ...full.slice(1)]] })).toBeNull();
    expect(opponentResponse([], { ...base, offers: [[]] })).toBeNull();
    expect(opponentResponse(issues, { ...base, offers: [full] })).not.toBeNull();
  });
});
