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
import { agreedOf, cardsKey, TRADES_LISTED, walkAwayOf, type CardsSupport } from './decision-support';

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
    text: 'Leave the contested issues, where what one side gains the other loses about as much, for the end, when trust and momentum are highest.',
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

/** A swing as the screen shows it: whole points ("1 point", "80 points"). */
export function swingLabel(swing: number): string {
  const points = Math.round(swing);
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

/** How much of the bar's track (0–250 points) a swing fills, in CSS percent. */
export function barWidthPercent(swing: number): number {
  return (importanceBarPercent(swing) / IMPORTANCE_BAR_MAX) * 100;
}

/**
 * An issue's stake for each side (its swing, what the bars show) and category, with talking points read from how
 * the issue divides the sides and the moves the tab recommends.
 */
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
 * (it grows with the scenario space), so the tab computes it apart (`valueCreationOf`), off the main thread; so
 * are the packages the decision support recommends (`cards`): until they come, the cards follow the trades alone,
 * and support for another version of the case is not read.
 */
export function buildStrategy(detail: CaseDetailResponse, cards: CardsSupport | null = null): Strategy {
  const scored = scoredIssuesOf(detail);
  const current =
    cards !== null && cards.key === cardsKey(scored, walkAwayOf(detail), agreedOf(detail, scored));
  // The advice never contradicts the trades and packages the tab lists (the same few trades, best first).
  const advice = current ? cards.advice : issuesAdvice(scored, trades(scored, { limit: TRADES_LISTED }));
  const issues: IssueStrategy[] = (hasBothParties(detail) ? strategicIssues(scored) : []).map((issue, i) => ({
    ...issue,
    talkingPoints: advice[i]!.advice.talkingPoints,
  }));
  return {
    issues,
    counts: categoryCounts(issues.map((issue) => issue.category)),
    playbook: tacticalPlaybook(issues),
  };
}
