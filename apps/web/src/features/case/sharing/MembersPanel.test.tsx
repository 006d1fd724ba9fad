import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { accessOfRole, CaseAccessContext, OWNER_ACCESS, type CaseAccess } from '../access/case-access';
import { MembersPanel } from './MembersPanel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const MEMBERS = [
  { userId: 1, name: 'Ada', email: 'ada@example.com', role: 'owner' },
  { userId: 2, name: 'Ben', email: 'ben@example.com', role: 'editor' },
  { userId: 3, name: 'Cy', email: null, role: 'viewer' },
];

function serve() {
  const asked: Array<{ call: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://parley.test').pathname;
    const method = init?.method ?? 'GET';
    asked.push({ call: `${method} ${path}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET' && path === '/api/cases/4/members') return json(200, { members: MEMBERS });
    if (method === 'GET' && path === '/api/cases/4/share-links')
      return json(200, {
        links: [
          { id: 8, role: 'viewer', email: null, expiresAt: '2026-12-06T10:00:00Z', maxUses: 1, uses: 0 },
        ],
      });
    if (method === 'POST' && path === '/api/cases/4/share-links')
      return json(201, {
        id: 9,
        url: 'http://parley.test/join/abcdef',
        role: 'editor',
        expiresAt: '2026-12-06T10:00:00Z',
        maxUses: 2,
      });
    return new Response(null, { status: 204 });
  });
  return asked;
}

function renderPanel(access: CaseAccess, userId: number, onLeft = vi.fn()) {
  renderWithProviders(
    <CaseAccessContext.Provider value={access}>
      <MembersPanel caseId={4} userId={userId} onLeft={onLeft} />
    </CaseAccessContext.Provider>,
  );
  return onLeft;
}

afterEach(() => vi.restoreAllMocks());

describe('MembersPanel', () => {
  it("lets the owner change a member's role and remove a member", async () => {
    const asked = serve();
    renderPanel(OWNER_ACCESS, 1);
    await screen.findByText('Ben');
    expect(screen.getByText('(you)')).toBeInTheDocument();
    // The owner's own line has no role to change.
    expect(screen.queryByRole('combobox', { name: 'Role of Ada' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Role of Ben' }));
    // The open list's option (Cy's own choice shows "Viewer" as well).
    const options = await screen.findAllByTitle('Viewer');
    const viewer = options.find((node) => node.classList.contains('ant-select-item-option'));
    await userEvent.click(viewer!);
    await waitFor(() =>
      expect(asked).toContainEqual({ call: 'PATCH /api/cases/4/members/2', body: { role: 'viewer' } }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Cy' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(asked.map((a) => a.call)).toContain('DELETE /api/cases/4/members/3'));
  });

  it('lets the owner make a link to copy, and revoke an open one', async () => {
    const asked = serve();
    renderPanel(OWNER_ACCESS, 1);
    await screen.findByText('Ben');
    await userEvent.click(screen.getByRole('radio', { name: 'Editor' }));
    const uses = screen.getByLabelText('Uses');
    await userEvent.clear(uses);
    await userEvent.type(uses, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('textbox', { name: 'New link' })).toHaveValue(
      'http://parley.test/join/abcdef',
    );
    expect(asked).toContainEqual({
      call: 'POST /api/cases/4/share-links',
      body: { role: 'editor', expiresInDays: 7, maxUses: 2 },
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Revoke viewer link' }));
    await waitFor(() => expect(asked.map((a) => a.call)).toContain('DELETE /api/share-links/8'));
  });

  it('shows a member the list read-only, no links, and a Leave that asks first', async () => {
    const asked = serve();
    const onLeft = renderPanel(accessOfRole('viewer', 'Ada'), 3);
    await screen.findByText('Ben');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create link' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave case' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(onLeft).toHaveBeenCalledTimes(1));
    expect(asked.map((a) => a.call)).toContain('DELETE /api/cases/4/members/3');
    expect(asked.map((a) => a.call)).not.toContain('GET /api/cases/4/share-links');
  });

  it('lets the other side leave the table, not the case, with no invitation to make (issue 36)', async () => {
    serve();
    renderPanel(accessOfRole('counterpart', 'Ada'), 2);
    await screen.findByText('Ben');
    expect(screen.queryByRole('button', { name: 'Leave case' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the table' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite the other side' })).not.toBeInTheDocument();
  });

  it('gives the other side no role to change and no Remove: the owner ends the table instead', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://parley.test').pathname;
      if (path === '/api/cases/4/members')
        return json(200, {
          members: [MEMBERS[0], { userId: 5, name: 'Ben', email: null, role: 'counterpart' }],
        });
      if (path === '/api/cases/4/share-links') return json(200, { links: [] });
      return json(200, { counterpart: { name: 'Ben' }, ended: false });
    });
    renderPanel(OWNER_ACCESS, 1);
    expect(await screen.findByText('Ben, the other side')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Ben' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ben' })).not.toBeInTheDocument();
    expect(screen.getByText('The other side', { selector: '.ant-tag' })).toBeInTheDocument();
  });
});
