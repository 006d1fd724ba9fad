import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { accessOf, accessOfRole, isCaseLocked } from './case-access';

describe('accessOfRole', () => {
  it('lets the other side change their own side but not the issues, the agreement or the case (issue 36)', () => {
    expect(accessOfRole('counterpart', 'Ana')).toEqual({
      role: 'counterpart',
      ownerName: 'Ana',
      canEdit: true,
      isOwner: false,
      canEditIssues: false,
      canSetAgreement: false,
      isCounterpart: true,
    });
  });

  it("keeps issue 35's roles as they were", () => {
    expect(accessOfRole('owner')).toMatchObject({ canEdit: true, isOwner: true, canEditIssues: true });
    expect(accessOfRole('editor')).toMatchObject({ canEdit: true, isOwner: false, canEditIssues: true });
    expect(accessOfRole('viewer')).toMatchObject({
      canEdit: false,
      canEditIssues: false,
      canSetAgreement: false,
    });
  });
});

describe('accessOf', () => {
  it('reads the role from the case, and a case without one is the reader own', () => {
    const detail = aLeaseDetail();
    expect(accessOf(detail).isOwner).toBe(true);
    const theirs = { ...detail, role: 'counterpart' as const, ownerName: 'Ana' };
    expect(accessOf(theirs).isCounterpart).toBe(true);
    expect(isCaseLocked(theirs, accessOf(theirs))).toBe(false);
  });
});
