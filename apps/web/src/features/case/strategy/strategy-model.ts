import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import {
  analyze,
  bestWinWinScenario,
  categoryCounts,
  IMPORTANCE_BAR_MAX,
  importanceBarPercent,
  strategicIssues,
  tacticalPlaybook,
  TOP_SCENARIOS,
  winWinPercent,
  type CategoryCounts,
  type IssueCategory,
  type PlaybookStep,
  type Scenario,
  type ScoredIssue,
  type StrategicIssue,
} from '@parley/scoring';
import { hasBothParties } from '../../../lib/parties';

/** The order the summary and the legends list the categories in (their tactical priority). */
export const CATEGORIES: readonly IssueCategory[] = [
  'your-advantage',
  'win-win',
  'opponent-advantage',
  'contested',
];

export const CATEGORY_LABELS: Record<IssueCategory, string> = {
  'your-advantage': 'Your Advantage',
  'win-win': 'Win-Win',
  'opponent-advantage': 'Opponent Advantage',
  contested: 'Contested',
};

/** antd preset tag colours per category. */
export const CATEGORY_COLORS: Record<IssueCategory, string> = {
  'your-advantage': 'success',
  'win-win': 'blue',
  'opponent-advantage': 'warning',
  contested: 'red',
};

const TALKING_POINTS: Record<IssueCategory, readonly string[]> = {
  'your-advantage': [
    'Raise this early: it matters more to you than to them, so open with a confident offer.',
    'Hold firm here and ask for concessions on the issues they care about in return.',
    'Explain why it matters to you, so that a firm position reads as reasoned rather than stubborn.',
  ],
  'win-win': [
    'Propose packages that bundle this with other issues instead of trading it point by point.',
    'Share what you need here openly: the right option can leave both sides better off.',
    'Settle it early to build momentum and goodwill for the harder issues.',
  ],
  'opponent-advantage': [
    'This matters more to them: be ready to concede it, but never for free.',
    'Trade it for something you value, ideally an issue that matters more to you.',
    'Make the concession visible so that its value is recognised and reciprocated.',
  ],
  contested: [
    'Keep this for last, once agreements elsewhere have built trust and momentum.',
    'Look for creative options: phase it in, add conditions, or split the difference.',
    'Know your walk-away point and bring objective criteria before you discuss it.',
  ],
};

/** Two or three short talking points for an issue of the category. */
export function talkingPoints(category: IssueCategory): readonly string[] {
  return TALKING_POINTS[category];
}

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

/** An issue's strategic importance to each side (unrounded; the bar clamps it to 0–200), with talking points. */
export interface IssueStrategy extends StrategicIssue {
  talkingPoints: readonly string[];
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
  valueCreation: ValueCreation;
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
 * Everything the Strategy tab shows, computed by @parley/scoring. The scenario analysis is the expensive part
 * (up to ~0.4 s for the largest cases): call once per detail.
 */
export function buildStrategy(detail: CaseDetailResponse): Strategy {
  const scored = scoredIssuesOf(detail);
  const issues: IssueStrategy[] = (hasBothParties(detail) ? strategicIssues(scored) : []).map((issue) => ({
    ...issue,
    talkingPoints: talkingPoints(issue.category),
  }));
  const analysis = analyze(scored, { top: TOP_SCENARIOS });
  const best = analysis.scenarioCount === 0 ? null : bestWinWinScenario(scored);
  const top = analysis.top.map((scenario) => toScenarioView(scored, scenario));
  return {
    issues,
    counts: categoryCounts(issues.map((issue) => issue.category)),
    playbook: tacticalPlaybook(issues),
    valueCreation: {
      scenarioCount: analysis.scenarioCount,
      winWinPercent: winWinPercent(analysis.winWinRate),
      userMax: analysis.userMax,
      maxTotalValue: top[0]?.total ?? 0,
      bestWinWin: best === null ? null : toScenarioView(scored, best),
      top,
    },
  };
}
