import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { timed } from './cpu.js';

export const baseUrl = inject('baseUrl');

/**
 * Signs in through the pages, as a person would: the landing page's Sign In, the development identity provider's
 * form, back to the dashboard. `walking-skeleton.e2e.ts` goes this way; the other journeys use {@link signIn}.
 */
export async function signInThroughPages(page: Page, email: string, name: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
}

/**
 * Signs in through the same development identity provider and the app's own callback, but as the browser
 * context's HTTP requests (its cookie jar, so its pages are signed in), without drawing the landing page and the
 * provider's form. Set-up for journeys about something else: the pages' way is {@link signInThroughPages}'s
 * journey. `base` is another app's address (subscription.e2e.ts).
 */
export async function signInByRequest(
  page: Page,
  email: string,
  name: string,
  base = baseUrl,
): Promise<void> {
  const login = await page.request.get(new URL('/api/login', base).toString());
  const action = /<form method="post" action="([^"]+)"/.exec(await login.text())?.[1];
  if (!login.ok() || !action) throw new Error(`No sign-in form at ${login.url()}: ${login.status()}`);
  const done = await page.request.post(new URL(action, login.url()).toString(), { form: { email, name } });
  if (!done.ok()) throw new Error(`Signing in answered ${done.status()} at ${done.url()}`);
}

/** {@link signInByRequest}, then the dashboard opened and drawn. */
export async function signIn(page: Page, email: string, name: string, base = baseUrl): Promise<void> {
  await timed('signIn', async () => {
    await signInByRequest(page, email, name, base);
    await page.goto(base);
    await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
  });
}

/**
 * Resolves once an antd dialog has finished opening. While it zooms in, its buttons move: a click can press on a
 * button and release on the dialog's wrapper, which clicks neither, and the dialog just stays open (seen under
 * load in 5 of 40 New Case dialogs: mousedown on Create Case, mouseup and click on `.ant-modal-wrap`; session
 * 20). A person cannot fill a field and press a button within the opening's 0.3 s; a journey can.
 */
