// Cases shared by the specs. Outside src/, so the library build never ships them.
import { seededRandom } from '../src/random.js';
import type { ScoredIssue } from '../src/types.js';

/** An issue whose option k gets id `id * 10 + k`. */
export function scoredIssue(id: number, name: string, options: Array<[string, number, number]>): ScoredIssue {
  return {
    id,
    name,
    options: options.map(([optionName, user, opponent], k) => ({
      id: id * 10 + k,
      name: optionName,
      user,
      opponent,
    })),
  };
}

/**
 * A rental lease with 3 × 2 × 2 = 12 scenarios. Listed in lexicographic order (ids, user, opponent, value):
 *   10,20,30 400 225 625    10,20,31 325 275 600    10,21,30 500 175 675    10,21,31 425 225 650
 *   11,20,30 300 325 625    11,20,31 225 375 600    11,21,30 400 275 675    11,21,31 325 325 650
 *   12,20,30 200 400 600    12,20,31 125 450 575    12,21,30 300 350 650    12,21,31 225 400 625
 */
export const lease: ScoredIssue[] = [
  scoredIssue(1, 'Rent', [
    ['$1800', 250, 25],
    ['$1900', 150, 125],
    ['$2000', 50, 200],
  ]),
  scoredIssue(2, 'Term', [
    ['12 months', 50, 150],
    ['24 months', 150, 100],
  ]),
  scoredIssue(3, 'Deposit', [
    ['1 month', 100, 50],
    ['2 months', 25, 100],
  ]),
];

/** Every option pair sums to 300, so every scenario is worth 600: a case made of ties. */
export const evenSplit: ScoredIssue[] = [
  scoredIssue(1, 'A', [
    ['a0', 250, 50],
    ['a1', 150, 150],
    ['a2', 50, 250],
  ]),
  scoredIssue(2, 'B', [
    ['b0', 100, 200],
    ['b1', 200, 100],
  ]),
];

/**
 * User means 4/2 + 7/3 + 2/3 = 5 exactly, though adding them as doubles gives 5.000000000000001; the opponent
 * scores 0 everywhere. 11 of the 18 scenarios reach a user total of 5 or more, four of them exactly 5.
 */
export const exactMeanTrap: ScoredIssue[] = [
  scoredIssue(1, 'A', [
    ['a0', 3, 0],
    ['a1', 1, 0],
  ]),
  scoredIssue(2, 'B', [
    ['b0', 3, 0],
    ['b1', 2, 0],
    ['b2', 2, 0],
  ]),
  scoredIssue(3, 'C', [
    ['c0', 1, 0],
    ['c1', 1, 0],
    ['c2', 0, 0],
  ]),
];

/** Random whole scores 25–250 from the seeded generator, like the benchmark's cases. */
export function randomCase(issueCount: number, optionCount: number, seed: number): ScoredIssue[] {
  const next = seededRandom(seed);
  return Array.from({ length: issueCount }, (_, i) =>
    scoredIssue(
      i + 1,
      `Issue ${i + 1}`,
      Array.from({ length: optionCount }, (_, k): [string, number, number] => [
        `Option ${k + 1}`,
        25 + Math.floor(next() * 226),
        25 + Math.floor(next() * 226),
      ]),
    ),
  );
}
