import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBrowser, freshContext, giveBack, snapshot } from './support/browser.js';
import { baseUrl, buildCase, signIn } from './support/journeys.js';

/**
 * The other side joins (issue 36): an owner and the other side, each in a browser context of their own, on one
 * case, at 1280 and at 375 px. The owner invites, the other side joins, each enters points Parley alone knows;
 * neither browser ever receives the other side's numbers (every API answer either page reads is searched). Both
 * say they are ready, Parley's proposals show each side its own total only, the two private marks meet in an
 * agreement both see; a deal typed in that leaves value on the table is improved once both accept.
 */

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;

const url = (path: string) => new URL(path, baseUrl).toString();

/**
 * Three issues, each side's true points, the owner's private guess of the other side, and the walk-aways,
 * chosen so that no number one side may see is a number the other side must never see (checked below).
 * Packages (rent, term, deposit → owner / other side): 000 289/319, 010 445/209, 110 221/401 are the frontier
 * packages that clear both walk-aways (101 / 151); 111 (283/273) is beaten by 000 for both.
 */
const ISSUES: Array<[string, string[]]> = [
  ['Monthly rent', ['1 800', '2 000']],
  ['Term', ['1 year', '2 years']],
  ['Deposit', ['1 month', '2 months']],
];
const OWNER_POINTS = [
  [241, 17],
  [43, 199],
  [5, 67],
];
const OWNER_GUESS = [
  [113, 211],
  [139, 187],
  [109, 179],
];
const OTHER_POINTS = [
  [31, 223],
  [157, 47],
  [131, 3],
];
const WALK_AWAY = { owner: 101, other: 151 };
const ALTERNATIVE = { owner: 'ZEBRA-OWNER-ALT', other: 'YAK-OTHER-ALT' };

/** Each side's total of a package of option indexes, summed from the points above. */
const totalOf = (points: number[][], pick: number[]) => pick.reduce((sum, k, i) => sum + points[i]![k]!, 0);
const PACKAGES = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => [(n >> 2) & 1, (n >> 1) & 1, n & 1]);
const totals = (points: number[][]) => PACKAGES.map((pick) => totalOf(points, pick));

/** What only the owner's side may ever receive, and what only the other side may (numbers of 100 and more). */
const OWNER_PRIVATE = [
  ...OWNER_POINTS.flat(),
  ...OWNER_GUESS.flat(),
  ...totals(OWNER_POINTS),
  ...totals(OWNER_GUESS),
  WALK_AWAY.owner,
].filter((n) => n >= 100);
const OTHER_PRIVATE = [...OTHER_POINTS.flat(), ...totals(OTHER_POINTS), WALK_AWAY.other].filter(
  (n) => n >= 100,
);

/** Ids, versions and counts are not what a side entered; everything else numeric in an answer is searched. */
const NOT_A_VALUE = /(^id$|Id$|Ids$|^version$|^limit$|^offset$|^total$|^uses$|^maxUses$)/;

/**
 * Searches every API answer the page receives (bodies read as they come; the event stream, which carries ids
 * only and is searched by the API's attacker suite, is left out) for the other side's private values.
 */
function watchForLeaks(page: Page, numbers: number[], texts: string[]) {
  const found: string[] = [];
  const reading: Promise<void>[] = [];
  let answers = 0;
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!response.url().includes('/api/') || type.includes('event-stream')) return;
    reading.push(
      response.text().then(
        (text) => {
          answers += 1;
          for (const t of texts) if (text.includes(t)) found.push(`${response.url()}: "${t}"`);
          if (!type.includes('json') || text === '') return;
          const walk = (value: unknown, key: string): void => {
            if (Array.isArray(value)) value.forEach((item) => walk(item, key));
            else if (value !== null && typeof value === 'object')
              for (const [k, v] of Object.entries(value)) walk(v, k);
            else if (typeof value === 'number' && !NOT_A_VALUE.test(key) && numbers.includes(value))
              found.push(`${response.url()}: ${key}=${value}`);
          };
          walk(JSON.parse(text) as unknown, '');
        },
        () => undefined,
      ),
    );
  });
  return {
    /** The leaks found in every answer read so far (none, or the test fails naming them), and how many. */
    async check() {
      await Promise.all(reading);
      return { found, answers };
    },
  };
}

async function post(page: Page, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  const answer =
    method === 'POST'
      ? await page.request.post(url(path), { data })
      : await page.request.put(url(path), { data });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return answer;
}

/** The proposals' totals as the page lists them, in order. */
async function proposalTotals(page: Page): Promise<number[]> {
  const lines = await page.getByText(/^Proposal \d+: your total \d+$/).allInnerTexts();
  return lines.map((line) => Number(/your total (\d+)$/.exec(line)![1]));
}

