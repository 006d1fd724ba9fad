import { ConfigProvider } from 'antd';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import type { ScenarioSelection } from '@parley/scoring';
import { LazyPart } from '../../components/LazyPart';
import { preloadableLazy, preloadWhenIdle } from '../../lib/preloadable-lazy';
import { errorStatus, isDatabaseUnavailable, isUnauthorizedError } from '../../lib/errors';
import { whenIdle } from '../../lib/idle';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { CASE_TABS, CaseView, type CaseTab, type CaseViewState } from './components/CaseView';
import { useGetCaseQuery } from './caseApi';
import { parseCaseId } from './parse-case-id';
import { useValueCreation } from './strategy/useValueCreation';
import { useCaseStatus } from './useCaseStatus';
import { caseFormValues, useEditCase } from './useEditCase';
import { useFinalAgreement } from './useFinalAgreement';
import { CaseSavingContext, useCaseSavingState } from './saving/CaseSaving';
import { accessOf, CaseAccessContext, OWNER_ACCESS } from './access/case-access';
import { useCaseLive } from './live/useCaseLive';
import { SharingBar } from './sharing/SharingDrawer';
import { OpenSharingContext } from './sharing/open-sharing';
import { SuggestionsPanel } from './table/SuggestionsPanel';
import { EndedTablePage } from './table/EndedTablePage';
import { useGetTableQuery } from './table/tableApi';

// The Overview (with the explorer) is what a case opens on; the other tabs and the edit dialog are chunks of
// their own, fetched once the case is in (when the browser is idle) or when first opened, so that opening a
// case neither downloads nor evaluates their code before the chart is drawn.
const IssuesTab = preloadableLazy(() => import('./issues/IssuesTab').then((m) => m.IssuesTab));
const SmartPointsTab = preloadableLazy(() => import('./points/SmartPointsTab').then((m) => m.SmartPointsTab));
const StrategyTab = preloadableLazy(() => import('./strategy/StrategyTab').then((m) => m.StrategyTab));
const NegotiateTab = preloadableLazy(() => import('./negotiate/NegotiateTab').then((m) => m.NegotiateTab));
const CaseFormDialog = preloadableLazy(() =>
  import('../../components/CaseFormDialog').then((m) => m.CaseFormDialog),
);
const CASE_PARTS = [
  StrategyTab.preload,
  IssuesTab.preload,
  SmartPointsTab.preload,
  NegotiateTab.preload,
  CaseFormDialog.preload,
];

/** The open tab lives in the address (`?tab=issues`), so links, reloads and Back keep it. */
function useCaseTab(): [CaseTab, (tab: CaseTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = CASE_TABS.find((t) => t === raw) ?? 'overview';
  const setTab = useCallback(
    (next: CaseTab) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true }),
    [setParams],
  );
  return [tab, setTab];
}

/** What other features draw inside the case screen; the route that composes the screen supplies them. */
export interface CaseSlots {
  /** Beside the Issues tab's list. */
  issuesAside: (detail: CaseDetailResponse) => ReactNode;
  /** In the Strategy tab, under the category counts. */
  strategyInsights: (detail: CaseDetailResponse) => ReactNode;
  /** In the Overview, between the figures and the Final Agreement. */
  scenarioExplorer: (detail: CaseDetailResponse) => ReactNode;
  /** In the Strategy tab, under the Value Creation Analysis, for the explorer's selection (null: none). */
  strategyScenarioInsights?: (detail: CaseDetailResponse, selection: ScenarioSelection | null) => ReactNode;
}

/** Asks to delete a case (the confirmation names it); the route supplies it, as the dashboard's cards share it. */
export type DeleteCase = (target: { id: number; name: string }) => void;

/**
 * A viewer's tab (issue 35): every antd control inside is disabled, beside the tabs leaving out their action
 * buttons (useCaseLocked), so that nothing a viewer can reach fails on click. Not around Smart Points, whose
 * issues a viewer opens to read their options' points (its fields follow useCaseLocked), nor the Overview and
 * Strategy, whose explorer, filters and offer builder only read.
 */
