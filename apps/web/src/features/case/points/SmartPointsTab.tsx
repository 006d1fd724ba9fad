import type {
  CaseDetailResponse,
  IssueImportanceResponse,
  OptionImportanceResponse,
} from '@parley/contracts';
import { App, Empty, Skeleton, Tabs } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppStore } from '../../../app/hooks';
import { ButtonLink } from '../../../components/ButtonLink';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import {
  caseApi,
  useGetIssueImportanceQuery,
  useGetOptionImportanceQuery,
  useSaveIssueImportanceMutation,
  useSaveOptionImportanceMutation,
  useSaveScoreMutation,
} from '../caseApi';
import { PartyPoints } from './PartyPoints';
import {
  buildPartyDraft,
  changedRows,
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

/**
 * The Smart Points tab (docs/product.md, Points): per party, rank and rate the issues and their options, see the suggested
 * points follow live, and set each option's points. Levels are edited locally and saved (changed rows only)
 * when the party is switched, the tab is left or the page is hidden.
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
  const [saveIssueImportance] = useSaveIssueImportanceMutation();
  const [saveOptionImportance] = useSaveOptionImportanceMutation();
  const [saveScore] = useSaveScoreMutation();
  const handleUnauthorized = useUnauthorizedHandler();
  const { notification } = App.useApp();
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

  /**
   * Saves the importance and rank rows of these parties that differ from the stored ones, reading the
   * latest drafts and rows. The stored rows are patched at once so that the same change is not sent twice
   * and a remounted tab shows it; a failed save is only logged, and the rows are reloaded.
   */
  const flush = (partyIds: number[]) => {
    const state = store.getState();
    const storedIssueRows = caseApi.endpoints.getIssueImportance.select(caseId)(state).data ?? NO_ISSUE_ROWS;
    const storedOptionRows =
      caseApi.endpoints.getOptionImportance.select(caseId)(state).data ?? NO_OPTION_ROWS;
    const saves: Array<Promise<unknown>> = [];
    for (const partyId of partyIds) {
      const edited = draftsRef.current[partyId];
      if (!edited) continue;
      const draft = reconcileDraft(edited, issues);
      const changes = changedRows(draft, partyId, issues, storedIssueRows, storedOptionRows);
      if (changes.issues.length === 0 && changes.options.length === 0) continue;
      const suggestions = suggestionsFor(draft);
      dispatch(
        caseApi.util.updateQueryData('getIssueImportance', caseId, (rows) =>
          withSavedIssueRows(rows, changes.issues, suggestions),
        ),
      );
      dispatch(
        caseApi.util.updateQueryData('getOptionImportance', caseId, (rows) =>
          withSavedOptionRows(rows, changes.options, suggestions),
        ),
      );
      for (const body of changes.issues) saves.push(saveIssueImportance({ caseId, body }).unwrap());
      for (const body of changes.options) saves.push(saveOptionImportance({ caseId, body }).unwrap());
    }
    if (saves.length === 0) return;
    void Promise.allSettled(saves).then((results) => {
      const failures = results.filter((result) => result.status === 'rejected');
      if (failures.length === 0) return;
      for (const failure of failures) console.error('Failed to save importance', failure.reason);
      dispatch(
        caseApi.util.invalidateTags([
          { type: 'IssueImportance', id: caseId },
          { type: 'OptionImportance', id: caseId },
        ]),
      );
    });
  };

  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });

  useEffect(() => {
    const saveAll = () => flushRef.current(Object.keys(draftsRef.current).map(Number));
    const handleVisibilityChange = () => {
      if (document.visibilityState === 'hidden') saveAll();
    };
    document.addEventListener('visibilitychange', handleVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      saveAll();
    };
  }, []);

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
  };

  const handlePartyChange = (key: string) => {
    flush([activePartyId]);
    setSelectedPartyId(Number(key));
  };

  const handleSavePoints = (issueId: number, optionId: number, value: number) => {
    saveScore({ caseId, body: { partyId: activePartyId, issueId, optionId, points: value } })
      .unwrap()
      .catch((error: unknown) => {
        if (handleUnauthorized(error)) return;
        notification.error(SCORE_ERROR);
      });
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
            />
          ) : null,
      }))}
    />
  );
}
