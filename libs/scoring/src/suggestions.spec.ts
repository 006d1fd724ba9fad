import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  levelsFromPoints,
  rankConflicts,
  rankOrder,
  suggestPartyPoints,
  type RatedIssue,
  type Rating,
} from './suggestions.js';

const unrated = [
  { id: 10, options: [{ id: 100 }, { id: 101 }] },
  { id: 20, options: [{ id: 200 }] },
];

/** A rating with each part present or missing, levels 1–5 and ranks 1–6 (ties and gaps included). */
const ratingArb: fc.Arbitrary<Rating> = fc.record(
  { importance: fc.integer({ min: 1, max: 5 }), rank: fc.integer({ min: 1, max: 6 }) },
  { requiredKeys: [] },
);

/** A party's ratings of up to 6 issues × 5 options; ids unique (issue i: 10i, its option k: 100i + k). */
const ratedIssuesArb: fc.Arbitrary<RatedIssue[]> = fc
  .array(fc.tuple(ratingArb, fc.array(ratingArb, { maxLength: 5 })), { maxLength: 6 })
  .map((issues) =>
    issues.map(([rating, options], i) => ({
      id: 10 * (i + 1),
      ...rating,
      options: options.map((option, k) => ({ id: 100 * (i + 1) + k, ...option })),
    })),
  );

const unrankedArb = ratedIssuesArb.map((issues) =>
  issues.map(({ rank: _rank, ...issue }) => ({
    ...issue,
    options: issue.options.map(({ rank: _optionRank, ...option }) => option),
  })),
);

