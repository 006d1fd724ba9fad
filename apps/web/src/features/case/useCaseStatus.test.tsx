import type { CaseDetailResponse } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useCaseStatus } from './useCaseStatus';

function CloseButton({ detail, onDeclined }: { detail: CaseDetailResponse; onDeclined: () => void }) {
  const { onClose } = useCaseStatus(detail, onDeclined);
  return (
    <button type="button" onClick={onClose}>
      Close
    </button>
  );
}

describe('useCaseStatus', () => {
  it('asks before closing while issues lack a final agreement, and keeps the case open on Keep Open', async () => {
    const onDeclined = vi.fn();
    renderWithProviders(
      <CloseButton
        detail={aLeaseDetail({ finalAgreements: [{ issueId: 21, optionId: 32 }] })}
        onDeclined={onDeclined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    const dialog = await screen.findByRole('dialog', { name: 'Close without a final agreement?' });
    const open = within(dialog).getByRole('list', { name: 'Issues without a final agreement' });
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Term']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Open' }));
    expect(await screen.findByText('Case Not Closed')).toBeInTheDocument();
    expect(onDeclined).toHaveBeenCalledTimes(1);
  });
});
