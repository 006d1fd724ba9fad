import { afterAll } from 'vitest';
import { closeFileBrowser } from './browser.js';
// First, so that its file-level hooks wrap everything else's (after-hooks run in reverse order).
import './cpu.js';

/** Every journey file: the file's one Chromium closes after its last test (support/browser.ts, fileBrowser). */
afterAll(closeFileBrowser);
