import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { accessOfRole, CaseAccessContext, OWNER_ACCESS, type CaseAccess } from '../access/case-access';
import { SuggestionsPanel } from './SuggestionsPanel';
import { aTable, serveTable } from './testing';

const detail = aLeaseDetail(); // case 7: Rent (21), Term (22)

const suggestion = (
  id: number,
  by: 'you' | 'them',
  state: 'open' | 'accepted' | 'declined',
  issueId: number | null,
) => ({
  id,
  kind: issueId === null ? ('issue' as const) : ('option' as const),
  name: issueId === null ? 'Parking' : '48 months',
  issueId,
  options: [],
  by,
  state,
  createdAt: '2026-11-29T10:00:00Z',
});

function renderPanel(access: CaseAccess) {
  renderWithProviders(
    <CaseAccessContext.Provider value={access}>
      <SuggestionsPanel detail={detail} />
    </CaseAccessContext.Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SuggestionsPanel', () => {
  it('lets the other side suggest an option of an issue, and shows what became of theirs', async () => {
    const asked = serveTable({
      'GET /api/cases/7/table': [200, aTable({ side: 'counterpart', counterpart: { name: 'Ana' } })],
      'GET /api/cases/7/suggestions': [200, { suggestions: [suggestion(3, 'you', 'declined', null)] }],
      'POST /api/cases/7/suggestions': [201, suggestion(4, 'you', 'open', 22)],
    });
    renderPanel(accessOfRole('counterpart', 'Ana'));
    expect(await screen.findByText('The issue Parking')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'An option' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'For the issue' }));
    await userEvent.click(await screen.findByTitle('Term'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '48 months');
    await userEvent.click(screen.getByRole('button', { name: 'Suggest an option' }));
    await waitFor(() =>
      expect(asked).toContainEqual({
        call: 'POST /api/cases/7/suggestions',
        body: { kind: 'option', name: '48 months', issueId: 22 },
      }),
    );
  });

  it("shows the owner's side the open suggestions with Accept and Decline", async () => {
    const asked = serveTable({
      'GET /api/cases/7/table': [200, aTable()],
      'GET /api/cases/7/suggestions': [
        200,
        { suggestions: [suggestion(5, 'them', 'open', 22), suggestion(6, 'them', 'declined', null)] },
      ],
      'PUT /api/suggestions/5': [204, null],
    });
    renderPanel(OWNER_ACCESS);
    expect(await screen.findByText('The option 48 months for Term')).toBeInTheDocument();
    // Only the open ones wait for an answer.
    expect(screen.queryByText('The issue Parking')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept The option 48 months for Term' }));
    await waitFor(() =>
      expect(asked).toContainEqual({ call: 'PUT /api/suggestions/5', body: { accept: true } }),
    );
  });

  it('asks nothing about suggestions without a joint table', async () => {
    const asked = serveTable({ 'GET /api/cases/7/table': [200, aTable({ counterpart: null, side: null })] });
    renderPanel(OWNER_ACCESS);
    await waitFor(() => expect(asked.map((a) => a.call)).toContain('GET /api/cases/7/table'));
    expect(asked.map((a) => a.call)).not.toContain('GET /api/cases/7/suggestions');
    expect(screen.queryByText('Suggested by the other side')).not.toBeInTheDocument();
  });

  it('lets the other side suggest an issue with its options, one a line', async () => {
    const asked = serveTable({
      'GET /api/cases/7/table': [200, aTable({ side: 'counterpart', counterpart: { name: 'Ana' } })],
      'GET /api/cases/7/suggestions': [
        200,
        { suggestions: [{ ...suggestion(3, 'you', 'open', null), options: ['Street', 'Garage'] }] },
      ],
      'POST /api/cases/7/suggestions': [201, suggestion(4, 'you', 'open', null)],
    });
    renderPanel(accessOfRole('counterpart', 'Ana'));
    expect(await screen.findByText('The issue Parking (Street, Garage)')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Keys');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Its options (optional, one a line)' }),
      ' One set {enter}{enter}Two sets ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Suggest an issue' }));
    await waitFor(() =>
      expect(asked).toContainEqual({
        call: 'POST /api/cases/7/suggestions',
        body: { kind: 'issue', name: 'Keys', options: ['One set', 'Two sets'] },
      }),
    );
  });
});
