import {
  Limits,
  recommendationWithinLimits,
  scoredIssuesOf,
  type AiIssuesRequest,
  type CaseDetailResponse,
  type CreateIssueRequest,
  type IssueRecommendation,
  type NegotiationInsightsRequest,
  type ScenarioAnalysisRequest,
} from '@parley/contracts';
import { rangesOfSelection, strategicIssues, type ScenarioSelection } from '@parley/scoring';
import { hasBothParties } from '../../lib/parties';

/**
 * The one option an added recommendation starts with: the API requires at least one, a recommendation has none,
 * and the user names the real options in the Issues tab. One placeholder rather than two invented ones, so that
 * the case's scenario count does not grow until the user says what the options are.
 */
export const PLACEHOLDER_OPTION = 'To be defined';

/** The AI routes read at most this much of each text. */
function clip(text: string): string {
  return text.slice(0, Limits.aiTextMax);
}

/** What the AI issue panel asks for: ideas for this case that it does not already have. */
export function issuesRequestOf(detail: CaseDetailResponse): AiIssuesRequest {
  return {
    caseName: clip(detail.case.name),
    goal: clip(detail.case.goal ?? ''),
    existingIssues: detail.issues.map((issue) => clip(issue.name)).slice(0, Limits.aiListMax),
  };
}

/** A recommendation as a new AI-suggested issue of the case, within the limits the API enforces. */
export function issueFromRecommendation(recommendation: IssueRecommendation): CreateIssueRequest {
  const within = recommendationWithinLimits(recommendation);
  return {
    name: within.name,
    description: within.description || null,
    priority: within.priority,
    isAiSuggested: true,
    // A suggestion from an older answer without options still gets one to be renamed.
    options:
      within.options.length > 0 ? within.options.map((name) => ({ name })) : [{ name: PLACEHOLDER_OPTION }],
  };
}

/**
 * What the Strategy tab's AI insights are asked from: the case and its issues as the tab categorises them
 * (no categories without both parties, as the tab shows none), each with its description.
 */
export function insightsRequestOf(detail: CaseDetailResponse): NegotiationInsightsRequest {
  const descriptions = new Map(detail.issues.map((issue) => [issue.id, issue.description ?? '']));
  const strategic = hasBothParties(detail) ? strategicIssues(scoredIssuesOf(detail)) : [];
  return {
    // The server computes every figure from the stored case; the SPEC's payload stays for older servers.
    caseId: detail.case.id,
    caseData: {
      name: clip(detail.case.name),
      goal: clip(detail.case.goal ?? ''),
      description: clip(detail.case.description ?? ''),
    },
    strategicIssues: strategic.slice(0, Limits.aiListMax).map((issue) => ({
      id: issue.id,
      name: clip(issue.name),
      description: clip(descriptions.get(issue.id) ?? ''),
      yourImportance: issue.yourImportance,
      opponentImportance: issue.opponentImportance,
      category: issue.category,
      tacticalPriority: issue.tacticalPriority,
    })),
    totalIssues: detail.issues.length,
  };
}

/**
 * What Scenario insights are asked from: the case (the server computes every figure from it) and, when the
 * explorer has a selection, that selection as the chart ranges the API reads (12 issues make at most 24).
 */
export function scenarioAnalysisRequestOf(
  detail: CaseDetailResponse,
  selection: ScenarioSelection | null,
): ScenarioAnalysisRequest {
  if (selection === null) return { caseId: detail.case.id, isFiltered: false };
  return {
    caseId: detail.case.id,
    ranges: rangesOfSelection(scoredIssuesOf(detail), selection).slice(0, Limits.aiListMax),
    exclude: selection.exclude === true,
    isFiltered: true,
  };
}
