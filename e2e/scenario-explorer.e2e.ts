import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, freshContext, giveBack, snapshot } from './support/browser.js';
import { baseUrl, figure, buildScoredCase, type ScoredIssue, signInByRequest } from './support/journeys.js';

/**
 * A small case built through the API, as the signed-in browser (its cookies): Monthly rent High (you 40, opp
 * 200), Mid (120, 120), Low (200, 40); Lease term 12 months (30, 90), 36 months (100, 40). 6 scenarios.
 */
async function buildLease(page: Page): Promise<number> {
  const issues: ScoredIssue[] = [
    [
      'Monthly rent',
      [
        ['High', 40, 200],
        ['Mid', 120, 120],
        ['Low', 200, 40],
      ],
    ],
    [
      'Lease term',
      [
        ['12 months', 30, 90],
        ['36 months', 100, 40],
      ],
    ],
  ];
  return buildScoredCase(page, 'Shop lease', issues);
}

async function tableRows(page: Page): Promise<string[][]> {
  return page
    .getByRole('table')
    .last()
    .locator('tbody tr:not([aria-hidden])')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
    );
}

describe('scenario explorer: brush, read, exclude, and the Strategy figures follow', () => {
  const session = browserPerTest();

  it('brushes an option range, reads the deals best first, excludes, and Strategy follows the selection', async () => {
    const { page } = session;
    await signInByRequest(page, 'explorer@example.com', 'Ex');
    const id = await buildLease(page);
    await page.goto(new URL(`/cases/${id}`, baseUrl).toString());
    await page.getByRole('heading', { level: 1, name: 'Shop lease' }).waitFor();
    await page.getByText('Total: 6 · Selected: 6').waitFor();
    const chart = page.getByRole('img', {
      name: /Parallel coordinates chart of 6 scenarios, one axis per issue/,
    });
    await chart.waitFor();

    // Drag on Monthly rent's axis (x 24) from its top (y 64, 210 points) down to y 290:
    // (480 − 290) × 210 / 416 = 95.9 → 96 … 210 keeps Mid (120) and Low (200): 2 × 2 = 4 scenarios.
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + 24, box.y + 64);
    await page.mouse.down();
    await page.mouse.move(box.x + 24, box.y + 180, { steps: 4 });
    await page.mouse.move(box.x + 24, box.y + 290, { steps: 4 });
    await page.mouse.up();
    await page.getByText('Total: 6 · Selected: 4').waitFor();
    await page.getByText('1 Filter', { exact: true }).waitFor();

    // Best first by joint total, then your total: Low + 36 (300 + 80 = 380), Mid + 36 (220 + 160 = 380),
    // Low + 12 (230 + 130 = 360), Mid + 12 (150 + 210 = 360); each cell names its option.
    await expect
      .poll(async () => (await tableRows(page)).map((row) => [row[1], row[3], row.at(-1)]))
      .toEqual([
        ['Low 200', '36 months 100', '380'],
        ['Mid 120', '36 months 100', '380'],
        ['Low 200', '12 months 30', '360'],
        ['Mid 120', '12 months 30', '360'],
      ]);
    await snapshot(page, 'explorer-brushed');

    // Strategy follows the selection: 4 scenarios; your best Low + 36 = 300; max total 380.
    // Averages over all: you (40 + 120 + 200) / 3 + (30 + 100) / 2 = 185, opponent 120 + 65 = 185; Low + 36
    // (300, 80), Mid + 36 (220, 160) and Low + 12 (230, 130) miss the opponent's 185, Mid + 12 (150, 210)
    // misses yours: 0 of 4 are win-win.
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByText('Value Creation Analysis (4 scenarios)').waitFor();
    expect(await figure(page, 'Your Best')).toBe('300');
    expect(await figure(page, 'Max Total Value')).toBe('380');
    expect(await figure(page, 'Win-Win Rate')).toBe('0%');

    // Exclude inverts it: High + 12 (70, 290) and High + 36 (140, 240) remain.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Exclude' }).click();
    await page.getByText('Total: 6 · Selected: 2').waitFor();
    await expect
      .poll(async () => (await tableRows(page)).map((row) => [row[1], row.at(-1)]))
      .toEqual([
        ['High 40', '380'],
        ['High 40', '360'],
      ]);
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByText('Value Creation Analysis (2 scenarios)').waitFor();
    expect(await figure(page, 'Your Best')).toBe('140');

    // Restore clears it: Strategy covers all 6 again.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Total: 6 · Selected: 6').waitFor();
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByText('Value Creation Analysis (6 scenarios)').waitFor();

    // A filter nothing matches (Lease term, your points 101 and up): the Strategy tab's empty texts.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('Filter panel (keyboard-friendly)').click();
    const minimum = page.getByRole('spinbutton', { name: 'Lease U.Pts minimum' });
    await minimum.fill('101');
    await minimum.press('Tab');
    await page.getByText('Total: 6 · Selected: 0').waitFor();
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByText('No scenarios available for AI analysis').waitFor();
    await page.getByText('Select scenarios from the Hi-Plot chart above').waitFor();
    await snapshot(page, 'explorer-strategy-empty');
  });

  it('fits a 375 px screen: the chart scrolls inside its card, every tab is reachable', async () => {
    const { browser } = session;
    const context = await freshContext(browser, { viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signInByRequest(page, 'narrow@example.com', 'Na');
    const id = await buildLease(page);
    await page.goto(new URL(`/cases/${id}`, baseUrl).toString());
    await page.getByText('Total: 6 · Selected: 6').waitFor();
    // The page itself never scrolls sideways; the chart's box does.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const tab of ['Overview', 'Issues', 'Smart Points', 'Strategy']) {
      await expect(page.getByRole('tab', { name: tab }).isVisible()).resolves.toBe(true);
    }
    await snapshot(page, 'explorer-375');
    await giveBack(context);
  });
});
