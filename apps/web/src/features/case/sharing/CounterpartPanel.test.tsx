import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { aTable, serveTable } from '../table/testing';
import { CounterpartPanel } from './CounterpartPanel';

const OWNER = { userId: 1, name: 'Ada', email: 'ada@example.com', role: 'owner' };

afterEach(() => vi.restoreAllMocks());

describe('CounterpartPanel', () => {
  it('creates a one-use link for the other side, for an e-mail address if given, to copy', async () => {
    const asked = serveTable({
      'GET /api/cases/4/members': [200, { members: [OWNER] }],
      'GET /api/cases/4/share-links': [200, { links: [] }],
      'GET /api/cases/4/table': [200, aTable({ counterpart: null, side: null })],
      'POST /api/cases/4/share-links': [
        201,
        {
          id: 9,
          url: 'http://parley.test/join/other',
          role: 'counterpart',
          expiresAt: '2026-12-06T10:00:00Z',
          maxUses: 1,
        },
      ],
    });
    renderWithProviders(<CounterpartPanel caseId={4} />);
    await userEvent.type(await screen.findByLabelText('Their e-mail address (optional)'), 'ben@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invite the other side' }));
    expect(await screen.findByRole('textbox', { name: 'Link for the other side' })).toHaveValue(
      'http://parley.test/join/other',
    );
    expect(asked).toContainEqual({
      call: 'POST /api/cases/4/share-links',
      body: { role: 'counterpart', email: 'ben@example.com' },
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('names the other side once they joined, and ends the joint table after a confirmation', async () => {
    const asked = serveTable({
      'GET /api/cases/4/members': [
        200,
        { members: [OWNER, { userId: 2, name: 'Ben', email: 'ben@example.com', role: 'counterpart' }] },
      ],
      'GET /api/cases/4/share-links': [200, { links: [] }],
      'GET /api/cases/4/table': [200, aTable()],
      'DELETE /api/cases/4/counterpart': [204, null],
    });
    renderWithProviders(<CounterpartPanel caseId={4} />);
    expect(await screen.findByText('Ben, the other side')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite the other side' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End the joint table' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the joint table' }));
    await waitFor(() => expect(asked.map((a) => a.call)).toContain('DELETE /api/cases/4/counterpart'));
  });

  it('says an invitation is open instead of making a second one', async () => {
    serveTable({
      'GET /api/cases/4/members': [200, { members: [OWNER] }],
      'GET /api/cases/4/share-links': [
        200,
        {
          links: [
            {
              id: 8,
              role: 'counterpart',
              email: null,
              expiresAt: '2026-12-06T10:00:00Z',
              maxUses: 1,
              uses: 0,
            },
          ],
        },
      ],
      'GET /api/cases/4/table': [200, aTable({ counterpart: null, side: null })],
    });
    renderWithProviders(<CounterpartPanel caseId={4} />);
    expect(await screen.findByText(/An invitation to the other side is open until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite the other side' })).not.toBeInTheDocument();
  });
});
