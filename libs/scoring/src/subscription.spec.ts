import { describe, expect, it } from 'vitest';
import { showsTrialBanner, trialDaysLeft } from './subscription.js';

const now = new Date('2025-03-10T12:00:00Z');

describe('trialDaysLeft', () => {
  it('rounds the days until the trial ends up', () => {
    expect(trialDaysLeft('2025-03-13T12:00:00Z', now)).toBe(3); // exactly 3 days
    expect(trialDaysLeft('2025-03-12T13:00:00Z', now)).toBe(3); // 2 days 1 hour → 3
    expect(trialDaysLeft('2025-03-10T12:00:01Z', now)).toBe(1); // 1 second → 1
  });

  it('never goes below 0', () => {
    expect(trialDaysLeft('2025-03-10T12:00:00Z', now)).toBe(0); // ends now
    expect(trialDaysLeft('2025-03-01T00:00:00Z', now)).toBe(0); // ended 9.5 days ago
  });

  it('takes dates, timestamps and ISO strings, and reads nonsense as 0', () => {
    expect(trialDaysLeft(new Date('2025-03-11T00:00:00Z'), now.getTime())).toBe(1); // 12 hours → 1
    expect(trialDaysLeft(Date.parse('2025-03-15T12:00:00Z'), now)).toBe(5);
    expect(trialDaysLeft('not a date', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
  });
});

describe('showsTrialBanner', () => {
  it('shows the banner when 2 or fewer days remain', () => {
    expect(showsTrialBanner(3)).toBe(false);
    expect(showsTrialBanner(2)).toBe(true);
    expect(showsTrialBanner(1)).toBe(true);
  });
});
