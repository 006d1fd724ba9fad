import { parseCaseId } from '../features/case/parse-case-id';
import { prewarmExplorerWorkers } from '../features/scenarios/explorer-workers';
import { startEarlyGet } from '../lib/early-get';
import { loadScenarioExplorer } from './explorer-chunk';

/** The case screen's route chunk (app/routes/CaseRoute.tsx), which the router loads lazily. */
export const loadCaseRoute = () => import('./routes/CaseRoute');

/** The case id of a `/cases/:id` address (a trailing slash allowed), or null. */
export function caseIdOfPath(pathname: string): number | null {
  const match = /^\/cases\/([^/]+)\/?$/.exec(pathname);
  return parseCaseId(match?.[1]);
}

/**
 * What the page's first script starts, before React, antd and the screens have arrived: the signed-in check
 * every page waits for and, on `/cases/:id`, the case's data, the subscription status (the gate in front of
 * the case), the case screen's code and the explorer's code and workers. The app's queries then take the
 * answers already on their way (lib/early-get.ts) instead of asking once their code has run.
 */
export function startEarlyLoads(
  pathname: string,
  caseScreenCode: ReadonlyArray<() => unknown> = CASE_SCREEN_CODE,
): void {
  startEarlyGet('/api/auth/user');
  const caseId = caseIdOfPath(pathname);
  if (caseId === null) return;
  startEarlyGet(`/api/cases/${caseId}`);
  startEarlyGet('/api/subscription/status');
  for (const load of caseScreenCode) void load();
}

const CASE_SCREEN_CODE = [loadCaseRoute, loadScenarioExplorer, prewarmExplorerWorkers];
