import { topScenarios } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { chooseDrawnScenarios, MAX_DRAWN, withSelected } from './drawn';
import { idsOf, ladderCase, leaseIssues } from './testing/cases';

describe('chooseDrawnScenarios', () => {
  it('draws every scenario of a small space', () => {
    const drawn = chooseDrawnScenarios(leaseIssues());
    expect(drawn.sampled).toBe(false);
    expect(drawn.total).toBe(6);
    expect(idsOf(drawn.scenarios)).toEqual(['31,33', '31,34', '31,35', '32,33', '32,34', '32,35']);
  });

  it('draws the best scenarios plus a fixed sample of a large space, at most 5,000', () => {
    const issues = ladderCase(12, 10);
    const started = performance.now();
    const drawn = chooseDrawnScenarios(issues);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(drawn).toMatchObject({ total: 1e12, sampled: true });
    expect(drawn.scenarios).toHaveLength(MAX_DRAWN);
    expect(new Set(idsOf(drawn.scenarios)).size).toBe(MAX_DRAWN); // no line twice
    expect(idsOf(drawn.scenarios.slice(0, 3))).toEqual(idsOf(topScenarios(issues, 3)));
    // Deterministic: the same case draws the same lines.
    expect(idsOf(chooseDrawnScenarios(issues, 200, 50).scenarios)).toEqual(
      idsOf(chooseDrawnScenarios(issues, 200, 50).scenarios),
    );
  });

  it('draws nothing when an issue has no option', () => {
    const issues = [...leaseIssues(), { id: 99, name: 'Deposit', options: [] }];
    expect(chooseDrawnScenarios(issues)).toEqual({ scenarios: [], total: 0, sampled: false });
  });
});

describe('withSelected', () => {
  it('adds selected scenarios that are not drawn yet, up to the extra count', () => {
    const [a, b, c] = chooseDrawnScenarios(leaseIssues()).scenarios;
    expect(idsOf(withSelected([a!], [a!, b!, c!], 1))).toEqual(['31,33', '31,34']);
    expect(idsOf(withSelected([a!], [b!], 0))).toEqual(['31,33']);
  });
});
