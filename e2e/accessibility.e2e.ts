import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { browserPerTest } from './support/browser.js';
import { baseUrl, createAndOpenCase, signIn } from './support/journeys.js';

/** axe-core's WCAG 2.1 A/AA rules on each screen: no serious or critical violation. */
describe('accessibility', () => {
  // The app's CSP rightly refuses injected scripts; axe is a test tool injected on purpose.
  const session = browserPerTest({ bypassCSP: true });

  it('finds no serious violation on the public pages', async () => {
    const { page } = session;
    for (const path of ['/', '/how-it-works', '/no/such/page']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  it('finds no serious violation on the dashboard and every tab of a case', async () => {
    const { page } = session;
    await signIn(page, 'a11y@example.com', 'Ally');
    expect(await seriousViolations(page), 'dashboard').toEqual([]);
    await createAndOpenCase(page, 'Accessible lease');
    await page.getByRole('tab', { name: 'Issues' }).click();
    await page.getByRole('button', { name: 'Add Issue' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Issue' });
    await dialog.getByLabel('Issue Name').fill('Rent');
    await dialog.getByLabel('Option 1', { exact: true }).fill('High');
    await dialog.getByLabel('Option 2', { exact: true }).fill('Low');
    expect(await seriousViolations(page, '.ant-modal'), 'add-issue dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Add Issue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^Rent/ }).click();
    expect(await seriousViolations(page), 'issues').toEqual([]);

    await page.getByRole('tab', { name: 'Smart Points' }).click();
    await page.getByRole('button', { name: 'Options of Rent' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/scores') && r.ok());
    await page.getByRole('button', { name: 'Use suggested points for Rent: High' }).click();
    await saved;
    expect(await seriousViolations(page), 'smart points').toEqual([]);

    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByText(/^Value Creation Analysis/).waitFor();
    expect(await seriousViolations(page), 'strategy').toEqual([]);

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText(/^Total: 2/).waitFor();
    expect(await seriousViolations(page), 'overview').toEqual([]);
  });
});
