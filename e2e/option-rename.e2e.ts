import { describe, expect, it } from 'vitest';
import { browserPerTest } from './support/browser.js';
import { createAndOpenCase, signIn } from './support/journeys.js';

describe('a renamed option, everywhere at once', () => {
  const session = browserPerTest();

  it('shows an option’s new name on every tab without a reload', async () => {
    const { page } = session;
    await signIn(page, 'renamer@example.com', 'Ren');
    await createAndOpenCase(page, 'Flat share');
    await page.getByRole('tab', { name: 'Issues' }).click();

    await page.getByRole('button', { name: 'Add Issue' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Issue' });
    await dialog.getByLabel('Issue Name').fill('Rent');
    await dialog.getByLabel('Option 1', { exact: true }).fill('High');
    await dialog.getByLabel('Option 2', { exact: true }).fill('Low');
    await dialog.getByRole('button', { name: 'Add Issue' }).click();
    await page.getByText('Issue Added').waitFor();

    // A mark on this document: it is gone if anything reloads the page.
    await page.evaluate(() => document.documentElement.setAttribute('data-no-reload', 'yes'));

    await page.getByRole('button', { name: /^Rent/ }).click();
    await page.getByRole('button', { name: 'Edit option Low' }).click();
    await page.getByLabel('Option name', { exact: true }).fill('Lowest');
    const renamed = page.waitForResponse((r) => /\/api\/options\/\d+$/.test(r.url()) && r.ok());
    const refetched = page.waitForResponse(
      (r) => /\/api\/cases\/\d+$/.test(r.url()) && r.request().method() === 'GET' && r.ok(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await renamed;
    // The case detail is fetched again after the change: the new name comes from the API, not the form.
    expect(
      (
        (await (await refetched).json()) as { issues: Array<{ options: Array<{ name: string }> }> }
      ).issues[0]!.options.map((o) => o.name),
    ).toEqual(['High', 'Lowest']);

    const options = page.getByRole('list', { name: 'Options of Rent' });
    await options.getByText('Lowest').waitFor();
    await page.getByRole('tab', { name: 'Smart Points' }).click();
    await page.getByRole('button', { name: 'Options of Rent' }).click();
    await page.getByRole('textbox', { name: 'Points for Rent: Lowest' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Points for Rent: Low', exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-no-reload'))).toBe('yes');
  });
});
