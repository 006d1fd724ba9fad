import type { BodyRoute } from '../../src/common/body/route-body-limits.js';

/** Every route of the app, from Nest's metadata (the body parser reads the same list for its limits). */
export { apiRoutes } from '../../src/common/body/route-body-limits.js';
export type ApiRoute = BodyRoute;

/** The routes that change something: every method but GET, HEAD and OPTIONS. */
export const changesState = (route: ApiRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
