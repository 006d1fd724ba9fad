import { describe, expect, it } from 'vitest';
import {
  EMPTY_UNDO,
  nextUndo,
  UNDO_LIMIT,
  undoReducer,
  type Inverse,
  type UndoEntry,
  type UndoState,
} from './undo-stack';

const entry = (label: string, inverse: Inverse): UndoEntry => ({ label, area: 'points', inverse });
const points = (optionId: number, before: number | null): Inverse => ({
  kind: 'points',
  partyId: 11,
  levels: null,
  scores: [{ issueId: 21, optionId, points: before }],
});
const push = (state: UndoState, e: UndoEntry) => undoReducer(state, { type: 'push', entry: e });

describe('the undo stack', () => {
  it('takes back the newest change first', () => {
    let state = push(push(EMPTY_UNDO, entry('first', points(31, 40))), entry('second', points(31, 0)));
    expect(nextUndo(state)?.label).toBe('second');
    state = undoReducer(state, { type: 'pop' });
    expect(nextUndo(state)?.label).toBe('first');
    state = undoReducer(state, { type: 'pop' });
    expect(nextUndo(state)).toBeUndefined();
    expect(undoReducer(state, { type: 'pop' })).toBe(state);
  });

  it(`keeps the newest ${UNDO_LIMIT} changes (at least 20) and forgets the oldest beyond them`, () => {
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(20);
    let state = EMPTY_UNDO;
    for (let i = 1; i <= UNDO_LIMIT + 5; i++) state = push(state, entry(`change ${i}`, points(31, i)));
    expect(state.entries).toHaveLength(UNDO_LIMIT);
    expect(state.entries[0]!.label).toBe('change 6');
    expect(nextUndo(state)?.label).toBe(`change ${UNDO_LIMIT + 5}`);
  });

  it('forgets what names a removed issue or option, and keeps a party’s whole order of levels', () => {
    const levels = [{ issueId: 21, importance: 3, options: [{ optionId: 31, importance: 1 }] }];
    let state = EMPTY_UNDO;
    for (const e of [
      entry('agreed', { kind: 'agreement', issueId: 21, optionId: 31 }),
      entry('agreed term', { kind: 'agreement', issueId: 22, optionId: 33 }),
      entry('renamed', { kind: 'option', optionId: 31, name: 'High', description: null }),
      entry('renamed issue', { kind: 'issue', issueId: 21, name: 'Rent', description: null, priority: 50 }),
      entry('levels', { kind: 'points', partyId: 11, levels, scores: [] }),
      entry('points', points(31, 40)),
      entry('walk-away', { kind: 'walk-away', partyId: 11, reservationValue: 100, alternative: '' }),
    ])
      state = push(state, e);
    state = undoReducer(state, { type: 'forget', issueIds: [21], optionIds: [31, 32] });
    expect(state.entries.map((e) => e.label)).toEqual(['agreed term', 'levels', 'walk-away']);
    expect(state.entries[1]!.inverse).toEqual({ kind: 'points', partyId: 11, levels, scores: [] });
  });

  it('moves older changes of a deleted option onto the option added again in its place', () => {
    let state = push(EMPTY_UNDO, entry('points', points(31, 40)));
    state = push(state, entry('agreed', { kind: 'agreement', issueId: 21, optionId: 31 }));
    state = push(state, entry('renamed', { kind: 'option', optionId: 31, name: 'High', description: null }));
    state = push(state, entry('other', points(32, 7)));
    state = undoReducer(state, { type: 'alias', from: 31, to: 99 });
    expect(state.entries.map((e) => e.inverse)).toEqual([
      points(99, 40),
      { kind: 'agreement', issueId: 21, optionId: 99 },
      { kind: 'option', optionId: 99, name: 'High', description: null },
      points(32, 7),
    ]);
  });

  it('starts empty again when cleared (a closed case, another case)', () => {
    const state = push(EMPTY_UNDO, entry('points', points(31, 40)));
    expect(undoReducer(state, { type: 'clear' })).toEqual(EMPTY_UNDO);
  });
});

describe('undoReducer: versions (issue 35)', () => {
  const entry = (label: string, version?: number): UndoEntry => ({
    label,
    area: 'walk-away',
    inverse: { kind: 'walk-away', partyId: 1, reservationValue: null, alternative: '' },
    ...(version === undefined ? {} : { version }),
  });

  it('keeps the version each change was stored at, for its undo', () => {
    const state = undoReducer(undoReducer(EMPTY_UNDO, { type: 'push', entry: entry('a', 4) }), {
      type: 'push',
      entry: entry('b', 7),
    });
    expect(nextUndo(state)?.version).toBe(7);
  });

  it('rebases only the newest entry, and drops its version to send it against the one read', () => {
    let state = undoReducer(EMPTY_UNDO, { type: 'push', entry: entry('a', 4) });
    state = undoReducer(state, { type: 'push', entry: entry('b', 7) });
    state = undoReducer(state, { type: 'rebase', version: undefined });
    expect(state.entries.map((e) => e.version)).toEqual([4, undefined]);
    expect('version' in state.entries[1]!).toBe(false);
    expect(undoReducer(state, { type: 'rebase', version: 9 }).entries[1]?.version).toBe(9);
  });

  it('rebases nothing on an empty stack', () => {
    expect(undoReducer(EMPTY_UNDO, { type: 'rebase', version: 3 })).toBe(EMPTY_UNDO);
  });
});
