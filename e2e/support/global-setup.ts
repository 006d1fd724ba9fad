import type { TestProject } from 'vitest/node';
import { startBuiltApp } from './built-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One app for all journeys, started as `npm start` starts it (see built-app.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startBuiltApp();
  project.provide('baseUrl', app.baseUrl);
  return () => app.stop();
}
