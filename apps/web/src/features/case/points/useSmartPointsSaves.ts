import type { CaseDetailResponse } from '@parley/contracts';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppStore } from '../../../lib/hooks';
import { conflictOf } from '../../../lib/errors';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { caseApi, useSavePartyPointsMutation, useSaveScoreMutation } from '../caseApi';
import { useCaseSaving } from '../saving/CaseSaving';
import { pointsBefore } from '../saving/inverses';
import {
  buildPartyDraft,
  changedRows,
  reconcileDraft,
  suggestionsFor,
  withSavedIssueRows,
  withSavedOptionRows,
  type ChangedRows,
  type PartyDraft,
} from './points-draft';
import type { SmartPointsState } from './smart-points-state';
import type { PointsRow } from './TradeoffQuestions';

const SCORE_ERROR = { title: 'Error', description: 'Failed to update score' } as const;

/** How long the levels wait after the last change before they are saved (a drag or a pick is one change). */
const LEVELS_PAUSE_MS = 800;

/** One party's changed levels as the batch save's rows. */
function batchRows(changes: ChangedRows) {
  return {
    issueImportance: changes.issues.map(({ issueId, importance, rank }) => ({ issueId, importance, rank })),
    optionImportance: changes.options.map(({ issueId, optionId, importance, rank }) => ({
      issueId,
      optionId,
      importance,
      rank,
    })),
  };
}

/**
 * Smart Points' saves, each tracked by the saving room (status, Retry, Undo). Levels are saved (changed rows
 * only, one request per party) a moment after the last change (`levelsChanged`), and at once by `flushLevels`,
 * when the tab is left or the page is hidden, and when an undo asks for pending changes first; they read the
 * latest drafts through `readState`. Points are saved by "Use all suggestions", from the trade-off answers, or
 * typed by hand.
 */
