import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import { authApi } from '../features/auth/authApi';
import { caseApi } from '../features/case/caseApi';
import { precomputeFirstViews, prewarmExplorerWorkers } from '../features/scenarios/explorer-workers';
import { subscriptionApi } from '../features/subscription/subscriptionApi';
import { caseIdOfPath, loadCaseRoute } from './early-loads';
import { loadScenarioExplorer } from './explorer-chunk';
import { preloadableLazy } from '../lib/preloadable-lazy';
import type { AppStore } from './store';

/**
 * The case screen, loaded lazily; preloaded (below) when the page opens on a case, so that the router renders
 * it without suspending (lib/preloadable-lazy.ts).
 */
export const CaseRouteScreen = preloadableLazy(() => loadCaseRoute().then((module) => module.CaseRoute));

/** The signed-in check every page waits for (its splash shows until then): started before the first render. */
export function prefetchSignedInCheck(store: AppStore): void {
  store.dispatch(authApi.util.prefetch('getCurrentUser', undefined, {}));
}

/**
 * Starts what a page at `pathname` will need before any of it is asked for, so that nothing waits on
 * anything else. On `/cases/:id`: the case's data, the subscription status (the gate in front of the case)
 * and the code of the case screen and of its explorer all start now, beside the signed-in check, instead of
 * one after another (sign-in check → gate → route code → data → explorer code). Signed out, the case's
 * request answers 401 and nothing uses it. Returns the case id it started loading, or null.
 *
 * `codeAfter`: the code is imported (and so evaluated) only once that promise has settled. On the first load it
 * is the app part (app/boot.tsx): the case screen's code was already downloaded by the early script, and
 * imported before antd's core and the app part had been evaluated, it evaluated them all in one long task.
 */
export function prefetchForPath(
  store: AppStore,
  pathname: string,
  loaders: ReadonlyArray<() => Promise<unknown>> = CASE_SCREEN_CODE,
  onCase: (detail: CaseDetailResponse) => void = precomputeExplorer,
  codeAfter?: Promise<unknown>,
): number | null {
  const id = caseIdOfPath(pathname);
  if (id === null) return null;
  const request = store.dispatch(caseApi.endpoints.getCase.initiate(id, { subscribe: false }));
  store.dispatch(subscriptionApi.util.prefetch('getSubscriptionStatus', undefined, {}));
  const loadCode = () => {
    for (const load of loaders) void load();
  };
  if (codeAfter) void codeAfter.then(loadCode, loadCode);
  else loadCode();
  // A refused or failed request is the case screen's to show; here it only means nothing to precompute.
  request.unwrap().then(onCase, () => undefined);
  return id;
}

/** The explorer's first view and frontier, computed by its started workers while the case screen draws. */
function precomputeExplorer(detail: CaseDetailResponse): void {
  precomputeFirstViews(scoredIssuesOf(detail));
}

const CASE_SCREEN_CODE = [
  CaseRouteScreen.preload,
  loadScenarioExplorer,
  // The explorer's workers fetch and compile their code meanwhile too.
  async () => prewarmExplorerWorkers(),
];
