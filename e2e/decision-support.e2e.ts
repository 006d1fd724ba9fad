import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { browserPerTest, snapshot } from './support/browser.js';
import { baseUrl, buildScoredCase, signInByRequest, type ScoredIssue } from './support/journeys.js';

/** Pictures of the Strategy tab at 1280 and 375 px, with the other journeys' (ignored by git). */
const SHOTS = 'e2e/artifacts/decision-support';

/**
 * A small case built through the API, as the signed-in browser (its cookies): Deposit 1 month (you 30, them 0),
 * 2 months (20, 60), 3 months (0, 120); Term 12 months (0, 40), 24 months (80, 20), 36 months (160, 0).
 * Packages (you, them): 1 month + 12/24/36 months (30, 40), (110, 20), (190, 0); 2 months + … (20, 100),
 * (100, 80), (180, 60); 3 months + … (0, 160), (80, 140), (160, 120). Efficient: (190, 0), (180, 60),
 * (160, 120), (80, 140), (0, 160).
 */
async function buildOfficeLease(page: Page): Promise<number> {
  const issues: ScoredIssue[] = [
    [
      'Deposit',
      [
        ['1 month', 30, 0],
        ['2 months', 20, 60],
        ['3 months', 0, 120],
      ],
    ],
    [
      'Term',
      [
        ['12 months', 0, 40],
        ['24 months', 80, 20],
        ['36 months', 160, 0],
      ],
    ],
  ];
  return buildScoredCase(page, 'Office lease', issues);
}

async function saveWalkAway(page: Page, label: string, total: string, alternative: string) {
  await page.getByLabel(label, { exact: true }).fill(total);
  const section = page.getByRole('region', { name: 'Walk-away values' });
  const party = section.locator('.walk-away-party').filter({ has: page.getByLabel(label, { exact: true }) });
  await party.getByLabel('Best alternative to an agreement').fill(alternative);
  const saved = page.waitForResponse((r) => /\/api\/parties\/\d+$/.test(r.url()) && r.ok());
  await party.getByRole('button', { name: /^Save / }).click();
  await saved;
}

