import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { browserPerTest, snapshot } from './support/browser.js';
import { baseUrl, signIn } from './support/journeys.js';

/** Pro, so that the journey's six cases fit (the trial holds TRIAL_CASE_LIMIT; its own tests cover it). */
async function becomePro(page: Page): Promise<void> {
  const response = await page.request.post(new URL('/api/subscription/activate', baseUrl).toString());
  expect(response.ok()).toBe(true);
}

/** Chooses `file` in the dashboard's Import case picker. */
async function importFile(page: Page, file: string): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import case' }).click(),
  ]);
  await chooser.setFiles(file);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Issue 21, point 5: the first visit's sample, New Case from a template, Duplicate, import names and errors. */
describe('a quick start: the sample, templates, duplicates and imports', () => {
  // axe is injected as a script, which the app's CSP (rightly) refuses.
  const session = browserPerTest({ bypassCSP: true });

  it('offers the sample on a first visit, starts from a template, duplicates and imports in plain words', async () => {
    const { page } = session;
    await signIn(page, 'quick@example.com', 'Quinn');

    // Small truths: the landing card counts the server's days left, and the footer carries the SPEC's year.
    const status = (await (await page.request.get(`${baseUrl}/api/subscription/status`)).json()) as {
      daysLeft: number;
    };
    await page.goto(`${baseUrl}/landing`);
    const card = page.getByTestId('status-card');
    await card.getByText(`${status.daysLeft} ${status.daysLeft === 1 ? 'day' : 'days'} left`).waitFor();
    expect(await page.locator('footer').last().innerText()).toContain('© 2025');

    await becomePro(page);
    await page.goto(baseUrl);

    // A first visit: no case yet, and the sample lease one click away.
    const empty = page.getByRole('region', { name: 'Cases' });
    await empty.getByText('No negotiation cases yet').waitFor();
    expect(await seriousViolations(page, '[aria-label="Cases"]'), 'empty dashboard').toEqual([]);
    await empty.getByRole('button', { name: 'Explore a sample case' }).click();
    await page.waitForURL(/\/cases\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Sample: lease renewal' }).waitFor();
    // Explorable at once: the explorer draws every scenario of the SPEC's lease (3 × 3 × 2).
    await page.getByText('Total: 18 · Selected: 18').waitFor();
    await page.getByRole('img', { name: /Parallel coordinates chart of 18 scenarios/ }).waitFor();
    const sampleId = /\/cases\/(\d+)$/.exec(page.url())![1]!;

    // New Case from the salary template: scored for both sides, it opens ready to explore.
    await page.getByRole('link', { name: 'Back' }).click();
    await page
      .getByText(/Updated today at \d\d:\d\d/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'New Case' }).click();
    const dialog = page.getByRole('dialog');
    const salary = dialog.getByRole('radio', { name: /Salary negotiation/ });
    await salary.waitFor();
    expect(await seriousViolations(page, '.ant-modal'), 'new case dialog').toEqual([]);
    await salary.check();
    await expect(dialog.getByLabel(/case name/i).inputValue()).resolves.toBe('Salary negotiation');
    await dialog.getByRole('button', { name: 'Create Case' }).click();
    await page.getByRole('heading', { level: 1, name: 'Salary negotiation' }).waitFor();
    // 3 × 3 × 3 × 2 × 2 packages of base salary, bonus, remote days, start date and title.
    await page.getByText('Total: 108 · Selected: 108').waitFor();
    await snapshot(page, 'quick-start-salary');

    // Duplicate from the case screen: the copy opens.
    await page.getByRole('button', { name: 'Duplicate case' }).click();
    await page.getByRole('heading', { level: 1, name: 'Salary negotiation (copy)' }).waitFor();
    await page.getByText('Total: 108 · Selected: 108').waitFor();

    // The sample as a file, imported twice: the names say which is which.
    const file = join(await mkdtemp(join(tmpdir(), 'parley-quick-start-')), 'sample.json');
    const exported = await page.request.get(
      new URL(`/api/cases/${sampleId}/export.json`, baseUrl).toString(),
    );
    await writeFile(file, await exported.body());
    await page.goto(baseUrl);
    await importFile(page, file);
    await page.getByRole('heading', { level: 1, name: 'Sample: lease renewal (imported)' }).waitFor();
    await page.goto(baseUrl);
    await importFile(page, file);
    await page.getByRole('heading', { level: 1, name: 'Sample: lease renewal (imported 2)' }).waitFor();

    // A file of another kind says what is wrong and how to fix it, and creates nothing.
    const foreign = join(await mkdtemp(join(tmpdir(), 'parley-quick-start-')), 'package.json');
    await writeFile(foreign, JSON.stringify({ name: 'package', version: '1.0.0' }));
    await page.goto(baseUrl);
    await page.getByRole('link', { name: /Salary negotiation \(copy\)/ }).waitFor();
    await importFile(page, foreign);
    await page.getByText("This file isn't a Parley case file. Export a case from Parley").waitFor();
    await expect(page.getByTestId('case-card').count()).resolves.toBe(5);

    // Duplicate from a card.
    await page.getByRole('button', { name: 'Duplicate Sample: lease renewal', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sample: lease renewal (copy)' }).waitFor();
  });

  it('fits a phone: the sample offer, the cards and the template choice at 375 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, 'phone-start@example.com', 'Pia');
    const sample = page.getByRole('button', { name: 'Explore a sample case' });
    await sample.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'New Case' }).click();
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /House purchase/ })
      .waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, '.ant-modal'), 'new case dialog at 375 px').toEqual([]);
    await snapshot(page, 'quick-start-dialog-375');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await sample.click();
    await page.getByRole('heading', { level: 1, name: 'Sample: lease renewal' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Duplicate Sample: lease renewal' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'quick-start-dashboard-375');
  });
});
