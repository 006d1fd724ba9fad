import { CATEGORY_LABELS, issuesAdvice, scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import {
  analyze,
  analyzeSelection,
  bestWinWinScenario,
  categoryCounts,
  IMPORTANCE_BAR_MAX,
  importanceBarPercent,
  strategicIssues,
  tacticalPlaybook,
  TOP_SCENARIOS,
  trades,
  winWinPercent,
  type CategoryCounts,
  type IssueCategory,
  type PlaybookStep,
  type Scenario,
  type ScenarioSelection,
  type ScoredIssue,
  type StrategicIssue,
} from '@parley/scoring';
import { hasBothParties } from '../../../lib/parties';
import { TRADES_LISTED } from './decision-support';

/** The order the summary and the legends list the categories in (their tactical priority). */
export const CATEGORIES: readonly IssueCategory[] = [
  'your-advantage',
  'win-win',
  'opponent-advantage',
  'contested',
];

/** The SPEC's category names (shared with the report). */
export { CATEGORY_LABELS };

/** antd preset tag colours per category. */
export const CATEGORY_COLORS: Record<IssueCategory, string> = {
  'your-advantage': 'success',
  'win-win': 'blue',
  'opponent-advantage': 'warning',
  contested: 'red',
};

export interface StrategicPrinciple {
  title: string;
  text: string;
}

export const KEY_PRINCIPLES: readonly StrategicPrinciple[] = [
  {
    title: 'Start Strong',
    text: 'Open with the issues that favour you to set a confident tone and anchor expectations.',
  },
  {
    title: 'Create Value First',
    text: 'Settle win-win issues early and build packages that leave both sides better off.',
  },
  {
    title: 'Strategic Concessions',
    text: 'Give way on what matters more to them only in exchange for what matters to you.',
  },
  {
    title: 'Save Contested Issues',
    text: 'Tackle the issues you both value most at the end, when trust and momentum are highest.',
  },
  {
    title: 'Stay Flexible',
    text: 'Adjust the plan as you learn what the other side values; priorities shift during talks.',
  },
  {
    title: 'Document Everything',
    text: 'Write down offers, concessions and agreements as you go, so that nothing is lost or disputed.',
  },
];

/** Thousands separators, as every count on the tab shows them (e.g. `1,000,000`). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
}

/** A strategic importance as the screen shows it: a whole percent (the raw average is unrounded). */
export function importanceLabel(importance: number): string {
  return `${Math.round(importance)}%`;
}

/** How much of the bar's track (0–200%) an importance fills, in CSS percent: 100% importance fills half. */
export function barWidthPercent(importance: number): number {
  return (importanceBarPercent(importance) / IMPORTANCE_BAR_MAX) * 100;
}

/** Where the 100% mark sits on the bar's track, in CSS percent. */
export const BAR_MIDPOINT_PERCENT = barWidthPercent(100);

/**
 * An issue's strategic importance to each side (unrounded; the bar clamps it to 0–200), with talking points
 * read from how the issue divides the sides, and what the points show where the category label would mislead.
 */
export interface IssueStrategy extends StrategicIssue {
  talkingPoints: readonly string[];
  labelNote: string | null;
}

export interface ScenarioChoice {
  issue: string;
  option: string;
}

export interface ScenarioView {
  /** Stable React key: the chosen option ids. */
  key: string;
  choices: ScenarioChoice[];
  user: number;
  opponent: number;
  total: number;
}

export interface ValueCreation {
  scenarioCount: number;
  winWinPercent: number;
  userMax: number;
  /** The highest userTotal + opponentTotal (the first top scenario's); 0 without scenarios. */
  maxTotalValue: number;
  bestWinWin: ScenarioView | null;
  top: ScenarioView[];
}

export interface Strategy {
  issues: IssueStrategy[];
  counts: CategoryCounts;
  playbook: PlaybookStep<IssueStrategy>[];
}

/** The tab has something to analyse only with issues and at least one score (otherwise it asks for the setup). */
export function hasScoringSetup(detail: CaseDetailResponse): boolean {
  return detail.issues.length > 0 && detail.scores.length > 0;
}

/** "Issue: Option" per issue, in issue order, for a scenario of these issues. */
export function scenarioChoices(issues: readonly ScoredIssue[], scenario: Scenario): ScenarioChoice[] {
  return issues.map((issue, i) => {
    const optionId = scenario.optionIds[i];
    const option = issue.options.find((o) => o.id === optionId);
    return { issue: issue.name, option: option?.name ?? '' };
  });
}

/** `Rent: Low, Term: 36 months`: a scenario in one line. */
export function scenarioLabel(choices: readonly ScenarioChoice[]): string {
  return choices.map((c) => `${c.issue}: ${c.option}`).join(', ');
}

export function toScenarioView(issues: readonly ScoredIssue[], scenario: Scenario): ScenarioView {
  return {
    key: scenario.optionIds.join('-'),
    choices: scenarioChoices(issues, scenario),
    user: scenario.userTotal,
    opponent: scenario.opponentTotal,
    total: scenario.userTotal + scenario.opponentTotal,
  };
}

/**
 * Value Creation Analysis over the explorer's selection when one exists (Exclude included), over every
 * scenario otherwise; exact either way (@parley/scoring's analyses, which never list the scenarios).
 */
export function valueCreationOf(
  scored: readonly ScoredIssue[],
  selection: ScenarioSelection | null = null,
): ValueCreation {
  if (selection !== null) {
    const analysis = analyzeSelection(scored, selection, { top: TOP_SCENARIOS });
    return {
      scenarioCount: analysis.scenarioCount,
      winWinPercent: winWinPercent(analysis.winWinRate),
      userMax: analysis.userMax,
      maxTotalValue: analysis.maxTotalValue,
      bestWinWin: analysis.bestWinWin === null ? null : toScenarioView(scored, analysis.bestWinWin),
      top: analysis.top.map((scenario) => toScenarioView(scored, scenario)),
    };
  }
  const analysis = analyze(scored, { top: TOP_SCENARIOS });
  const best = analysis.scenarioCount === 0 ? null : bestWinWinScenario(scored);
  const top = analysis.top.map((scenario) => toScenarioView(scored, scenario));
  return {
    scenarioCount: analysis.scenarioCount,
    winWinPercent: winWinPercent(analysis.winWinRate),
    userMax: analysis.userMax,
    maxTotalValue: top[0]?.total ?? 0,
    bestWinWin: best === null ? null : toScenarioView(scored, best),
    top,
  };
}

/**
 * Everything the Strategy tab shows, computed by @parley/scoring. The scenario analysis is the expensive part
 * (it grows with the scenario space), so the tab computes it apart (`valueCreationOf`), off the main thread.
 */
export function buildStrategy(detail: CaseDetailResponse): Strategy {
  const scored = scoredIssuesOf(detail);
  // The advice never contradicts the trades the tab lists (the same few, best first).
  const advice = issuesAdvice(scored, trades(scored, { limit: TRADES_LISTED }));
  const issues: IssueStrategy[] = (hasBothParties(detail) ? strategicIssues(scored) : []).map((issue, i) => ({
    ...issue,
    talkingPoints: advice[i]!.advice.talkingPoints,
    labelNote: advice[i]!.advice.labelNote,
  }));
  return {
    issues,
    counts: categoryCounts(issues.map((issue) => issue.category)),
    playbook: tacticalPlaybook(issues),
  };
}
