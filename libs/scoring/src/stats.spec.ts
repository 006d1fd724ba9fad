import { describe, expect, it } from 'vitest';
import { dashboardStats, successRateLabel } from './stats.js';

const cases = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('dashboardStats', () => {
  it('counts total, active and completed-or-closed cases with the success rate', () => {
    // non-draft = 5 − 1 = 4; completed or closed = 2 → round(100 × 2 / 4) = 50
    expect(dashboardStats(cases('draft', 'active', 'active', 'completed', 'closed'))).toEqual({
      totalCases: 5,
      active: 2,
      completed: 2,
      successRate: 50,
    });
  });

  it('rounds the success rate to a whole percentage', () => {
    // 1 of 3 non-draft → 33.33… → 33; 2 of 3 → 66.67 → 67
    expect(dashboardStats(cases('closed', 'active', 'active')).successRate).toBe(33);
    expect(dashboardStats(cases('closed', 'completed', 'active')).successRate).toBe(67);
  });

  it('has no success rate without cases or with drafts only', () => {
    expect(dashboardStats([])).toEqual({ totalCases: 0, active: 0, completed: 0, successRate: null });
    expect(dashboardStats(cases('draft', 'draft')).successRate).toBeNull();
  });
});

describe('successRateLabel', () => {
  it("shows '--' without a rate and a percentage otherwise", () => {
    expect(successRateLabel(null)).toBe('--');
    expect(successRateLabel(50)).toBe('50%');
    expect(successRateLabel(0)).toBe('0%');
  });
});