describe.each(WIDTHS)('the other side joins at $width px (issue 36)', (viewport) => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let tag = '';

  beforeAll(async () => {
    browser = await fileBrowser();
  });
  afterAll(async () => {
    for (const context of contexts.splice(0)) await giveBack(context);
  });

  async function person(email: string, name: string): Promise<Page> {
    const context = await freshContext(browser, { viewport });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, `${email}-${tag}@example.com`, name);
    return page;
  }

  it('negotiates one case from two browsers, each side private, to an agreement and a better one', async () => {
    tag = `${viewport.width}-${Date.now()}`;
    const owner = await person('olga', 'Olga');
    const other = await person('ben', 'Ben');
    const ownerLeaks = watchForLeaks(owner, OTHER_PRIVATE, [ALTERNATIVE.other]);
    const otherLeaks = watchForLeaks(other, OWNER_PRIVATE, [ALTERNATIVE.owner]);

    // The owner's case and their own side: their points, their guess of the other side, their walk-away.
    const caseName = `Shop lease ${viewport.width} ${Date.now() % 100_000}`;
    const built = await buildCase(owner, caseName, ISSUES);
    for (const [i, issue] of built.issues.entries())
      for (const [k, option] of issue.options.entries()) {
        const at = { issueId: issue.id, optionId: option.id };
        await post(owner, '/api/scores', { partyId: built.you, ...at, points: OWNER_POINTS[i]![k] });
        await post(owner, '/api/scores', { partyId: built.opponent, ...at, points: OWNER_GUESS[i]![k] });
      }
    await post(
      owner,
      `/api/parties/${built.you}`,
      { reservationValue: WALK_AWAY.owner, alternative: ALTERNATIVE.owner },
      'PUT',
    );

    // The owner invites the other side from the Negotiate tab's card, which opens Members & history.
    await owner.goto(url(`/cases/${built.id}?tab=negotiate`));
    await owner.getByText('Negotiate through Parley: invite the other side').waitFor();
    await owner.getByRole('button', { name: 'Invite the other side' }).first().click();
    const drawer = owner.getByRole('dialog', { name: 'Members & history' });
    await drawer.getByRole('button', { name: 'Invite the other side' }).click();
    const linkField = drawer.getByRole('textbox', { name: 'Link for the other side' });
    await expect.poll(() => linkField.inputValue()).toMatch(/\/join\/[A-Za-z0-9_-]+$/);
    const link = await linkField.inputValue();
    await snapshot(owner, `counterpart-${viewport.width}-invite`);
    await owner.keyboard.press('Escape');

    // The other side joins, told plainly what that means.
    await other.goto(url(new URL(link).pathname));
    await other.getByText('Olga invites you to this case as the other side.').waitFor();
    await other.getByText(/No plan is needed/).waitFor();
    await other.getByRole('button', { name: 'Accept' }).click();
    await other.waitForURL(/\/cases\/\d+$/);
    await other.getByRole('heading', { level: 1, name: caseName }).waitFor();

    // Their own points and walk-away, on their own side of the same case.
    const theirs = (await (await other.request.get(url(`/api/cases/${built.id}`))).json()) as {
      parties: Array<{ id: number; type: string }>;
      issues: Array<{ id: number; options: Array<{ id: number }> }>;
    };
    const theirYou = theirs.parties.find((p) => p.type === 'user')!.id;
    expect(theirYou).not.toBe(built.you);
    for (const [i, issue] of theirs.issues.entries())
      for (const [k, option] of issue.options.entries())
        await post(other, '/api/scores', {
          partyId: theirYou,
          issueId: issue.id,
          optionId: option.id,
          points: OTHER_POINTS[i]![k],
        });
    await post(
      other,
      `/api/parties/${theirYou}`,
      { reservationValue: WALK_AWAY.other, alternative: ALTERNATIVE.other },
      'PUT',
    );

    // Both dashboards show who the case is with.
    await other.goto(url('/'));
    await other.getByText('with Olga').first().waitFor();
    await owner.goto(url('/'));
    await owner.getByText('with Ben').first().waitFor();

    // Both say they are ready; each sees the other's readiness live.
    for (const page of [owner, other]) await page.goto(url(`/cases/${built.id}?tab=negotiate`));
    await owner.getByRole('heading', { name: 'At the table with Ben' }).waitFor();
    await other.getByRole('heading', { name: 'At the table with Olga' }).waitFor();
    expect(await other.getByRole('button', { name: 'Leave the table' }).count()).toBe(1);
    // With the other side at the table, nobody records the other side's offers by hand.
    expect(await owner.getByRole('radio', { name: 'They offered' }).count()).toBe(0);
    await owner.getByRole('switch', { name: 'I am ready' }).click();
    await other.locator('.table-ready').getByText('Ready', { exact: true }).waitFor();
    await other.getByRole('switch', { name: 'I am ready' }).click();
    await owner.locator('.table-ready').getByText('Ready', { exact: true }).waitFor();

    // The owner asks Parley; both see the same proposals, each with their own total only.
    const ask = owner.getByRole('button', { name: 'Ask Parley for fair proposals' });
    await expect.poll(() => ask.isEnabled()).toBe(true);
    await ask.click();
    await owner.getByText(/^Proposal 1: your total \d+$/).waitFor();
    await other.getByText(/^Proposal 1: your total \d+$/).waitFor();
    const ownerTotals = await proposalTotals(owner);
    const otherTotals = await proposalTotals(other);
    // The frontier packages that clear both walk-aways, as owner total → other side's total.
    const frontier = new Map([
      [289, 319],
      [445, 209],
      [221, 401],
    ]);
    expect(ownerTotals.length).toBeGreaterThan(0);
    expect(otherTotals).toEqual(ownerTotals.map((total) => frontier.get(total)));
    await snapshot(owner, `counterpart-${viewport.width}-proposals-owner`);
    await snapshot(other, `counterpart-${viewport.width}-proposals-other`);

    // Asked again with nothing changed, Parley says so in plain words.
    await ask.click();
    await owner.getByText('No new proposals now').waitFor();

    // Both mark the first proposal in private: the marks meet, and both see the agreement.
    await owner.getByRole('checkbox', { name: 'I would accept proposal 1' }).check();
    await other.getByRole('checkbox', { name: 'I would accept proposal 1' }).check();
    await owner.getByText(/^Agreed: /).waitFor();
    await other.getByText(/^Agreed: /).waitFor();
    await snapshot(other, `counterpart-${viewport.width}-agreement`);

    // A deal typed in as signed (2 000, 2 years, 2 months: 283 / 273) leaves value on the table: Parley
    // offers both 1 800, 1 year, 1 month (289 / 319), each with their own gain, and both accept.
    for (const issue of built.issues)
      await post(owner, `/api/cases/${built.id}/final-agreements`, {
        issueId: issue.id,
        optionId: issue.options[1]!.id,
      });
    const better =
      'You can both do better than the deal you made: Monthly rent: 1 800 · Term: 1 year · Deposit: 1 month.';
    for (const page of [owner, other]) await page.reload();
    await owner.getByText(better).waitFor();
    await other.getByText(better).waitFor();
    await owner.getByText(/6 more points for you \(your total 289\)/).waitFor();
    await other.getByText(/46 more points for you \(your total 319\)/).waitFor();
    await snapshot(other, `counterpart-${viewport.width}-better-deal`);
    await owner.getByRole('button', { name: 'Accept the better deal' }).click();
    await owner.getByText('You accepted. It replaces the deal once the other side accepts too.').waitFor();
    await other.getByRole('button', { name: 'Accept the better deal' }).click();
    const agreed = 'Agreed: Monthly rent: 1 800 · Term: 1 year · Deposit: 1 month.';
    await other.getByText(agreed).waitFor();
    await owner.getByText(agreed).waitFor();

    // The owner ends the joint table: the other side's case screen keeps the agreement, read only.
    const ended = await owner.request.delete(url(`/api/cases/${built.id}/counterpart`));
    expect(ended.status(), await ended.text()).toBe(204);
    await other.goto(url(`/cases/${built.id}`));
    await other.getByText('The joint table has ended').waitFor();
    await other.getByRole('heading', { level: 1, name: caseName }).waitFor();
    await other.getByText(/^Olga ended the joint table/).waitFor();
    await other.getByText(agreed).waitFor();
    await other.getByText(/^Your total: 319\. /).waitFor();
    expect(await other.getByText('Case not found').count()).toBe(0);
    expect(await other.getByRole('link', { name: /Back to your cases/ }).getAttribute('href')).toBe('/');
    await snapshot(other, `counterpart-${viewport.width}-ended`);

    for (const page of [owner, other])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

    // Nothing either browser received holds the other side's private values.
    const seenByOwner = await ownerLeaks.check();
    const seenByOther = await otherLeaks.check();
    expect(seenByOwner.answers).toBeGreaterThan(10);
    expect(seenByOther.answers).toBeGreaterThan(10);
    expect(seenByOwner.found).toEqual([]);
    expect(seenByOther.found).toEqual([]);
  }, 300_000);
});