describe('decision support: walk-away values, efficient deals, trades, offers, insights and the case file', () => {
  // axe-core is injected on purpose, which the app's CSP rightly refuses otherwise.
  const session = browserPerTest({ bypassCSP: true });

  // Longer than the default minute: two walk-away saves, a package, two accessibility checks and an import.
  it(
    'reads the zone of possible agreement, the frontier, a trade, a walk-away from a package and the offers, and round-trips the case file',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await mkdir(SHOTS, { recursive: true });
      await signInByRequest(page, 'dealer@example.com', 'Dee');
      const id = await buildOfficeLease(page);
      await page.goto(new URL(`/cases/${id}?tab=strategy`, baseUrl).toString());
      await page.getByRole('heading', { level: 1, name: 'Office lease' }).waitFor();

      // Without walk-away totals the figures say what they stand on.
      await page.getByText('No walk-away totals recorded yet').waitFor();
      await page.getByText(/all 9 packages count as possible/).waitFor();

      // Walk-away totals: yours 100, theirs 50. (100, 80), (180, 60) and (160, 120) clear both.
      await saveWalkAway(page, 'Your walk-away total', '100', 'Stay in the current office');
      await saveWalkAway(page, "Opponent's walk-away total", '50', 'Another tenant at a lower rent');
      await page.getByText('3 of 9 packages clear both walk-away totals (yours 100, theirs 50).').waitFor();

      // Efficient deals: the chart draws on a canvas; the list beside it names every point's options.
      const deals = page.getByRole('region', { name: 'Efficient deals' });
      await deals.getByText(/^5 packages are efficient/).waitFor();
      const chart = deals.getByRole('img', {
        name: /^Your total against the opponent's for 5 efficient deals/,
      });
      await chart.waitFor();
      await chart.locator('canvas').first().waitFor();
      await deals.screenshot({ path: `${SHOTS}/efficient-deals-1280.png` });
      // Hovering a point names it, its options and both totals. The Nash point (160, 120 of 0–200 on both axes)
      // lies in the canvas's right half and upper half whatever the axes' margins: sweep there until it shows.
      const canvas = (await chart.locator('canvas').first().boundingBox())!;
      const tooltip = deals.getByRole('tooltip');
      let tip = '';
      for (let y = canvas.height * 0.1; y < canvas.height * 0.6 && !tip.includes('Options'); y += 5) {
        for (let x = canvas.width * 0.55; x < canvas.width * 0.95 && !tip.includes('Options'); x += 5) {
          await page.mouse.move(canvas.x + x, canvas.y + y);
          if (await tooltip.isVisible()) tip = await tooltip.innerText();
        }
      }
      await page.screenshot({ path: `${SHOTS}/efficient-deals-tooltip-1280.png` });
      expect(tip).toMatch(/Options\s*Deposit: \d months?; Term: \d+ months/);
      await page.mouse.move(0, 0);
      // Nash from (100, 50): (160 − 100)(120 − 50) = 4,200 beats (180 − 100)(60 − 50) = 800.
      const nash = deals.getByRole('row', { name: /^Nash point/ });
      await expect(nash.innerText()).resolves.toMatch(/Deposit: 3 months; Term: 36 months\s+160\s+120/);
      await deals
        .getByRole('row', { name: /^Efficient deal 1/ })
        .getByText('Below their walk-away')
        .waitFor();
      await deals.getByText('5 efficient deals and 2 marked points').waitFor();

      // A trade in plain words, from the compromise (2 months + 24 months: you 100, them 80).
      const trades = page.getByRole('list', { name: 'Trades' });
      await trades
        .getByText(
          'Give ground on Deposit (−20 for you, +60 for them) and ask for Term (+80 for you, −20 for them): +60 for you, +40 for them',
        )
        .waitFor();

      // Their walk-away from a package, by keyboard: another tenant's offer, 1 month and 24 months (them 0 + 20).
      const walkAways = page.getByRole('region', { name: 'Walk-away values' });
      await walkAways.getByRole('button', { name: 'Set their walk-away from a package' }).press('Enter');
      const tenant = walkAways.getByRole('group', { name: 'Their walk-away package' });
      await tenant.getByLabel('Package name (optional)').fill("Another tenant's offer");
      await tenant.getByRole('combobox', { name: 'Deposit' }).focus();
      await page.keyboard.press('Enter'); // opens the list on its first option
      await page.keyboard.press('Enter'); // chooses it: 1 month
      await tenant.getByRole('combobox', { name: 'Term' }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await tenant
        .getByText(
          "Their total for this package: 20. Note: Another tenant's offer: Deposit 1 month, Term 24 months",
        )
        .waitFor();
      // The picker itself is checked; the selects' lists are portalled to the page's end and may still be
      // leaving (antd names no listbox of its own).
      expect(
        await seriousViolations(page, '[aria-label="Their walk-away package"]'),
        'walk-away package',
      ).toEqual([]);
      const packageSaved = page.waitForResponse((r) => /\/api\/parties\/\d+$/.test(r.url()) && r.ok());
      await tenant.getByRole('button', { name: 'Use as their walk-away' }).press('Enter');
      await packageSaved;
      // 100+ for you, 20+ for them: (110, 20), (100, 80), (180, 60), (160, 120).
      await page.getByText('4 of 9 packages clear both walk-away totals (yours 100, theirs 20).').waitFor();
      await expect(page.getByLabel("Opponent's walk-away total", { exact: true }).inputValue()).resolves.toBe(
        '20',
      );
      await expect(
        walkAways.getByLabel('Best alternative to an agreement').nth(1).inputValue(),
      ).resolves.toBe("Another tenant's offer: Deposit 1 month, Term 24 months");

      // Equivalent offers. Efficient above (100, 20): (180, 60) and (160, 120); Nash (160, 120) (60 · 100 beats
      // 80 · 40); halfway to 180 is 170, as far from 160 as from 180: the target is the higher, 180.
      const builder = page.getByRole('region', { name: 'Offer builder' });
      await expect(builder.getByLabel('Number of offers').inputValue()).resolves.toBe('3');
      const target = builder.getByLabel('Target for you (points)');
      await expect.poll(() => target.inputValue()).toBe('180');
      await builder
        .getByText(
          'Target 180 for you: about halfway from your total at the balanced deal (Nash point, 160) to the most you can get while they still reach their walk-away total (180), an ambitious first offer that stays credible.',
        )
        .waitFor();
      await builder
        .getByText(
          /^Put these packages on the table together: each is worth about the same to you, and the one they pick shows what matters to them\./,
        )
        .waitFor();
      const offers = builder.getByRole('list', { name: 'Equivalent offers' });
      await expect
        .poll(() => offers.getByText(/^you \d+, them \d+$/).allInnerTexts())
        .toEqual(['you 180, them 60']);
      // Target 100 ± 10: (100, 80), nearest, then (110, 20), which gives you your preferred Deposit.
      await target.fill('100');
      await target.press('Tab');
      await expect
        .poll(() => offers.getByText(/^you \d+, them \d+$/).allInnerTexts())
        .toEqual(['you 100, them 80', 'you 110, them 20']);
      await offers.getByText('Your preferred option on Deposit').waitFor();
      await snapshot(page, 'decision-support');
      expect(await seriousViolations(page), 'decision support').toEqual([]);

      // Scenario insights for a selection: Term, your points 80 and up (24 and 36 months), 6 of 9 packages.
      await page.getByRole('tab', { name: 'Overview' }).click();
      await page.getByText('Filter panel (keyboard-friendly)').click();
      const minimum = page.getByRole('spinbutton', { name: /^Term U\.Pts minimum/ });
      await minimum.fill('80');
      await minimum.press('Tab');
      await page.getByText('Total: 9 · Selected: 6').waitFor();
      await page.getByRole('tab', { name: 'Strategy' }).click();
      const insights = page.getByRole('region', { name: 'Scenario insights' });
      const asked = page.waitForRequest((r) => r.url().endsWith('/api/ai/scenario-analysis'));
      await insights.getByRole('button', { name: 'Get Scenario Insights' }).click();
      expect((await asked).postDataJSON()).toEqual({
        caseId: id,
        ranges: [
          { issueIndex: 1, party: 'user', min: 80, max: 160 },
          { issueIndex: 1, party: 'opponent', min: 0, max: 20 },
        ],
        exclude: false,
        isFiltered: true,
      });
      await insights.getByText(/^Your selection holds 6 of 9 packages/).waitFor();
      await insights.getByText('About your selection in the explorer').waitFor();
      await insights.getByLabel(/^Rule-based advice: /).waitFor();

      // Screenshots of the Strategy tab at 1280 and 375 px.
      await page.screenshot({ path: `${SHOTS}/strategy-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('region', { name: 'Efficient deals' }).scrollIntoViewIfNeeded();
      // The chart fits its column again (autoFit follows the container's size).
      await expect
        .poll(() =>
          deals
            .locator('canvas')
            .first()
            .evaluate((c) => c.getBoundingClientRect().right),
        )
        .toBeLessThanOrEqual(375);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await page.screenshot({ path: `${SHOTS}/strategy-375.png`, fullPage: true });
      for (const name of [
        'Scenario insights',
        'Walk-away values',
        'Efficient deals',
        'Trades',
        'Offer builder',
      ]) {
        const file = name.toLowerCase().replace(/ /g, '-');
        await page.getByRole('region', { name }).screenshot({ path: `${SHOTS}/${file}-375.png` });
      }
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The case as a file, imported back on the dashboard: a new case with the same issues and walk-away totals.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export JSON' }).click(),
      ]);
      const file = join(await mkdtemp(join(tmpdir(), 'parley-case-file-')), 'office-lease.json');
      await download.saveAs(file);
      await page.goto(baseUrl);
      await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Import case' }).click(),
      ]);
      await chooser.setFiles(file);
      await page.waitForURL((url) => /\/cases\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`));
      await page.getByRole('heading', { level: 1, name: 'Office lease (imported)' }).waitFor();
      await page.getByRole('tab', { name: 'Issues' }).click();
      await page.getByRole('button', { name: /^Deposit/ }).waitFor();
      await page.getByRole('button', { name: /^Term/ }).waitFor();
      await page.getByRole('tab', { name: 'Strategy' }).click();
      await expect(page.getByLabel('Your walk-away total', { exact: true }).inputValue()).resolves.toBe(
        '100',
      );
      await page.getByText('4 of 9 packages clear both walk-away totals (yours 100, theirs 20).').waitFor();
      // The imported case builds the same offers, and the report opened from the builder lists them.
      const importedBuilder = page.getByRole('region', { name: 'Offer builder' });
      const importedTarget = importedBuilder.getByLabel('Target for you (points)');
      await expect.poll(() => importedTarget.inputValue()).toBe('180');
      await importedTarget.fill('100');
      await importedTarget.press('Tab');
      await expect
        .poll(() =>
          importedBuilder
            .getByRole('list', { name: 'Equivalent offers' })
            .getByText(/^you \d+, them \d+$/)
            .allInnerTexts(),
        )
        .toEqual(['you 100, them 80', 'you 110, them 20']);
      const [report] = await Promise.all([
        page.waitForEvent('popup'),
        importedBuilder.getByRole('link', { name: /Open the report with these offers/ }).click(),
      ]);
      expect(report.url()).toMatch(/[?&]offers=3&tolerance=10&target=100$/);
      await report.getByRole('heading', { name: 'Equivalent offers' }).waitFor();
      await report
        .locator('.details')
        .getByText(/^Put these packages on the table together/)
        .waitFor();
      // The first page opens with the same offers.
      expect(
        await report.getByRole('region', { name: 'The decision' }).locator('ol.compact > li').allInnerTexts(),
      ).toHaveLength(2);
      await report.getByText("Another tenant's offer: Deposit 1 month, Term 24 months").waitFor();
      const reported = await report.locator('ol.offers > li').allInnerTexts();
      expect(reported).toHaveLength(2);
      expect(reported[0]).toMatch(/2 months[\s\S]*24 months/);
      expect(reported[1]).toMatch(/1 month[\s\S]*24 months/);
      await report.close();
    },
  );

  it('draws every efficient deal of a 12 × 10 case and lists them a page at a time', async () => {
    const { page } = session;
    await signInByRequest(page, 'large-dealer@example.com', 'Lars');
    // A 12 × 10 case through the case file: random whole points 0–250 for both sides (a fixed seed).
    let seed = 11;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const side = { name: 'You', reservationValue: null, alternative: '' };
    const file = {
      format: 'parley-case',
      version: 1,
      case: { name: 'Merger terms', goal: null, description: null, status: 'active' },
      parties: { user: side, opponent: { ...side, name: 'Opponent' } },
      issues: Array.from({ length: 12 }, (_, i) => ({
        name: `Issue ${i + 1}`,
        description: null,
        priority: 50,
        isAiSuggested: false,
        levels: { user: null, opponent: null },
        agreedOption: null,
        options: Array.from({ length: 10 }, (_, k) => ({
          name: `Option ${i + 1}.${k + 1}`,
          description: null,
          points: { user: Math.floor(random() * 251), opponent: Math.floor(random() * 251) },
          levels: { user: null, opponent: null },
        })),
      })),
    };
    const imported = await page.request.post(new URL('/api/cases/import', baseUrl).toString(), {
      data: file,
    });
    expect(imported.ok()).toBe(true);
    const { id } = (await imported.json()) as { id: number };

    await page.goto(new URL(`/cases/${id}?tab=strategy`, baseUrl).toString());
    await page.getByRole('heading', { level: 1, name: 'Merger terms' }).waitFor();
    const deals = page.getByRole('region', { name: 'Efficient deals' });
    const count = deals.getByText(/^\d+ efficient deals and 2 marked points; rows 1–10 of \d+$/);
    await count.waitFor({ timeout: 30_000 });
    const [efficient, rows] = /^(\d+) .* of (\d+)$/
      .exec(await count.innerText())!
      .slice(1)
      .map(Number);
    expect(rows).toBe(efficient! + 2);
    expect(efficient).toBeGreaterThan(10);
    await deals
      .getByRole('img', { name: new RegExp(`for ${efficient} efficient deals`) })
      .locator('canvas')
      .first()
      .waitFor();
    await expect(deals.getByRole('table').getByRole('row').count()).resolves.toBe(11);
    await deals.getByRole('listitem', { name: '2' }).click();
    await deals.getByText(new RegExp(`; rows 11–20 of ${rows}$`)).waitFor();
    await deals.screenshot({ path: `${SHOTS}/efficient-deals-12x10-1280.png` });
  });
});
