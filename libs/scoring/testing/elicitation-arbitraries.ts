// fast-check generators shared by the trade-off specs.
import fc from 'fast-check';
import type { ElicitationIssue, TradeoffAnswer, TradeoffQuestion } from '../src/elicitation/tradeoff.js';

/** A question on two issues of the case; now and then the same option on one of them. */
export const questionArb = (issues: ElicitationIssue[]): fc.Arbitrary<TradeoffQuestion> =>
  fc
    .tuple(fc.integer({ min: 0, max: issues.length - 1 }), fc.integer({ min: 1, max: issues.length - 1 }))
    .chain(([i, shift]) => {
      const j = (i + shift) % issues.length;
      const pick = (issue: ElicitationIssue) => fc.constantFrom(...issue.options.map((o) => o.id));
      return fc
        .tuple(pick(issues[i]!), pick(issues[i]!), pick(issues[j]!), pick(issues[j]!))
        .map(([a, b, c, d]) => ({
          left: { [String(issues[i]!.id)]: a, [String(issues[j]!.id)]: c },
          right: { [String(issues[i]!.id)]: b, [String(issues[j]!.id)]: d },
        }));
    });

/** An answer, "About the same" one time in five. */
export const preferArb = fc.constantFrom<TradeoffAnswer['prefer']>('left', 'right', 'left', 'right', 'same');
