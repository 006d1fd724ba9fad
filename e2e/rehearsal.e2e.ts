import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest } from './support/browser.js';
import { baseUrl, buildScoredCase, signInByRequest, type ScoredIssue } from './support/journeys.js';

/** A shop lease of four issues that trade: rent matters most to both, the others differently. */
const LEASE: ScoredIssue[] = [
  [
    'Monthly rent',
    [
      ['$2,400', 20, 200],
      ['$2,200', 110, 130],
      ['$2,000', 200, 30],
    ],
  ],
  [
    'Lease term',
    [
      ['12 months', 80, 20],
      ['24 months', 50, 60],
      ['36 months', 10, 110],
    ],
  ],
  [
    'Deposit',
    [
      ['One month', 60, 20],
      ['Two months', 30, 50],
    ],
  ],
  [
    'Parking',
    [
      ['None', 0, 60],
      ['One space', 50, 30],
      ['Two spaces', 90, 0],
    ],
  ],
];

async function openNegotiate(page: Page, id: number) {
  await page.goto(new URL(`/cases/${id}`, baseUrl).toString());
  await page.getByRole('heading', { level: 1, name: 'Shop lease' }).waitFor();
  await page.getByRole('tab', { name: 'Negotiate' }).click();
  await page.getByRole('heading', { name: 'Your plan' }).waitFor();
}

/** Starts a rehearsal from its settings form: the style, the rounds and a seed, by keyboard where it can. */
async function startRehearsal(page: Page, style: string, rounds: number, seed: number) {
  const rehearsal = page.getByRole('region', { name: 'Rehearsal' });
  await rehearsal.getByRole('radio', { name: new RegExp(`^${style}`) }).check();
  await rehearsal.getByLabel('Rounds').fill(String(rounds));
  await rehearsal.getByLabel('Seed (optional)').fill(String(seed));
  await rehearsal.getByRole('button', { name: 'Start rehearsal' }).click();
  await rehearsal.getByText(`seed ${seed}`).waitFor();
  return rehearsal;
}

describe('at the table: the plan and a rehearsal (issue 23, points 3 and 4)', () => {
  const session = browserPerTest();

  it('plans, rehearses 5 rounds against a tough opponent to a deal, and reads the debrief', async () => {
    const { page } = session;
    await signInByRequest(page, 'rehearsal@example.com', 'Rey');
    const id = await buildScoredCase(page, 'Shop lease', LEASE);
    await openNegotiate(page, id);

    // The plan: the opening offer in numbers and in words, and the next offer with a one-step record.
    const plan = page.getByRole('region', { name: 'Plan' });
    const totals = plan.getByRole('list', { name: 'Plan totals' });
    await totals.getByText('Opening offer').waitFor();
    const opening = plan.getByRole('list', { name: 'Opening package' });
    expect(await opening.getByRole('listitem').count()).toBe(4);
    await plan.getByText('Round 1 of 10: ask for').waitFor();
    expect(await plan.getByRole('list', { name: 'Next offer' }).getByRole('listitem').count()).toBe(4);
    expect(
      await plan.getByRole('list', { name: 'Total to ask for in each round' }).getByRole('listitem').count(),
    ).toBe(10);
    // A steady pace over 5 rounds: five levels.
    // By keyboard: the arrow moves the pace from tough to steady.
    await plan.getByRole('radio', { name: 'Tough' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => plan.getByRole('radio', { name: 'Steady' }).isChecked()).toBe(true);
    // The rounds are saved with the case when the field is left (Enter), as the pace is when chosen.
    await plan.getByLabel('Rounds').fill('5');
    await plan.getByLabel('Rounds').press('Enter');
    await expect
      .poll(() =>
        plan.getByRole('list', { name: 'Total to ask for in each round' }).getByRole('listitem').count(),
      )
      .toBe(5);
    await plan.getByText('Round 1 of 5: ask for').waitFor();

    // The rehearsal: a tough opponent over 5 rounds, each offer the plan's suggestion for its round.
    const rehearsal = await startRehearsal(page, 'Tough', 5, 42);
    await rehearsal.getByText('Against a tough opponent', { exact: true }).waitFor();
    const transcript = rehearsal.getByRole('list', { name: 'Transcript' });
    for (let round = 1; round <= 5; round++) {
      const make = rehearsal.getByRole('button', { name: 'Make this offer' });
      if ((await make.count()) === 0) break;
      await rehearsal.getByText(`Round ${round} of 5: your offer`).waitFor();
      // Prefilled with the plan's offer: every issue has an option chosen.
      await rehearsal.getByText("Prefilled with your plan's offer for this round").waitFor();
      await make.click();
      await transcript.getByText(`Round ${round} · You offered`).waitFor();
      await page
        .waitForFunction(
          (n) =>
            document.querySelectorAll('[aria-label="Transcript"] > li').length >= 2 * n ||
            document.querySelector('[aria-labelledby^="debrief-"]') !== null,
          round,
        )
        .catch(() => undefined);
      if (await rehearsal.getByRole('heading', { name: 'Debrief' }).count()) break;
    }
    // Still open after the last round: take their last counter.
    if ((await rehearsal.getByRole('heading', { name: 'Debrief' }).count()) === 0) {
      await rehearsal.getByRole('button', { name: 'Accept their offer' }).click();
    }
    await rehearsal.getByRole('heading', { name: 'Debrief' }).waitFor();
    await rehearsal.getByText('Deal', { exact: true }).waitFor();
    // Five rounds were played: the tough side held out to the end.
    await transcript.getByText('Round 5 · You offered').waitFor();
    const debrief = rehearsal.getByRole('region', { name: 'Debrief' });
    await debrief.getByText('Left on the table').waitFor();
    await debrief.getByText('Concessions').waitFor();
    await debrief.getByText('Your plan against the same opponent').waitFor();
    expect(
      await debrief.getByRole('list', { name: 'The deal', exact: true }).getByRole('listitem').count(),
    ).toBe(4);
    expect(await debrief.getByText(/^Your total/).count()).toBe(1);
    // The other side's explanations are in the transcript, in words.
    expect(await transcript.getByText(/“.+”/).count()).toBeGreaterThan(0);

    // Back later: the latest rehearsal is shown again with its debrief; a replay starts with the same seed.
    await page.reload();
    await page.getByRole('tab', { name: 'Negotiate' }).click();
    await page.getByRole('region', { name: 'Debrief' }).waitFor();
    await page.getByRole('button', { name: 'New rehearsal' }).click();
    await page.getByRole('button', { name: 'Start rehearsal' }).waitFor();
  });

  it('at 375 px: the plan and a rehearsal fit the width, and the keyboard makes an offer', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 812 });
    await signInByRequest(page, 'rehearsal-phone@example.com', 'Pho');
    const id = await buildScoredCase(page, 'Shop lease', LEASE);
    await openNegotiate(page, id);
    await page.getByRole('region', { name: 'Plan' }).getByText('Round 1 of 10: ask for').waitFor();
    const rehearsal = await startRehearsal(page, 'Tit-for-tat', 3, 7);
    const make = rehearsal.getByRole('button', { name: 'Make this offer' });
    await make.focus();
    await page.keyboard.press('Enter');
    await rehearsal.getByRole('list', { name: 'Transcript' }).getByText('Round 1 · You offered').waitFor();
    await rehearsal.getByText('Round 2 of 3: your offer').waitFor();
    // Nothing sideways: the page is as wide as the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
