import type { CaseDetailResponse } from '@parley/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeStore } from '../../testing/store';
import { caseApi, useGetCaseQuery } from './caseApi';
import { FinalAgreementCard } from './components/FinalAgreementCard';
import { IssuesTab } from './issues/IssuesTab';
import { SmartPointsTab } from './points/SmartPointsTab';
import { useFinalAgreement } from './useFinalAgreement';
import { CaseSavingContext, useCaseSavingState } from './saving/CaseSaving';

const user = userEvent.setup({ delay: null });
const CASE_ID = 7;

interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  });
}

/**
 * The API behind `fetch`, holding one case: scores and agreements are stored as sent (a batch score of null
 * removes it); `fail` makes the next saves answer 500 while it is true.
 */
function fakeApi(initial: CaseDetailResponse) {
  let detail = structuredClone(initial);
  const sent: Sent[] = [];
  const state = { fail: false };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    sent.push(request);
    if (request.method === 'GET') {
      if (request.url === `/api/cases/${CASE_ID}`) return answer(200, detail);
      return answer(200, []);
    }
    if (state.fail)
      return answer(500, { statusCode: 500, error: 'x', message: 'Boom', code: 'INTERNAL_ERROR' });
    const setScore = (partyId: number, row: { issueId: number; optionId: number; points: number | null }) => {
      const others = detail.scores.filter((s) => !(s.partyId === partyId && s.optionId === row.optionId));
      detail = {
        ...detail,
        scores: row.points === null ? others : [...others, { partyId, ...row, points: row.points }],
      };
    };
    if (request.url === '/api/scores') {
      const body = request.body as { partyId: number; issueId: number; optionId: number; points: number };
      setScore(body.partyId, body);
      return answer(200, body);
    }
    if (request.url === `/api/cases/${CASE_ID}/points`) {
      const body = request.body as {
        partyId: number;
        scores?: Array<{ issueId: number; optionId: number; points: number | null }>;
      };
      for (const row of body.scores ?? []) setScore(body.partyId, row);
      return answer(200, {
        issueImportance: [],
        optionImportance: [],
        scores: detail.scores.filter((s) => s.partyId === body.partyId),
      });
    }
    const agreement = /^\/api\/cases\/7\/final-agreements(?:\/(\d+))?$/.exec(request.url);
    if (agreement && request.method === 'POST') {
      const body = request.body as { issueId: number; optionId: number };
      detail = {
        ...detail,
        finalAgreements: [...detail.finalAgreements.filter((a) => a.issueId !== body.issueId), body],
      };
      return answer(200, body);
    }
    if (agreement && request.method === 'DELETE') {
      const issueId = Number(agreement[1]);
      detail = { ...detail, finalAgreements: detail.finalAgreements.filter((a) => a.issueId !== issueId) };
      return answer(204);
    }
    const option = /^\/api\/options\/(\d+)$/.exec(request.url);
    if (option) {
      const id = Number(option[1]);
      const body = request.body as { name?: string };
      detail = {
        ...detail,
        issues: detail.issues.map((issue) => ({
          ...issue,
          options:
            request.method === 'DELETE'
              ? issue.options.filter((o) => o.id !== id)
              : issue.options.map((o) => (o.id === id ? { ...o, ...body } : o)),
        })),
        scores: request.method === 'DELETE' ? detail.scores.filter((s) => s.optionId !== id) : detail.scores,
      };
      return request.method === 'DELETE'
        ? answer(204)
        : answer(200, { id, name: body.name, description: null });
    }
    const added = /^\/api\/issues\/(\d+)\/options$/.exec(request.url);
    if (added) {
      const made = { id: 99, ...(request.body as { name: string; description: string | null }) };
      detail = {
        ...detail,
        issues: detail.issues.map((issue) =>
          issue.id === Number(added[1]) ? { ...issue, options: [...issue.options, made] } : issue,
        ),
      };
      return answer(201, made);
    }
    return answer(404);
  });
  return { sent, state, saves: () => sent.filter((r) => r.method !== 'GET') };
}

/** The case screen's parts under test, with one visit's saving state, as CasePage composes them. */
function Screen({ part }: { part: 'points' | 'agreement' | 'issues' }) {
  const { data } = useGetCaseQuery(CASE_ID);
  const saving = useCaseSavingState(CASE_ID, data?.case.status === 'closed');
  const onAgree = useFinalAgreement(CASE_ID, saving);
  if (!data) return null;
  return (
    <CaseSavingContext.Provider value={saving}>
      {part === 'points' ? <SmartPointsTab detail={data} issuesTabHref="?tab=issues" /> : null}
      {part === 'agreement' ? <FinalAgreementCard detail={data} onAgree={onAgree} /> : null}
      {part === 'issues' ? <IssuesTab detail={data} /> : null}
    </CaseSavingContext.Provider>
  );
}

async function renderScreen(part: 'points' | 'agreement' | 'issues', detail = aLeaseDetail()) {
  const api = fakeApi(detail);
  const store = makeStore();
  await store.dispatch(caseApi.util.upsertQueryData('getCase', CASE_ID, detail));
  await store.dispatch(caseApi.util.upsertQueryData('getIssueImportance', CASE_ID, []));
  await store.dispatch(caseApi.util.upsertQueryData('getOptionImportance', CASE_ID, []));
  renderWithProviders(<Screen part={part} />, { store });
  return api;
}

