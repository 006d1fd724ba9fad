import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, snapshot } from './support/browser.js';
import { baseUrl, buildCase, choose, signInByRequest } from './support/journeys.js';

/** Option preference levels as Smart Points names them. */
const LEVELS = ['Least Preferred', 'Somewhat Preferred', 'Preferred', 'Highly Preferred', 'Most Preferred'];
const IMPORTANCE = [
  'Less Important',
  'Somewhat Important',
  'Important',
  'Very Important',
  'Extremely Important',
];

/** What a person states for one party in Smart Points: per issue its importance and each option's level. */
type Statement = Array<[issue: string, importance: number, options: Array<[option: string, level: number]>]>;

/** Chooses a select's option by its whole name in the open dropdown (closed ones stay in the page, hidden). */
async function pick(page: Page, label: string, choice: string) {
  await choose(page, page.getByLabel(label, { exact: true }), choice);
}

/** Sets a party's levels as a person would (never dragging), then presses "Use all suggestions". */
async function stateAndUseSuggestions(page: Page, party: string, statement: Statement) {
  await page.getByRole('tab', { name: party, exact: true }).click();
  const section = page.getByRole('region', { name: `Points for ${party}` });
  await section.waitFor();
  for (const [issue, importance, options] of statement) {
    await pick(page, `Importance of ${issue}`, IMPORTANCE[importance - 1]!);
    const toggle = section.getByRole('button', { name: `Options of ${issue}` });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    for (const [option, level] of options)
      await pick(page, `Preference for ${issue}: ${option}`, LEVELS[level - 1]!);
  }
  const saved = page.waitForResponse((r) => /\/api\/cases\/\d+\/points$/.test(r.url()) && r.ok());
  await section.getByRole('button', { name: `Use all suggestions for ${party}` }).click();
  const confirm = page.getByRole('button', { name: 'Use all suggestions', exact: true });
  if (await confirm.isVisible()) await confirm.click();
  await saved;
}

describe('advice a coach would sign: an engineer uses all suggestions and reads the Strategy tab', () => {
  const session = browserPerTest();

  it('gives his best salary the most points and reads base salary as opposed, with the trade that helps both', async () => {
    const { page } = session;
    await signInByRequest(page, 'engineer@example.com', 'Sam');
    const { id } = await buildCase(page, 'Offer from Acme', [
      ['Base salary', ['$150k', '$165k', '$185k']],
      ['Signing bonus', ['$0', '$10k', '$20k']],
      ['Remote days per week', ['None', '2 days', '5 days']],
    ]);
    await page.goto(new URL(`/cases/${id}?tab=points`, baseUrl).toString());
    await page.getByRole('heading', { level: 1, name: 'Offer from Acme' }).waitFor();

    // The engineer: base salary matters most, then remote days, the bonus least; the employer as he sees it.
    await stateAndUseSuggestions(page, 'You', [
      [
        'Base salary',
        5,
        [
          ['$185k', 5],
          ['$165k', 3],
          ['$150k', 1],
        ],
      ],
      [
        'Signing bonus',
        2,
        [
          ['$20k', 5],
          ['$10k', 3],
          ['$0', 1],
        ],
      ],
      [
        'Remote days per week',
        4,
        [
          ['5 days', 5],
          ['2 days', 3],
          ['None', 1],
        ],
      ],
    ]);
    // Extremely Important, ranked 1st (its level puts it first): weight 100. $185k Most Preferred, 1st: value
    // 100 → 250; $150k Least Preferred, 3rd: value 0 + 60 / 5 = 12 → 25 + 0.12 × 225 = 52.
    await expect
      .poll(() => page.getByLabel('Points for Base salary: $185k', { exact: true }).inputValue(), {
        timeout: 15_000,
      })
      .toBe('250');
    expect(await page.getByLabel('Points for Base salary: $150k', { exact: true }).inputValue()).toBe('52');
    await stateAndUseSuggestions(page, 'Opponent', [
      [
        'Base salary',
        5,
        [
          ['$150k', 5],
          ['$165k', 3],
          ['$185k', 1],
        ],
      ],
      [
        'Signing bonus',
        4,
        [
          ['$0', 5],
          ['$10k', 3],
          ['$20k', 1],
        ],
      ],
      [
        'Remote days per week',
        2,
        [
          ['2 days', 5],
          ['None', 3],
          ['5 days', 1],
        ],
      ],
    ]);

    await page.getByRole('tab', { name: 'Strategy' }).click();
    // Base salary: $150k / $165k / $185k = 52 / 151 / 250 for him, 250 / 151 / 52 for them: opposed, and
    // giving them $150k costs him 198 and gains them 198.
    const base = page.getByRole('group', { name: 'Base salary' });
    const talking = base.getByRole('list', { name: 'Talking points for Base salary' });
    await talking
      .getByText('You want $185k, they want $150k: what one side gains here, the other loses.')
      .waitFor();
    await talking.getByText(/costs you exactly what it gains them \(198 points\)/).waitFor();
    // The label and the bars read the same structure (issue 31): opposed, equal stakes → Contested, never
    // Win-Win; each bar is the side's swing, the number the card states.
    await base.getByText('Contested').waitFor();
    await base.getByRole('meter', { name: 'Your swing on Base salary: 198 points' }).waitFor();
    await base.getByRole('meter', { name: 'Their swing on Base salary: 198 points' }).waitFor();
    await talking
      .getByText('It can move your total by up to 198 points and theirs by up to 198 points.')
      .waitFor();
    expect(await page.getByRole('list', { name: 'Issue categories' }).innerText()).toMatch(/Win-Win\s*0/);
    expect(await page.getByRole('list', { name: 'Value Creation issues' }).count()).toBe(0);
    // The one trade from the compromise ($165k, $10k, 2 days): the bonus to $0 (−35 / +78) for 5 remote days
    // (+78 / −71).
    await page
      .getByRole('list', { name: 'Trades' })
      .getByText(
        'Give ground on Signing bonus (−35 for you, +78 for them) and ask for Remote days per week (+78 for you, −71 for them): +43 for you, +7 for them',
      )
      .waitFor();
    // The bonus and remote days are moved by that trade: their cards say so instead of "concede" or "give
    // ground elsewhere first".
    await page
      .getByRole('list', { name: 'Talking points for Signing bonus' })
      .getByText(/^The trade shown gives ground here/)
      .waitFor();
    // Remote days: both sides rank None below 2 days: the card says to rule it out.
    await page
      .getByRole('list', { name: 'Talking points for Remote days per week' })
      .getByText('You want 5 days, they want 2 days, and you both rank None lower: rule it out first.')
      .waitFor();

    // The rule-based insights read the same structure and lead with the same trade.
    await page.getByRole('button', { name: 'Generate AI Insights' }).click();
    await page
      .getByText(/^Trade across issues rather than split each one: Give ground on Signing bonus/)
      .waitFor();
    // Neither the issue cards nor the insights claim value for both on these opposed and mixed issues.
    const advice = [
      await page.getByRole('region', { name: 'AI Strategic Insights' }).innerText(),
      ...(await page.getByRole('list', { name: /^Talking points for / }).allInnerTexts()),
    ].join(' ');
    expect(advice).not.toMatch(/create value for both sides|both sides better off|You both prefer/);
    await snapshot(page, 'advice-strategy-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await base.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/artifacts/advice-strategy-375.png' });
  });
});
