import { describe, expect, it } from 'vitest';
import { browserPerTest, snapshot } from './support/browser.js';
import { choose, createAndOpenCase, figure, opened, signIn } from './support/journeys.js';

describe('case modelling: issues, options, points, close and reopen', () => {
  const session = browserPerTest();

  it('models a case from its issues to its points, and the points survive a reload', async () => {
    const { page } = session;
    await signIn(page, 'modeller@example.com', 'Mo');
    await createAndOpenCase(page, 'Office lease');
    expect(await figure(page, 'Issues')).toBe('0');

    // Smart Points needs issues first, and says where to add them.
    await page.getByRole('tab', { name: 'Smart Points' }).click();
    await page.getByText('Add issues first').waitFor();
    await page
      .getByRole('link', { name: /Issues tab|Add issues first|Go to Issues/i })
      .first()
      .click();
    await page.getByText('No issues yet').waitFor();

    await page.getByRole('button', { name: 'Add Issue' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Issue' });
    await dialog.getByLabel('Issue Name').fill('Rent <i>per month</i>');
    await dialog.getByLabel('Option 1', { exact: true }).fill('High');
    await dialog.getByLabel('Option 2', { exact: true }).fill('Low');
    await dialog.getByRole('button', { name: 'Add Issue' }).click();
    await page.getByText('Issue Added').waitFor();
    await page.getByText('"Rent <i>per month</i>" has been added to your negotiation case').waitFor();

    // Options: add one, then remove it again after confirming.
    await page.getByRole('button', { name: /^Rent <i>per month<\/i>/ }).click();
    await page.getByLabel('New option name').fill('Medium');
    await page.getByRole('button', { name: 'Add Option' }).click();
    const options = page.getByRole('list', { name: 'Options of Rent <i>per month</i>' });
    await options.getByText('Medium').waitFor();
    await page.getByRole('button', { name: 'Delete option Medium' }).click();
    await page.getByText('Are you sure you want to delete "Medium"?').waitFor();
    await opened(page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete "Medium"?' }));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await options.getByText('Medium').waitFor({ state: 'detached' });
    await snapshot(page, 'case-issues');

    // Smart Points: rate the issue for You, use a suggestion, type a score.
    await page.getByRole('tab', { name: 'Smart Points' }).click();
    // The levels are saved a moment after the change, or when the tab is left: one request for the party.
    const levelsSaved = page.waitForResponse((r) => /\/api\/cases\/\d+\/points$/.test(r.url()) && r.ok());
    await choose(page, page.getByLabel('Importance of Rent <i>per month</i>'), 'Extremely Important');
    await page.getByRole('button', { name: 'Options of Rent <i>per month</i>' }).click();
    // Extremely Important, issue ranked 1st: weight 100 − 10 + 10 = 100; option Least Preferred, ranked 1st:
    // value 0 + 20 = 20 → 25 + 1 × 0.2 × 225 = 70.
    await page.getByText('Suggested: 70').waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/scores') && r.ok());
    await page.getByRole('button', { name: 'Use suggested points for Rent <i>per month</i>: High' }).click();
    await saved;
    const low = page.getByRole('textbox', { name: 'Points for Rent <i>per month</i>: Low' });
    await low.fill('90');
    const typed = page.waitForResponse((r) => r.url().endsWith('/api/scores') && r.ok());
    await low.press('Enter');
    await typed;
    await snapshot(page, 'case-smart-points');

    // The overview's figures come from the scores.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await levelsSaved;
    expect(await figure(page, 'Issues')).toBe('1');
    expect(await figure(page, 'Your Max')).toBe('90');

    // The scenario explorer: 2 scenarios; a minimum of 80 on Rent's U.Pts keeps Low (90) only.
    await page.getByText('Total: 2 · Selected: 2').or(page.getByText('Total: 2 · Selected: 0')).waitFor();
    await page.getByText('Filter panel (keyboard-friendly)').click();
    const minimum = page.getByRole('spinbutton', { name: /U\.Pts minimum/ });
    await minimum.fill('80');
    await minimum.press('Tab');
    await page.getByText('Total: 2 · Selected: 1').waitFor();
    await page.getByText('1 Filter', { exact: true }).waitFor();
    await snapshot(page, 'case-scenarios');
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('1 Filter', { exact: true }).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Office lease' }).waitFor();
    expect(await figure(page, 'Your Max')).toBe('90');
    await page.getByRole('tab', { name: 'Smart Points' }).click();
    await expect(
      page.getByLabel('Importance of Rent <i>per month</i>').locator('..').innerText(),
    ).resolves.toContain('Extremely Important');
    await page.getByRole('button', { name: 'Options of Rent <i>per month</i>' }).click();
    await expect(
      page.getByRole('textbox', { name: 'Points for Rent <i>per month</i>: Low' }).inputValue(),
    ).resolves.toBe('90');

    // Strategy: the analysis of both options of Rent. You: High 70, Low 90; the opponent has no points yet.
    // Averages 80 and 0; only Low reaches both, so the win-win rate is 1 of 2 scenarios.
    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByText('Value Creation Analysis (2 scenarios)').waitFor();
    const winWin = page.getByTestId('stat-card').filter({ hasText: 'Win-Win Rate' });
    await expect(winWin.innerText()).resolves.toContain('50%');
    await snapshot(page, 'case-strategy');

    // Export opens the printable report in a new tab; user text stays text there too.
    const [report] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Export', exact: true }).click(),
    ]);
    await report.getByRole('heading', { level: 1, name: 'Office lease' }).waitFor();
    await report.getByRole('heading', { level: 3, name: 'Rent <i>per month</i>' }).waitFor();
    await expect(report.locator('i').count()).resolves.toBe(0);
    await snapshot(report, 'case-report');
  });

  it('ranks issues from the keyboard, and the order is kept', async () => {
    const { page } = session;
    await signIn(page, 'ranker@example.com', 'Ray');
    await createAndOpenCase(page, 'Job offer');
    await page.getByRole('tab', { name: 'Issues' }).click();
    for (const name of ['Salary', 'Start date']) {
      await page.getByRole('button', { name: 'Add Issue' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Issue' });
      await dialog.getByLabel('Issue Name').fill(name);
      await dialog.getByLabel('Option 1', { exact: true }).fill('A');
      await dialog.getByLabel('Option 2', { exact: true }).fill('B');
      await dialog.getByRole('button', { name: 'Add Issue' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    await page.getByRole('tab', { name: 'Smart Points' }).click();
    const order = async () =>
      (await page
        .getByRole('button', { name: /^Drag to reorder [^:]+$/ })
        .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')))) as string[];
    await expect.poll(order).toEqual(['Drag to reorder Salary', 'Drag to reorder Start date']);

    // dnd-kit's keyboard sensor: Space picks up, an arrow moves, Space drops.
    // A person takes longer than a frame between keys; dnd-kit measures the rows in between.
    await page.getByRole('button', { name: 'Drag to reorder Start date' }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    }
    await expect.poll(order).toEqual(['Drag to reorder Start date', 'Drag to reorder Salary']);

    // Leaving the tab saves the ranks; a reload reads them back.
    const ranksSaved = page.waitForResponse((r) => /\/api\/cases\/\d+\/points$/.test(r.url()) && r.ok());
    await page.getByRole('tab', { name: 'Overview' }).click();
    await ranksSaved;
    await page.reload();
    await page.getByRole('tab', { name: 'Smart Points' }).click();
    await expect.poll(order).toEqual(['Drag to reorder Start date', 'Drag to reorder Salary']);
  });

  it('asks before closing a case with unsettled issues, then closes and reopens it', async () => {
    const { page } = session;
    await signIn(page, 'closer@example.com', 'Cleo');
    await createAndOpenCase(page, 'Car purchase');
    await page.getByRole('tab', { name: 'Issues' }).click();
    await page.getByRole('button', { name: 'Add Issue' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Issue' });
    await dialog.getByLabel('Issue Name').fill('Price');
    await dialog.getByLabel('Option 1', { exact: true }).fill('List price');
    await dialog.getByRole('button', { name: 'Remove option 2' }).click();
    await dialog.getByRole('button', { name: 'Add Issue' }).click();
    await page.getByText('Issue Added').waitFor();
    // Closed once the list shows the new issue, as a person would: "Issue Added" follows the save, and the
    // case's refreshed data (which the question before closing reads) can come a moment later on a busy machine.
    await page.getByRole('heading', { name: /^Price/ }).waitFor();

    await page.getByRole('button', { name: 'Close case', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Close without a final agreement?' });
    await confirm.getByRole('listitem').filter({ hasText: 'Price' }).waitFor();
    await opened(confirm);
    await confirm.getByRole('button', { name: 'Keep Open' }).click();
    await page.getByText('Case Not Closed').waitFor();
    // Declining opens the Strategy tab, where the unsettled issues are worked through.
    await page.getByRole('tab', { name: 'Strategy', selected: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Reopen case', exact: true }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Close case', exact: true }).click();
    await page.getByRole('button', { name: 'Close Case', exact: true }).click();
    await page.getByRole('button', { name: 'Reopen case', exact: true }).waitFor();
    await page.getByText(/^Closed \w{3} \d{1,2}, \d{4} \d{2}:\d{2}$/).waitFor();
    await snapshot(page, 'case-closed');

    await page.getByRole('button', { name: 'Reopen case', exact: true }).click();
    await page.getByRole('button', { name: 'Close case', exact: true }).waitFor();

    // With every issue agreed on the Overview, closing asks nothing.
    await page.getByRole('tab', { name: 'Overview' }).click();
    const agreed = page.waitForResponse((r) => r.url().endsWith('/final-agreements') && r.ok());
    await choose(page, page.getByRole('combobox', { name: 'Agreed option for Price' }), 'List price');
    await agreed;
    await page.getByText('1 of 1 issues agreed').waitFor();
    await page.getByRole('button', { name: 'Close case', exact: true }).click();
    await page.getByRole('button', { name: 'Reopen case', exact: true }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Reopen case', exact: true }).click();
    await page.getByRole('button', { name: 'Close case', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    const card = page.getByRole('link', { name: /Car purchase/ });
    await expect(card.innerText()).resolves.toContain('Active');
  });
});

describe('the offline strategist on the case screen', () => {
  const session = browserPerTest();

  it('suggests issues to add, and reads the strategy once there are points', async () => {
    const { page } = session;
    await signIn(page, 'strategist@example.com', 'Sam');
    await createAndOpenCase(page, 'Salary review 2027');
    await page.getByRole('tab', { name: 'Issues' }).click();

    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByText('AI Recommendations Generated').waitFor();
    const suggestions = page.getByRole('list', { name: 'Recommended issues' });
    const baseSalary = suggestions
      .getByRole('listitem')
      .filter({ has: page.getByText('Base salary', { exact: true }) });
    await baseSalary.getByText('High Priority').waitFor();
    await baseSalary.getByRole('button', { name: /Add to Case/ }).click();
    await baseSalary.getByText('Added to your case').waitFor();
    const added = page.getByRole('button', { name: /^Base salary/ });
    await added.getByText('AI Suggested').waitFor();

    // The Strategy tab needs points: use the suggestion for the new issue's option.
    await page.getByRole('tab', { name: 'Smart Points' }).click();
    await page.getByRole('button', { name: 'Options of Base salary' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/scores') && r.ok());
    // A suggestion comes with its options now: use the suggested points of the first.
    await page
      .getByRole('button', { name: /^Use suggested points for Base salary/ })
      .first()
      .click();
    await saved;

    await page.getByRole('tab', { name: 'Strategy' }).click();
    await page.getByRole('button', { name: 'Generate AI Insights' }).click();
    const insights = page.getByRole('region', { name: 'AI Strategic Insights' });
    // Only this person's side is scored: the issue moves only their total, and the advice says so.
    await insights.getByText(/^Base salary: only you gain or lose here/).waitFor();
    await snapshot(page, 'case-ai');
  });
});
