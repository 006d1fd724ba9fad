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
  it('shows partial totals while an issue is open', () => {
    // Rent: Low (you 200, opponent 60). Term not agreed yet.
    renderWithProviders(
      <FinalAgreementCard
        detail={aLeaseDetail({ finalAgreements: [{ issueId: 21, optionId: 32 }] })}
        onAgree={vi.fn()}
      />,
    );
    expect(screen.getByText('1 of 2 issues agreed')).toBeInTheDocument();
    expect(totals()).toEqual(['Your Total200so far', 'Opponent Total60so far']);
  });

  it('places each settled total in its party’s range', () => {
    // Rent Low (200 / 60) and Term 36 months (120 / 0): you 320 of min 40, max 320 → 100%;
    // opponent 60 of min 60, max 220 → 0%.
    renderWithProviders(
      <FinalAgreementCard
        detail={aLeaseDetail({
          finalAgreements: [
            { issueId: 21, optionId: 32 },
            { issueId: 22, optionId: 35 },
          ],
        })}
        onAgree={vi.fn()}
      />,
    );
    expect(totals()).toEqual(['Your Total320(100% of range)', 'Opponent Total60(0% of range)']);
  });

  it('records the option chosen for an issue', async () => {
    const onAgree = vi.fn(() => Promise.resolve());
    renderWithProviders(<FinalAgreementCard detail={aLeaseDetail()} onAgree={onAgree} />);
    expect(screen.getByText('0 of 2 issues agreed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Agreed option for Term' }));
    await userEvent.click(await screen.findByTitle('24 months'));
    await waitFor(() => expect(onAgree).toHaveBeenCalledWith(22, 34));
  });

  it('shows the stored choice again after a failed save, not the one that failed', async () => {
    const onAgree = vi.fn(() => Promise.reject(new Error('500: Internal Server Error')));
    renderWithProviders(
      <FinalAgreementCard
        detail={aLeaseDetail({ finalAgreements: [{ issueId: 21, optionId: 32 }] })}
        onAgree={onAgree}
      />,
    );
    const rent = screen.getByRole('combobox', { name: 'Agreed option for Rent' });
    const term = screen.getByRole('combobox', { name: 'Agreed option for Term' });
    const shown = (select: HTMLElement) =>
      select.closest('.ant-select')?.querySelector('.ant-select-content, .ant-select-selection-item')
        ?.textContent ?? '';
    expect(shown(rent)).toContain('Low');

    await userEvent.click(term);
    await userEvent.click(await screen.findByTitle('24 months'));
    await waitFor(() => expect(onAgree).toHaveBeenCalledWith(22, 34));
    await waitFor(() => expect(term).not.toBeDisabled());
    expect(shown(term)).not.toContain('24 months');
    expect(within(term.closest('.ant-select')!).getByText('Not agreed yet')).toBeInTheDocument();

    await userEvent.click(rent);
    await userEvent.click(await screen.findByTitle('High'));
    await waitFor(() => expect(onAgree).toHaveBeenCalledWith(21, 31));
    await waitFor(() => expect(rent).not.toBeDisabled());
    expect(shown(rent)).toContain('Low');
    expect(shown(rent)).not.toContain('High');
    expect(screen.getByText('1 of 2 issues agreed')).toBeInTheDocument();
  });

  it('locks every choice on a closed case', () => {
    renderWithProviders(
      <FinalAgreementCard
        detail={aLeaseDetail({ case: { ...aLeaseDetail().case, status: 'closed' } })}
        onAgree={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Agreed option for Rent' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Agreed option for Term' })).toBeDisabled();
  });

  it('asks for issues first when there are none', () => {
    renderWithProviders(
      <FinalAgreementCard detail={aLeaseDetail({ issues: [], scores: [] })} onAgree={vi.fn()} />,
    );
    expect(screen.getByText('Add issues to record what was agreed.')).toBeInTheDocument();
  });
});
