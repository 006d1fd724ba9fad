import { topScenarios, type Scenario, type ScoredIssue } from '@parley/scoring';
import { scenarioAxisValues } from './axes';
import { selectedScenarios, take, type Selection } from './selection';

/** The `Show` select's choices; `all` is unlimited up to ROW_CAP. */
export type ShowChoice = 5 | 10 | 25 | 50 | 'all';
export const SHOW_CHOICES: readonly ShowChoice[] = [5, 10, 25, 50, 'all'];
export const DEFAULT_SHOW: ShowChoice = 5;
/** `All` still stops here: beyond it the table would only list, never help (the counts stay exact). */
export const ROW_CAP = 10_000;

export function showLimit(show: ShowChoice): number {
  return show === 'all' ? ROW_CAP : show;
}

export interface ScenarioRow {
  key: string;
  /** 1-based position in the list. */
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

/**
 * The scenarios the table lists: the selected ones in lexicographic order while a selection exists (only as
 * many as needed are generated), otherwise the best by total.
 */
export function tableScenarios(
  issues: readonly ScoredIssue[],
  selection: Selection,
  limit: number,
): Scenario[] {
  if (selection.ranges.length > 0) return take(selectedScenarios(issues, selection), limit);
  return topScenarios(issues, limit);
}

export function optionNamesOf(issues: readonly ScoredIssue[], scenario: Scenario): string[] {
  return scenario.optionIds.map(
    (id, i) => issues[i]?.options.find((option) => option.id === id)?.name ?? String(id),
  );
}

export function toRows(issues: readonly ScoredIssue[], scenarios: readonly Scenario[]): ScenarioRow[] {
  return scenarios.map((scenario, i) => ({
    key: scenario.optionIds.join('-'),
    rank: i + 1,
    values: scenarioAxisValues(scenario),
    optionNames: optionNamesOf(issues, scenario),
    userTotal: scenario.userTotal,
    opponentTotal: scenario.opponentTotal,
    total: scenario.userTotal + scenario.opponentTotal,
    scenario,
  }));
}
