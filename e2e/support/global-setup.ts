import type { TestProject } from 'vitest/node';
import { startBuiltApp } from './built-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared app's data folder: a second process on its database (built-app.ts, startSecondProcess). */
    appDataDir: string;
  }
}

/** One app for all journeys, started as `npm start` starts it (see built-app.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startBuiltApp();
  project.provide('baseUrl', app.baseUrl);
  project.provide('appDataDir', app.dataDir);
  // Declared in cpu.ts, which counts its CPU seconds per file.
  project.provide('appPid', app.pid);
  return () => app.stop();
}
