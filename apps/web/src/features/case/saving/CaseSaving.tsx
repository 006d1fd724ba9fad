import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useAppStore } from '../../../lib/hooks';
import { conflictOf, isApiError } from '../../../lib/errors';
import { selectWrittenVersion } from '../../../lib/case-versions';
import type { ConflictDetails } from '../../../lib/sharing';
import {
  caseApi,
  useAddOptionMutation,
  useDeleteIssueMutation,
  useDeleteOptionMutation,
  useRemoveFinalAgreementMutation,
  useSaveFinalAgreementMutation,
  useSavePartyPointsMutation,
  useUpdateIssueMutation,
  useUpdateOptionMutation,
  useUpdatePartyMutation,
} from '../caseApi';
import { pointsRequest } from './inverses';
import {
  EMPTY_UNDO,
  nextUndo,
  undoReducer,
  type Inverse,
  type SaveArea,
  type UndoAction,
  type UndoEntry,
  type UndoState,
} from './undo-stack';

/** What a place of the case screen shows beside itself about its last change. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'undone'; label: string }
  /** `retry` sends the same change again; without it the form that made the change keeps it to try again. */
  | { kind: 'failed'; retry: (() => void) | null; undo: boolean }
  /**
   * Someone else changed the same thing first (412 `CHANGED_BY_OTHER`, issue 35 point 4): nothing was written.
   * `keepMine` reads the case again and sends the change (or the undo) against what is stored now;
   * `takeTheirs` reads the case again and leaves their change, dropping ours (an undo leaves the stack).
   */
  | {
      kind: 'conflict';
      conflict: ConflictDetails;
      undo: boolean;
      keepMine: () => void;
      takeTheirs: () => void;
    };

export interface TrackOptions<T> {
  /** The change in words, for "Undo" ("points for Rent: High"). */
  label: string;
  save: () => Promise<T>;
  /** What puts the change back, read before it was made; null or absent when it cannot be undone. */
  inverse?: (result: T) => Inverse | null;
  /** The status offers Retry (false where a form keeps what was typed and its own Save button retries). */
  retry?: boolean;
}

export interface CaseSaving {
  /** Runs a save after the ones under way (in order), shows its status, and stacks its inverse once it worked. */
  track: <T>(area: SaveArea, options: TrackOptions<T>) => Promise<T>;
  statusOf: (area: SaveArea) => SaveStatus;
  /** Takes back the newest change that worked (after the saves under way). */
  undo: () => void;
  /** The newest change that can be taken back. */
  next: UndoEntry | undefined;
  /** How many changes can be taken back. */
  depth: number;
  /** A closed case, or a reader who only views it: nothing to undo. */
  locked: boolean;
  /** A reader who only views the case: nothing is ever sent. */
  readOnly: boolean;
  /** Counts the undos done, so that a place holding unsaved edits can drop them for what is stored. */
  undone: number;
  /** Saves a place's pending edits before an undo; returns the unregister function. */
  registerFlush: (flush: () => void) => () => void;
  /** These issues and options are gone for good: changes to them leave the stack. */
  forget: (issueIds: readonly number[], optionIds: readonly number[]) => void;
}

const IDLE: SaveStatus = { kind: 'idle' };

/** Outside a case screen (a component tested alone): saves run at once, with no status and no undo. */
export const DIRECT_SAVING: CaseSaving = {
  track: (_area, { save }) => save(),
  statusOf: () => IDLE,
  undo: () => undefined,
  next: undefined,
  depth: 0,
  locked: false,
  readOnly: false,
  undone: 0,
  registerFlush: () => () => undefined,
  forget: () => undefined,
};

export const CaseSavingContext = createContext<CaseSaving>(DIRECT_SAVING);

export function useCaseSaving(): CaseSaving {
  return useContext(CaseSavingContext);
}

/** A refusal that sending again cannot change (a field the API refused, a closed case, something gone). */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
}

/** A key press the browser's own undo should have: typing in a field, or inside a dialog. */
function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement) {
    // antd's Select keeps focus on a read-only input of its own: not a text field.
    return !target.readOnly && !['checkbox', 'radio', 'button', 'submit', 'range'].includes(target.type);
  }
  return false;
}

