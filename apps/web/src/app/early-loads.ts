import { parseCaseId } from '../features/case/parse-case-id';
import { CASE_SCREEN_META } from './case-screen-meta';
import { prewarmExplorerWorkers } from '../features/scenarios/explorer-workers';
import { startEarlyGet } from '../lib/early-get';

/** The case screen's route chunk (app/routes/CaseRoute.tsx), which the router loads lazily. */
export const loadCaseRoute = () => import('./routes/CaseRoute');

/** The case id of a `/cases/:id` address (a trailing slash allowed), or null. */
export function caseIdOfPath(pathname: string): number | null {
  const match = /^\/cases\/([^/]+)\/?$/.exec(pathname);
  return parseCaseId(match?.[1]);
}

/**
 * Fetches the case screen's code that the build listed in index.html, without evaluating any of it: scripts as
 * `modulepreload`, stylesheets as `preload` (both CORS, as Vite's own preloads are, so that the later import and
 * its stylesheet links take these responses). Evaluating it here, with `import()`, evaluated React, antd's
 * core and the case screen's components together in one long task as soon as they had all arrived;
 * the app imports them later, each part in a task of its own (main.tsx, app/boot.tsx).
 */
export function preloadCaseScreen(doc: Document = document): void {
  const files = doc.querySelector<HTMLMetaElement>(`meta[name="${CASE_SCREEN_META}"]`)?.content ?? '';
  for (const href of files.split(/\s+/).filter(Boolean)) {
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.setAttribute('crossorigin', '');
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * What the page's first script starts, before React, antd and the screens have arrived: the signed-in check
 * every page waits for and, on `/cases/:id`, the case's data, the subscription status (the gate in front of
 * the case), the download of the case screen's code and the explorer's workers. The app's queries then take
 * the answers already on their way (lib/early-get.ts) instead of asking once their code has run.
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

// The workers in a task of their own (starting a worker is not free): the early script's task stays short.
const CASE_SCREEN_CODE = [() => preloadCaseScreen(), () => setTimeout(prewarmExplorerWorkers, 0)];
