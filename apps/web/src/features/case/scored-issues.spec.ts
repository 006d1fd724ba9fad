import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../testing/fixtures';
import { scoredIssuesOf } from '@parley/contracts';
import { issuesWithoutAgreement } from './scored-issues';

describe('scoredIssuesOf', () => {
  it('gives each option both parties’ points, 0 where none is set', () => {
    expect(scoredIssuesOf(aLeaseDetail())).toEqual([
      {
        id: 21,
        name: 'Rent',
        options: [
          { id: 31, name: 'High', user: 40, opponent: 220 },
          { id: 32, name: 'Low', user: 200, opponent: 60 },
        ],
      },
      {
        id: 22,
        name: 'Term',
        options: [
          { id: 33, name: '12 months', user: 0, opponent: 0 },
          { id: 34, name: '24 months', user: 0, opponent: 0 },
          { id: 35, name: '36 months', user: 120, opponent: 0 },
        ],
      },
    ]);
  });

  it('counts every score as 0 when a party is missing', () => {
    const detail = aLeaseDetail({ parties: [] });
    expect(scoredIssuesOf(detail).flatMap((i) => i.options.map((o) => o.user + o.opponent))).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });
});

describe('issuesWithoutAgreement', () => {
  it('lists the issues no final agreement covers', () => {
    const detail = aLeaseDetail({ finalAgreements: [{ issueId: 21, optionId: 32 }] });
    expect(issuesWithoutAgreement(detail).map((i) => i.name)).toEqual(['Term']);
  });
});
