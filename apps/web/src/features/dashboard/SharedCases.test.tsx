import type { CaseResponse } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseAccessFields } from '../../lib/sharing';
import { aCase, aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DashboardPage } from './DashboardPage';
import { splitShared } from './components/Dashboard';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const shared = (overrides: Partial<CaseResponse & CaseAccessFields>): CaseResponse => aCase(overrides);

describe('Shared with me (issue 35)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the cases shared with me beside my own, with the owner and my role, and lets me leave one', async () => {
    let cases: CaseResponse[] = [
      shared({ id: 1, name: 'My own case', role: 'owner', ownerName: 'Ada' }),
      shared({ id: 5, name: 'Their lease', role: 'viewer', ownerName: 'Ana' }),
      shared({ id: 6, name: 'Their salary', role: 'editor', ownerName: 'Ben' }),
    ];
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://parley.test').pathname;
      const method = init?.method ?? 'GET';
      asked.push(`${method} ${path}`);
      if (method === 'DELETE' && path === '/api/cases/5/members/1') {
        cases = cases.filter((c) => c.id !== 5);
        return new Response(null, { status: 204 });
      }
      if (method === 'GET' && path === '/api/cases') return json(200, cases);
      return json(200, []);
    });
    renderWithProviders(
      <Routes>
        <Route path="/" element={<DashboardPage user={aUser({ id: 1 })} />} />
      </Routes>,
    );
    const section = await screen.findByRole('region', { name: 'Shared with me' });
    expect(within(section).getByText('Their lease')).toBeInTheDocument();
    expect(within(section).getByText('Shared by Ana')).toBeInTheDocument();
    expect(within(section).getByText('View only')).toBeInTheDocument();
    expect(within(section).getByText('Shared by Ben')).toBeInTheDocument();
    expect(within(section).getByText('Editor')).toBeInTheDocument();
    expect(within(section).queryByText('My own case')).not.toBeInTheDocument();
    // A member neither deletes nor copies a case that is not theirs.
    expect(within(section).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Leave Their lease' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave "Their lease"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByText('Their lease')).not.toBeInTheDocument());
    expect(asked).toContain('DELETE /api/cases/5/members/1');
  });

  it('counts a case without a role as my own', () => {
    const mine = aCase({ id: 1 });
    const theirs = shared({ id: 2, role: 'editor' });
    expect(splitShared([mine, theirs])).toEqual({ own: [mine], shared: [theirs] });
  });
});
