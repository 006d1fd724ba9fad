import type { CaseDetailResponse, CreateIssueRequest } from '@parley/contracts';
import { lazy, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { AiInsights } from '../../features/ai/AiInsights';
import { AiIssuePanel } from '../../features/ai/AiIssuePanel';
import { CasePage, type CaseSlots } from '../../features/case/CasePage';
import { useCreateIssueMutation } from '../../features/case/caseApi';
import { useDeleteCase } from '../useDeleteCase';

// The explorer (canvas chart, table, filters) loads with the first Overview that needs it.
const ScenarioExplorer = lazy(() =>
  import('../../features/scenarios/ScenarioExplorer').then((module) => ({
    default: module.ScenarioExplorer,
  })),
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

const CASE_SLOTS: CaseSlots = {
  issuesAside: (detail) => <AiIssueSuggestions detail={detail} />,
  strategyInsights: (detail) => <AiInsights detail={detail} />,
  scenarioExplorer: (detail) => <ScenarioExplorer detail={detail} />,
};

/**
 * `/cases/:id`: the case feature's screen, with the AI panels and the scenario explorer in its tabs, and the
 * delete it shares with the dashboard (back to the list once the case is gone).
 */
export function CaseRoute() {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/'), [navigate]);
  const deleteCase = useDeleteCase(goHome);
  return <CasePage slots={CASE_SLOTS} onDeleteCase={deleteCase} />;
}
