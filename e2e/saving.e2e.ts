import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { browserPerTest, snapshot } from './support/browser.js';
import { baseUrl, buildCase, signInByRequest } from './support/journeys.js';

/** The Smart Points tab's saving status (the polite live region beside the party's points). */
const pointsStatus = (page: Page) => page.locator('section[aria-label="Points for You"] .save-bar-status');

async function openRent(page: Page, caseId: number) {
  await page.goto(new URL(`/cases/${caseId}?tab=points`, baseUrl).toString());
  await page.getByRole('button', { name: 'Options of Rent' }).click();
  return page.getByLabel('Points for Rent: High', { exact: true });
}

describe('saving you can see, and undo (issue 21)', () => {
  // axe is injected as an inline script, which the app's Content Security Policy refuses otherwise.
  const session = browserPerTest({ bypassCSP: true });

  it('saves a typo as 0, takes it back with Ctrl+Z on the server, and retries a save the network lost', async () => {
    const { page } = session;
    await signInByRequest(page, 'saving@example.com', 'Sam');
    const built = await buildCase(page, 'Studio lease', [
      ['Rent', ['High', 'Low']],
      ['Term', ['12 months', '24 months']],
    ]);
    const rent = built.issues[0]!;
    const scored = await page.request.post(new URL('/api/scores', baseUrl).toString(), {
      data: { partyId: built.you, issueId: rent.id, optionId: rent.options[0]!.id, points: 180 },
    });
    expect(scored.ok()).toBe(true);

    let field = await openRent(page, built.id);
    expect(await field.inputValue()).toBe('180');
    // The header tells the points in force (180), not the suggestion.
    await page.getByText('Up to 180 points').waitFor();

    // A typo: the SPEC saves it as 0, and the status says it is saved.
    await field.fill('abc');
    await field.press('Enter');
    await page.getByText('Not a whole number, so it was saved as 0').waitFor();
    await expect.poll(() => pointsStatus(page).innerText()).toContain('Saved');
    expect(await field.inputValue()).toBe('0');
    await page.getByText('Up to 0 points').waitFor();

    // Ctrl+Z outside the text field takes it back, on the server too.
    await page.getByRole('heading', { level: 1, name: 'Studio lease' }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => pointsStatus(page).innerText()).toContain('Undone: points for Rent: High');
    await page.reload();
    field = await openRent(page, built.id);
    expect(await field.inputValue()).toBe('180');

    // The network goes: the status says so, the entry stays in the field, and Retry sends it once it is back.
    await page.route('**/api/scores', (route) => route.abort());
    await field.fill('90');
    await field.press('Enter');
    await expect.poll(() => pointsStatus(page).innerText()).toContain("Couldn't save");
    expect(await field.inputValue()).toBe('90');
    const violations = await seriousViolations(page, 'section[aria-label="Points for You"] .save-bar');
    expect(violations).toEqual([]);
    await snapshot(page, 'saving-failed');

    await page.unroute('**/api/scores');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => pointsStatus(page).innerText()).toContain('Saved');
    await page.reload();
    field = await openRent(page, built.id);
    expect(await field.inputValue()).toBe('90');

    // At 375 px the status and Undo fit beside the points without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 812 });
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    await undo.waitFor();
    const box = await page.locator('section[aria-label="Points for You"] .save-bar').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snapshot(page, 'saving-375');
  });
});
