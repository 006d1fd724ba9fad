import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from '@parley/scoring';
import type { ScoredIssue } from '@parley/scoring';
import { ReportAnalysisService } from './report-analysis.service.js';

const issues: ScoredIssue[] = [
  {
    id: 1,
    name: 'Rent',
    options: [
      { id: 11, name: 'Low', user: 200, opponent: 50 },
      { id: 12, name: 'High', user: 60, opponent: 220 },
    ],
  },
  {
    id: 2,
    name: 'Term',
    options: [
      { id: 21, name: 'Short', user: 120, opponent: 90 },
      { id: 22, name: 'Long', user: 80, opponent: 160 },
      { id: 23, name: 'Middle', user: 100, opponent: 130 },
    ],
  },
];

describe('ReportAnalysisService', () => {
  const sut = new ReportAnalysisService();
  afterAll(() => sut.onModuleDestroy());

  it('answers what analyze answers, computed on a worker thread', async () => {
    expect(await sut.analyze(issues)).toEqual(analyze(issues));
  });

  it('shares one computation among identical requests, and computes again for changed points', async () => {
    const first = sut.analyze(issues);
    expect(sut.analyze(structuredClone(issues))).toBe(first);
    const changed = structuredClone(issues);
    changed[0]!.options[0]!.user = 10;
    const second = sut.analyze(changed);
    expect(second).not.toBe(first);
    expect(await second).toEqual(analyze(changed));
  });
});
