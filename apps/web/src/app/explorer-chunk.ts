/** The scenario explorer's code, its own chunk: app/prefetch.ts starts it early, app/routes/CaseRoute draws it. */
export const loadScenarioExplorer = () => import('../features/scenarios/ScenarioExplorer');
