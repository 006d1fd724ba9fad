import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { FinalAgreementCard } from './FinalAgreementCard';

function totals(): string[] {
  const list = screen.getByRole('list', { name: 'Final agreement totals' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('FinalAgreementCard', () => {
  it('sums the agreed options and places each total in its range', () => {
    // Rent: Low (you 200, opponent 60). Term not agreed: it adds nothing.
    // You: min 40 + 0 = 40, max 200 + 120 = 320 → (200 − 40) / 280 = 57%.
    // Opponent: min 60 + 0 = 60, max 220 + 0 = 220 → (60 − 60) / 160 = 0%.
    renderWithProviders(
      <FinalAgreementCard
        detail={aLeaseDetail({ finalAgreements: [{ issueId: 21, optionId: 32 }] })}
        onAgree={vi.fn()}
      />,
    );
    expect(screen.getByText('1 of 2 issues agreed')).toBeInTheDocument();
    expect(totals()).toEqual(['Your Total200(57% of range)', 'Opponent Total60(0% of range)']);
  });

  it('records the option chosen for an issue', async () => {
    const onAgree = vi.fn(() => Promise.resolve());
    renderWithProviders(<FinalAgreementCard detail={aLeaseDetail()} onAgree={onAgree} />);
    expect(screen.getByText('0 of 2 issues agreed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Agreed option for Term' }));
    await userEvent.click(await screen.findByTitle('24 months'));
    await waitFor(() => expect(onAgree).toHaveBeenCalledWith(22, 34));
  });

  it('asks for issues first when there are none', () => {
    renderWithProviders(
      <FinalAgreementCard detail={aLeaseDetail({ issues: [], scores: [] })} onAgree={vi.fn()} />,
    );
    expect(screen.getByText('Add issues to record what was agreed.')).toBeInTheDocument();
  });
});