/** What a viewer's screen answers a save that slipped through: refused here, nothing sent. */
export class ReadOnlyCaseError extends Error {
  constructor() {
    super('This case is view only');
  }
}

/**
 * The case screen's saving and undo: one queue of saves (so that two quick changes reach the API in the order
 * made), a status for each place, and the stack of changes to take back. A closed case has no undo; a viewer's
 * screen sends nothing at all (`readOnly`).
 *
 * Each change is sent against the case version the screen last read (lib/case-versions.ts); an undo is sent
 * against the version its own change was stored at, so that it never silently takes back a change someone
 * else made since: the API refuses it (412) and the place shows the conflict instead.
 */
export function useCaseSavingState(caseId: number | null, locked: boolean, readOnly = false): CaseSaving {
  const store = useAppStore();
  const [savePartyPoints] = useSavePartyPointsMutation();
  const [saveFinalAgreement] = useSaveFinalAgreementMutation();
  const [removeFinalAgreement] = useRemoveFinalAgreementMutation();
  const [updateParty] = useUpdatePartyMutation();
  const [updateIssue] = useUpdateIssueMutation();
  const [deleteIssue] = useDeleteIssueMutation();
  const [updateOption] = useUpdateOptionMutation();
  const [addOption] = useAddOptionMutation();
  const [deleteOption] = useDeleteOptionMutation();

  const [stack, setStack] = useState<UndoState>(EMPTY_UNDO);
  const stackRef = useRef<UndoState>(EMPTY_UNDO);
  const dispatch = useCallback((action: UndoAction) => {
    stackRef.current = undoReducer(stackRef.current, action);
    setStack(stackRef.current);
  }, []);
  const [statuses, setStatuses] = useState<Partial<Record<SaveArea, SaveStatus>>>({});
  const setStatus = useCallback(
    (area: SaveArea, status: SaveStatus) => setStatuses((current) => ({ ...current, [area]: status })),
    [],
  );
  const pending = useRef<Partial<Record<SaveArea, number>>>({});
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const flushes = useRef(new Set<() => void>());
  const [undone, setUndone] = useState(0);

  // Another case, or the case closed: what was stacked no longer applies.
  useEffect(() => {
    dispatch({ type: 'clear' });
  }, [caseId, locked, dispatch]);

  /** Runs `work` after everything queued; the area reads "Saving…" until its last piece of work ends. */
  const run = useCallback(
    <T,>(area: SaveArea, work: () => Promise<T>): Promise<T> => {
      pending.current[area] = (pending.current[area] ?? 0) + 1;
      setStatus(area, { kind: 'saving' });
      const result = queue.current.then(work);
      queue.current = result.catch(() => undefined);
      const settle = () => {
        pending.current[area] = (pending.current[area] ?? 1) - 1;
      };
      return result.then(
        (value) => {
          settle();
          return value;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
    },
    [setStatus],
  );

  /** Reads the case again (and what its ratings show), so that the screen and the version are as stored. */
  const reread = useCallback(async (): Promise<void> => {
    if (caseId === null) return;
    await Promise.all([
      store.dispatch(caseApi.endpoints.getCase.initiate(caseId, { subscribe: false, forceRefetch: true })),
      store.dispatch(
        caseApi.endpoints.getIssueImportance.initiate(caseId, { subscribe: false, forceRefetch: true }),
      ),
      store.dispatch(
        caseApi.endpoints.getOptionImportance.initiate(caseId, { subscribe: false, forceRefetch: true }),
      ),
    ]);
  }, [caseId, store]);

  /** The conflict a refused change met, with the two ways out, shown where the change was made. */
  const showConflict = useCallback(
    (area: SaveArea, conflict: ConflictDetails, undo: boolean, again: () => void, drop: () => void) => {
      setStatus(area, {
        kind: 'conflict',
        conflict,
        undo,
        keepMine: () => {
          setStatus(area, { kind: 'saving' });
          void reread().then(again);
        },
        takeTheirs: () => {
          drop();
          void reread().then(() => {
            // Places holding edits of their own drop them for what is stored (theirs).
            setUndone((count) => count + 1);
            setStatus(area, IDLE);
          });
        },
      });
    },
    [reread, setStatus],
  );

  const track = useCallback(
    <T,>(area: SaveArea, options: TrackOptions<T>): Promise<T> => {
      if (readOnly) {
        setStatus(area, { kind: 'failed', retry: null, undo: false });
        return Promise.reject(new ReadOnlyCaseError());
      }
      const attempt = (): Promise<T> =>
        run(area, options.save).then(
          (result) => {
            const inverse = options.inverse?.(result) ?? null;
            // The version this change was stored at: its undo is sent against it.
            const version = caseId === null ? undefined : selectWrittenVersion(store.getState(), caseId);
            if (inverse)
              dispatch({
                type: 'push',
                entry: { label: options.label, area, inverse, ...(version === undefined ? {} : { version }) },
              });
            if (!pending.current[area]) setStatus(area, { kind: 'saved' });
            return result;
          },
          (error: unknown) => {
            const conflict = conflictOf(error);
            if (conflict) {
              showConflict(
                area,
                conflict,
                false,
                () => void attempt().catch(() => {}),
                () => undefined,
              );
              throw error;
            }
            const retry =
              options.retry !== false && !isRefusal(error) ? () => void attempt().catch(() => {}) : null;
            setStatus(area, { kind: 'failed', retry, undo: false });
            throw error;
          },
        );
      return attempt();
    },
    [run, dispatch, setStatus, readOnly, caseId, store, showConflict],
  );

  /** Replays an inverse through the API; the cache refetches after each call as after any change. */
  const replay = useCallback(
    async (inverse: Inverse, ifMatch: number | undefined): Promise<void> => {
      if (caseId === null) return;
      const state = store.getState();
      const detail = caseApi.endpoints.getCase.select(caseId)(state).data;
      switch (inverse.kind) {
        case 'points': {
          const body = pointsRequest(
            inverse,
            detail?.issues ?? [],
            caseApi.endpoints.getIssueImportance.select(caseId)(state).data ?? [],
            caseApi.endpoints.getOptionImportance.select(caseId)(state).data ?? [],
          );
          if (!body) return;
          const saved = await savePartyPoints({ caseId, ifMatch, body }).unwrap();
          // Shown at once, before the refetch the save sets off: the party's rows and points as stored.
          const others = <R extends { partyId: number }>(rows: R[]) =>
            rows.filter((row) => row.partyId !== inverse.partyId);
          store.dispatch(
            caseApi.util.updateQueryData('getIssueImportance', caseId, (rows) => [
              ...others(rows),
              ...saved.issueImportance,
            ]),
          );
          store.dispatch(
            caseApi.util.updateQueryData('getOptionImportance', caseId, (rows) => [
              ...others(rows),
              ...saved.optionImportance,
            ]),
          );
          store.dispatch(
            caseApi.util.updateQueryData('getCase', caseId, (draft) => {
              draft.scores = [...others(draft.scores), ...saved.scores];
            }),
          );
          return;
        }
        case 'agreement':
          if (inverse.optionId === null)
            await removeFinalAgreement({ caseId, ifMatch, issueId: inverse.issueId }).unwrap();
          else
            await saveFinalAgreement({
              caseId,
              ifMatch,
              body: { issueId: inverse.issueId, optionId: inverse.optionId },
            }).unwrap();
          return;
        case 'walk-away':
          await updateParty({
            caseId,
            ifMatch,
            partyId: inverse.partyId,
            body: { reservationValue: inverse.reservationValue, alternative: inverse.alternative },
          }).unwrap();
          return;
        case 'issue':
          await updateIssue({
            caseId,
            ifMatch,
            issueId: inverse.issueId,
            body: { name: inverse.name, description: inverse.description, priority: inverse.priority },
          }).unwrap();
          return;
        case 'option':
          await updateOption({
            caseId,
            ifMatch,
            optionId: inverse.optionId,
            body: { name: inverse.name, description: inverse.description },
          }).unwrap();
          return;
        case 'remove-issue':
          await deleteIssue({ caseId, ifMatch, issueId: inverse.issueId }).unwrap();
          return;
        case 'remove-option':
          await deleteOption({ caseId, ifMatch, optionId: inverse.optionId }).unwrap();
          return;
        case 'restore-option': {
          const added = await addOption({
            caseId,
            ifMatch,
            issueId: inverse.issueId,
            body: { name: inverse.name, description: inverse.description },
          }).unwrap();
          const parties = new Set([...inverse.scores, ...inverse.levels].map((row) => row.partyId));
          for (const partyId of parties) {
            const score = inverse.scores.find((s) => s.partyId === partyId);
            const level = inverse.levels.find((l) => l.partyId === partyId);
            await savePartyPoints({
              caseId,
              ifMatch,
              body: {
                partyId,
                ...(score
                  ? { scores: [{ issueId: inverse.issueId, optionId: added.id, points: score.points }] }
                  : {}),
                ...(level
                  ? {
                      optionImportance: [
                        {
                          issueId: inverse.issueId,
                          optionId: added.id,
                          importance: level.importance,
                          rank: level.rank,
                        },
                      ],
                    }
                  : {}),
              },
            }).unwrap();
          }
          if (inverse.agreed)
            await saveFinalAgreement({
              caseId,
              ifMatch,
              body: { issueId: inverse.issueId, optionId: added.id },
            }).unwrap();
          dispatch({ type: 'alias', from: inverse.optionId, to: added.id });
          return;
        }
      }
    },
    [
      caseId,
      store,
      dispatch,
      savePartyPoints,
      saveFinalAgreement,
      removeFinalAgreement,
      updateParty,
      updateIssue,
      updateOption,
      deleteIssue,
      deleteOption,
      addOption,
    ],
  );

  const undo = useCallback(() => {
    if (locked) return;
    for (const flush of flushes.current) flush();
    // The entry is read when its turn comes, so that a change still being saved is the one taken back.
    let area: SaveArea | null = null;
    const attempt = () => {
      const work = async () => {
        const entry = nextUndo(stackRef.current);
        if (!entry) return null;
        area = entry.area;
        await replay(entry.inverse, entry.version);
        dispatch({ type: 'pop' });
        return entry;
      };
      const top = nextUndo(stackRef.current);
      const shownIn: SaveArea = top?.area ?? 'points';
      run(shownIn, work).then(
        (entry) => {
          if (entry) {
            if (entry.area !== shownIn)
              setStatus(shownIn, pending.current[shownIn] ? { kind: 'saving' } : IDLE);
            setStatus(entry.area, { kind: 'undone', label: entry.label });
            setUndone((count) => count + 1);
          } else setStatus(shownIn, pending.current[shownIn] ? { kind: 'saving' } : IDLE);
        },
        (error: unknown) => {
          const conflict = conflictOf(error);
          if (conflict)
            // Keep mine: take the change back over theirs, now that it is read; take theirs: it stays, and
            // the change leaves the stack.
            showConflict(
              area ?? shownIn,
              conflict,
              true,
              () => {
                dispatch({ type: 'rebase', version: undefined });
                attempt();
              },
              () => dispatch({ type: 'pop' }),
            );
          else setStatus(area ?? shownIn, { kind: 'failed', retry: attempt, undo: true });
        },
      );
    };
    attempt();
  }, [locked, replay, run, dispatch, setStatus, showConflict]);

  const registerFlush = useCallback((flush: () => void) => {
    flushes.current.add(flush);
    return () => {
      flushes.current.delete(flush);
    };
  }, []);

  const forget = useCallback(
    (issueIds: readonly number[], optionIds: readonly number[]) =>
      dispatch({ type: 'forget', issueIds, optionIds }),
    [dispatch],
  );

  // Ctrl+Z / Cmd+Z anywhere on the case screen but in a text field, where the browser's own undo applies.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      if (event.key.toLowerCase() !== 'z' || isTextTarget(event.target)) return;
      if (locked || stackRef.current.entries.length === 0) return;
      event.preventDefault();
      undo();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [locked, undo]);

  return useMemo(
    () => ({
      track,
      statusOf: (area: SaveArea) => statuses[area] ?? IDLE,
      undo,
      next: locked ? undefined : nextUndo(stack),
      depth: locked ? 0 : stack.entries.length,
      locked,
      readOnly,
      undone,
      registerFlush,
      forget,
    }),
    [track, statuses, undo, stack, locked, readOnly, undone, registerFlush, forget],
  );
}
