import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, snapshot } from './support/browser.js';
import { baseUrl, buildScoredCase, choose, signInByRequest, type ScoredIssue } from './support/journeys.js';

/**
 * A four-issue lease, every option scored for both. Rent matters most to them by the points entered (0–200),
 * the deposit little (0–40); you want the reverse on both. Term and Pets trade: the term matters more to them,
 * pets more to you.
 */
const LEASE: ScoredIssue[] = [
  [
    'Rent',
    [
      ['$2,000', 0, 200],
      ['$1,900', 60, 120],
      ['$1,800', 120, 0],
    ],
  ],
  [
    'Deposit',
    [
      ['3 months', 0, 40],
      ['2 months', 30, 20],
      ['1 month', 60, 0],
    ],
  ],
  [
    'Term',
    [
      ['12 months', 40, 0],
      ['24 months', 20, 60],
      ['36 months', 0, 100],
    ],
  ],
  [
    'Pets',
    [
      ['No pets', 0, 50],
      ['One cat', 100, 30],
    ],
  ],
];

async function buildLease(page: Page, name: string): Promise<number> {
  const id = await buildScoredCase(page, name, LEASE);
  const detail = (await (await page.request.get(new URL(`/api/cases/${id}`, baseUrl).toString())).json()) as {
    parties: Array<{ id: number; type: string }>;
  };
  for (const [type, reservationValue] of [
    ['user', 150],
    ['opponent', 170],
  ] as const) {
    const party = detail.parties.find((p) => p.type === type)!;
    const response = await page.request.put(new URL(`/api/parties/${party.id}`, baseUrl).toString(), {
      data: { reservationValue },
    });
    if (!response.ok()) throw new Error(`PUT party: ${response.status()}`);
  }
  return id;
}

async function openNegotiate(page: Page, id: number) {
  await page.goto(new URL(`/cases/${id}?tab=negotiate`, baseUrl).toString());
  await page.getByRole('form', { name: 'Record an offer' }).waitFor();
}

/** Records an offer through the form: who made it and an option (or 'Open (not in this offer)') per issue. */
async function recordOffer(page: Page, by: 'They offered' | 'You offered', options: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Record an offer' });
  await form.getByText(by, { exact: true }).click();
  for (const [issue, option] of Object.entries(options)) {
    await choose(page, form.getByLabel(`Option offered for ${issue}`), option);
  }
  const recorded = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/cases\/\d+\/offers$/.test(r.url()),
  );
  await form.getByRole('button', { name: 'Record offer' }).click();
  expect((await recorded).status()).toBe(201);
}

describe('at the table: offers as they happen, what their moves reveal, an agreement from an offer', () => {
  const session = browserPerTest();

  it(
    'records three real offers, sees the estimate move, and makes an offer the final agreement',
    { timeout: 180_000 },
    async () => {
      const { page } = session;
      await signInByRequest(page, 'offers@example.com', 'Offers Person');
      const id = await buildLease(page, 'Lease at the table');
      await openNegotiate(page, id);
      const reveal = page.getByText(/Record at least 2 of their offers/);
      await reveal.waitFor();

      // Their opening: everything at their best.
      await recordOffer(page, 'They offered', {
        Rent: '$2,000',
        Deposit: '3 months',
        Term: '36 months',
        Pets: 'No pets',
      });
      const list = page.getByRole('list', { name: 'Offers recorded' });
      await list.getByText('You 0 · Them 390').waitFor();
      await expect.poll(() => reveal.innerText()).toContain('(1 recorded so far)');

      // Yours: the form turns to yours with every issue open (never their package); choose each.
      await recordOffer(page, 'You offered', {
        Rent: '$1,800',
        Deposit: '1 month',
        Term: '36 months',
        Pets: 'One cat',
      });
      await list.getByText('You 280 · Them 130').waitFor();

      // Theirs again: they give way on rent at once and hold the deposit at their best.
      await recordOffer(page, 'They offered', {
        Rent: '$1,800',
        Deposit: '3 months',
        Term: '36 months',
        Pets: 'No pets',
      });
      await list.getByText('You 120 · Them 190').waitFor();
      // Rent from $2,000 to $1,800: +120 for you, −200 for them.
      await list.getByText('They gave way: +120 for you, −200 for them.').waitFor();

      // The estimate now reads their two offers: the sentence, and the shares moved from what was entered.
      const sentence = page.locator('.their-priorities-sentence');
      await sentence.waitFor();
      expect(await sentence.innerText()).toMatch(/giving way on Rent|give way on Rent/);
      const rent = page
        .getByRole('table', { name: 'Their priorities, entered and estimated' })
        .getByRole('row', { name: /^Rent/ })
        .getByRole('cell');
      const [entered, fromOffers] = (await rent.allInnerTexts()).map((text) =>
        Number(/(\d+)%/.exec(text)?.[1]),
      );
      expect(entered).toBeGreaterThan(0);
      expect(fromOffers).toBeLessThan(entered!);
      await snapshot(page, 'negotiate-offers-1280');

      // Their last offer becomes the agreement in one step.
      const last = list.getByRole('listitem', { name: 'Offer 3' });
      await last.getByRole('button', { name: 'Make this the agreement' }).click();
      const saves = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/cases/${id}/final-agreements`),
      );
      await page.getByRole('button', { name: 'Make it the agreement' }).click();
      await saves;
      await last.getByText('The final agreement').waitFor();
      await page
        .getByText(/^The final agreement: Rent: \$1,800; Deposit: 3 months; Term: 36 months; Pets: No pets/)
        .waitFor();
      await page
        .getByText(/Left on the table/)
        .first()
        .waitFor();
      await snapshot(page, 'negotiate-offers-agreement-1280');

      // The Overview's Final Agreement card shows the offer's options.
      await page.getByRole('tab', { name: 'Overview' }).click();
      const card = page
        .locator('.ant-card')
        .filter({ has: page.getByRole('heading', { name: 'Final Agreement' }) });
      await card.getByText('4 of 4 issues agreed').waitFor();
      for (const option of ['$1,800', '3 months', '36 months', 'No pets'])
        await card.locator('.ant-select-content', { hasText: option }).first().waitFor();
    },
  );
});

describe('at the table on a phone (375 px)', () => {
  const SCREEN = { width: 375, height: 812 };
  const session = browserPerTest({ viewport: SCREEN });

  it('records an offer on one screen, with nothing wider than the phone', { timeout: 120_000 }, async () => {
    const { page } = session;
    await signInByRequest(page, 'offers-phone@example.com', 'Offers Phone');
    const id = await buildLease(page, 'Lease on a phone');
    await openNegotiate(page, id);
    const form = page.getByRole('form', { name: 'Record an offer' });
    await form.scrollIntoViewIfNeeded();
    // One screen: the whole form, its button included, fits the phone's height.
    const box = (await form.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(SCREEN.height);
    const button = (await form.getByRole('button', { name: 'Record offer' }).boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(40);
    expect(button.width).toBeGreaterThanOrEqual(SCREEN.width / 2);
    await recordOffer(page, 'They offered', {
      Rent: '$1,900',
      Deposit: '2 months',
      Term: '24 months',
      Pets: 'One cat',
    });
    await page.getByRole('list', { name: 'Offers recorded' }).getByText('You 210 · Them 230').waitFor();
    // The charts drawn too: still nothing wider than the phone.
    await page.locator('[role="img"][aria-label^="Your total against theirs"] canvas').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
    await snapshot(page, 'negotiate-offers-375');
  });
});
