// First, so that its file-level hooks wrap everything else's (after-hooks run in reverse order).
import './cpu.js';
import { afterEach } from 'vitest';

// vitest's report of a journey that passed on its retry shows nothing of the try that failed: each failed try
// prints what failed (browserPerTest's journeys also leave a picture and a journal in e2e/artifacts).
afterEach((context) => {
  const result = context.task.result;
  if (result?.state !== 'fail') return;
  for (const error of result.errors ?? [])
    console.error(`journey try failed: ${context.task.name}: ${error.message}`);
});

// The worker's one Chromium (support/browser.ts, fileBrowser) stays open from file to file (the config's
// `isolate: false`) and closes with the worker.
