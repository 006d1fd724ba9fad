import type {
  CaseDetailResponse,
  IssueImportanceResponse,
  OptionImportanceResponse,
} from '@parley/contracts';
import { App, Empty, Skeleton, Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppStore } from '../../../lib/hooks';
import { ButtonLink } from '../../../components/ButtonLink';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import {
  caseApi,
  useGetIssueImportanceQuery,
  useGetOptionImportanceQuery,
  useSavePartyPointsMutation,
  useSaveScoreMutation,
} from '../caseApi';
import { CheckPointsButton } from './CheckPointsButton';
import { confirmUseAll } from './confirmUseAll';
import { PartyPoints } from './PartyPoints';
import type { PointsRow } from './TradeoffQuestions';
import { useCaseSaving } from '../saving/CaseSaving';
import { pointsBefore } from '../saving/inverses';
import { SaveBar } from '../saving/SaveBar';
import {
  buildPartyDraft,
  changedRows,
  type ChangedRows,
  draftFromPoints,
  levelsAllSame,
  levelsOf,
  moveIssue,
  moveOption,
  pointsByOption,
  reconcileDraft,
  setIssueImportance,
  setOptionImportance,
  suggestionsFor,
  withSavedIssueRows,
  withSavedOptionRows,
  type PartyDraft,
} from './points-draft';

export interface SmartPointsTabProps {
  detail: CaseDetailResponse;
  /** Where the case's Issues tab is, for a case without issues. */
  issuesTabHref: string;
}

const SCORE_ERROR = { title: 'Error', description: 'Failed to update score' } as const;

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

/** How long the levels wait after the last change before they are saved (a drag or a pick is one change). */
const LEVELS_PAUSE_MS = 800;

/**
 * The Smart Points tab (docs/product.md, Points): per party, rank and rate the issues and their options, see
 * the suggested points follow live, and set each option's points. Levels are edited locally and saved
 * (changed rows only, one request per party) a moment after the last change, and at once when the party is
 * switched, the tab is left or the page is hidden. Every save shows its status beside the party's points and
 * can be undone; a failed one keeps what the person chose on screen, says so, and offers Retry.
 */
export function SmartPointsTab({ detail, issuesTabHref }: SmartPointsTabProps) {
  if (detail.issues.length === 0) {
    return (
      <Empty description="Suggested points are worked out from the issues you negotiate.">
        <ButtonLink to={issuesTabHref} type="primary">
          Add issues first
        </ButtonLink>
      </Empty>
    );
  }
  return <SmartPoints detail={detail} />;
}

const NO_ISSUE_ROWS: IssueImportanceResponse[] = [];
const NO_OPTION_ROWS: OptionImportanceResponse[] = [];

type Drafts = Partial<Record<number, PartyDraft>>;

