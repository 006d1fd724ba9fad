// Shared by the negotiation specs (src/negotiation/*.spec.ts): the property runs, the drawn cases and a run of
// a drawn case (issue 34: moved out of negotiation.spec.ts unchanged).
import fc from 'fast-check';
import { simulateNegotiation, type NegotiationStyle } from '../src/negotiation.js';
import type { Party, ScoredIssue } from '../src/types.js';
import type { WalkAway } from '../src/walk-away.js';
import { issuesArb } from './arbitraries.js';

/**
 * CI replays one fixed seed so that a red run is the code's doing, not the draw's; elsewhere every run draws
 * anew (FC_SEED replays a reported failure). Simulations cost more than one analytic, hence fewer runs.
 */
const seedFromEnv = process.env['FC_SEED'] ?? (process.env['CI'] === 'true' ? '20261127' : undefined);
const seeded = seedFromEnv === undefined ? {} : { seed: Number(seedFromEnv) };
export const runs = { numRuns: 1000, ...seeded };
export const simulationRuns = { numRuns: 300, ...seeded };

export const STYLES: NegotiationStyle[] = [
  'tough',
  'steady',
  'accommodating',
  'tit-for-tat',
  'hard-liner',
  'plan',
];
export const walkAwayArb = fc.record({
  user: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  opponent: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
});
export const offersArb = (issues: ScoredIssue[]) =>
  fc.array(fc.tuple(...issues.map((issue) => fc.constantFrom(...issue.options.map((o) => o.id)))), {
    maxLength: 6,
  });

export const pointsOf = (issues: ScoredIssue[], side: 'user' | 'opponent') =>
  Object.fromEntries(issues.flatMap((issue) => issue.options.map((o) => [o.id, o[side]])));
export const range = (issues: ScoredIssue[], side: 'user' | 'opponent', pick: (...x: number[]) => number) =>
  issues.reduce((sum, issue) => sum + pick(...issue.options.map((o) => o[side])), 0);

export type RunCase = [ScoredIssue[], WalkAway, NegotiationStyle, NegotiationStyle, number, number];
export const runArb: fc.Arbitrary<RunCase> = fc.tuple(
  issuesArb(4, 4, 1),
  walkAwayArb,
  fc.constantFrom(...STYLES),
  fc.constantFrom(...STYLES),
  fc.integer({ min: 1, max: 8 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
);

/** The run of a drawn case, optionally with other styles. */
export const play = (
  [issues, walkAway, user, opponent, rounds, seed]: RunCase,
  styles: Partial<Record<Party, NegotiationStyle>> = {},
) =>
  simulateNegotiation(issues, {
    user: { style: styles.user ?? user },
    opponent: { style: styles.opponent ?? opponent },
    rounds,
    seed,
    walkAway,
  });
