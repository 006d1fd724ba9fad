import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { JoinPage } from './JoinPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(link: Response, accept: () => Response = () => json(201, { caseId: 12, role: 'editor' })) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://parley.test').pathname;
    const method = init?.method ?? 'GET';
    asked.push(`${method} ${path}`);
    if (method === 'POST' && path === '/api/share-links/tok123/accept') return accept();
    if (method === 'GET' && path === '/api/share-links/tok123') return link.clone();
    return json(404, { statusCode: 404, error: 'Not Found', message: 'Not found', code: 'NOT_FOUND' });
  });
  return asked;
}

function CaseScreen() {
  return <h1>Case {useParams().id}</h1>;
}

function renderJoin() {
  renderWithProviders(
    <Routes>
      <Route path="/join/:token" element={<JoinPage />} />
      <Route path="/cases/:id" element={<CaseScreen />} />
    </Routes>,
    { route: '/join/tok123' },
  );
}

const refused = (code: string, status: number) =>
  json(status, { statusCode: status, error: 'Gone', message: 'Gone', code });

afterEach(() => vi.restoreAllMocks());

describe('JoinPage', () => {
  it('shows the case, its owner and the role, and opens the case once accepted', async () => {
    const asked = serve(
      json(200, { caseName: 'Lease <b>renewal</b>', ownerName: 'Ana', role: 'editor', state: 'open' }),
    );
    renderJoin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lease <b>renewal</b>' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ana invites you to this case as an editor.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: 'Case 12' })).toBeInTheDocument();
    expect(asked).toContain('POST /api/share-links/tok123/accept');
  });

  it.each([
    ['used', 'This link has already been used.'],
    ['expired', 'This link has expired.'],
    ['revoked', 'This link was withdrawn by the person who shared it.'],
  ])('says plainly when the link is %s, with nothing to accept', async (state, title) => {
    serve(json(200, { caseName: 'Lease', ownerName: 'Ana', role: 'viewer', state }));
    renderJoin();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says so when the link does not exist', async () => {
    serve(refused('LINK_NOT_FOUND', 404));
    renderJoin();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not exist.' }),
    ).toBeInTheDocument();
  });

  it('says the link is used when it was used up while the page was open', async () => {
    serve(json(200, { caseName: 'Lease', ownerName: 'Ana', role: 'viewer', state: 'open' }), () =>
      refused('LINK_USED', 410),
    );
    renderJoin();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has already been used.' }),
    ).toBeInTheDocument();
  });

  it('tells the other side plainly what joining means: their points stay private, no plan needed', async () => {
    const asked = serve(
      json(200, { caseName: 'Lease', ownerName: 'Ana', role: 'counterpart', state: 'open' }),
      () => json(201, { caseId: 12, role: 'counterpart' }),
    );
    renderJoin();
    expect(await screen.findByText('Ana invites you to this case as the other side.')).toBeInTheDocument();
    expect(screen.getByText(/stay private to you/)).toBeInTheDocument();
    expect(screen.getByText(/No plan is needed\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: 'Case 12' })).toBeInTheDocument();
    expect(asked).toContain('POST /api/share-links/tok123/accept');
  });

  it('says so when someone already joined as the other side', async () => {
    serve(json(200, { caseName: 'Lease', ownerName: 'Ana', role: 'counterpart', state: 'open' }), () =>
      refused('COUNTERPART_EXISTS', 409),
    );
    renderJoin();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Someone has already joined this case as the other side.',
      }),
    ).toBeInTheDocument();
  });
});
