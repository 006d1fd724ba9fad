import { describe, expect, it } from 'vitest';
import {
  caseVersions,
  etagOf,
  parseEtag,
  versionForgotten,
  versionRead,
  versionWritten,
  type CaseVersionsState,
} from './case-versions';

const reduce = (state: CaseVersionsState, ...actions: Parameters<typeof caseVersions.reducer>[1][]) =>
  actions.reduce(caseVersions.reducer, state);
const EMPTY: CaseVersionsState = { read: {}, written: {} };

describe('caseVersions', () => {
  it('keeps the latest version read, whatever order the answers come in', () => {
    const state = reduce(
      EMPTY,
      versionRead({ caseId: 1, version: 7 }),
      versionRead({ caseId: 1, version: 5 }),
    );
    expect(state.read[1]).toBe(7);
  });

  it('moves on with a change of ours stored right after what was read', () => {
    const state = reduce(
      EMPTY,
      versionRead({ caseId: 1, version: 7 }),
      versionWritten({ caseId: 1, version: 8 }),
    );
    expect(state.read[1]).toBe(8);
    expect(state.written[1]).toBe(8);
  });

  it('stays on what was read when someone else changed the case in between', () => {
    const state = reduce(
      EMPTY,
      versionRead({ caseId: 1, version: 7 }),
      versionWritten({ caseId: 1, version: 9 }),
    );
    expect(state.read[1]).toBe(7);
    expect(state.written[1]).toBe(9);
  });

  it('forgets a case read', () => {
    expect(
      reduce(EMPTY, versionRead({ caseId: 2, version: 3 }), versionForgotten({ caseId: 2 })).read,
    ).toEqual({});
  });
});

describe('ETag', () => {
  it.each([
    ['"12"', 12],
    ['W/"12"', 12],
    ['12', 12],
    ['"abc"', undefined],
    [null, undefined],
  ])('%s → %s', (etag, version) => {
    expect(parseEtag(etag)).toBe(version);
  });

  it('writes the version as the API does', () => {
    expect(etagOf(12)).toBe('"12"');
  });
});
