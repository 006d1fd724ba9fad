import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, snapshot } from './support/browser.js';
import { baseUrl, buildScoredCase, type ScoredIssue, signInByRequest } from './support/journeys.js';

/**
 * Issue 31, point 3 (docs/decisions.md §57): an imported case (points from a file, no levels), its questions
 * answered truthfully for both sides by people whose preferences agree with the order of each issue's options
 * in the file but not with how much each issue matters. The refits move points, and every within-issue order
 * is kept; the dialog says which issues are still unchecked and stops when none is.
 */

/** A used car: [option, your points, theirs] — you buy, they sell. */
const CAR: ScoredIssue[] = [
  [
    'Price',
    [
      ['$9,000', 150, 0],
      ['$9,500', 80, 70],
      ['$10,000', 0, 160],
    ],
  ],
  [
    'Warranty',
    [
      ['none', 0, 60],
      ['6 months', 40, 30],
      ['12 months', 60, 0],
    ],
  ],
  [
    'Delivery',
    [
      ['pickup', 0, 20],
      ['next week', 30, 0],
    ],
  ],
];

/**
 * What each side truly feels: the same order of options within each issue as the file, but the warranty
 * matters most to both (the file says the price does).
 */
const TRUTH: Record<'mine' | 'theirs', Record<string, number>> = {
  mine: {
    'Price $9,000': 100,
    'Price $9,500': 50,
    'Price $10,000': 0,
    'Warranty none': 0,
    'Warranty 6 months': 60,
    'Warranty 12 months': 120,
    'Delivery pickup': 0,
    'Delivery next week': 10,
  },
  theirs: {
    'Price $9,000': 0,
    'Price $9,500': 40,
    'Price $10,000': 80,
    'Warranty none': 100,
    'Warranty 6 months': 50,
    'Warranty 12 months': 0,
    'Delivery pickup': 30,
    'Delivery next week': 0,
  },
};

const dialog = (page: Page) => page.getByRole('dialog');
const packageButton = (page: Page, letter: 'A' | 'B') =>
  dialog(page).getByRole('button', { name: new RegExp(`^${letter}:`) });

async function truthOf(page: Page, letter: 'A' | 'B', truth: Record<string, number>): Promise<number> {
  const words = (await packageButton(page, letter).innerText()).replace(/^[AB]:\s*/, '').trim();
  return words.split(' with ').reduce((sum, part) => {
    const value = truth[part];
    if (value === undefined) throw new Error(`unknown option in "${words}"`);
    return sum + value;
  }, 0);
}

/** Answers truthfully until every issue is checked; returns how many questions were asked. */
async function answerAll(page: Page, truth: Record<string, number>, most: number): Promise<number> {
  const done = dialog(page).getByText(/^Every issue is checked/);
  for (let k = 0; k < most; k++) {
    await Promise.race([packageButton(page, 'A').waitFor(), done.waitFor()]);
    if (await done.isVisible()) return k;
    // While questions are left, the dialog names the issues they check.
    expect(await dialog(page).locator('.tradeoff-unchecked').innerText()).toMatch(/^Still unchecked: .+\.$/);
    const [a, b] = [await truthOf(page, 'A', truth), await truthOf(page, 'B', truth)];
    const choice =
      a === b
        ? dialog(page).getByRole('button', { name: 'About the same' })
        : packageButton(page, a > b ? 'A' : 'B');
    await choice.click();
    await dialog(page)
      .getByText(new RegExp(`^${k + 1} answers?, saved`))
      .waitFor();
  }
  throw new Error(`still asking after ${most} answers`);
}

/** The party's points on Smart Points, option by option, for every issue of the car. */
async function pointsOnScreen(page: Page): Promise<Record<string, number>> {
  const points: Record<string, number> = {};
  for (const [issue, options] of CAR) {
    const toggle = page.getByRole('button', { name: `Options of ${issue}` });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    for (const [option] of options) {
      const field = page.getByLabel(`Points for ${issue}: ${option}`, { exact: true });
      points[`${issue} ${option}`] = Number(await field.inputValue());
    }
  }
  return points;
}

/** Checks one side: answers, accepts the refit, and reads every within-issue order back from Smart Points. */
async function checkSide(page: Page, side: 'mine' | 'theirs') {
  const column = side === 'mine' ? 1 : 2;
  await page
    .getByRole('button', { name: side === 'mine' ? 'Check my points' : 'Check their points' })
    .click();
  await dialog(page)
    .getByRole('heading', { name: /Which would (you|they) rather have\?/ })
    .waitFor();
  // Nothing is checked yet: the file's points were not rated, so every issue is named.
  await dialog(page).getByText('Still unchecked: Price, Warranty and Delivery.').waitFor();
  const asked = await answerAll(page, TRUTH[side], 30);
  expect(asked).toBeGreaterThanOrEqual(4);
  await snapshot(page, `refit-orders-${side}`);
  // The answers change the points (the warranty weighs most), and no option leaves its place in its issue.
  const changes = dialog(page).locator('.tradeoff-changes li');
  expect(await changes.count()).toBeGreaterThan(0);
  await dialog(page).getByText('Every option keeps its place within its issue.').waitFor();
  await dialog(page).getByRole('button', { name: 'Accept new points' }).click();
  await dialog(page)
    .getByText(/already agree with every answer\.$/)
    .waitFor();
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await dialog(page).waitFor({ state: 'hidden' });

  const points = await pointsOnScreen(page);
  for (const [issue, options] of CAR) {
    for (const a of options) {
      for (const b of options) {
        if (a[column] <= b[column]) continue;
        // Above in the file: still above after the refit.
        expect(points[`${issue} ${a[0]}`], `${issue}: ${a[0]} over ${b[0]}`).toBeGreaterThan(
          points[`${issue} ${b[0]}`]!,
        );
      }
    }
  }
  // And the issues now weigh as the person said: the warranty's stake is the largest.
  const stake = (issue: string) => {
    const values = CAR.find(([name]) => name === issue)![1].map(([o]) => points[`${issue} ${o}`]!);
    return Math.max(...values) - Math.min(...values);
  };
  expect(stake('Warranty')).toBeGreaterThan(stake('Price'));
  expect(stake('Price')).toBeGreaterThan(stake('Delivery'));
}

describe('refits that keep every order (issue 31, point 3)', () => {
  const session = browserPerTest();

  it('imports a case, answers both sides truthfully, and sees every within-issue order kept', async () => {
    const { page } = session;
    await signInByRequest(page, 'refit@example.com', 'Rafa');
    const built = await buildScoredCase(page, 'Used car', CAR);
    const exported = await page.request.get(new URL(`/api/cases/${built}/export.json`, baseUrl).toString());
    expect(exported.ok()).toBe(true);
    const file = join(await mkdtemp(join(tmpdir(), 'parley-refit-')), 'used-car.json');
    await writeFile(file, await exported.body());
    await page.goto(baseUrl);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import case' }).click(),
    ]);
    await chooser.setFiles(file);
    await page.getByRole('heading', { level: 1, name: 'Used car (imported)' }).waitFor();
    const caseId = /\/cases\/(\d+)/.exec(page.url())![1]!;
    await page.goto(new URL(`/cases/${caseId}?tab=points`, baseUrl).toString());

    await page.getByRole('tab', { name: 'You', selected: true }).waitFor();
    await checkSide(page, 'mine');
    await page.getByRole('tab', { name: 'Opponent' }).click();
    await page.getByRole('tab', { name: 'Opponent', selected: true }).waitFor();
    await checkSide(page, 'theirs');
  });
});
