import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The version of each case the screen last read (issue 35, point 4): a change is sent with `If-Match` naming it,
 * so that the API refuses it (412 `CHANGED_BY_OTHER`) when what it changes moved since. Kept beside the cache
 * rather than read out of it: the base query, which sends the header, knows no endpoint.
 */
export interface CaseVersionsState {
  /** Per case, the version the screen last read (or moved on by a change of ours right after it). */
  read: Record<number, number>;
  /** Per case, the version our latest change was stored at: what an undo of it is sent against. */
  written: Record<number, number>;
}

interface Versioned {
  caseId: number;
  version: number;
}

export const caseVersions = createSlice({
  name: 'caseVersions',
  initialState: { read: {}, written: {} } as CaseVersionsState,
  reducers: {
    /**
     * The case was read at `version`. Two reads may answer out of order: the later version wins, as a case's
     * version only grows.
     */
    versionRead(state, { payload }: PayloadAction<Versioned>) {
      state.read[payload.caseId] = Math.max(state.read[payload.caseId] ?? 0, payload.version);
    },
    /**
     * A change of ours was stored at `version`. When it is the one right after what was read, nobody else
     * changed the case in between, so the screen still shows the case as stored and the next change may name
     * it; otherwise someone else's change came between, which the screen has not read: the version read stays
     * until the case is read again.
     */
    versionWritten(state, { payload }: PayloadAction<Versioned>) {
      state.written[payload.caseId] = payload.version;
      if (state.read[payload.caseId] === payload.version - 1) state.read[payload.caseId] = payload.version;
    },
    /** The screen dropped what it read (a resync or a conflict resolved): the next read sets it again. */
    versionForgotten(state, { payload }: PayloadAction<{ caseId: number }>) {
      delete state.read[payload.caseId];
    },
  },
  selectors: {
    selectCaseVersion: (state, caseId: number): number | undefined => state.read[caseId],
    selectWrittenVersion: (state, caseId: number): number | undefined => state.written[caseId],
  },
});

export const { versionRead, versionWritten, versionForgotten } = caseVersions.actions;
export const { selectCaseVersion, selectWrittenVersion } = caseVersions.selectors;

/** `"12"` or `W/"12"` → 12; anything else → undefined. */
export function parseEtag(etag: string | null): number | undefined {
  const match = etag === null ? null : /^(?:W\/)?"?(\d+)"?$/.exec(etag.trim());
  return match ? Number(match[1]) : undefined;
}

/** The `If-Match` value naming a version, as the API's `ETag` writes it. */
export function etagOf(version: number): string {
  return `"${version}"`;
}
