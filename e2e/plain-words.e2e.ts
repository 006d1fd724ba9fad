import { CONCEPTS, conceptSentence } from '@parley/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { browserPerTest, freshContext, giveBack, snapshot } from './support/browser.js';
import {
  baseUrl,
  buildCase,
  buildScoredCase,
  signInByRequest,
  type ScoredIssue,
} from './support/journeys.js';

/** Monthly rent High (you 40, opp 200), Mid (120, 120), Low (200, 40); Lease term 12 months (30, 90), 36 (100, 40). */
const LEASE: ScoredIssue[] = [
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

/** The tooltip open now, by the words it shows. */
const tip = (page: Page, text: string) => page.getByRole('tooltip').filter({ hasText: text });

/** The focused element's accessible name and its description, as the elements it points at give them. */
async function focusedTerm(page: Page): Promise<{ name: string; description: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const description = ids
      .map((id) => document.getElementById(id))
      .map((node) =>
        node?.hidden ? node.textContent : node?.querySelector('[aria-hidden]') ? '' : node?.textContent,
      )
      .join(' ')
      .trim();
    return { name: element.getAttribute('aria-label') ?? element.textContent ?? '', description };
  });
}

async function expectNoViolations(page: Page, within: string) {
  expect(await seriousViolations(page, within), within).toEqual([]);
}

