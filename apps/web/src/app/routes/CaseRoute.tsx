import type { CaseDetailResponse, CreateIssueRequest } from '@parley/contracts';
import type { ScenarioSelection } from '@parley/scoring';
import { skipToken } from '@reduxjs/toolkit/query';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LazyPart } from '../../components/LazyPart';
import { preloadableLazy, preloadWhenIdle } from '../../lib/preloadable-lazy';
import { CasePage, type CaseSlots } from '../../features/case/CasePage';
import { useCreateIssueMutation, useGetCaseQuery } from '../../features/case/caseApi';
import { SubscriptionGate } from '../../features/subscription/SubscriptionGate';
import { parseCaseId } from '../../features/case/parse-case-id';
import { useDeleteCase } from '../useDeleteCase';
import { useDuplicateCase } from '../useDuplicateCase';
import { accessOf } from '../../features/case/access/case-access';
import { useGetTableQuery } from '../../features/case/table/tableApi';
import { useGetCasesQuery } from '../../features/dashboard/dashboardApi';
import { errorStatus } from '../../lib/errors';

// The explorer (canvas chart, table, filters) is its own chunk, which the case route (app/router.tsx) imports
// beside this one; asked for here as this module is evaluated, it renders without suspending.
const ScenarioExplorer = preloadableLazy(() =>
  import('../../features/scenarios/ScenarioExplorer').then((m) => m.ScenarioExplorer),
);
void ScenarioExplorer.preload().catch(() => undefined);

// The AI panels sit in the Issues and Strategy tabs, which are chunks of their own: so are they, fetched when
// the browser is idle after the case screen is drawn.
const AiInsights = preloadableLazy(() => import('../../features/ai/AiInsights').then((m) => m.AiInsights));
const AiIssuePanel = preloadableLazy(() =>
  import('../../features/ai/AiIssuePanel').then((m) => m.AiIssuePanel),
);
const ScenarioInsights = preloadableLazy(() =>
  import('../../features/ai/ScenarioInsights').then((m) => m.ScenarioInsights),
);
const AI_PARTS = [AiInsights.preload, ScenarioInsights.preload, AiIssuePanel.preload];

/** The AI issue panel, whose chosen recommendations become issues of the case (which then refetches itself). */
function AiIssueSuggestions({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const [createIssue] = useCreateIssueMutation();
  const addIssue = useCallback(
    async (body: CreateIssueRequest) => {
      await createIssue({ caseId, body }).unwrap();
    },
    [caseId, createIssue],
  );
  return (
    <LazyPart label="Loading the AI issue recommendations">
      <AiIssuePanel detail={detail} onAddIssue={addIssue} />
    </LazyPart>
  );
}

/**
 * `/cases/:id`: the case feature's screen, with the AI panels and the scenario explorer in its tabs, and the
 * delete it shares with the dashboard (back to the list once the case is gone). The explorer's selection is
 * kept here, per case, and handed to the Strategy tab's Value Creation Analysis.
 */
/**
 * The subscription gate of a case's address, which lets a member of someone else's case through without a plan of
 * their own (issue 35: a viewer needs only to be signed in; an editor's changes are refused by the API in plain
 * words). The case's answer names the reader's role; the API answers a person without a plan only for cases
 * shared with them.
 */
export function MemberGate({ children }: { children: ReactNode }) {
  const id = parseCaseId(useParams().id);
  const { data, isLoading, error } = useGetCaseQuery(id ?? skipToken);
  // The other side whose joint table was ended reads their case as 404 but the table still (issue 36): they
  // need no plan for it either.
  const table = useGetTableQuery(id !== null && errorStatus(error) === 404 ? id : skipToken);
  const member =
    isLoading || table.isFetching
      ? 'pending'
      : (data?.role !== undefined && data.role !== 'owner') || table.currentData?.ended === true;
  return <SubscriptionGate member={member}>{children}</SubscriptionGate>;
}

export function CaseRoute({ userId = null }: { userId?: number | null }) {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/'), [navigate]);
  const deleteCase = useDeleteCase(goHome);
  const duplicateCase = useDuplicateCase();
  const caseId = useParams().id ?? '';
  const id = parseCaseId(caseId);
  // A case that answers 404 may still be one whose joint table ended for this reader: its name is in the list.
  const { error } = useGetCaseQuery(id ?? skipToken);
  const { listed } = useGetCasesQuery(errorStatus(error) === 404 ? undefined : skipToken, {
    selectFromResult: ({ data }) => ({ listed: data?.find((c) => c.id === id) ?? null }),
  });
  useEffect(() => preloadWhenIdle(AI_PARTS), []);
  const [selection, setSelection] = useState<{ caseId: string; selection: ScenarioSelection | null }>({
    caseId,
    selection: null,
  });
  // A transition: the case screen around the explorer follows the selection without delaying the explorer's
  // own update (its counts and chart) behind a render of every tab.
  const onSelectionChange = useCallback(
    (next: ScenarioSelection | null) => startTransition(() => setSelection({ caseId, selection: next })),
    [caseId],
  );
  const slots: CaseSlots = useMemo(
    () => ({
      // The AI's suggested issues become issues of the case: for those who change it only.
      issuesAside: (detail) =>
        accessOf(detail).canEditIssues ? <AiIssueSuggestions detail={detail} /> : null,
      strategyInsights: (detail) => (
        <LazyPart label="Loading the AI insights">
          <AiInsights detail={detail} />
        </LazyPart>
      ),
      strategyScenarioInsights: (detail, selection) => (
        <LazyPart label="Loading the scenario insights" rows={2}>
          <ScenarioInsights detail={detail} selection={selection} />
        </LazyPart>
      ),
      scenarioExplorer: (detail) => (
        <ScenarioExplorer detail={detail} onSelectionChange={onSelectionChange} issuesHref="?tab=issues" />
      ),
    }),
    [onSelectionChange],
  );
  return (
    <CasePage
      slots={slots}
      onDeleteCase={deleteCase}
      onDuplicateCase={(target) => void duplicateCase(target)}
      scenarioSelection={selection.caseId === caseId ? selection.selection : null}
      userId={userId}
      onLeft={goHome}
      listed={listed}
    />
  );
}
