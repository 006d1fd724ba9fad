import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');

/** Signs in through the development identity provider, as a person would, and waits for the dashboard. */
export async function signIn(page: Page, email: string, name: string): Promise<void> {
  await page.goto(baseUrl);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
}

/** Creates a case from the dashboard and opens it. */
export async function createAndOpenCase(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'New Case' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/name/i).first().fill(name);
  await dialog.getByRole('button', { name: /create/i }).click();
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await page.waitForURL(/\/cases\/\d+$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The value of one of the case screen's figure cards (`Issues`, `Your Best`, `Win-Win Rate` …). */
export async function figure(page: Page, title: string): Promise<string> {
  const card = page.getByTestId('stat-card').filter({ hasText: title });
  return (await card.locator('.ant-statistic-content').innerText()).trim();
}

/** An issue for `buildScoredCase`: its name and its options as [name, your points, the opponent's points]. */
export type ScoredIssue = [name: string, options: Array<[option: string, user: number, opponent: number]>];

/** Builds a case through the API as the signed-in browser (its cookies), every option scored for both parties. */
export async function buildScoredCase(page: Page, name: string, issues: ScoredIssue[]): Promise<number> {
  const call = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(new URL(path, baseUrl).toString(), { data });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const created = await call<{ id: number }>('/api/cases', { name });
  const detail = (await (
    await page.request.get(new URL(`/api/cases/${created.id}`, baseUrl).toString())
  ).json()) as { parties: Array<{ id: number; type: string }> };
  const you = detail.parties.find((p) => p.type === 'user')!.id;
  const opponent = detail.parties.find((p) => p.type === 'opponent')!.id;
  for (const [issueName, options] of issues) {
    const issue = await call<{ id: number; options: Array<{ id: number }> }>(
      `/api/cases/${created.id}/issues`,
      { name: issueName, options: options.map(([option]) => ({ name: option })) },
    );
    for (const [k, [, user, theirs]] of options.entries()) {
      const optionId = issue.options[k]!.id;
      await call('/api/scores', { partyId: you, issueId: issue.id, optionId, points: user });
      await call('/api/scores', { partyId: opponent, issueId: issue.id, optionId, points: theirs });
    }
  }
  return created.id;
}
