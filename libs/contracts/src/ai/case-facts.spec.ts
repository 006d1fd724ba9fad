import { describe, expect, it } from 'vitest';
import { describeTrade } from './case-facts.js';

describe('describeTrade', () => {
  it('states both moves and both gains with signs', () => {
    // Deposit: −30 for you, +60 for them; Term: +80 for you, −20 for them → +50 for you, +40 for them.
    const text = describeTrade({
      give: { issue: 'Deposit', option: '2 months', you: -30, them: 60 },
      get: { issue: 'Term', option: '24 months', you: 80, them: -20 },
      userGain: 50,
      opponentGain: 40,
    });
    expect(text).toBe(
      'Give ground on Deposit (−30 for you, +60 for them) and ask for Term (+80 for you, −20 for them): +50 for you, +40 for them',
    );
  });
});