export async function opened(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Chooses `option` in an antd select as a person would: opens it, waits for its list to finish opening, clicks the
 * option whose whole text is `option`, and waits for the list to close. The list slides in for 0.2 s; an option
 * clicked meanwhile can be pressed and released at different places, which chooses nothing and leaves the list
 * open (a recorded offer's Rent, once in a CI run of session 21), as with a dialog's buttons (see `opened`).
 */
export async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const list = page.locator('.ant-select-dropdown:visible');
  await opened(list);
  await list
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}$`) })
    .click();
  await list.waitFor({ state: 'hidden' });
}

/** Creates a blank case from the dashboard; it opens by itself (its address is the one the API answered). */
export async function createAndOpenCase(page: Page, name: string): Promise<number> {
  await page.getByRole('button', { name: 'New Case' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/name/i).first().fill(name);
  await opened(dialog);
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/cases'),
  );
  await dialog.getByRole('button', { name: /create/i }).click();
  const { id } = (await (await created).json()) as { id: number };
  // By its address, not its name: a retried journey has the first try's case of the same name too.
  await page.waitForURL(new RegExp(`/cases/${id}$`));
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return id;
}

/** The value of one of the case screen's figure cards (`Issues`, `Your Best`, `Win-Win Rate` …). */
export async function figure(page: Page, title: string): Promise<string> {
  const card = page.getByTestId('stat-card').filter({ hasText: title });
  return (await card.locator('.ant-statistic-content').innerText()).trim();
}

/** An issue for `buildScoredCase`: its name and its options as [name, your points, the opponent's points]. */
export type ScoredIssue = [name: string, options: Array<[option: string, user: number, opponent: number]>];

/** The signed-in browser's POST (its cookies), failing with the answer when it is not OK. */
async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(new URL(path, baseUrl).toString(), { data });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A case with its issues and options, created through the API as the signed-in browser; nothing scored. */
export async function buildCase(
  page: Page,
  name: string,
  issues: Array<[name: string, options: string[]]>,
): Promise<{
  id: number;
  you: number;
  opponent: number;
  issues: Array<{ id: number; options: Array<{ id: number }> }>;
}> {
  const created = await post<{ id: number }>(page, '/api/cases', { name });
  const detail = (await (
    await page.request.get(new URL(`/api/cases/${created.id}`, baseUrl).toString())
  ).json()) as { parties: Array<{ id: number; type: string }> };
  const made = [];
  for (const [issueName, options] of issues) {
    made.push(
      await post<{ id: number; options: Array<{ id: number }> }>(page, `/api/cases/${created.id}/issues`, {
        name: issueName,
        options: options.map((option) => ({ name: option })),
      }),
    );
  }
  return {
    id: created.id,
    you: detail.parties.find((p) => p.type === 'user')!.id,
    opponent: detail.parties.find((p) => p.type === 'opponent')!.id,
    issues: made,
  };
}

/** Builds a case through the API as the signed-in browser (its cookies), every option scored for both parties. */
export async function buildScoredCase(page: Page, name: string, issues: ScoredIssue[]): Promise<number> {
  const built = await buildCase(
    page,
    name,
    issues.map(([issueName, options]) => [issueName, options.map(([option]) => option)]),
  );
  for (const [i, [, options]] of issues.entries()) {
    const issue = built.issues[i]!;
    for (const [k, [, user, theirs]] of options.entries()) {
      const optionId = issue.options[k]!.id;
      await post(page, '/api/scores', { partyId: built.you, issueId: issue.id, optionId, points: user });
      await post(page, '/api/scores', {
        partyId: built.opponent,
        issueId: issue.id,
        optionId,
        points: theirs,
      });
    }
  }
  return built.id;
}

let sightings = 0;

/**
 * In the page: reports through `binding` once `text` is in the document and drawn (its innermost element, as
 * `getByText` finds it, has a box and is not hidden), checking at each change of the document and, while the text
 * is there but not yet drawn, at each frame.
 */
function watchFor({ binding, text }: { binding: string; text: string }): void {
  let reported = false;
  let framePending = false;
  const drawn = () => {
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ELEMENT);
    let holder: Element | null = null;
    for (let node = walker.currentNode as Element | null; node; node = walker.nextNode() as Element | null)
      if (node.textContent?.includes(text)) holder = node;
    if (!holder || !holder.checkVisibility({ visibilityProperty: true })) return false;
    const box = holder.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const check = () => {
    if (reported || !document.documentElement.textContent?.includes(text)) return;
    if (!drawn()) {
      if (!framePending) {
        framePending = true;
        requestAnimationFrame(() => {
          framePending = false;
          check();
        });
      }
      return;
    }
    reported = true;
    observer.disconnect();
    (window as unknown as Record<string, () => void>)[binding]!();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  check();
}

/**
 * Watches the page's document, and every document it loads from now on, for `text` shown, and `seen()` resolves
 * once it has been: for a message shown only briefly before the page navigates away (a "logged out" message, for
 * the 500 ms before the sign-in), which a `waitFor` started after the action can miss under load. The page reports
 * the sighting through a binding as it happens, so it survives the navigation that follows.
 */
export async function sighting(
  page: Page,
  text: string,
): Promise<{ seen: (timeoutMs?: number) => Promise<void> }> {
  const binding = `__parleySighted${++sightings}`;
  let sighted = false;
  let report = () => undefined as void;
  await page.exposeBinding(binding, () => {
    sighted = true;
    report();
  });
  await page.addInitScript(watchFor, { binding, text });
  await page.evaluate(watchFor, { binding, text });
  return {
    /** Resolves once the text has been shown (or already was); fails after `timeoutMs`, as `waitFor` would. */
    seen: (timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (sighted) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`"${text}" was not shown within ${timeoutMs} ms`)),
          timeoutMs,
        );
        report = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}
