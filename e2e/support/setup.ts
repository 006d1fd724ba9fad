// First, so that its file-level hooks wrap everything else's (after-hooks run in reverse order).
import './cpu.js';

// The worker's one Chromium (support/browser.ts, fileBrowser) stays open from file to file (the config's
// `isolate: false`) and closes with the worker.
