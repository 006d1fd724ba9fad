import { ErrorCode, Messages } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_LIMIT_TITLE } from '../lib/useCaseLimitNotice';
import { renderWithProviders } from '../testing/renderWithProviders';
import { useDuplicateCase } from './useDuplicateCase';

function DuplicateButton() {
  const duplicate = useDuplicateCase();
  return (
    <button type="button" onClick={() => void duplicate({ id: 3, name: 'Lease renewal' })}>
      Duplicate
    </button>
  );
}

describe('useDuplicateCase', () => {
  afterEach(() => vi.restoreAllMocks());

  it('over the trial’s case limit, says so with a link to the plans page, from the case screen too', async () => {
    const message = Messages.caseLimitReached(3);
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ statusCode: 403, error: 'Forbidden', message, code: ErrorCode.CaseLimitReached }),
          { status: 403, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/cases/:id" element={<DuplicateButton />} />
        <Route path="/subscription" element={<h1>Choose Your Plan</h1>} />
      </Routes>,
      { route: '/cases/3' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    const notice = (await screen.findByText(message)).closest('.ant-notification-notice') as HTMLElement;
    expect(within(notice).getByText(CASE_LIMIT_TITLE)).toBeInTheDocument();
    const upgrade = within(notice).getByRole('link', { name: 'Upgrade' });
    expect(upgrade).toHaveAttribute('href', '/subscription');
    await userEvent.click(upgrade);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
  });
});