function SmartPoints({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const { issues, parties } = detail;
  const issueQuery = useGetIssueImportanceQuery(caseId);
  const optionQuery = useGetOptionImportanceQuery(caseId);
  const issueRows = issueQuery.data ?? NO_ISSUE_ROWS;
  const optionRows = optionQuery.data ?? NO_OPTION_ROWS;
  const [savePartyPoints] = useSavePartyPointsMutation();
  const [saveScore] = useSaveScoreMutation();
  const handleUnauthorized = useUnauthorizedHandler();
  const { modal, notification } = App.useApp();
  const locked = detail.case.status === 'closed';
  const [usingAll, setUsingAll] = useState(false);
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const [selectedPartyId, setSelectedPartyId] = useState(parties[0]?.id);
  const activePartyId = parties.some((party) => party.id === selectedPartyId)
    ? selectedPartyId
    : parties[0]?.id;
  /** Each party's levels once edited; a party not edited shows its saved rows. */
  const [drafts, setDrafts] = useState<Drafts>({});
  /** The same drafts, readable at once by the saves of unmounting and hiding. */
  const draftsRef = useRef<Drafts>({});

  const saving = useCaseSaving();
  const { track, registerFlush, undone } = saving;
  const pause = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** The stored points of the case as cached now (read when a save starts, for its undo). */
  const cachedDetail = () => caseApi.endpoints.getCase.select(caseId)(store.getState()).data ?? detail;

  /**
   * Saves the importance and rank rows of these parties that differ from the stored ones, reading the
   * latest drafts and rows, in one request per party. The stored rows are patched at once so that the same
   * change is not sent twice and a remounted tab shows it; a failed save takes the patch back (so that the
   * next save sends the rows again) but keeps the levels on screen, and the status offers Retry.
   */
  const flush = (partyIds: number[]) => {
    if (pause.current !== null) {
      clearTimeout(pause.current);
      pause.current = null;
    }
    const state = store.getState();
    const storedIssueRows = caseApi.endpoints.getIssueImportance.select(caseId)(state).data ?? NO_ISSUE_ROWS;
    const storedOptionRows =
      caseApi.endpoints.getOptionImportance.select(caseId)(state).data ?? NO_OPTION_ROWS;
    for (const partyId of partyIds) {
      const edited = draftsRef.current[partyId];
      if (!edited) continue;
      const draft = reconcileDraft(edited, issues);
      const changes = changedRows(draft, partyId, issues, storedIssueRows, storedOptionRows);
      if (changes.issues.length === 0 && changes.options.length === 0) continue;
      const before = buildPartyDraft(issues, partyId, storedIssueRows, storedOptionRows);
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
      const party = parties.find((p) => p.id === partyId);
      track('points', {
        label: `levels for ${party?.name ?? 'the party'}`,
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
        if (!handleUnauthorized(error)) notification.error(SCORE_ERROR);
      });
    }
  };

  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });

  // After an undo the stored levels are what the screen shows: edits already saved are dropped (undo saved
  // the pending ones first).
  const seenUndone = useRef(undone);
  useEffect(() => {
    if (seenUndone.current === undone) return;
    seenUndone.current = undone;
    draftsRef.current = {};
    setDrafts({});
  }, [undone]);

  useEffect(() => {
    const saveAll = () => flushRef.current(Object.keys(draftsRef.current).map(Number));
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
  }, [registerFlush]);

  const draft = useMemo(
    () =>
      activePartyId === undefined
        ? []
        : reconcileDraft(
            drafts[activePartyId] ?? buildPartyDraft(issues, activePartyId, issueRows, optionRows),
            issues,
          ),
    [activePartyId, drafts, issues, issueRows, optionRows],
  );
  /** Smart Points' suggestions for the levels on screen: the trade-off questions start from them where no points are saved. */
  const suggestedPoints = useMemo(() => suggestionsFor(draft).options, [draft]);
  const levels = useMemo(() => levelsOf(draft), [draft]);
  const points = useMemo(
    () =>
      activePartyId === undefined ? new Map<number, number>() : pointsByOption(detail.scores, activePartyId),
    [activePartyId, detail.scores],
  );

  if (issueQuery.isLoading || optionQuery.isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading points">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (activePartyId === undefined) return <Empty description="This case has no parties." />;

  const edit = (change: (current: PartyDraft) => PartyDraft) => {
    const current = reconcileDraft(
      draftsRef.current[activePartyId] ?? buildPartyDraft(issues, activePartyId, issueRows, optionRows),
      issues,
    );
    const next = { ...draftsRef.current, [activePartyId]: change(current) };
    draftsRef.current = next;
    setDrafts(next);
    const partyId = activePartyId;
    if (pause.current !== null) clearTimeout(pause.current);
    pause.current = setTimeout(() => {
      pause.current = null;
      flushRef.current([partyId]);
    }, LEVELS_PAUSE_MS);
  };

  const handlePartyChange = (key: string) => {
    flush([activePartyId]);
    setSelectedPartyId(Number(key));
  };

  /**
   * Every option's points become its suggestion for the levels on screen, saved with those levels in one
   * request; points typed by hand that would change are only replaced after the person agrees.
   */
  const handleUseAll = () => {
    const partyId = activePartyId;
    const suggestions = suggestionsFor(draft);
    const scores = draft.flatMap((item) =>
      item.options.map((option) => ({
        issueId: item.issueId,
        optionId: option.optionId,
        points: suggestions.options.get(option.optionId) ?? 0,
      })),
    );
    const overwritten = scores.filter((row) => {
      const current = points.get(row.optionId);
      return current !== undefined && current !== row.points;
    }).length;
    const state = store.getState();
    const changes = changedRows(
      draft,
      partyId,
      issues,
      caseApi.endpoints.getIssueImportance.select(caseId)(state).data ?? NO_ISSUE_ROWS,
      caseApi.endpoints.getOptionImportance.select(caseId)(state).data ?? NO_OPTION_ROWS,
    );
    const before = buildPartyDraft(
      issues,
      partyId,
      caseApi.endpoints.getIssueImportance.select(caseId)(state).data ?? NO_ISSUE_ROWS,
      caseApi.endpoints.getOptionImportance.select(caseId)(state).data ?? NO_OPTION_ROWS,
    );
    const partyName = parties.find((p) => p.id === partyId)?.name ?? 'the party';
    const save = async () => {
      setUsingAll(true);
      try {
        let scoresBefore = pointsBefore(detail, partyId, scores);
        await track('points', {
          label: `all suggestions for ${partyName}`,
          save: () => {
            scoresBefore = pointsBefore(cachedDetail(), partyId, scores);
            return savePartyPoints({ caseId, body: { partyId, ...batchRows(changes), scores } }).unwrap();
          },
          inverse: () => ({ kind: 'points', partyId, levels: before, scores: scoresBefore }),
        });
      } catch (error) {
        if (!handleUnauthorized(error)) notification.error(SCORE_ERROR);
      } finally {
        setUsingAll(false);
      }
    };
    if (overwritten === 0) {
      void save();
      return;
    }
    confirmUseAll(modal, {
      mine: parties.find((p) => p.id === partyId)?.type === 'user',
      partyName,
      overwritten,
      flat: levelsAllSame(draft),
      onUse: save,
      onInfer: () => edit(() => draftFromPoints(issues, points)),
    });
  };

  /** Points fitted to a party's trade-off answers, saved like "Use all suggestions" (status and Undo). */
  const handleSaveFitted = (partyId: number, scores: PointsRow[]) => {
    const partyName = parties.find((p) => p.id === partyId)?.name ?? 'the party';
    let before = pointsBefore(detail, partyId, scores);
    return track('points', {
      label: `points from the answers for ${partyName}`,
      save: () => {
        before = pointsBefore(cachedDetail(), partyId, scores);
        return savePartyPoints({ caseId, body: { partyId, scores } }).unwrap();
      },
      inverse: () => ({ kind: 'points', partyId, levels: null, scores: before }),
    }).catch((error: unknown) => {
      if (!handleUnauthorized(error)) notification.error(SCORE_ERROR);
      throw error;
    });
  };

  const handleSavePoints = (issueId: number, optionId: number, value: number) => {
    const partyId = activePartyId;
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
        if (!handleUnauthorized(error)) notification.error(SCORE_ERROR);
        throw error;
      },
    );
  };

  return (
    <Tabs
      activeKey={String(activePartyId)}
      onChange={handlePartyChange}
      items={parties.map((party) => ({
        key: String(party.id),
        label: party.name,
        children:
          party.id === activePartyId ? (
            <PartyPoints
              partyName={party.name}
              issues={issues}
              draft={draft}
              points={points}
              onMoveIssue={(activeId, overId) => edit((current) => moveIssue(current, activeId, overId))}
              onIssueImportanceChange={(issueId, level) =>
                edit((current) => setIssueImportance(current, issueId, level))
              }
              onMoveOption={(issueId, activeId, overId) =>
                edit((current) => moveOption(current, issueId, activeId, overId))
              }
              onOptionImportanceChange={(issueId, optionId, level) =>
                edit((current) => setOptionImportance(current, issueId, optionId, level))
              }
              onSavePoints={handleSavePoints}
              onUseAllSuggestions={handleUseAll}
              usingAll={usingAll}
              locked={locked}
              status={<SaveBar area="points" />}
              actions={
                <CheckPointsButton
                  party={party}
                  issues={issues}
                  saved={points}
                  suggested={suggestedPoints}
                  levels={levels}
                  locked={locked}
                  onOpen={() => flush([party.id])}
                  onSavePoints={(rows) => handleSaveFitted(party.id, rows)}
                />
              }
            />
          ) : null,
      }))}
    />
  );
}
