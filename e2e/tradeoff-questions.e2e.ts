import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.js';
import { browserPerTest, snapshot } from './support/browser.js';
import { baseUrl, buildScoredCase, signInByRequest } from './support/journeys.js';

/**
 * Issue 22, points 1 and 2 (docs/decisions.md §43): checking one's own points and one's guess of the other
 * side's by trade-off questions, meeting a contradiction and resolving it, and accepting the fitted points.
 */

/** What the person truly feels (unlike the points they typed): Term matters more to them than Rent. */
const TRUTH: Record<string, number> = {
  'Rent $1,900': 100,
  'Rent $2,000': 0,
  'Term 12 months': 0,
  'Term 24 months': 150,
};

/** The points in a package's words ("Rent $1,900 with Term 12 months") by `TRUTH`. */
function truthOf(words: string): number {
  return words.split(' with ').reduce((sum, part) => {
    const value = TRUTH[part];
    if (value === undefined) throw new Error(`unknown option in "${words}"`);
    return sum + value;
  }, 0);
}

const dialog = (page: Page) => page.getByRole('dialog');
const packageButton = (page: Page, letter: 'A' | 'B') =>
  dialog(page).getByRole('button', { name: new RegExp(`^${letter}:`) });
/** The package in words, without its letter. */
async function packageWords(page: Page, letter: 'A' | 'B') {
  return (await packageButton(page, letter).innerText()).replace(/^[AB]:\s*/, '').trim();
}
const conflictPanel = (page: Page) =>
  dialog(page).getByRole('region', { name: 'These answers contradict each other' });

/** The button a truthful person presses for the question on screen. */
async function truthfulChoice(page: Page): Promise<Locator> {
  const a = truthOf(await packageWords(page, 'A'));
  const b = truthOf(await packageWords(page, 'B'));
  if (a === b) return dialog(page).getByRole('button', { name: 'About the same' });
  return packageButton(page, a > b ? 'A' : 'B');
}

/** Answers truthfully until Parley has nothing left to ask (at most `most` questions); answers the count. */
async function answerUntilSettled(page: Page, most: number): Promise<number> {
  for (let k = 0; k < most; k++) {
    const settled = dialog(page).getByText(/Every issue is checked/);
    await Promise.race([packageButton(page, 'A').waitFor(), settled.waitFor()]);
    if (await settled.isVisible()) return k;
    const count = `${k + 1} answer${k === 0 ? '' : 's'}`;
    await (await truthfulChoice(page)).click();
    await dialog(page)
      .getByText(new RegExp(`^${count}, saved`))
      .waitFor();
  }
  throw new Error(`still asking after ${most} answers`);
}

/** The first robustness figure on the Strategy tab (issue 22 point 3): how often a recommendation holds. */
async function robustnessFigure(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Strategy' }).click();
  const figure = page.getByTestId('robustness').first();
  // The figures come from their worker after the decision support is drawn.
  await figure.waitFor();
  return (await figure.innerText()).trim();
}