const status = () => screen.getAllByRole('status').find((el) => el.classList.contains('save-bar-status'))!;
const pressUndo = () => fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });

async function typePoints(name: string, text: string) {
  const field = screen.getByLabelText(`Points for ${name}`);
  await user.clear(field);
  await user.type(field, text);
  await user.keyboard('{Enter}');
}

describe('saving you can see, and undo', () => {
  it('undoes a manual-points typo that was saved as 0 with Ctrl+Z, on the server too', async () => {
    const api = await renderScreen('points');
    await user.click(screen.getByLabelText('Options of Rent'));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await typePoints('Rent: High', 'abc');
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(screen.getByLabelText('Points for Rent: High')).toHaveValue('0');
    expect(screen.getByText('Not a whole number, so it was saved as 0')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Undo points for Rent: High' });
    expect(undo).toBeEnabled();
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z Meta+Z');

    // In the text field Ctrl+Z is the browser's: nothing is sent.
    const sentBefore = api.saves().length;
    fireEvent.keyDown(screen.getByLabelText('Points for Rent: High'), { key: 'z', ctrlKey: true });
    expect(api.saves()).toHaveLength(sentBefore);

    pressUndo();
    await waitFor(() => expect(status()).toHaveTextContent('Undone: points for Rent: High'));
    expect(api.saves().at(-1)).toEqual({
      method: 'PUT',
      url: `/api/cases/${CASE_ID}/points`,
      body: { partyId: 11, scores: [{ issueId: 21, optionId: 31, points: 40 }] },
    });
    await waitFor(() => expect(screen.getByLabelText('Points for Rent: High')).toHaveValue('40'));
    expect(screen.queryByText('Not a whole number, so it was saved as 0')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('undoes points an option did not have back to none, and several changes newest first', async () => {
    const api = await renderScreen('points');
    await user.click(screen.getByLabelText('Options of Term'));
    await typePoints('Term: 12 months', '80');
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    await typePoints('Term: 12 months', '90');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Undo points/ })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Undo points for Term: 12 months' }));
    await waitFor(() => expect(screen.getByLabelText('Points for Term: 12 months')).toHaveValue('80'));
    await user.click(screen.getByRole('button', { name: 'Undo points for Term: 12 months' }));
    await waitFor(() => expect(screen.getByLabelText('Points for Term: 12 months')).toHaveValue(''));
    expect(api.saves().at(-1)?.body).toEqual({
      partyId: 11,
      scores: [{ issueId: 22, optionId: 33, points: null }],
    });
  });

  it('says when a save failed, keeps the choice, and sends it again with Retry', async () => {
    const api = await renderScreen('agreement');
    api.state.fail = true;
    await user.click(screen.getByLabelText('Agreed option for Rent'));
    await user.click((await screen.findAllByTitle('Low')).at(-1)!);
    await waitFor(() => expect(status()).toHaveTextContent("Couldn't save"));
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(api.saves()).toHaveLength(1);

    api.state.fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
    expect(api.saves()).toHaveLength(2);
    expect(api.saves()[1]).toEqual(api.saves()[0]);

    // Undo takes the agreement back to "not agreed yet" through the API.
    await user.click(screen.getByRole('button', { name: 'Undo agreement on Rent: Low' }));
    await waitFor(() => expect(status()).toHaveTextContent('Undone'));
    expect(api.saves().at(-1)).toMatchObject({
      method: 'DELETE',
      url: `/api/cases/${CASE_ID}/final-agreements/21`,
    });
    expect(await screen.findByText('0 of 2 issues agreed')).toBeInTheDocument();
  });

  it('undoes a rename, and a deleted option comes back with its name and points', async () => {
    const api = await renderScreen('issues');
    await user.click(screen.getByRole('button', { name: /^Term/ }));
    await user.click(screen.getByRole('button', { name: 'Edit option 12 months' }));
    await user.clear(screen.getByLabelText('Option name'));
    await user.type(screen.getByLabelText('Option name'), 'One year{Enter}');
    await screen.findByText('One year');

    await user.click(screen.getByRole('button', { name: 'Delete option 36 months' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('36 months')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Undo deleting option 36 months' }));
    expect(await screen.findByText('36 months')).toBeInTheDocument();
    expect(api.saves().slice(-2)).toEqual([
      { method: 'POST', url: '/api/issues/22/options', body: { name: '36 months', description: null } },
      {
        method: 'PUT',
        url: `/api/cases/${CASE_ID}/points`,
        body: { partyId: 11, scores: [{ issueId: 22, optionId: 99, points: 120 }] },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo changes to option 12 months' }));
    expect(await screen.findByText('12 months')).toBeInTheDocument();
    expect(api.saves().at(-1)).toEqual({
      method: 'PUT',
      url: '/api/options/33',
      body: { name: '12 months', description: null },
    });
    expect(status()).toHaveTextContent('Undone: changes to option 12 months');
  });

  it('offers no undo on a closed case', async () => {
    const closed = aLeaseDetail();
    closed.case = { ...closed.case, status: 'closed' };
    const api = await renderScreen('points', closed);
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(document.querySelector('.save-bar')).toBeNull();
    pressUndo();
    expect(api.saves()).toEqual([]);
  });
});
