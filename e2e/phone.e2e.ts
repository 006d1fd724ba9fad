import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { browserPerTest, snapshot } from './support/browser.js';
import { baseUrl, buildScoredCase, signInByRequest, type ScoredIssue } from './support/journeys.js';

/**
 * A lease whose options score alike: four of Monthly rent's five options lie within 6 of your points (40 … 46),
 * so their labels on your axis would overlap; 5 × 3 × 3 × 3 = 135 scenarios.
 */
const ALIKE: ScoredIssue[] = [
  [
    'Monthly rent',
    [
      ['High', 40, 200],
      ['Upper mid', 42, 150],
      ['Mid', 44, 120],
      ['Low', 46, 40],
      ['Very low', 120, 30],
    ],
  ],
  [
    'Lease term',
    [
      ['12 months', 30, 90],
      ['24 months', 31, 60],
      ['36 months', 100, 40],
    ],
  ],
  [
    'Deposit',
    [
      ['One month', 60, 61],
      ['Two months', 62, 60],
      ['Three months', 63, 59],
    ],
  ],
  [
    'Parking spaces included',
    [
      ['None', 10, 90],
      ['One', 12, 88],
      ['Two', 90, 20],
    ],
  ],
];

const SCREEN = { width: 375, height: 812 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x + a.width - 0.5 > b.x &&
  b.x + b.width - 0.5 > a.x &&
  a.y + a.height - 0.5 > b.y &&
  b.y + b.height - 0.5 > a.y;

/** The top of an element from the top of the page (not of the viewport). */
const pageTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);

async function noSeriousViolations(page: Page, within: string) {
  const found = await seriousViolations(page, within);
  expect(found, `${within}: ${JSON.stringify(found)}`).toEqual([]);
}