describe('plain words: every concept explained on the spot, texts true to the screen', () => {
  const session = browserPerTest({ bypassCSP: true });

  it('at 1280 px: a tabbed-to concept explains itself, the help names what the chart has, and Strategy links to the chart', async () => {
    const { page, context } = session;
    // A person of its own per attempt: a retry must not meet the trial's case limit.
    await signInByRequest(page, `words-${Date.now()}@example.com`, 'Wo');

    // A case without issues: the explorer and Strategy name what is missing, and only that.
    const empty = await buildCase(page, 'Empty lease', []);
    await page.goto(new URL(`/cases/${empty.id}`, baseUrl).toString());
    await page.getByText('Add at least one issue with its options to explore scenarios.').waitFor();
    expect(await page.getByText(/your party|the opponent and/).count()).toBe(0);
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page
      .getByText(
        'Add at least one issue with its options, then set both parties’ points, to see your strategy.',
      )
      .waitFor();
    // An issue added: the text changes to what is missing now, the points.
    const added = await page.request.post(new URL(`/api/cases/${empty.id}/issues`, baseUrl).toString(), {
      data: { name: 'Deposit', options: [{ name: 'One month' }, { name: 'Two months' }] },
    });
    expect(added.ok()).toBe(true);
    await page.reload();
    await page
      .getByText('No points are set yet: set both parties’ points in Smart Points to see your strategy.')
      .waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('Total: 2 · Selected: 2').waitFor();
    await page.getByText(/Neither side has points yet/).waitFor();
    expect(
      await page.getByText('Add at least one issue with its options to explore scenarios.').count(),
    ).toBe(0);

    // A scored case: tab to a concept in the chart's legend and read it.
    const id = await buildScoredCase(page, 'Shop lease', LEASE);
    await page.goto(new URL(`/cases/${id}`, baseUrl).toString());
    await page.getByText('Total: 6 · Selected: 6').waitFor();
    await page.getByRole('button', { name: 'Pareto-efficient' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedTerm(page)).toEqual({ name: 'Nash point', description: conceptSentence('nash') });
    await tip(page, conceptSentence('nash')).waitFor();
    await expectNoViolations(page, '#scenario-explorer');
    await expectNoViolations(page, '.concept-tip');
    await page.keyboard.press('Escape');
    await tip(page, conceptSentence('nash')).waitFor({ state: 'hidden' });

    // A table header keeps the SPEC's name and says the full issue name and whose points.
    const header = page.getByRole('columnheader', { name: 'Monthl O.Pts' }).getByRole('button');
    await header.focus();
    expect(await focusedTerm(page)).toEqual({
      name: 'Monthl O.Pts',
      description: 'Monthly rent: their points',
    });
    await tip(page, 'Monthly rent: their points').waitFor();
    await header.blur();

    // The help describes the chart on screen: the switch it names is there.
    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'How to explore scenarios' });
    await help.getByText(/Each issue is one vertical axis/).waitFor();
    expect(await help.textContent()).not.toMatch(/two axes|sample/);
    await expect(page.locator('#scenario-points-of').textContent()).resolves.toBe('Points of:');
    for (const choice of ['You', 'Opponent'])
      expect(await page.locator('.ant-segmented').getByText(choice, { exact: true }).count()).toBe(1);
    await expectNoViolations(page, '.ant-modal');
    // Its link opens the help's Concepts in a new tab, on the section.
    const [concepts] = await Promise.all([
      context.waitForEvent('page'),
      help.getByRole('link', { name: /Every concept in plain words/ }).click(),
    ]);
    await concepts.getByRole('heading', { level: 2, name: 'Concepts' }).waitFor();
    expect(new URL(concepts.url()).hash).toBe('#concepts');
    const section = concepts.getByRole('region', { name: 'Concepts' });
    await section.getByText(CONCEPTS.nash.text).waitFor();
    expect(await section.locator('dt').count()).toBe(Object.keys(CONCEPTS).length);
    // Opened on the section: its top just below the sticky top bar (the sections' 72 px scroll margin).
    await expect.poll(() => section.evaluate((node) => node.getBoundingClientRect().top)).toBeLessThan(100);
    expect(await section.evaluate((node) => node.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await expectNoViolations(concepts, '#concepts');
    await concepts.close();
    await help.getByRole('button', { name: 'Close' }).click();

    // A filter nothing matches; Strategy keeps the SPEC's words and links to the chart, which shows it.
    await page.getByText('Filter panel (keyboard-friendly)').click();
    const minimum = page.getByRole('spinbutton', { name: 'Lease U.Pts minimum' });
    await minimum.fill('101');
    await minimum.press('Enter');
    await page.getByText('Total: 6 · Selected: 0').waitFor();
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByText('Select scenarios from the Hi-Plot chart above').waitFor();
    const link = page.getByRole('link', { name: 'Open the Hi-Plot chart (Overview tab)' });
    await expectNoViolations(page, '.value-creation-empty');
    await link.click();
    await page.waitForURL(/\?tab=overview#scenario-explorer$/);
    const explorer = page.locator('#scenario-explorer');
    await expect.poll(() => explorer.evaluate((node) => node === document.activeElement)).toBe(true);
    await expect(page.getByText('Total: 6 · Selected: 0').isVisible()).resolves.toBe(true);
    const box = (await explorer.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(-1);
    expect(box.y).toBeLessThan(900);
    await snapshot(page, 'plain-words-explorer-from-strategy');
  });

  it('at 375 px: explanations fit the screen', async () => {
    const { browser } = session;
    const context = await freshContext(browser, { viewport: { width: 375, height: 812 }, hasTouch: true });
    const page = await context.newPage();
    await signInByRequest(page, 'words-phone@example.com', 'Ph');
    const id = await buildScoredCase(page, 'Shop lease', LEASE);
    await page.goto(new URL(`/cases/${id}`, baseUrl).toString());
    await page.getByText('Total: 6 · Selected: 6').waitFor();
    for (const [name, text] of [
      ['Nash point', conceptSentence('nash')],
      ['Monthl U.Pts', 'Monthly rent: your points'],
      [`About ${CONCEPTS.pointsOf.name}`, conceptSentence('pointsOf')],
    ] as const) {
      const term = page.getByRole('button', { name, exact: true }).first();
      await term.scrollIntoViewIfNeeded();
      await term.tap();
      const shown = tip(page, text);
      await shown.waitFor();
      const box = (await shown.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(375);
      await page.keyboard.press('Escape');
      await shown.waitFor({ state: 'hidden' });
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await giveBack(context);
  });
});
