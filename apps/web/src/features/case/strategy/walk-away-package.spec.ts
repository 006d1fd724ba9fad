import { Limits, scoredIssuesOf } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { walkAwayFromPackage } from './walk-away-package';

// The lease: Rent High (you 40, them 220), Low (200, 60); Term 36 months (you 120, them 0), others 0.
const lease = scoredIssuesOf(aLeaseDetail());

describe('walkAwayFromPackage', () => {
  it("gives the party's total and a note naming the package and its options", () => {
    // High + 36 months: you 40 + 120 = 160, them 220 + 0 = 220.
    expect(walkAwayFromPackage(lease, 'user', { 21: 31, 22: 35 }, "  Beta Labs' offer ")).toEqual({
      total: 160,
      note: "Beta Labs' offer: Rent High, Term 36 months",
    });
    expect(walkAwayFromPackage(lease, 'opponent', { 21: 31, 22: 35 }, '')).toEqual({
      total: 220,
      note: 'Rent High, Term 36 months',
    });
  });

  it('waits for an option on every issue', () => {
    expect(walkAwayFromPackage(lease, 'user', { 21: 31 }, 'A')).toBeNull();
    expect(walkAwayFromPackage(lease, 'user', { 21: 31, 22: 999 }, 'A')).toBeNull();
    expect(walkAwayFromPackage([], 'user', {}, 'A')).toBeNull();
  });

  it("cuts a note longer than the API's limit", () => {
    const long = 'x'.repeat(Limits.alternativeMax);
    const note = walkAwayFromPackage(lease, 'user', { 21: 32, 22: 33 }, long)?.note ?? '';
    expect(note).toHaveLength(Limits.alternativeMax);
    expect(note.endsWith('…')).toBe(true);
  });
});
