import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, it, vi } from 'vitest';
import { caseLimitAnswer, followUpgradeLink } from '../testing/case-limit';
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
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => caseLimitAnswer());
    renderWithProviders(
      <Routes>
        <Route path="/cases/:id" element={<DuplicateButton />} />
        <Route path="/subscription" element={<h1>Choose Your Plan</h1>} />
      </Routes>,
      { route: '/cases/3' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await followUpgradeLink();
  });
});
