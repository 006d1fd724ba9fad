import { describe, expect, it } from 'vitest';
import { maximize } from './linear-program.js';
import {
  FIT_MARGIN,
  answerHolds,
  fitPoints,
  nextTradeoffQuestion,
  type ElicitationIssue,
  type TradeoffAnswer,
} from './tradeoff.js';

// Rent: $1,900 (10) or $2,000 (11); term: 12 months (20) or 24 months (21).
const lease: ElicitationIssue[] = [
  {
    id: 1,
    options: [
      { id: 10, points: 200 },
      { id: 11, points: 100 },
    ],
  },
  {
    id: 2,
    options: [
      { id: 20, points: 150 },
      { id: 21, points: 60 },
    ],
  },
];
const cheapLong = { 1: 10, 2: 21 };
const dearShort = { 1: 11, 2: 20 };

describe('maximize', () => {
  it('solves a small program exactly', () => {
    // max x + y with x + 2y ≤ 4, 3x + y ≤ 6: the corner x = 8/5, y = 6/5, value 14/5.
    const result = maximize(
      [1, 1],
      [
        { coefficients: [1, 2], relation: '<=', rhs: 4 },
        { coefficients: [3, 1], relation: '<=', rhs: 6 },
      ],
    );
    expect(result.status).toBe('optimal');
    if (result.status !== 'optimal') return;
    expect(result.x[0]).toBeCloseTo(1.6, 9);
    expect(result.x[1]).toBeCloseTo(1.2, 9);
    expect(result.value).toBeCloseTo(2.8, 9);
  });

  it('tells infeasible from unbounded', () => {
    expect(
      maximize(
        [1],
        [
          { coefficients: [1], relation: '>=', rhs: 2 },
          { coefficients: [1], relation: '<=', rhs: 1 },
        ],
      ).status,
    ).toBe('infeasible');
    expect(maximize([1, 0], [{ coefficients: [1, -1], relation: '=', rhs: 0 }]).status).toBe('unbounded');
  });
});

describe('fitPoints', () => {
  it('keeps the points in force when they already agree with the answers', () => {
    // 200 + 60 = 260 > 100 + 150 = 250: preferring the cheap, long lease already holds.
    expect(fitPoints(lease, [{ question: { left: cheapLong, right: dearShort }, prefer: 'left' }])).toEqual({
      points: { 10: 200, 11: 100, 20: 150, 21: 60 },
    });
  });

  it('moves the points as little as the answer needs, shared among the options it names', () => {
    // Preferring the dear, short lease: 100 + 150 must beat 200 + 60 = 260 by the margin 10, 20 points short;
    // the smallest largest change shares them, about 5 on each option (the two issues' options lie about as far
    // apart, 100 and 90 points): 105 + 155 = 260 = 195 + 55 + 10.
    expect(FIT_MARGIN).toBe(10);
    expect(fitPoints(lease, [{ question: { left: cheapLong, right: dearShort }, prefer: 'right' }])).toEqual({
      points: { 10: 195, 11: 105, 20: 155, 21: 55 },
    });
  });

  it('shares a correction in proportion to how far apart each issue puts its options', () => {
    // Rent spreads 100 points, the term 30: the right side (100 + 80) must beat the left (200 + 50) by 10,
    // 80 points short. Each rent option moves by c, each term option by 0.3c: 2.6c = 80, c ≈ 30.8.
    const issues: ElicitationIssue[] = [
      {
        id: 1,
        options: [
          { id: 10, points: 200 },
          { id: 11, points: 100 },
        ],
      },
      {
        id: 2,
        options: [
          { id: 20, points: 80 },
          { id: 21, points: 50 },
        ],
      },
    ];
    expect(fitPoints(issues, [{ question: { left: cheapLong, right: dearShort }, prefer: 'right' }])).toEqual(
      {
        points: { 10: 169, 11: 131, 20: 89, 21: 41 },
      },
    );
  });

  it('fits "About the same" as equal totals', () => {
    const result = fitPoints(lease, [{ question: { left: cheapLong, right: dearShort }, prefer: 'same' }]);
    expect(
      'points' in result &&
        result.points[10]! + result.points[21]! === result.points[11]! + result.points[20]!,
    ).toBe(true);
  });

  it('names the answers that contradict each other, and only those', () => {
    const issues: ElicitationIssue[] = [
      { id: 'a', options: [{ id: 'a1' }, { id: 'a2' }, { id: 'a3' }] },
      { id: 'b', options: [{ id: 'b1' }, { id: 'b2' }] },
    ];
    const answers: TradeoffAnswer[] = [
      // A over B, B over C, an unrelated answer, then C over A.
      { question: { left: { a: 'a1', b: 'b1' }, right: { a: 'a2', b: 'b2' } }, prefer: 'left' },
      { question: { left: { a: 'a2', b: 'b2' }, right: { a: 'a3', b: 'b1' } }, prefer: 'left' },
      { question: { left: { a: 'a1', b: 'b2' }, right: { a: 'a2', b: 'b1' } }, prefer: 'left' },
      { question: { left: { a: 'a1', b: 'b1' }, right: { a: 'a3', b: 'b1' } }, prefer: 'right' },
    ];
    expect(fitPoints(issues, answers)).toEqual({ conflict: [0, 1, 3] });
    expect(nextTradeoffQuestion(issues, answers)).toBeNull();
  });

  it('refuses an answer about an option the case does not have', () => {
    expect(() =>
      fitPoints(lease, [{ question: { left: { 1: 10, 2: 99 }, right: dearShort }, prefer: 'left' }]),
    ).toThrow(/answers\[0\]: no option 99 on issue 2/);
  });
});

describe('nextTradeoffQuestion', () => {
  it('asks a trade-off first: better on one issue, worse on the other', () => {
    const question = nextTradeoffQuestion(lease, []);
    expect(question).toEqual({ left: cheapLong, right: dearShort });
  });

  it('returns null when a two-issue case is settled, and the answers then hold on the fitted points', () => {
    const answers: TradeoffAnswer[] = [];
    for (let k = 0; k < 10; k++) {
      const question = nextTradeoffQuestion(lease, answers);
      if (question === null) break;
      answers.push({ question, prefer: 'left' });
    }
    expect(nextTradeoffQuestion(lease, answers)).toBeNull();
    const result = fitPoints(lease, answers);
    expect('points' in result && answers.every((a) => answerHolds(lease, a, result.points))).toBe(true);
  });
});
