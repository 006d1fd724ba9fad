import type { CaseDetailResponse, CreateIssueRequest } from '@parley/contracts';
import type { ScenarioSelection } from '@parley/scoring';
import { lazy, startTransition, useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AiInsights } from '../../features/ai/AiInsights';
import { AiIssuePanel } from '../../features/ai/AiIssuePanel';
import { ScenarioInsights } from '../../features/ai/ScenarioInsights';
import { CasePage, type CaseSlots } from '../../features/case/CasePage';
import { useCreateIssueMutation } from '../../features/case/caseApi';
import { loadScenarioExplorer } from '../explorer-chunk';
import { useDeleteCase } from '../useDeleteCase';

// The explorer (canvas chart, table, filters) is its own chunk; app/prefetch.ts starts fetching it when the
// page opens on a case, beside the case's data, instead of after the data has arrived and the Overview asks.
const ScenarioExplorer = lazy(() =>
  loadScenarioExplorer().then((module) => ({ default: module.ScenarioExplorer })),
);

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
  return <AiIssuePanel detail={detail} onAddIssue={addIssue} />;
}

/**
 * `/cases/:id`: the case feature's screen, with the AI panels and the scenario explorer in its tabs, and the
 * delete it shares with the dashboard (back to the list once the case is gone). The explorer's selection is
 * kept here, per case, and handed to the Strategy tab's Value Creation Analysis.
 */
export function CaseRoute() {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/'), [navigate]);
  const deleteCase = useDeleteCase(goHome);
  const caseId = useParams().id ?? '';
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
      issuesAside: (detail) => <AiIssueSuggestions detail={detail} />,
      strategyInsights: (detail) => <AiInsights detail={detail} />,
      strategyScenarioInsights: (detail, selection) => (
        <ScenarioInsights detail={detail} selection={selection} />
      ),
      scenarioExplorer: (detail) => (
        <ScenarioExplorer detail={detail} onSelectionChange={onSelectionChange} />
      ),
    }),
    [onSelectionChange],
  );
  return (
    <CasePage
      slots={slots}
      onDeleteCase={deleteCase}
      scenarioSelection={selection.caseId === caseId ? selection.selection : null}
    />
  );
}
