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
 * One Chromium for the worker's journey files, launched when first asked (again should it have gone away): the
 * files share their worker's modules (`isolate: false` in e2e/vitest.config.ts), so it outlives each file and
 * closes with the worker (Playwright closes the browsers it launched when its process ends, and Chromium ends
 * when its pipe does). Tests stay apart by their contexts, each with its own cookies and storage.
 */
export async function fileBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => null);
  if (running?.isConnected()) return running;
  warm.clear();
  shared = launch();
  return shared;
}

/**
 * Contexts a test has given back, by their options, ready for the next person. A new context is a new browser
 * profile with an empty cache: its first page compiled the app's code from scratch, about 2.0 CPU s against 1.1 for
 * the first page of a context given back (docs/performance.md, Session 20). What a person leaves behind is gone
 * before the next one gets it (see `giveBack`); the cache of the app's files and their compiled code stays, as it
 * would in anyone's browser.
 */
const warm = new Map<string, BrowserContext[]>();
const poolKey = new WeakMap<BrowserContext, string>();

/**
 * A context with no cookies, no storage and no page for one person: one given back with the same options, or a
 * new one. Give it back with {@link giveBack} (or close it, which throws it away).
 */
export async function freshContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  const ready = warm.get(key)?.pop();
  if (ready && browser.contexts().includes(ready)) return ready;
  const context = await browser.newContext(options);
  poolKey.set(context, key);
  return context;
}

/**
 * Ends a person's use of a context from {@link freshContext}: their pages closed, their cookies and permissions
 * gone, the network back on and no route left, then kept for the next person with the same options. The app
 * keeps a person's state in their session cookie and in the tab's sessionStorage, which goes with the page; a
 * context where a page still holds localStorage is closed instead, so nothing of it reaches the next person.
 */
export async function giveBack(context: BrowserContext): Promise<void> {
  const key = poolKey.get(context);
  const browser = context.browser();
  if (key === undefined || !browser?.contexts().includes(context)) return;
  try {
    const stored = await Promise.all(
      context
        .pages()
        .map((page) =>
          page.url().startsWith('http')
            ? page.evaluate(() => window.localStorage.length).catch(() => 1)
            : Promise.resolve(0),
        ),
    );
    if (stored.some((count) => count > 0)) throw new Error('a page kept localStorage');
    await Promise.all(context.pages().map((page) => page.close()));
    await context.clearCookies();
    await context.clearPermissions();
    await context.setOffline(false);
    await context.unrouteAll();
  } catch {
    await context.close().catch(() => undefined);
    return;
  }
  warm.set(key, [...(warm.get(key) ?? []), context]);
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

/** The worker's browser, and a fresh context (no cookies, see `freshContext`) and page for each test. */
export function browserPerTest(options: BrowserContextOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await fileBrowser();
  });
  let journal: string[] = [];
  beforeEach(async () => {
    journal = [];
    session.context = await freshContext(session.browser, {
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    session.page = await session.context.newPage();
    session.page.on('console', (message) => journal.push(`console.${message.type()}: ${message.text()}`));
    session.page.on('pageerror', (error) => journal.push(`pageerror: ${error.message}`));
    // Every change the page asks for, sent and answered, and every refusal: a journey that waited for an answer
    // in vain (createAndOpenCase's POST, session 20) shows whether the page ever sent the request.
    session.page.on('request', (request) => {
      if (request.method() !== 'GET') journal.push(`sent ${request.method()} ${request.url()}`);
    });
    session.page.on('response', (response) => {
      if (response.status() >= 400 || response.request().method() !== 'GET')
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
    if (session.context) await giveBack(session.context);
  });
  return session;
}
