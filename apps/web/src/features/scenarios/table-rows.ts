import type { Scenario, ScoredIssue } from '@parley/scoring';
import { scenarioAxisValues } from './axes';

/** The `Show` select's choices; `all` is every match, paged. */
export type ShowChoice = 5 | 10 | 25 | 50 | 'all';
export const SHOW_CHOICES: readonly ShowChoice[] = [5, 10, 25, 50, 'all'];
export const DEFAULT_SHOW: ShowChoice = 5;
/** `All` lists every match, this many rows a page, each page computed when it is opened. */
export const ALL_PAGE_SIZE = 50;

/** The rows one view of the table asks for: a fixed count from the top, or one page of All. */
export function tableWindow(show: ShowChoice, page: number): { offset: number; limit: number } {
  if (show !== 'all') return { offset: 0, limit: show };
  return { offset: Math.max(0, page - 1) * ALL_PAGE_SIZE, limit: ALL_PAGE_SIZE };
}

export interface ScenarioRow {
  key: string;
  /** 1-based rank among the listed scenarios, best first. */
  rank: number;
  /** Points per axis (user, opponent per issue). */
  values: number[];
  /** The chosen option's name per issue. */
  optionNames: string[];
  userTotal: number;
  opponentTotal: number;
  total: number;
  scenario: Scenario;
}

export function optionNamesOf(issues: readonly ScoredIssue[], scenario: Scenario): string[] {
  return scenario.optionIds.map(
    (id, i) => issues[i]?.options.find((option) => option.id === id)?.name ?? String(id),
  );
}

/** Table rows for scenarios listed from rank `offset` (0-based) on. */
export function toRows(
  issues: readonly ScoredIssue[],
  scenarios: readonly Scenario[],
  offset = 0,
): ScenarioRow[] {
  return scenarios.map((scenario, i) => ({
    key: scenario.optionIds.join('-'),
    rank: offset + i + 1,
    values: scenarioAxisValues(scenario),
    optionNames: optionNamesOf(issues, scenario),
    userTotal: scenario.userTotal,
    opponentTotal: scenario.opponentTotal,
    total: scenario.userTotal + scenario.opponentTotal,
    scenario,
  }));
}
