import { describe, expect, it } from 'vitest';
import { baseUrl, opened } from './support/journeys.js';
import { browserPerTest, snapshot } from './support/browser.js';
import { createAndOpenCase, signIn } from './support/journeys.js';

const CLOSED_HINT = 'This case is closed. Reopen it to make changes.';

describe('everyday case work: rename, edit, use all suggestions, close, reopen, delete', () => {
  const session = browserPerTest();

  it('renames a case, edits an issue, fills its points in one request, locks it closed and deletes it', async () => {
    const { page } = session;
    await signIn(page, 'everyday@example.com', 'Eve');
    await createAndOpenCase(page, 'Flat lease');

    // Rename and re-describe the case from its header.
    await page.getByRole('button', { name: 'Edit case' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Negotiation Case' });
    await edit.getByLabel('Case Name').fill('Flat on Elm Street');
    await edit.getByLabel('Goal').fill('Rent under 1,000');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Flat on Elm Street' }).waitFor();
    await page.getByText('Rent under 1,000').waitFor();

    // An issue, then edited: a new name and priority.
    await page.getByRole('tab', { name: 'Issues' }).click();
    await page.getByRole('button', { name: 'Add Issue' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Issue' });
    await add.getByLabel('Issue Name').fill('Rent');
    await add.getByLabel('Option 1', { exact: true }).fill('High');
    await add.getByLabel('Option 2', { exact: true }).fill('Low');
    await add.getByRole('button', { name: 'Add Issue' }).click();
    await page.getByText('Issue Added').waitFor();
    await page.getByRole('button', { name: /^Rent/ }).click();
    await page.getByRole('button', { name: 'Edit issue Rent' }).click();
    const editIssue = page.getByRole('dialog', { name: 'Edit Issue' });
    await editIssue.getByLabel('Issue Name').fill('Monthly rent');
    await editIssue.getByLabel('Description').fill('Warm rent, heating included');
    await editIssue.getByText('Save Changes').click();
    await page.getByRole('button', { name: /^Monthly rent/ }).waitFor();
    await page.getByText('Warm rent, heating included').first().waitFor();

    // Use all suggestions: every option of the party in one request.
    await page.getByRole('tab', { name: 'Smart Points' }).click();
    const batches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && /\/api\/cases\/\d+\/points$/.test(request.url()))
        batches.push(request.url());
    });
    const savedAll = page.waitForResponse((r) => /\/api\/cases\/\d+\/points$/.test(r.url()) && r.ok());
    await page.getByRole('button', { name: 'Use all suggestions for You' }).click();
    await savedAll;
    await page.getByRole('button', { name: 'Options of Monthly rent' }).click();
    // Unrated: importance 1, issue rank 1 → weight 20 − 10 + 10 = 20; High Least Preferred, rank 1 → value
    // 0 + 20 = 20: 25 + 0.2 × 0.2 × 225 = 34; Low at rank 2 (value 16): 32.2 → 32.
    await expect
      .poll(() => page.getByLabel('Points for Monthly rent: High', { exact: true }).inputValue())
      .toBe('34');
    expect(await page.getByLabel('Points for Monthly rent: Low', { exact: true }).inputValue()).toBe('32');
    expect(batches).toHaveLength(1);

    // Close: every editing control is locked, with the hint.
    await page.getByRole('button', { name: 'Close case' }).click();
    await page.getByRole('button', { name: 'Close Case', exact: true }).click();
    await page.getByText(CLOSED_HINT).waitFor();
    expect(await page.getByRole('button', { name: 'Use all suggestions for You' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Points for Monthly rent: High', { exact: true }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Issues' }).click();
    expect(await page.getByRole('button', { name: 'Add Issue' }).first().isDisabled()).toBe(true);
    // Still open from before (the Issues tab keeps its state).
    const rent = page.getByRole('button', { name: /^Monthly rent/ });
    if ((await rent.getAttribute('aria-expanded')) !== 'true') await rent.click();
    expect(await page.getByRole('button', { name: 'Edit issue Monthly rent' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove Issue' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Overview' }).click();
    expect(await page.getByRole('combobox', { name: 'Agreed option for Monthly rent' }).isDisabled()).toBe(
      true,
    );
    await snapshot(page, 'case-closed-locked');

    // Reopen: editable again.
    await page.getByRole('button', { name: 'Reopen case' }).click();
    await page.getByText(CLOSED_HINT).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Issues' }).click();
    expect(await page.getByRole('button', { name: 'Add Issue' }).first().isDisabled()).toBe(false);

    // Delete it from the dashboard, after a confirmation naming it.
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
    await page.getByRole('button', { name: 'Delete Flat on Elm Street' }).click();
    await page.getByText('Are you sure you want to delete "Flat on Elm Street"?', { exact: false }).waitFor();
    await opened(page.getByRole('dialog').filter({ hasText: 'Flat on Elm Street' }));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No negotiation cases yet').waitFor();
    await page.reload();
    await page.getByText('No negotiation cases yet').waitFor();
  });

  it('fits the how-it-works demo table on a 375 px screen without sideways scrolling', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/how-it-works`);
    const table = page.getByRole('region', { name: 'Example: buying a house' }).getByRole('table');
    await table.waitFor();
    const seller = table.getByRole('columnheader', { name: 'Seller' });
    const box = await seller.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'how-it-works-375');
  });
});