export function useSmartPointsSaves(detail: CaseDetailResponse, readState: () => SmartPointsState) {
  const caseId = detail.case.id;
  const { issues, parties } = detail;
  const [savePartyPoints] = useSavePartyPointsMutation();
  const [saveScore] = useSaveScoreMutation();
  const handleUnauthorized = useUnauthorizedHandler();
  const { notification } = App.useApp();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { track, registerFlush } = useCaseSaving();
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);

  const partyName = (partyId: number) => parties.find((p) => p.id === partyId)?.name ?? 'the party';
  /** The stored points of the case as cached now (read when a save starts, for its undo). */
  const cachedDetail = () => caseApi.endpoints.getCase.select(caseId)(store.getState()).data ?? detail;
  const storedRows = () => {
    const state = store.getState();
    return {
      issueRows: caseApi.endpoints.getIssueImportance.select(caseId)(state).data ?? [],
      optionRows: caseApi.endpoints.getOptionImportance.select(caseId)(state).data ?? [],
    };
  };
  // A conflict (someone else changed the same points first) is shown by the save bar, with Keep mine / Take
  // theirs: no error notice on top of it.
  const failed = (error: unknown) => {
    if (!handleUnauthorized(error) && !conflictOf(error)) notification.error(SCORE_ERROR);
  };

  /**
   * Saves the importance and rank rows of these parties that differ from the stored ones, in one request per
   * party. The stored rows are patched at once so that the same change is not sent twice and a remounted tab
   * shows it; a failed save takes the patch back (so that the next save sends the rows again) but keeps the
   * levels on screen, and the status offers Retry.
   */
  const flushLevels = (partyIds: number[]) => {
    if (pause.current !== null) {
      clearTimeout(pause.current);
      pause.current = null;
    }
    const { issueRows, optionRows } = storedRows();
    for (const partyId of partyIds) {
      const edited = readState().drafts[partyId];
      if (!edited) continue;
      const draft = reconcileDraft(edited, issues);
      const changes = changedRows(draft, partyId, issues, issueRows, optionRows);
      if (changes.issues.length === 0 && changes.options.length === 0) continue;
      const before = buildPartyDraft(issues, partyId, issueRows, optionRows);
      const suggestions = suggestionsFor(draft);
      const patches = [
        dispatch(
          caseApi.util.updateQueryData('getIssueImportance', caseId, (rows) =>
            withSavedIssueRows(rows, changes.issues, suggestions),
          ),
        ),
        dispatch(
          caseApi.util.updateQueryData('getOptionImportance', caseId, (rows) =>
            withSavedOptionRows(rows, changes.options, suggestions),
          ),
        ),
      ];
      track('points', {
        label: `levels for ${partyName(partyId)}`,
        save: () =>
          savePartyPoints({ caseId, body: { partyId, ...batchRows(changes) } })
            .unwrap()
            .catch((error: unknown) => {
              for (const patch of patches) patch.undo();
              throw error;
            }),
        inverse: () => ({ kind: 'points', partyId, levels: before, scores: [] }),
      }).catch((error: unknown) => {
        console.error('Failed to save importance', error);
        failed(error);
      });
    }
  };

  const flushRef = useRef(flushLevels);
  useEffect(() => {
    flushRef.current = flushLevels;
  });

  useEffect(() => {
    const saveAll = () => flushRef.current(Object.keys(readState().drafts).map(Number));
    const unregister = registerFlush(saveAll);
    const handleVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saveAll();
    };
    document.addEventListener('visibilitychange', handleVisibilityChange);
    return () => {
      unregister();
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      saveAll();
    };
  }, [registerFlush, readState]);

  /** A party's levels changed: they are saved a moment after the last change. */
  const levelsChanged = (partyId: number) => {
    if (pause.current !== null) clearTimeout(pause.current);
    pause.current = setTimeout(() => {
      pause.current = null;
      flushRef.current([partyId]);
    }, LEVELS_PAUSE_MS);
  };

  /**
   * Every option's points become its suggestion for the levels on screen, saved with those levels in one
   * request: the rows are read now (when the person asks), and the save runs when `save` is called (at once,
   * or once the person agrees to replace points typed by hand).
   */
  const allSuggestionsSave = (
    partyId: number,
    draft: PartyDraft,
    scores: PointsRow[],
    setBusy: (busy: boolean) => void,
  ) => {
    const { issueRows, optionRows } = storedRows();
    const changes = changedRows(draft, partyId, issues, issueRows, optionRows);
    const before = buildPartyDraft(issues, partyId, issueRows, optionRows);
    return async () => {
      setBusy(true);
      try {
        let scoresBefore = pointsBefore(detail, partyId, scores);
        await track('points', {
          label: `all suggestions for ${partyName(partyId)}`,
          save: () => {
            scoresBefore = pointsBefore(cachedDetail(), partyId, scores);
            return savePartyPoints({ caseId, body: { partyId, ...batchRows(changes), scores } }).unwrap();
          },
          inverse: () => ({ kind: 'points', partyId, levels: before, scores: scoresBefore }),
        });
      } catch (error) {
        failed(error);
      } finally {
        setBusy(false);
      }
    };
  };

  /** Points fitted to a party's trade-off answers, saved like "Use all suggestions" (status and Undo). */
  const saveFitted = (partyId: number, scores: PointsRow[]) => {
    let before = pointsBefore(detail, partyId, scores);
    return track('points', {
      label: `points from the answers for ${partyName(partyId)}`,
      save: () => {
        before = pointsBefore(cachedDetail(), partyId, scores);
        return savePartyPoints({ caseId, body: { partyId, scores } }).unwrap();
      },
      inverse: () => ({ kind: 'points', partyId, levels: null, scores: before }),
    }).catch((error: unknown) => {
      failed(error);
      throw error;
    });
  };

  /** One option's points typed by hand. */
  const savePoints = (partyId: number, issueId: number, optionId: number, value: number) => {
    const issue = issues.find((i) => i.id === issueId);
    const option = issue?.options.find((o) => o.id === optionId);
    // Read when the save's turn comes, so that a save still queued for the same option is what it undoes to.
    let before = pointsBefore(detail, partyId, [{ issueId, optionId }]);
    return track('points', {
      label: `points for ${issue?.name ?? ''}: ${option?.name ?? ''}`,
      save: () => {
        before = pointsBefore(cachedDetail(), partyId, [{ issueId, optionId }]);
        return saveScore({ caseId, body: { partyId, issueId, optionId, points: value } }).unwrap();
      },
      inverse: () => ({ kind: 'points', partyId, levels: null, scores: before }),
    }).then(
      () => undefined,
      (error: unknown) => {
        failed(error);
        throw error;
      },
    );
  };

  return { flushLevels, levelsChanged, allSuggestionsSave, saveFitted, savePoints };
}
