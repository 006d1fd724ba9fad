import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  return chromium.launch({
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
    ],
  });
}

/** Keeps a picture of the page for people to look at (e2e/artifacts, ignored by git). */
export async function snapshot(page: Page, name: string): Promise<void> {
  await mkdir('e2e/artifacts', { recursive: true });
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true });
}

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** One browser for the describe block, and a fresh context (no cookies) and page for each test. */
export function browserPerTest(options: BrowserContextOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.browser = await launch();
  });
  afterAll(() => session.browser?.close());
  beforeEach(async () => {
    session.context = await session.browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    session.page = await session.context.newPage();
  });
  return session;
}
