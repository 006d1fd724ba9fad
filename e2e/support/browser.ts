import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { timed } from './cpu.js';

/**
 * Debian's Chromium as its old headless shell (package chromium-headless-shell, the same engine and version as
 * the `chromium` package; `.ci/run` installs it), which Playwright itself uses for headless runs: no browser
 * window's code around the page, about a quarter fewer CPU seconds for the journeys (docs/performance.md,
 * Session 18). The full browser when the shell is not installed, or the one CHROMIUM_PATH names.
 */
export const CHROMIUM =
  process.env['CHROMIUM_PATH'] ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export async function launch(): Promise<Browser> {
  return timed('launch', () =>
    chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      // Root in a sandbox-less container, and no network beyond loopback here.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium 156's headless mode loads the omnibox popup's WebUI (chrome://omnibox-popup.top-chrome, about
        // 60 requests and its own renderer) beside every new page, on the same two cores as the page under test.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
      ],
    }),
  );
}

let shared: Promise<Browser> | null = null;

/**
 * One Chromium for the whole journey file, launched when first asked (again should it have gone away) and closed
 * after the file's last test (support/setup.ts): each describe block used to launch its own, about a second each.
 * Tests stay apart by their contexts, each with its own cookies and storage.
 */
export async function fileBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => null);
  if (running?.isConnected()) return running;
  shared = launch();
  return shared;
}

/** Closes the file's Chromium, if one was launched. */
export async function closeFileBrowser(): Promise<void> {
  const running = await shared?.catch(() => null);
  shared = null;
  await running?.close();
}

/** `E2E_FULL_SNAPSHOTS=1`: each snapshot of the whole page as a PNG, as before session 17. */
const FULL_SNAPSHOTS = process.env['E2E_FULL_SNAPSHOTS'] === '1';

/**
 * Keeps a picture of the page for people to look at (e2e/artifacts, ignored by git): what the window shows, as a
 * JPEG. A whole-page PNG cost about 0.26 CPU s (the page laid out again at its full height, then compressed
 * losslessly); this about 0.06 (session 17, docs/performance.md). Nothing is compared with these pictures; a
 * failed journey's picture is still the whole page (browserPerTest), and `E2E_FULL_SNAPSHOTS=1` makes every
 * snapshot whole-page PNG again.
 */
export async function snapshot(page: Page, name: string): Promise<void> {
  await mkdir('e2e/artifacts', { recursive: true });
  await timed('snapshot', () =>
    FULL_SNAPSHOTS
      ? page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true })
      : page.screenshot({ path: `e2e/artifacts/${name}.jpeg`, type: 'jpeg', quality: 80 }),
  );
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** The file's browser, and a fresh context (no cookies) and page for each test. */
export function browserPerTest(options: BrowserContextOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await fileBrowser();
  });
  let journal: string[] = [];
  beforeEach(async () => {
    journal = [];
    session.context = await session.browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    session.page = await session.context.newPage();
    session.page.on('console', (message) => journal.push(`console.${message.type()}: ${message.text()}`));
    session.page.on('pageerror', (error) => journal.push(`pageerror: ${error.message}`));
    session.page.on('response', (response) => {
      if (response.status() >= 400)
        journal.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    session.page.on('requestfailed', (request) =>
      journal.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
    );
  });
  // A failed journey leaves its last picture, its URL and what the page logged and was refused, so a failure
  // seen once can be explained afterwards (e2e/artifacts/failed-*).
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && session.page) {
      const name = `failed-${context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`;
      await mkdir('e2e/artifacts', { recursive: true });
      await session.page
        .screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true })
        .catch(() => undefined);
      // What failed, first: a journey that passes on its retry leaves only these files behind.
      const errors = (context.task.result.errors ?? []).map((error) => `error: ${error.message}`);
      await writeFile(
        `e2e/artifacts/${name}.log`,
        [...errors, `url: ${session.page.url()}`, ...journal].join('\n'),
      );
      console.error(
        `journey failed; see e2e/artifacts/${name}.png and .log:\n${[...errors, ...journal.slice(-30)].join('\n')}`,
      );
    }
    await session.context?.close();
  });
  return session;
}