describe('a phone at 375 × 812: the case screen', () => {
  const session = browserPerTest({ viewport: SCREEN, bypassCSP: true });

  it('fits the header, tabs and chart in the width, and leads Strategy with the advice', async () => {
    const { page } = session;
    await signInByRequest(page, 'phone@example.com', 'Pho');
    const id = await buildScoredCase(page, 'Shop lease', ALIKE);
    await page.goto(new URL(`/cases/${id}`, baseUrl).toString());
    await page.getByRole('heading', { level: 1, name: 'Shop lease' }).waitFor();
    await page.getByText('Total: 135 · Selected: 135').waitFor();

    // Nothing sideways: the page is as wide as the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);

    // The header's five actions are one menu, which the keyboard opens and walks.
    const menu = page.getByRole('button', { name: 'Case actions' });
    await menu.waitFor();
    for (const name of ['Edit case', 'Delete case', 'Close case'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Export JSON' }).count()).toBe(0);
    const header = (await page.locator('header.app-header').boundingBox())!;
    expect(header.height).toBeLessThan(0.15 * SCREEN.height);
    await menu.focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual([
      'Edit',
      'Duplicate',
      'Export',
      'Export JSON',
      'Close',
      'Delete',
    ]);
    await noSeriousViolations(page, '.ant-dropdown:not(.ant-dropdown-hidden)');
    // The first item has the focus; the arrows walk the items; Enter chooses.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await expect.poll(focused).toBe('Edit');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Duplicate');
    // Escape closes the menu and gives the focus back to its button; Enter opens it again, Home goes to Edit.
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem').first().waitFor({ state: 'hidden' });
    await expect.poll(focused).toBe('Actions');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem').first().waitFor();
    await expect.poll(focused).toBe('Duplicate');
    await page.keyboard.press('Home');
    await expect.poll(focused).toBe('Edit');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Edit Negotiation Case' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // The five tabs on one line; the bar inside the screen. Where this machine's font makes them wider than
    // the bar, it scrolls and says so by fading the edge with more; the chosen tab is scrolled into view.
    const tabs = await page.getByRole('tab').evaluateAll((all) => all.map((t) => t.getBoundingClientRect()));
    expect(tabs).toHaveLength(5);
    expect(new Set(tabs.map((t) => Math.round(t.y))).size).toBe(1);
    const bar = page.getByRole('tablist');
    const barEdges = () =>
      bar.evaluate((list) => ({
        right: list.getBoundingClientRect().right,
        overflows: list.scrollWidth > list.clientWidth,
        fadeEnd: list.hasAttribute('data-more-end'),
      }));
    const before = await barEdges();
    expect(before.right).toBeLessThanOrEqual(SCREEN.width);
    expect(before.fadeEnd).toBe(before.overflows);
    await page.getByRole('tab', { name: 'Negotiate' }).click();
    const chosen = await page
      .getByRole('tab', { name: 'Negotiate' })
      .evaluate((tab) => tab.getBoundingClientRect().right);
    expect(chosen).toBeLessThanOrEqual(before.right + 0.5);
    expect((await barEdges()).fadeEnd).toBe(false);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await noSeriousViolations(page, 'header.app-header');
    await noSeriousViolations(page, '[role="tablist"]');

    // The explorer's axis labels: none over another, all inside the chart; crowded ones thinned ("+N").
    const layer = page.locator('.scenario-chart-layer');
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.scenario-chart-layer')?.dataset['labels'],
    );
    const labels = JSON.parse((await layer.getAttribute('data-labels'))!) as Array<
      [string, number, number, number, number]
    >;
    const canvas = (await layer.evaluate((c) => ({ width: c.clientWidth, height: c.clientHeight }))) as {
      width: number;
      height: number;
    };
    const boxes = labels.map(([, x, y, width, height]) => ({ x, y, width, height }));
    boxes.forEach((a, i) =>
      boxes
        .slice(i + 1)
        .forEach((b, k) => expect(overlap(a, b), `${labels[i]![0]} / ${labels[i + 1 + k]![0]}`).toBe(false)),
    );
    for (const [text, x, y, width, height] of labels) {
      expect(x, text).toBeGreaterThanOrEqual(0);
      expect(y, text).toBeGreaterThanOrEqual(0);
      expect(x + width, text).toBeLessThanOrEqual(canvas.width);
      expect(y + height, text).toBeLessThanOrEqual(canvas.height);
    }
    expect(labels.some(([text]) => / \+\d+$/.test(text))).toBe(true);
    await layer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/artifacts/phone-explorer-375.png' });
    // Every option one tap away.
    await page.getByRole('button', { name: 'Show all options' }).click();
    const all = page.getByLabel("All options on the chart's axes");
    await all.getByText('Upper mid').waitFor();
    expect(await all.getByRole('listitem').count()).toBe(5 + 3 + 3 + 3);
    await noSeriousViolations(page, '.ant-popover:not(.ant-popover-hidden)');
    await page.keyboard.press('Escape');
    await snapshot(page, 'phone-overview-375');

    // Strategy: the key recommendation, the walk-away values and the trades within three screens.
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByRole('button', { name: 'Generate AI Insights' }).click();
    await page.getByRole('heading', { name: 'Key Recommendations' }).waitFor();
    await page.getByRole('list', { name: 'Trades' }).waitFor();
    const limit = 3 * SCREEN.height;
    for (const part of [
      'h3:text("Key Recommendations")',
      'section[aria-label="Walk-away values"]',
      'ol[aria-label="Trades"]',
    ])
      expect(await pageTop(page, part), part).toBeLessThanOrEqual(limit);
    // The rest opens folded; a heading's button unfolds its section.
    const playbook = page.getByRole('button', { name: 'Tactical Playbook' });
    expect(await playbook.getAttribute('aria-expanded')).toBe('false');
    await playbook.click();
    expect(await playbook.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('list', { name: 'Tactical Playbook' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
    await noSeriousViolations(page, '#case-panel-strategy');
    await snapshot(page, 'phone-strategy-375');
  });
});

/** How many pages a PDF has: one page object per page (Chromium writes them as plain dictionaries). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

describe('the printable report: the first page is the decision', () => {
  const session = browserPerTest();

  it('prints the decision on page one and what a person prints on two more, at A4 and Letter', async () => {
    const { page } = session;
    await signInByRequest(page, 'report@example.com', 'Rep');
    const id = await buildScoredCase(page, 'Supplier contract renewal', [
      [
        'Unit price per crate',
        [
          ['High', 20, 200],
          ['Middle', 110, 120],
          ['Low', 200, 30],
        ],
      ],
      [
        'Delivery days per week',
        [
          ['Two', 30, 40],
          ['Three', 80, 30],
          ['Five', 120, 20],
        ],
      ],
      [
        'Payment terms',
        [
          ['14 days', 50, 180],
          ['30 days', 40, 100],
          ['60 days', 30, 20],
        ],
      ],
      [
        'Contract length',
        [
          ['One year', 60, 30],
          ['Two years', 40, 90],
          ['Three years', 20, 120],
        ],
      ],
      [
        'Minimum order',
        [
          ['None', 90, 10],
          ['10 crates', 50, 60],
          ['25 crates', 10, 110],
        ],
      ],
      [
        'Returns of unsold bread',
        [
          ['Not accepted', 10, 80],
          ['Up to 5%', 60, 50],
          ['Up to 10%', 100, 10],
        ],
      ],
    ]);
    const detail = (await (
      await page.request.get(new URL(`/api/cases/${id}`, baseUrl).toString())
    ).json()) as {
      parties: Array<{ id: number; type: string }>;
      issues: Array<{ id: number; options: Array<{ id: number }> }>;
    };
    for (const [type, value] of [
      ['user', 320],
      ['opponent', 300],
    ] as const) {
      const party = detail.parties.find((p) => p.type === type)!;
      const put = await page.request.put(new URL(`/api/parties/${party.id}`, baseUrl).toString(), {
        data: { reservationValue: value, alternative: 'Another bakery supplier' },
      });
      expect(put.ok()).toBe(true);
    }
    for (const issue of detail.issues) {
      const agreed = await page.request.post(
        new URL(`/api/cases/${id}/final-agreements`, baseUrl).toString(),
        {
          data: { issueId: issue.id, optionId: issue.options[1]!.id },
        },
      );
      expect(agreed.ok()).toBe(true);
    }

    await page.goto(new URL(`/api/cases/${id}/export?timeZone=UTC`, baseUrl).toString());
    const first = page.locator('section.first-page');
    const text = await first.innerText();
    for (const part of [
      'Supplier contract renewal',
      'Your walk-away total\n320',
      'Their walk-away total\n300',
      'Offers to open with',
      'Key trade',
      'Give ground on',
      'Balanced deal (Nash point)',
      'Agreement',
      'Left on the table',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/Offers to open with\n+.+\n+.+\(you \d+, them \d+\)\nKey trade/);
    // The agreement: every issue's middle option, you 110 + 80 + 40 + 40 + 50 + 60 = 380, them
    // 120 + 30 + 100 + 90 + 60 + 50 = 450; the balanced deal (500, 470) is better for both.
    expect(text).toMatch(
      /Agreement\n+.+\(you 380, them 450\)\n+Left on the table\n+120 more for you and 20 more for them/,
    );
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: 'e2e/artifacts/report-first-page-print.png', fullPage: true });

    for (const format of ['A4', 'Letter'] as const) {
      const pdf = (extra?: string) =>
        page
          .evaluate((css) => {
            document.getElementById('journey-style')?.remove();
            if (css) {
              const style = document.createElement('style');
              style.id = 'journey-style';
              style.textContent = css;
              document.head.append(style);
            }
          }, extra ?? null)
          .then(() =>
            page.pdf({ format, margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } }),
          );
      const printed = await pdf();
      await writeFile(`e2e/artifacts/report-${format}.pdf`, printed);
      const whole = pageCount(printed);
      // Page one alone is one page; the details alone are whole − 1 pages: they start on page two.
      const firstOnly = pageCount(await pdf('.details, footer { display: none !important; }'));
      const detailsOnly = pageCount(await pdf('.first-page { display: none !important; }'));
      expect([format, firstOnly]).toEqual([format, 1]);
      expect(whole).toBeGreaterThanOrEqual(2);
      expect([format, whole]).toEqual([format, 1 + detailsOnly]);
      // Six issues: the decision, then at most two pages (issue 31, point 7).
      expect(whole, format).toBeLessThanOrEqual(3);
    }
    await page.evaluate(() => document.getElementById('journey-style')?.remove());

    // On paper: every issue with its talking points, the numbers behind the first page; not the frontier's
    // rows, the top scenarios or the glossary, which stay on screen.
    const visible = (name: string) => page.getByRole('heading', { level: 2, name, exact: true }).isVisible();
    for (const name of [
      'Issue by Issue',
      'Summary',
      'Final Agreement',
      'Walk-Away Values and Efficient Deals',
    ])
      expect([name, await visible(name)]).toEqual([name, true]);
    for (const name of ['Case Information', 'Best Outcomes', 'What the words mean'])
      expect([name, await visible(name)]).toEqual([name, false]);
    expect(await page.locator('table.frontier').isVisible()).toBe(false);
    const issuesOnPaper = page.locator('section.issue');
    expect(await issuesOnPaper.count()).toBe(6);
    for (const block of await issuesOnPaper.all()) {
      expect(await block.locator('ul.talking li').count()).toBeGreaterThan(0);
      expect(await block.locator('tr.agreed').count()).toBe(1);
    }
    await page.emulateMedia({ media: 'screen' });
    for (const name of ['Case Information', 'Best Outcomes', 'What the words mean'])
      expect([name, await visible(name)]).toEqual([name, true]);
    expect(await page.locator('table.frontier').isVisible()).toBe(true);
  });
});
