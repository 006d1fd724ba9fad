import { describe, expect, it } from 'vitest';
import { issueStructures, trades } from '@parley/scoring';
import { camera, convert, itexCypress } from '../../testing/advice-cases.js';
import { issuesAdvice } from './issue-advice.js';

describe('advice on published negotiation domains', () => {
  it('reads Itex vs Cypress: price opposed, the rest mixed, nothing called shared; the most even trade leads', () => {
    const issues = convert(itexCypress);
    expect(issueStructures(issues).map((s) => s.relation)).toEqual(['opposed', 'mixed', 'mixed', 'mixed']);
    const advice = issuesAdvice(issues, trades(issues, { limit: 3 }));
    for (const { advice: a } of advice) {
      expect(a.stance).not.toBe('agree');
      expect(a.talkingPoints.join(' ')).not.toMatch(/both prefer/);
    }
    // Payment: both sides rank 60 days after delivery lowest (rule it out); Itex wants 30 days, Cypress upon
    // delivery.
    expect(advice[2]!.advice.talkingPoints[0]).toBe(
      'You want 30 days after delivery, they want Upon delivery, and you both rank 60 days after delivery lower: rule it out first.',
    );
    const all = trades(issues, { limit: Infinity });
    const headline = all[0]!;
    for (const t of all) {
      expect(Math.min(t.userGain, t.opponentGain)).toBeLessThanOrEqual(
        Math.min(headline.userGain, headline.opponentGain),
      );
    }
  });

  it('reads Camera: both sides want the high-end lens, so the advice says agree, never concede', () => {
    const issues = convert(camera);
    const structures = issueStructures(issues);
    expect(structures[2]!.relation).toBe('shared');
    const lens = issuesAdvice(issues, trades(issues, { limit: 3 }))[2]!.advice;
    expect(lens.stance).toBe('agree');
    expect(lens.talkingPoints[0]).toBe('You both prefer High end model: agree on it first.');
    expect(lens.talkingPoints.join(' ')).not.toMatch(/concede/i);
  });
});
