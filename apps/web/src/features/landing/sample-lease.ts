import {
  finalAgreementTotals,
  strategicIssues,
  tacticalPlaybook,
  topScenarios,
  type ScoredIssue,
} from '@parley/scoring';

/**
 * The landing page's sample: a tenant renewing a lease. Points are the tenant's (`user`) and the
 * landlord's (`opponent`); every figure the sample cards show is computed from them by @parley/scoring.
 */
export const SAMPLE_LEASE: ScoredIssue[] = [
  {
    id: 1,
    name: 'Rent',
    options: [
      { id: 11, name: '$1,800', user: 250, opponent: 80 },
      { id: 12, name: '$2,000', user: 170, opponent: 170 },
      { id: 13, name: '$2,200', user: 60, opponent: 250 },
    ],
  },
  {
    id: 2,
    name: 'Term',
    options: [
      { id: 21, name: '12 months', user: 120, opponent: 40 },
      { id: 22, name: '24 months', user: 100, opponent: 110 },
      { id: 23, name: '36 months', user: 60, opponent: 200 },
    ],
  },
  {
    id: 3,
    name: 'Deposit',
    options: [
      { id: 31, name: '1 month', user: 150, opponent: 50 },
      { id: 32, name: '2 months', user: 60, opponent: 90 },
    ],
  },
];

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
