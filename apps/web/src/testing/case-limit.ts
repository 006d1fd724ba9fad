import { ErrorCode, Messages } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { CASE_LIMIT_TITLE } from '../lib/useCaseLimitNotice';

/** The API's words when a trial of 3 cases is full. */
export const CASE_LIMIT_MESSAGE = Messages.caseLimitReached(3);

/** The API's refusal of a case over the trial's limit. */
export function caseLimitAnswer(): Response {
  const body = {
    statusCode: 403,
    error: 'Forbidden',
    message: CASE_LIMIT_MESSAGE,
    code: ErrorCode.CaseLimitReached,
  };
  return new Response(JSON.stringify(body), { status: 403, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The case-limit toast: its title and the API's words, and its Upgrade, a real link to the plans page, which a
 * plain click follows in the app (the test's routes draw 'Choose Your Plan' there).
 */
export async function followUpgradeLink(): Promise<void> {
  const notice = (await screen.findByText(CASE_LIMIT_MESSAGE)).closest(
    '.ant-notification-notice',
  ) as HTMLElement;
  expect(within(notice).getByText(CASE_LIMIT_TITLE)).toBeInTheDocument();
  const upgrade = within(notice).getByRole('link', { name: 'Upgrade' });
  expect(upgrade).toHaveAttribute('href', '/subscription');
  await userEvent.click(upgrade);
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
}
