import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { estimateOpponentPoints, offerStances, priorityShifts, type OptionPoints } from './opponent-model.js';
import type { ScoredIssue } from './types.js';

const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261126' : undefined);
const runs = { numRuns: 1000, ...(seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) }) };

const theirPoints = (issues: readonly ScoredIssue[]): OptionPoints =>
  Object.fromEntries(issues.flatMap((issue) => issue.options.map((o) => [o.id, o.opponent])));

describe('offerStances', () => {
  it('matches its definition on random cases and offers, open issues and unknown ids included', () => {
    fc.assert(
      fc.property(
        issuesArb(4, 4, 1).chain((issues) =>
          fc.tuple(
            fc.constant(issues),
            fc.array(
              fc.tuple(
                ...issues.map((issue) =>
                  fc.oneof(
                    fc.constant(null),
                    fc.constant(99_999),
                    fc.constantFrom(...issue.options.map((o) => o.id)),
                  ),
                ),
              ),
              { maxLength: 6 },
            ),
          ),
        ),
        ([issues, offers]) => {
          const entered = theirPoints(issues);
          const stances = offerStances(issues, offers, entered);
          issues.forEach((issue, i) => {
            const best = Math.max(...issue.options.map((o) => o.opponent));
            const named = offers
              .map((offer) => issue.options.find((o) => o.id === offer[i]))
              .filter((o) => o !== undefined);
            expect(stances[i]).toEqual({
              issueId: issue.id,
              named: named.length,
              held: named.length > 0 && named.every((o) => o.opponent === best),
              gaveWay: named.some((o) => o.opponent < best),
            });
          });
        },
      ),
      runs,
    );
  });

  it('reads a missing point as 0 and an issue no offer names as neither held nor given way', () => {
    const issues: ScoredIssue[] = [
      {
        id: 1,
        name: 'A',
        options: [
          { id: 11, name: 'a1', user: 0, opponent: 0 },
          { id: 12, name: 'a2', user: 0, opponent: 0 },
        ],
      },
      { id: 2, name: 'B', options: [{ id: 21, name: 'b1', user: 0, opponent: 0 }] },
    ];
    expect(offerStances(issues, [[11, null]], { 12: 5 })).toEqual([
      { issueId: 1, named: 1, held: false, gaveWay: true },
      { issueId: 2, named: 0, held: false, gaveWay: false },
    ]);
  });
});

/**
 * The sentence of point 2 pairs a priority shift with a stance: "their offers keep X at their best (X seems to
 * matter more) while giving way on Y (Y less)". On the three kinds of case it must be true of the offers.
 */
describe('priority shifts beside what their offers did', () => {
  const issue = (id: number, name: string, points: [number, number][]): ScoredIssue => ({
    id,
    name,
    options: points.map(([user, opponent], k) => ({ id: id * 10 + k, name: `${name} ${k}`, user, opponent })),
  });
  // Rent matters most to them by the points entered, the deposit little.
  const opposed = [
    issue(1, 'Rent', [
      [0, 200],
      [100, 100],
      [200, 0],
    ]),
    issue(2, 'Deposit', [
      [0, 50],
      [25, 25],
      [50, 0],
    ]),
    issue(3, 'Term', [
      [0, 80],
      [40, 40],
      [80, 0],
    ]),
  ];
  // Both sides like the same options.
  const shared = [
    issue(1, 'Rent', [
      [200, 200],
      [100, 100],
      [0, 0],
    ]),
    issue(2, 'Deposit', [
      [50, 50],
      [25, 25],
      [0, 0],
    ]),
    issue(3, 'Term', [
      [80, 80],
      [40, 40],
      [0, 0],
    ]),
  ];
  // The deposit matters to you only; rent and term to them.
  const lopsided = [
    issue(1, 'Rent', [
      [50, 200],
      [50, 100],
      [50, 0],
    ]),
    issue(2, 'Deposit', [
      [200, 0],
      [100, 0],
      [0, 0],
    ]),
    issue(3, 'Term', [
      [0, 80],
      [40, 40],
      [80, 0],
    ]),
  ];

  it.each([
    ['opposed', opposed],
    ['shared', shared],
    ['lopsided', lopsided],
  ])('on a %s case, an issue held at their best never loses to one given way on', (_kind, issues) => {
    const entered = theirPoints(issues);
    const best = (i: number) => {
      const options = issues[i]!.options;
      return options.reduce((a, b) => (b.opponent > a.opponent ? b : a)).id;
    };
    const worst = (i: number) => {
      const options = issues[i]!.options;
      return options.reduce((a, b) => (b.opponent < a.opponent ? b : a)).id;
    };
    // Repeating an opening teaches nothing: the estimate is the points entered.
    const opening = [worst(0), best(1), best(2)];
    expect(estimateOpponentPoints(issues, [opening, opening, opening], entered)).toEqual(entered);
    // Rent (0) given way on after their first offer, the term (2) held at their best throughout.
    const offers = [[best(0), best(1), best(2)], opening, opening, opening];
    const estimate = estimateOpponentPoints(issues, offers, entered);
    const shifts = priorityShifts(issues, entered, estimate);
    const stances = offerStances(issues, offers, entered);
    const rent = shifts.find((s) => s.issueId === 1);
    expect(rent?.direction).not.toBe('more');
    expect(stances[0]).toMatchObject({ gaveWay: true, held: false });
    for (const shift of shifts.filter((s) => s.direction === 'more')) {
      const stance = stances.find((s) => s.issueId === shift.issueId)!;
      // Every issue said to matter more was held at their best, never given way on.
      expect(stance.gaveWay).toBe(false);
    }
  });
});
