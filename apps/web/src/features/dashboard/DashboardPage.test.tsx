import { Messages, type CaseResponse } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCase, aUser } from '../../testing/fixtures';
import { caseLimitAnswer, followUpgradeLink } from '../../testing/case-limit';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DashboardPage } from './DashboardPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the dashboard's requests: the list, the templates, and `created` to any new case. */
function serve(created: (path: string) => Response) {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://parley.test').pathname;
    const method = init?.method ?? 'GET';
    asked.push(`${method} ${path}`);
    if (method === 'GET' && path === '/api/cases')
      return json(200, [aCase({ id: 3, name: 'Lease renewal' })]);
    if (method === 'GET' && path === '/api/case-templates') return json(200, []);
    return created(path);
  });
  return asked;
}

function CaseScreen() {
  return <h1>Case {useParams().id}</h1>;
}

function renderDashboard() {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<DashboardPage user={aUser()} />} />
      <Route path="/cases/:id" element={<CaseScreen />} />
      <Route path="/subscription" element={<h1>Choose Your Plan</h1>} />
    </Routes>,
  );
}

async function createBlankCase(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'New Case' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Negotiation Case' });
  await userEvent.click(within(dialog).getByLabelText(/case name/i));
  await userEvent.paste(name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Case' }));
}

describe('DashboardPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a blank case once it is created, as a template’s case opens', async () => {
    const created: CaseResponse = aCase({ id: 42, name: 'Flat share', goal: null });
    const asked = serve(() => json(201, created));
    renderDashboard();
    await createBlankCase('Flat share');
    expect(await screen.findByRole('heading', { level: 1, name: 'Case 42' })).toBeInTheDocument();
    expect(asked).toContain('POST /api/cases');
    expect(await screen.findByText(Messages.caseCreated)).toBeInTheDocument();
  });

  it('over the trial’s case limit, says so with a link to the plans page, and opens nothing', async () => {
    serve(caseLimitAnswer);
    renderDashboard();
    await createBlankCase('Fourth');
    await followUpgradeLink();
    expect(screen.queryByRole('heading', { name: /^Case / })).toBeNull();
  });

  it('gives an import over the limit the same link, not an import error', async () => {
    serve(caseLimitAnswer);
    renderDashboard();
    await screen.findByRole('button', { name: /Import case/ });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['{"version":1}'], 'case.json', { type: 'application/json' }));
    await followUpgradeLink();
    expect(screen.queryByText('Import failed')).toBeNull();
  });
});
