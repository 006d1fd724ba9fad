import type { ErrorCode, TableResponse } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../lib/errors';
import { namedPackage, proposalsRefusal, readinessWords, toggledMarks, whyNoProposals } from './table-words';

const side = (ready: boolean, changedAfterReady = false) => ({ ready, changedAfterReady });

const marks: Pick<TableResponse, 'proposals' | 'offers'> = {
  proposals: [
    { id: 1, optionIds: [31, 33], yourTotal: 60, markedByYou: true },
    { id: 2, optionIds: [32, 34], yourTotal: 80, markedByYou: false },
  ],
  offers: [
    {
      id: 9,
      by: 'them',
      optionIds: [31, 33],
      complete: true,
      yourTotal: 40,
      createdAt: '2026-11-29T10:00:00Z',
      latest: true,
      markedByYou: true,
    },
  ],
};

const refusal = (status: number, code: string, message = ''): ApiError => ({
  status,
  message: `${status}: ${message}`,
  body: { statusCode: status, error: 'Refused', message, code: code as ErrorCode },
});

describe('readinessWords', () => {
  it('names the three states plainly', () => {
    expect(readinessWords(side(false))).toBe('Not ready yet');
    expect(readinessWords(side(true))).toBe('Ready');
    expect(readinessWords(side(true, true))).toBe('Changed after ready');
  });
});

describe('whyNoProposals', () => {
  const table = (you: boolean, them: boolean, ended = false) => ({
    ready: { you: side(you), them: side(them) },
    ended,
    agreement: null,
  });
  it('offers proposals only when both sides are ready', () => {
    expect(whyNoProposals(table(true, true))).toBeNull();
    expect(whyNoProposals(table(false, false))).toBe('Both sides mark themselves ready first.');
    expect(whyNoProposals(table(false, true))).toMatch(/^Mark yourself ready first/);
    expect(whyNoProposals(table(true, false))).toBe('The other side is not ready yet.');
    expect(whyNoProposals(table(true, true, true))).toBe('The joint table has ended.');
  });
});

describe('proposalsRefusal', () => {
  it("explains a 429 in the API's own words when it gives them, else in ours", () => {
    expect(
      proposalsRefusal(refusal(429, 'PROPOSALS_LIMITED', 'Nothing has changed since last time.')),
    ).toEqual({
      title: 'No new proposals now',
      description: 'Nothing has changed since last time.',
    });
    expect(proposalsRefusal(refusal(429, 'PROPOSALS_LIMITED')).description).toMatch(
      /^Nothing has changed since Parley last proposed/,
    );
  });

  it('says both sides must be ready on 409 NOT_READY, and to try again otherwise', () => {
    expect(proposalsRefusal(refusal(409, 'NOT_READY')).title).toBe('Not both ready');
    expect(proposalsRefusal(refusal(500, 'INTERNAL_ERROR')).description).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('toggledMarks', () => {
  it('sends the whole set of the reader marks with one changed', () => {
    expect(toggledMarks(marks, 'proposal', 2, true)).toEqual({ proposalIds: [1, 2], offerIds: [9] });
    expect(toggledMarks(marks, 'proposal', 1, false)).toEqual({ proposalIds: [], offerIds: [9] });
    expect(toggledMarks(marks, 'offer', 9, false)).toEqual({ proposalIds: [1], offerIds: [] });
    // Marking what is already marked sends it once.
    expect(toggledMarks(marks, 'offer', 9, true)).toEqual({ proposalIds: [1], offerIds: [9] });
  });
});

describe('namedPackage', () => {
  const issues = [
    { id: 1, name: 'Rent', options: [{ id: 11, name: 'Low' }] },
    { id: 2, name: 'Term', options: [{ id: 21, name: '1 year' }] },
  ];
  it('names each issue’s option in order, "open" for one left open or gone', () => {
    expect(namedPackage(issues, [11, 21])).toBe('Rent: Low · Term: 1 year');
    expect(namedPackage(issues, [null, 99])).toBe('Rent: open · Term: open');
  });
});
