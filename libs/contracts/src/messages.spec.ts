import { describe, expect, it } from 'vitest';
import { CASE_STATUSES, ErrorCode, Limits, Messages } from './index.js';

describe('contracts', () => {
  it('keeps the product texts verbatim', () => {
    expect(Messages.caseNameRequired).toBe('Case name is required');
    expect(Messages.caseNotFoundText).toBe("The negotiation case you're looking for doesn't exist.");
    expect(Messages.unauthorizedText).toBe('You are logged out. Logging in again...');
  });

  it('formats field messages', () => {
    expect(Messages.unknownField('ownerId')).toBe('Unknown field "ownerId"');
    expect(Messages.tooLong('Case name', Limits.caseNameMax)).toBe(
      'Case name must be at most 200 characters',
    );
  });

  it('lists the four case statuses and stable error codes', () => {
    expect(CASE_STATUSES).toEqual(['draft', 'active', 'completed', 'closed']);
    expect(ErrorCode.CaseNotFound).toBe('CASE_NOT_FOUND');
    expect(new Set(Object.values(ErrorCode)).size).toBe(Object.values(ErrorCode).length);
  });

  it('keeps the 25–250 points range', () => {
    expect([Limits.pointsMin, Limits.pointsMax]).toEqual([25, 250]);
  });
});
