import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

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
