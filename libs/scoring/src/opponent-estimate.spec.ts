import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesArb } from '../testing/arbitraries.js';
import { defaultOfferTarget } from './equivalent-offers.js';
import { negotiationPlan, nextOffer, roundTime } from './negotiation.js';
import { certaintyOf, readOpponent, type OptionPoints } from './opponent-estimate.js';
import { priorityShares, priorityShifts } from './opponent-model.js';
import type { ScoredIssue } from './types.js';

const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261129' : undefined);
const runs = { numRuns: 1500, ...(seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) }) };

const caseArb = issuesArb(5, 4, 1).chain((issues) =>
  fc.tuple(
    fc.constant(issues),
    fc.array(fc.tuple(...issues.map((issue) => fc.constantFrom(null, ...issue.options.map((o) => o.id)))), {
      maxLength: 12,
    }),
    fc.tuple(...issues.flatMap((issue) => issue.options.map(() => fc.integer({ min: 0, max: 250 })))),
  ),
);

function priorOf(issues: ScoredIssue[], points: number[]): OptionPoints {
  const ids = issues.flatMap((issue) => issue.options.map((o) => o.id));
  return Object.fromEntries(ids.map((id, j) => [id, points[j]!]));
}

describe('readOpponent', () => {
  it("keeps each issue's order of options as entered, in whole points within 0–250", () => {
    fc.assert(
      fc.property(caseArb, ([issues, offers, points]) => {
        const prior = priorOf(issues, points);
        const { points: estimate } = readOpponent(issues, offers, prior);
        for (const issue of issues) {
          for (const a of issue.options) {
            const x = estimate[a.id]!;
            expect(Number.isInteger(x) && x >= 0 && x <= 250).toBe(true);
            for (const b of issue.options) {
              if (prior[a.id]! > prior[b.id]!) expect(x).toBeGreaterThan(estimate[b.id]!);
              if (prior[a.id] === prior[b.id]) expect(x).toBe(estimate[b.id]);
            }
          }
        }
      }),
      runs,
    );
  });

  it('is the points entered while no move gives ground (none, one, or repeated offers), so reading again changes nothing', () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 0, max: 4 }), ([issues, offers, points], repeats) => {
        const prior = priorOf(issues, points);
        const first = offers.slice(0, 1);
        const repeated = Array.from({ length: repeats }, () => first).flat();
        const reading = readOpponent(issues, repeated, prior);
        expect(reading.points).toEqual(prior);
        expect(reading.certainty).toBe('none');
        // What one reading gives, read again from where it left off (the last offer read), stays.
        const once = readOpponent(issues, offers, prior);
        expect(readOpponent(issues, offers.slice(-1), once.points).points).toEqual(once.points);
      }),
      runs,
    );
  });

  it('says how sure it is by the moves read', () => {
    expect([0, 1, 3, 4, 7, 8, 20].map(certaintyOf)).toEqual([
      'none',
      'rough',
      'rough',
      'fair',
      'fair',
      'firm',
      'firm',
    ]);
  });
});

// The salary case of issue 32, with the employer's true preferences entered for them: Base salary matters to
// them twice as much as Start date (spreads 200 and 100). Ids: issue i's options are 10·i + k.
const option = (id: number, name: string, user: number, opponent: number) => ({ id, name, user, opponent });
const salary: ScoredIssue[] = [
  {
    id: 1,
    name: 'Base salary',
    options: [
      option(10, '$120k', 0, 200),
      option(11, '$130k', 60, 140),
      option(12, '$140k', 120, 70),
      option(13, '$150k', 170, 0),
    ],
  },
  {
    id: 2,
    name: 'Signing bonus',
    options: [
      option(20, '$0', 0, 60),
      option(21, '$5k', 25, 40),
      option(22, '$10k', 45, 20),
      option(23, '$15k', 60, 0),
    ],
  },
  {
    id: 3,
    name: 'Start date',
    options: [
      option(30, 'In 2 weeks', 60, 100),
      option(31, 'In 1 month', 40, 60),
      option(32, 'In 2 months', 0, 0),
    ],
  },
  {
    id: 4,
    name: 'Vacation days',
    options: [option(40, '20', 0, 50), option(41, '25', 30, 25), option(42, '30', 50, 0)],
  },
  { id: 5, name: 'Title', options: [option(50, 'Staff', 0, 30), option(51, 'Senior', 40, 0)] },
  {
    id: 6,
    name: 'Remote days',
    options: [option(60, 'None', 0, 40), option(61, '2 a week', 50, 20), option(62, '3 a week', 70, 0)],
  },
];
const entered: OptionPoints = Object.fromEntries(
  salary.flatMap((issue) => issue.options.map((o) => [o.id, o.opponent])),
);
// Three employer offers at $130k (their opening, never their ideal), giving way on the smaller issues.
const employerOffers = [
  [11, 20, 30, 40, 50, 60],
  [11, 21, 30, 40, 50, 61],
  [11, 21, 31, 41, 50, 61],
];

describe('the salary case of issue 32, answered from its true preferences', () => {
  const reading = readOpponent(salary, employerOffers, entered);
  const adopted = salary.map((issue) => ({
    ...issue,
    options: issue.options.map((o) => ({ ...o, opponent: reading.points[o.id]! })),
  }));

  it('keeps the employer preferring $120k, and never says Base salary matters less to them', () => {
    expect(reading.points[10]).toBeGreaterThan(reading.points[11]!);
    expect(reading.points[11]).toBeGreaterThan(reading.points[12]!);
    const shares = priorityShares(salary, reading.points);
    expect(shares[0]).toBeGreaterThanOrEqual(priorityShares(salary, entered)[0]!);
    expect(shares[0]).toBeGreaterThan(2 * shares[2]! - 1e-9);
    const shifts = priorityShifts(salary, entered, reading.points);
    expect(shifts.find((s) => s.issueId === 1)?.direction).not.toBe('less');
    expect(reading).toMatchObject({ offers: 3, moves: 2, certainty: 'rough' });
  });

  it('re-plans from where the talk stands after adopting: never asking more than already offered', () => {
    const walkAway = { user: 150, opponent: 200 };
    const rounds = 10;
    const before = negotiationPlan(salary, { walkAway })!;
    const first = nextOffer(salary, { plan: before, t: 0 })!;
    // Offered twice, then the estimate is adopted as their points.
    const from = { total: first.offer.userTotal, t: roundTime(2, rounds) };
    const after = negotiationPlan(adopted, { walkAway, from })!;
    for (let round = 3; round <= rounds; round++) {
      const next = nextOffer(adopted, {
        plan: after,
        t: roundTime(round, rounds),
        theirOffers: [],
        lastOffer: first.offer.optionIds,
      })!;
      expect(next.offer.userTotal).toBeLessThanOrEqual(first.offer.userTotal);
      expect(next.level).toBeLessThanOrEqual(first.offer.userTotal);
    }
  });

  it('has one opening: the plan opens where the offers to open with aim, above their walk-away', () => {
    const walkAway = { user: 150, opponent: 200 };
    const target = defaultOfferTarget(salary, walkAway)!;
    const plan = negotiationPlan(salary, { walkAway })!;
    expect(plan.opening).toBe(target.target);
    const opening = nextOffer(salary, { plan, t: 0 })!;
    expect(opening.offer.userTotal).toBe(target.target);
    expect(opening.offer.opponentTotal).toBeGreaterThan(walkAway.opponent);
  });
});
