import { finalAgreementTotals, strategicIssues, tacticalPlaybook, topScenarios } from '@parley/scoring';
import { SAMPLE_LEASE } from '@parley/contracts';

// The landing page's sample: a tenant renewing a lease (SAMPLE_LEASE, shared with the sample case a first
// visit offers); every figure the sample cards show is computed from it by @parley/scoring.

/** The options the sample's final agreement settles on, one per issue. */
const SAMPLE_AGREEMENT = [
  { issueId: 1, optionId: 12 },
  { issueId: 2, optionId: 23 },
  { issueId: 3, optionId: 31 },
];

export interface SampleTopRow {
  rank: number;
  rent: string;
  term: string;
  deposit: string;
  /** Both sides' points together: what the top list ranks by. */
  value: number;
}

function optionName(issueIndex: number, optionId: number): string {
  return SAMPLE_LEASE[issueIndex]!.options.find((option) => option.id === optionId)?.name ?? '';
}

/** The top-5 scenario table with the best and the average value of those five. */
export function sampleTopScenarios(): { rows: SampleTopRow[]; best: number; averageTop: number } {
  const rows = topScenarios(SAMPLE_LEASE, 5).map((scenario, index) => ({
    rank: index + 1,
    rent: optionName(0, scenario.optionIds[0]!),
    term: optionName(1, scenario.optionIds[1]!),
    deposit: optionName(2, scenario.optionIds[2]!),
    value: scenario.userTotal + scenario.opponentTotal,
  }));
  const best = rows[0]?.value ?? 0;
  const averageTop =
    rows.length === 0 ? 0 : Math.round(rows.reduce((sum, row) => sum + row.value, 0) / rows.length);
  return { rows, best, averageTop };
}

/** The sample playbook: the lease's issues grouped into negotiation phases. */
export function samplePlaybook() {
  return tacticalPlaybook(strategicIssues(SAMPLE_LEASE)).map((step) => ({
    phase: step.phase,
    title: step.title,
    issues: step.issues.map((issue) => issue.name),
  }));
}

export interface SampleAgreementRow {
  issue: string;
  option: string;
  you: number;
  opp: number;
}

/** The sample final agreement: each issue's agreed option with both sides' points, and the totals. */
export function sampleFinalAgreement(): { rows: SampleAgreementRow[]; you: number; opp: number } {
  const rows = SAMPLE_AGREEMENT.map(({ issueId, optionId }) => {
    const issue = SAMPLE_LEASE.find((candidate) => candidate.id === issueId)!;
    const option = issue.options.find((candidate) => candidate.id === optionId)!;
    return { issue: issue.name, option: option.name, you: option.user, opp: option.opponent };
  });
  const totals = finalAgreementTotals(SAMPLE_LEASE, SAMPLE_AGREEMENT);
  return { rows, you: totals.user, opp: totals.opponent };
}