describe('suggestPartyPoints', () => {
  it('rates what the party has not rated at importance 1, ranked where it stands', () => {
    const sut = suggestPartyPoints(unrated);
    expect(sut.issues).toEqual([
      // Issue rank 1, importance 1: weight 20 − 10 + 100/10 = 20; its best option (value 100)
      // → 25 + 0.2 × 225 = 70.
      { issueId: 10, importance: 1, rank: 1, suggestedPoints: 70 },
      // Issue rank 2: weight 20 − 10 + 80/10 = 18 → 25 + 0.18 × 225 = 65.5 → 66.
      { issueId: 20, importance: 1, rank: 2, suggestedPoints: 66 },
    ]);
    expect(sut.options).toEqual([
      // Least Preferred, rank 1: value 20 − 20 + 100/5 = 20 → 25 + 0.2 × 0.2 × 225 = 34.
      { issueId: 10, optionId: 100, importance: 1, rank: 1, suggestedPoints: 34 },
      // Rank 2: value 0 + 80/5 = 16 → 25 + 0.2 × 0.16 × 225 = 32.2 → 32.
      { issueId: 10, optionId: 101, importance: 1, rank: 2, suggestedPoints: 32 },
      // Issue rank 2 (weight 18), value 20 → 25 + 0.18 × 0.2 × 225 = 33.1 → 33.
      { issueId: 20, optionId: 200, importance: 1, rank: 1, suggestedPoints: 33 },
    ]);
  });

  it('uses the ratings given, and an issue’s rating moves its options’ suggestions', () => {
    const sut = suggestPartyPoints([
      { id: 20, importance: 4, rank: 3, options: [{ id: 200, importance: 2, rank: 2 }] },
    ]);
    // Issue: weight 80 − 10 + 60/10 = 76 → 25 + 0.76 × 225 = 196.
    expect(sut.issues.map((issue) => issue.suggestedPoints)).toEqual([196]);
    // Option: value 40 − 20 + 80/5 = 36 → 25 + 0.76 × 0.36 × 225 = 86.56 → 87.
    expect(sut.options.map((option) => [option.importance, option.rank, option.suggestedPoints])).toEqual([
      [2, 2, 87],
    ]);
  });

  it('ranks what has no rank by its level, so a person who never drags gets ranks that follow the levels', () => {
    const sut = suggestPartyPoints([
      { id: 1, options: [] },
      { id: 2, importance: 3, options: [{ id: 21 }, { id: 22, importance: 5 }, { id: 23, importance: 1 }] },
    ]);
    // Issue 2 (Important) comes before issue 1 (importance 1): weight 60 − 10 + 10 = 60 → 25 + 0.6 × 225 = 160.
    expect(sut.issues).toEqual([
      { issueId: 1, importance: 1, rank: 2, suggestedPoints: 66 },
      { issueId: 2, importance: 3, rank: 1, suggestedPoints: 160 },
    ]);
    // Most Preferred first; the two Least Preferred keep the order they were added in.
    expect(sut.options.map((option) => [option.optionId, option.rank])).toEqual([
      [21, 2],
      [22, 1],
      [23, 3],
    ]);
  });

  it('keeps a rank that was set, and puts an unranked item before the first ranked one rated lower', () => {
    // 31 was dragged to the top at level 1; 32 (level 4, no rank) goes before it, 33 (level 1) after it.
    const sut = suggestPartyPoints([
      {
        id: 3,
        options: [
          { id: 31, importance: 1, rank: 1 },
          { id: 32, importance: 4 },
          { id: 33, importance: 1 },
        ],
      },
    ]);
    expect(sut.options.map((option) => [option.optionId, option.rank])).toEqual([
      [31, 1],
      [32, 1],
      [33, 3],
    ]);
  });

  it('suggests nothing for a case without issues', () => {
    expect(suggestPartyPoints([])).toEqual({ issues: [], options: [] });
  });

  it('gives a better-liked option of an issue at least the points of a less liked one', () => {
    fc.assert(
      fc.property(ratedIssuesArb, (issues) => {
        const { options } = suggestPartyPoints(issues);
        for (const a of options)
          for (const b of options) {
            if (a.issueId !== b.issueId) continue;
            if (a.importance > b.importance || (a.importance === b.importance && a.rank <= b.rank))
              expect(a.suggestedPoints).toBeGreaterThanOrEqual(b.suggestedPoints);
          }
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps every issue’s suggestion the ceiling of its options’, all whole and within 25–250', () => {
    fc.assert(
      fc.property(ratedIssuesArb, (issues) => {
        const sut = suggestPartyPoints(issues);
        for (const issue of sut.issues) {
          for (const option of sut.options.filter((o) => o.issueId === issue.issueId))
            expect(option.suggestedPoints).toBeLessThanOrEqual(issue.suggestedPoints);
        }
        for (const { suggestedPoints } of [...sut.issues, ...sut.options]) {
          expect(Number.isInteger(suggestedPoints)).toBe(true);
          expect(suggestedPoints).toBeGreaterThanOrEqual(25);
          expect(suggestedPoints).toBeLessThanOrEqual(250);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('rankOrder', () => {
  it('orders by rank (ties in the order given), and without ranks by level, highest first', () => {
    expect(rankOrder([{ rank: 2 }, { rank: 1 }, { rank: 2 }])).toEqual([1, 0, 2]);
    expect(rankOrder([{ importance: 2 }, {}, { importance: 5 }, { importance: 2 }])).toEqual([2, 0, 3, 1]);
    expect(rankOrder([])).toEqual([]);
  });

  it('without any rank, follows the levels: higher first, equal levels in the order given', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 12 }), (levels) => {
        const order = rankOrder(levels.map((importance) => ({ importance })));
        const expected = levels.map((_, i) => i).sort((a, b) => levels[b]! - levels[a]! || a - b);
        expect(order).toEqual(expected);
      }),
    );
  });

  it('keeps the ranked items in rank order and never puts an unranked item under a lower-rated one', () => {
    fc.assert(
      fc.property(fc.array(ratingArb, { maxLength: 10 }), (items) => {
        const order = rankOrder(items);
        expect([...order].sort((a, b) => a - b)).toEqual(items.map((_, i) => i));
        const ranked = order.filter((i) => items[i]!.rank !== undefined);
        const level = (i: number) => items[i]!.importance ?? 1;
        expect(ranked).toEqual([...ranked].sort((a, b) => items[a]!.rank! - items[b]!.rank! || a - b));
        order.forEach((i, place) => {
          if (items[i]!.rank !== undefined) return;
          for (const above of order.slice(0, place)) expect(level(above)).toBeGreaterThanOrEqual(level(i));
        });
      }),
    );
  });
});

describe('rankConflicts', () => {
  it('names the issue and the option ranked above ones rated higher, with those they are above', () => {
    const sut = rankConflicts([
      // Remote work dragged above Base salary, which is Extremely Important.
      { id: 1, importance: 3, rank: 1, options: [] },
      {
        id: 2,
        importance: 5,
        rank: 2,
        options: [
          { id: 21, importance: 1, rank: 1 },
          { id: 22, importance: 3, rank: 2 },
          { id: 23, importance: 5, rank: 3 },
        ],
      },
      { id: 3, importance: 4, rank: 3, options: [] },
    ]);
    expect(sut).toEqual([
      { issueId: 1, optionId: null, rankedAbove: [2, 3] },
      { issueId: 2, optionId: 21, rankedAbove: [22, 23] },
      { issueId: 2, optionId: 22, rankedAbove: [23] },
    ]);
  });

  it('finds none for a party that never dragged', () => {
    fc.assert(
      fc.property(unrankedArb, (issues) => {
        expect(rankConflicts(issues)).toEqual([]);
      }),
    );
  });

  it('finds exactly the pairs where the higher-ranked item has the lower level', () => {
    const pairsOf = (items: readonly (Rating & { id: number })[]) => {
      const order = rankOrder(items).map((i) => items[i]!);
      const level = (item: Rating) => item.importance ?? 1;
      return order.flatMap((item, place) =>
        order
          .slice(place + 1)
          .filter((below) => level(below) > level(item))
          .map((below) => [item.id, below.id]),
      );
    };
    fc.assert(
      fc.property(ratedIssuesArb, (issues) => {
        const found = rankConflicts(issues).flatMap((c) =>
          c.rankedAbove.map((id) => [c.optionId ?? c.issueId, id]),
        );
        const expected = [...pairsOf(issues), ...issues.flatMap((issue) => pairsOf(issue.options))];
        expect(found.sort()).toEqual(expected.sort());
      }),
    );
  });
});

describe('levelsFromPoints', () => {
  const seed = process.env['CI'] === 'true' ? { seed: 20261129 } : {};
  /** Up to 5 issues × 4 options of points from few values (ties), some options without points. */
  const pointedArb = fc
    .array(
      fc.array(
        fc.option(fc.oneof(fc.integer({ min: 0, max: 250 }), fc.constantFrom(0, 50, 100)), { nil: null }),
        {
          minLength: 1,
          maxLength: 4,
        },
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((issues) =>
      issues.map((points, i) => ({
        id: 10 * (i + 1),
        options: points.map((p, k) => ({ id: 100 * (i + 1) + k, points: p })),
      })),
    );

  it('reads the levels of a salary from its points: best 5, worst 1, the larger stake the higher level', () => {
    const rated = levelsFromPoints([
      {
        id: 1,
        options: [
          { id: 11, points: 40 },
          { id: 12, points: 100 },
          { id: 13, points: 70 },
        ],
      },
      {
        id: 2,
        options: [
          { id: 21, points: 0 },
          { id: 22, points: 20 },
        ],
      },
    ]);
    expect(rated).toEqual([
      {
        id: 1,
        importance: 5,
        rank: 1,
        options: [
          { id: 11, importance: 1, rank: 3 },
          { id: 12, importance: 5, rank: 1 },
          { id: 13, importance: 3, rank: 2 },
        ],
      },
      {
        id: 2,
        importance: 2,
        rank: 2,
        options: [
          { id: 21, importance: 1, rank: 2 },
          { id: 22, importance: 5, rank: 1 },
        ],
      },
    ]);
  });

  it('gives suggestions that keep every order of options the points had, and ranks issues by stake', () => {
    fc.assert(
      fc.property(pointedArb, (issues) => {
        const suggested = new Map(
          suggestPartyPoints(levelsFromPoints(issues)).options.map((o) => [o.optionId, o.suggestedPoints]),
        );
        const stake = (
          issue: (typeof issues)[number],
          value: (o: { id: number; points: number | null }) => number | null,
        ) => {
          const values = issue.options.map(value).filter((v): v is number => v !== null);
          return values.length === 0 ? 0 : Math.max(...values) - Math.min(...values);
        };
        const rated = levelsFromPoints(issues);
        for (const x of issues.keys())
          for (const y of issues.keys())
            if (stake(issues[x]!, (o) => o.points) > stake(issues[y]!, (o) => o.points)) {
              expect(rated[x]!.rank).toBeLessThan(rated[y]!.rank!);
              expect(rated[x]!.importance).toBeGreaterThanOrEqual(rated[y]!.importance!);
            }
        for (const issue of issues) {
          for (const a of issue.options)
            for (const b of issue.options)
              if (a.points !== null && b.points !== null && a.points > b.points)
                expect(suggested.get(a.id)!).toBeGreaterThan(suggested.get(b.id)!);
        }
      }),
      { numRuns: 2000, ...seed },
    );
  });
});