describe('trade-off questions (issue 22, points 1 and 2)', () => {
  // axe is injected as an inline script, which the app's Content Security Policy refuses otherwise.
  const session = browserPerTest({ bypassCSP: true });

  it('checks both sides’ points by questions, meets a contradiction, resolves it and accepts the new points', async () => {
    const { page } = session;
    await signInByRequest(page, 'tradeoffs@example.com', 'Tia');
    // Typed points say Rent matters more to the person than Term; their answers will say otherwise.
    const caseId = await buildScoredCase(page, 'Flat lease', [
      [
        'Rent',
        [
          ['$1,900', 200, 40],
          ['$2,000', 80, 200],
        ],
      ],
      [
        'Term',
        [
          ['12 months', 50, 120],
          ['24 months', 150, 60],
        ],
      ],
    ]);
    await page.goto(new URL(`/cases/${caseId}?tab=points`, baseUrl).toString());

    // Their side, from the keyboard alone: each control is reached by focus and pressed with a key.
    await page.getByRole('tab', { name: 'You', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'You' }).press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('tab', { name: 'Opponent', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Check their points' }).press('Enter');
    await dialog(page).getByRole('heading', { name: 'Which would they rather have?' }).waitFor();
    expect(await dialog(page).locator('h4 em').innerText()).toBe('they');
    const thinkSo = dialog(page).getByRole('radio', { name: 'Think so' });
    expect(await thinkSo.isChecked()).toBe(true);
    await thinkSo.press('ArrowRight');
    expect(await dialog(page).getByRole('radio', { name: 'A guess' }).isChecked()).toBe(true);
    const theirFirst = `${await packageWords(page, 'A')} to ${await packageWords(page, 'B')}`;
    await packageButton(page, 'A').press('Enter');
    await dialog(page)
      .getByText(/^1 answer, saved/)
      .waitFor();
    // The next question starts at "think so" again.
    expect(await dialog(page).getByRole('radio', { name: 'Think so' }).isChecked()).toBe(true);
    await dialog(page).getByRole('button', { name: 'About the same' }).press('Enter');
    await dialog(page)
      .getByText(/^2 answers, saved/)
      .waitFor();
    expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });

    // Nothing is lost on a reload: the answers come back with their confidence.
    await page.reload();
    await page.getByRole('tab', { name: 'Opponent' }).click();
    await page.getByRole('button', { name: 'Check their points' }).click();
    await dialog(page).getByText('Your answers (2)').click();
    await dialog(page).getByText(`You said they preferred ${theirFirst} (a guess).`).waitFor();
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    // The person's own side, with the pointer: truthful answers until the order is settled.
    await page.getByRole('tab', { name: 'You' }).click();
    await page.getByRole('button', { name: 'Check my points' }).click();
    await dialog(page).getByRole('heading', { name: 'Which would you rather have?' }).waitFor();
    await dialog(page).getByText('(everything else the same)').waitFor();
    const answered = await answerUntilSettled(page, 8);
    expect(answered).toBeGreaterThanOrEqual(2);
    await snapshot(page, 'tradeoff-settled');

    // Since issue 31 every question asked is one no earlier answer and no level settles, and on two issues of
    // two options the answers settle each other's questions without implying any one of them: a single answer
    // changed cannot contradict the others. A contradiction comes from answers given in another sitting (or
    // stored before the case changed): here the first answer is stored again the other way, as that sitting's.
    const detail = (await (
      await page.request.get(new URL(`/api/cases/${caseId}`, baseUrl).toString())
    ).json()) as {
      parties: Array<{ id: number; type: string }>;
    };
    const you = detail.parties.find((p) => p.type === 'user')!.id;
    const answersUrl = new URL(`/api/parties/${you}/answers`, baseUrl).toString();
    const stored = (await (await page.request.get(answersUrl)).json()) as {
      answers: Array<{ question: unknown; prefer: 'left' | 'right' | 'same' }>;
    };
    expect(stored.answers).toHaveLength(answered);
    const first = stored.answers[0]!;
    const other = { ...first, prefer: first.prefer === 'left' ? 'right' : 'left' };
    expect((await page.request.put(answersUrl, { data: { answers: [...stored.answers, other] } })).ok()).toBe(
      true,
    );
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('button', { name: 'Check my points' }).click();
    await conflictPanel(page).waitFor();
    const named = await conflictPanel(page).locator('.tradeoff-answer-text').allInnerTexts();
    expect(named.length).toBeGreaterThanOrEqual(2);
    for (const text of named) expect(text).toMatch(/^You (preferred|found) .+ (to|about the same as) .+\.$/);
    // Nothing is fitted while the answers contradict each other.
    expect(await dialog(page).getByRole('button', { name: 'Accept new points' }).count()).toBe(0);
    await snapshot(page, 'tradeoff-conflict');
    expect(await seriousViolations(page, '.ant-modal')).toEqual([]);

    // Revisit the answer just given (the last named), this time truthfully.
    await conflictPanel(page)
      .getByRole('button', { name: /^Answer again: / })
      .last()
      .click();
    await (await truthfulChoice(page)).click();
    await conflictPanel(page).waitFor({ state: 'detached' });

    // Accept: the fitted points are saved, and Smart Points shows them.
    const changes = await dialog(page).locator('.tradeoff-changes li').allInnerTexts();
    expect(changes.length).toBeGreaterThan(0);
    await dialog(page).getByRole('button', { name: 'Accept new points' }).click();
    await dialog(page).getByText('Your points already agree with every answer.').waitFor();
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    for (const change of changes) {
      const [, issue, option, to] = /^(\S+) (.+): \d+(?: \(suggested\))? → (\d+)$/.exec(change)!;
      const options = page.getByRole('button', { name: `Options of ${issue}` });
      if ((await options.getAttribute('aria-expanded')) !== 'true') await options.click();
      const field = page.getByLabel(`Points for ${issue}: ${option}`, { exact: true });
      await expect.poll(() => field.inputValue()).toBe(to);
    }
    // And they agree with what the person said: $1,900 with 12 months is worth less than $2,000 with 24 months.
    const points = async (label: string) =>
      Number(await page.getByLabel(`Points for ${label}`, { exact: true }).inputValue());
    for (const name of ['Options of Rent', 'Options of Term']) {
      const options = page.getByRole('button', { name });
      if ((await options.getAttribute('aria-expanded')) !== 'true') await options.click();
    }
    expect((await points('Rent: $1,900')) + (await points('Term: 12 months'))).toBeLessThan(
      (await points('Rent: $2,000')) + (await points('Term: 24 months')),
    );

    // The phone: the questions fit a 375 px screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Check my points' }).click();
    await dialog(page)
      .getByText(/Every issue is checked|Which would you rather have\?/)
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await snapshot(page, 'tradeoff-phone');
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Last: the Strategy tab says how sure its advice is about the other side (branch `robust`).
    expect(await robustnessFigure(page)).toMatch(/\d+ ?% of the ways they might value these issues/);
  });
});