function ViewOnly({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return readOnly ? <ConfigProvider componentDisabled>{children}</ConfigProvider> : children;
}

/** `/cases/:id`: loads the case and hands its state, with the slots filled, to {@link CaseView}. */
export function CasePage({
  slots,
  onDeleteCase,
  onDuplicateCase,
  scenarioSelection = null,
  userId = null,
  onLeft = () => undefined,
  listed = null,
}: {
  slots: CaseSlots;
  onDeleteCase: DeleteCase;
  /** Copies the case, which then opens (the route supplies it, as the dashboard's cards share it). */
  onDuplicateCase?: DeleteCase;
  /** The explorer's selection, which the Strategy tab's Value Creation Analysis follows (null: none). */
  scenarioSelection?: ScenarioSelection | null;
  /** The signed-in person: their own live events are skipped, and Leave removes them. */
  userId?: number | null;
  /** After the person left the case (the route goes back to the list). */
  onLeft?: () => void;
  /** The case as the dashboard's list has it, when the route has it: its name for a reader whose case is 404. */
  listed?: { name: string; withName?: string | null } | null;
}) {
  const id = parseCaseId(useParams().id);
  const { currentData: loaded, error, isFetching, refetch } = useGetCaseQuery(id ?? skipToken);
  // The store tells its subscribers synchronously, so drawing the whole screen straight from `loaded` would
  // be one long task (the whole case screen at once). Deferred, React draws it in a background render
  // that yields to the browser every few milliseconds; meanwhile the previous look (loading) stays.
  const currentData = useDeferredValue(loaded);
  const handleUnauthorized = useUnauthorizedHandler();
  const [tab, setTab] = useCaseTab();
  const status = useCaseStatus(currentData, () => setTab('strategy'));
  // Value Creation is computed (in its worker) ahead, not when the Strategy tab opens, so that the tab shows its
  // figures at once; but only once the page is idle after the case screen's first draw, so that the worker's
  // start and the analysis do not compete with that draw for the machine's cores.
  const scored = useMemo(() => (currentData ? scoredIssuesOf(currentData) : []), [currentData]);
  const ready = currentData !== undefined;
  const [drawn, setDrawn] = useState(false);
  useEffect(() => (ready && !drawn ? whenIdle(() => setDrawn(true)) : undefined), [ready, drawn]);
  const valueCreation = useValueCreation(scored, scenarioSelection, drawn);
  // What the reader may do (issue 35), read from the case; every tab reads it from the context below.
  const access = useMemo(() => (loaded ? accessOf(loaded) : OWNER_ACCESS), [loaded]);
  const readOnly = !access.canEdit;
  // One visit's saving status and undo, shared by the tabs (a closed case has no undo; a viewer sends nothing).
  const saving = useCaseSavingState(id, loaded?.case.status === 'closed' || readOnly, readOnly);
  // Changes by the other members, live, once the case is in (a stranger's stream would answer 404 anyway).
  useCaseLive(loaded ? id : null, userId);
  const onAgree = useFinalAgreement(id, saving);
  const edit = useEditCase(id);
  // Members & history opens from its button, or from the Negotiate tab's invitation of the other side.
  const [sharingOpen, setSharingOpen] = useState(false);
  const openSharing = useCallback(() => setSharingOpen(true), []);
  // Mounted once first opened, and kept, so that it closes with its animation.
  const [editMounted, setEditMounted] = useState(false);
  if (edit.open && !editMounted) setEditMounted(true);
  // The same element while the case and the slots stay: the Overview (memoised) then does not render again
  // when another tab is chosen.
  const explorer = useMemo(
    () => (currentData ? slots.scenarioExplorer(currentData) : null),
    [slots, currentData],
  );
  useEffect(() => (ready ? preloadWhenIdle(CASE_PARTS) : undefined), [ready]);

  useEffect(() => {
    if (error) handleUnauthorized(error);
  }, [error, handleUnauthorized]);

  const errorCode = errorStatus(error);
  // The other side whose joint table the owner ended (issue 36, point 7) reads their case as 404, but the
  // table still answers them: asked only after a 404, it tells them apart from a stranger.
  const endedTable = useGetTableQuery(id !== null && errorCode === 404 ? id : skipToken);
  const ended = endedTable.currentData;
  if (errorCode === 404 && ended?.ended === true && ended.side === 'counterpart')
    return (
      <EndedTablePage table={ended} caseName={listed?.name ?? null} withName={listed?.withName ?? null} />
    );

  let state: CaseViewState;
  if (errorCode === 404 && id !== null && endedTable.isFetching) state = { kind: 'loading' };
  else if (id === null || errorCode === 404 || errorCode === 400) state = { kind: 'not-found' };
  else if (currentData)
    state = {
      kind: 'ready',
      detail: currentData,
      tab,
      onTabChange: setTab,
      issuesTab: (
        <LazyPart label="Loading the issues">
          <ViewOnly readOnly={!access.canEditIssues}>
            <IssuesTab
              detail={currentData}
              aside={slots.issuesAside(currentData)}
              above={<SuggestionsPanel detail={currentData} />}
            />
          </ViewOnly>
        </LazyPart>
      ),
      pointsTab: (
        <LazyPart label="Loading Smart Points">
          <SmartPointsTab detail={currentData} issuesTabHref="?tab=issues" />
        </LazyPart>
      ),
      strategyTab: (
        <LazyPart label="Loading the strategy">
          <StrategyTab
            detail={currentData}
            issuesTabHref="?tab=issues"
            pointsTabHref="?tab=points"
            explorerHref="?tab=overview#scenario-explorer"
            insights={slots.strategyInsights(currentData)}
            selection={scenarioSelection}
            valueCreation={valueCreation}
            scenarioInsights={slots.strategyScenarioInsights?.(currentData, scenarioSelection)}
          />
        </LazyPart>
      ),
      negotiateTab: (
        <LazyPart label="Loading the negotiation">
          <ViewOnly readOnly={readOnly}>
            <NegotiateTab detail={currentData} />
          </ViewOnly>
        </LazyPart>
      ),
      scenarioExplorer: explorer,
      onAgree,
      onEdit: () => edit.setOpen(true),
      onDelete: () => onDeleteCase(currentData.case),
      ...(onDuplicateCase ? { onDuplicate: () => onDuplicateCase(currentData.case) } : {}),
      ...status,
      access,
      sharing: (
        <SharingBar
          caseId={currentData.case.id}
          userId={userId}
          onLeft={onLeft}
          open={sharingOpen}
          onOpenChange={setSharingOpen}
        />
      ),
    };
  // A 401 redirects to the sign-in in a moment; until then the page stays in its loading look.
  else if (error && !isFetching && !isUnauthorizedError(error))
    state = { kind: 'error', onRetry: () => void refetch(), unavailable: isDatabaseUnavailable(error) };
  else state = { kind: 'loading' };

  return (
    <CaseAccessContext.Provider value={access}>
      <OpenSharingContext.Provider value={access.isOwner ? openSharing : null}>
        <CaseSavingContext.Provider value={saving}>
          <CaseView state={state} />
          {currentData && editMounted ? (
            <Suspense fallback={null}>
              <CaseFormDialog
                open={edit.open}
                title="Edit Negotiation Case"
                submitText="Save Changes"
                initialValues={caseFormValues(currentData.case)}
                onCancel={() => edit.setOpen(false)}
                onSubmit={edit.save}
              />
            </Suspense>
          ) : null}
        </CaseSavingContext.Provider>
      </OpenSharingContext.Provider>
    </CaseAccessContext.Provider>
  );
}
