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
