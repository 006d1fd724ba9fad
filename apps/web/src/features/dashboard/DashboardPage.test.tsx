import { ErrorCode, Messages, type CaseResponse } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCase, aUser } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CASE_LIMIT_TITLE } from '../../lib/useCaseLimitNotice';
import { DashboardPage } from './DashboardPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const LIMIT_MESSAGE = Messages.caseLimitReached(3);
const overTheLimit = () =>
  json(403, {
    statusCode: 403,
    error: 'Forbidden',
    message: LIMIT_MESSAGE,
    code: ErrorCode.CaseLimitReached,
  });

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

/** The case-limit toast's Upgrade: a real link to the plans page, which a plain click follows in the app. */
async function followUpgrade() {
  const notice = (await screen.findByText(LIMIT_MESSAGE)).closest('.ant-notification-notice') as HTMLElement;
  expect(within(notice).getByText(CASE_LIMIT_TITLE)).toBeInTheDocument();
  const upgrade = within(notice).getByRole('link', { name: 'Upgrade' });
  expect(upgrade).toHaveAttribute('href', '/subscription');
  await userEvent.click(upgrade);
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
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
    serve(overTheLimit);
    renderDashboard();
    await createBlankCase('Fourth');
    await followUpgrade();
    expect(screen.queryByRole('heading', { name: /^Case / })).toBeNull();
  });

  it('gives an import over the limit the same link, not an import error', async () => {
    serve(overTheLimit);
    renderDashboard();
    await screen.findByRole('button', { name: /Import case/ });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['{"version":1}'], 'case.json', { type: 'application/json' }));
    await followUpgrade();
    expect(screen.queryByText('Import failed')).toBeNull();
  });
});
