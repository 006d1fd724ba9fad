import type { Scenario, ScoredIssue } from '@parley/scoring';
import { optionNamesOf } from './table-rows';

/** The export never holds more scenarios than this (the UI says so). */
export const EXPORT_CAP = 10_000;

export interface ScenarioExport {
  case: string;
  /** `selected` while a selection exists, otherwise `top` (the best by total). */
  kind: 'selected' | 'top';
  totalScenarios: number;
  selectedScenarios: number;
  exported: number;
  /** True when there were more scenarios than the export holds. */
  truncated: boolean;
  scenarios: ExportedScenario[];
}

export interface ExportedScenario {
  options: { issue: string; option: string; user: number; opponent: number }[];
  userTotal: number;
  opponentTotal: number;
  total: number;
}

export interface ExportInput {
  caseName: string;
  kind: 'selected' | 'top';
  totalScenarios: number;
  /** How many scenarios the export stands for (the selection's exact count, or the top list's length). */
  available: number;
  selectedScenarios: number;
}

export function buildExport(
  issues: readonly ScoredIssue[],
  scenarios: readonly Scenario[],
  input: ExportInput,
): ScenarioExport {
  const exported = scenarios.slice(0, EXPORT_CAP);
  return {
    case: input.caseName,
    kind: input.kind,
    totalScenarios: input.totalScenarios,
    selectedScenarios: input.selectedScenarios,
    exported: exported.length,
    truncated: input.available > exported.length,
    scenarios: exported.map((scenario) => {
      const names = optionNamesOf(issues, scenario);
      return {
        options: scenario.optionIds.map((_, i) => ({
          issue: issues[i]?.name ?? '',
          option: names[i] ?? '',
          user: scenario.user[i] ?? 0,
          opponent: scenario.opponent[i] ?? 0,
        })),
        userTotal: scenario.userTotal,
        opponentTotal: scenario.opponentTotal,
        total: scenario.userTotal + scenario.opponentTotal,
      };
    }),
  };
}

/** `parley-scenarios-lease-renewal.json`. */
export function exportFileName(caseName: string): string {
  const slug = caseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `parley-scenarios${slug ? `-${slug}` : ''}.json`;
}

/** Saves the export through a temporary object URL (browser only). */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
