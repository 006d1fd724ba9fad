import { AiAnswerLimits, recommendationWithinLimits } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { ISSUE_CATALOGUES } from './issue-catalogue.js';
import { sameIssue, type NegotiationKind } from './issue-names.js';
import { OfflineStrategist } from './offline-strategist.js';

const sut = new OfflineStrategist();
const kinds = Object.keys(ISSUE_CATALOGUES) as NegotiationKind[];

describe('the issue catalogues', () => {
  it.each(kinds)('%s: every entry has 2–4 distinct, non-blank options and fits the answer limits', (kind) => {
    for (const entry of ISSUE_CATALOGUES[kind]) {
      expect(entry.options.length, entry.name).toBeGreaterThanOrEqual(AiAnswerLimits.optionsMin);
      expect(entry.options.length, entry.name).toBeLessThanOrEqual(AiAnswerLimits.optionsMax);
      for (const option of entry.options) expect(option.trim(), entry.name).not.toBe('');
      expect(new Set(entry.options.map((o) => o.toLowerCase())).size, entry.name).toBe(entry.options.length);
      // Nothing to cut: the catalogue is within every limit a model's answer is held to.
      expect(recommendationWithinLimits(entry)).toEqual(entry);
    }
  });

  it.each(kinds)('%s: no entry is another entry of the same catalogue under another name', (kind) => {
    const entries = ISSUE_CATALOGUES[kind];
    for (const a of entries) {
      for (const b of entries)
        if (a !== b) expect(sameIssue(a.name, b.name, kind), `${a.name} ~ ${b.name}`).toBe(false);
    }
  });
});

describe('OfflineStrategist.recommendIssues', () => {
  it('suggests from the catalogue the whole words of the case point to', async () => {
    const supply = await sut.recommendIssues({
      caseName: 'Gearbox housings supply',
      goal: '',
      existingIssues: [],
    });
    expect(supply.map((r) => r.name)).toEqual(ISSUE_CATALOGUES.business.map((r) => r.name));
    const lease = await sut.recommendIssues({
      caseName: 'Warehouse lease renewal offer',
      goal: 'Keep the rent flat',
      existingIssues: [],
    });
    expect(lease[0]).toEqual({
      name: 'Monthly rent',
      description: 'The rent per month.',
      priority: 90,
      reasoning: 'The main cost over the whole term.',
      options: ['Asking rent', '5% below asking', '10% below asking'],
    });
  });

  it('leaves out what a salary case has under other names', async () => {
    const recommendations = await sut.recommendIssues({
      caseName: 'Job offer at Beta Labs',
      goal: '',
      existingIssues: [
        'Remote days per week',
        'Equity (RSUs over 4 years)',
        'Signing bonus',
        'Starting date',
      ],
    });
    expect(recommendations.map((r) => r.name)).toEqual(['Base salary', 'Vacation days', 'Training budget']);
    expect(recommendations[0]!.options).toEqual(['Current offer', 'Midpoint', 'Your target']);
  });

  it('leaves out what a supplier case has under other names, and keeps what is new', async () => {
    const recommendations = await sut.recommendIssues({
      caseName: 'Supplier contract for packaging',
      goal: '',
      existingIssues: ['Price per unit', 'Annual volume commitment', 'Term of the agreement'],
    });
    expect(recommendations.map((r) => r.name)).toEqual(['Payment terms', 'Service levels', 'Exclusivity']);
  });

  it('gives copies: changing an answer never changes the catalogue', async () => {
    const [first] = await sut.recommendIssues({ caseName: 'Lease', goal: '', existingIssues: [] });
    first!.options.push('Changed');
    expect(ISSUE_CATALOGUES.lease[0]!.options).toHaveLength(3);
  });
});
