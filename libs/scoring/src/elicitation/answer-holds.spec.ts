import { describe, expect, it } from 'vitest';
import { SAME_TOLERANCE, answerHolds, type ElicitationIssue, type TradeoffAnswer } from './tradeoff.js';

// Rent: $1,900 (10) or $2,000 (11); term: 12 months (20) or 24 months (21). The question weighs the cheap,
// long lease (left) against the dear, short one (right).
const lease: ElicitationIssue[] = [
  {
    id: 1,
    options: [
      { id: 10, points: 150 },
      { id: 11, points: 50 },
    ],
  },
  {
    id: 2,
    options: [
      { id: 20, points: 120 },
      { id: 21, points: 20 },
    ],
  },
];
const answer = (prefer: TradeoffAnswer['prefer']): TradeoffAnswer => ({
  question: { left: { 1: 10, 2: 21 }, right: { 1: 11, 2: 20 } },
  prefer,
});

describe('answerHolds at equal totals', () => {
  // Left: 150 + 20 = 170; right: 50 + 120 = 170.
  const tied = { 10: 150, 11: 50, 20: 120, 21: 20 };

  it('is false for a preference either way when both packages total the same, and true for "about the same"', () => {
    expect(answerHolds(lease, answer('left'), tied)).toBe(false);
    expect(answerHolds(lease, answer('right'), tied)).toBe(false);
    expect(answerHolds(lease, answer('same'), tied)).toBe(true);
  });

  it('holds "left" from one point more on the left, and "about the same" within SAME_TOLERANCE only', () => {
    expect(answerHolds(lease, answer('left'), { ...tied, 10: 151 })).toBe(true);
    expect(answerHolds(lease, answer('same'), { ...tied, 10: 150 + SAME_TOLERANCE })).toBe(true);
    expect(answerHolds(lease, answer('same'), { ...tied, 10: 151 + SAME_TOLERANCE })).toBe(false);
  });
});
