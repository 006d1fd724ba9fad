import type { IssueImportanceResponse, OptionImportanceResponse } from '@parley/contracts';
import { Messages } from '@parley/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../../testing/store';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { caseApi } from '../caseApi';
import { SmartPointsTab } from './SmartPointsTab';
import { dragWithKeyboard, layOutListItems, pickLevel } from './testing';

const user = userEvent.setup({ delay: null });
const CASE_ID = 7;
const ISSUES_HREF = '/cases/7?tab=issues';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  });
}

interface BatchBody {
  partyId: number;
  issueImportance?: object[];
  optionImportance?: object[];
  scores?: object[];
}

interface Request {
  url: string;
  method: string;
  body?: unknown;
}

/**
 * A stand-in for the API behind `fetch`: the importance lists answer the rows saved so far (or `rows`), the
 * saves answer `saves` (by default they store the row and answer it). Every request is recorded.
 */
function fakeApi(
  options: {
    issueRows?: IssueImportanceResponse[];
    optionRows?: OptionImportanceResponse[];
    rows?: () => Promise<Response>;
    saves?: (request: Request) => Response;
  } = {},
) {
  const issueRows = [...(options.issueRows ?? [])];
  const optionRows = [...(options.optionRows ?? [])];
  const requests: Request[] = [];
  const store = (rows: Array<{ partyId: number; issueId: number; optionId?: number }>, body: unknown) => {
    const row = { suggestedPoints: 0, actualPoints: null, ...(body as (typeof rows)[number]) };
    const at = rows.findIndex(
      (r) => r.partyId === row.partyId && r.issueId === row.issueId && r.optionId === row.optionId,
    );
    if (at >= 0) rows[at] = row;
    else rows.push(row);
    return answer(200, row);
  };
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request: Request = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    requests.push(request);
    if (request.method === 'GET') {
      if (options.rows) return options.rows();
      return answer(200, request.url.endsWith('/issue-importance') ? issueRows : optionRows);
    }
    if (options.saves) return options.saves(request);
    if (request.url === `/api/cases/${CASE_ID}/points`) {
      const body = request.body as BatchBody;
      for (const row of body.issueImportance ?? []) store(issueRows, { partyId: body.partyId, ...row });
      for (const row of body.optionImportance ?? []) store(optionRows, { partyId: body.partyId, ...row });
      return answer(200, { issueImportance: issueRows, optionImportance: optionRows, scores: [] });
    }
    return answer(200, request.body);
  });
  const batches = () =>
    requests
      .filter((r) => r.method === 'PUT' && r.url === `/api/cases/${CASE_ID}/points`)
      .map((r) => r.body as BatchBody);
  /** What was saved of one kind, row by row with its party, whether alone or in a batch. */
  const posts = (path: string) => {
    const single = requests.filter((r) => r.method === 'POST' && r.url === `/api/${path}`).map((r) => r.body);
    const key =
      path === 'issue-importance'
        ? 'issueImportance'
        : path === 'option-importance'
          ? 'optionImportance'
          : 'scores';
    const batched = batches().flatMap((body) =>
      (body[key] ?? []).map((row) => ({ partyId: body.partyId, ...row })),
    );
    return [...single, ...batched];
  };
  return { spy, requests, posts, batches, issueRows, optionRows };
}

function issueRow(
  partyId: number,
  issueId: number,
  importance: number,
  rank: number,
): IssueImportanceResponse {
  return { partyId, issueId, importance, rank, suggestedPoints: 0, actualPoints: null };
}

function optionRow(
  partyId: number,
  issueId: number,
  optionId: number,
  importance: number,
  rank: number,
): OptionImportanceResponse {
  return { partyId, issueId, optionId, importance, rank, suggestedPoints: 0, actualPoints: null };
}

/** The tab with the importance lists already loaded (as after a first visit) from the fake API's rows. */
async function renderLoaded({ issueRows, optionRows }: ReturnType<typeof fakeApi>) {
  const store = makeStore();
  await store.dispatch(caseApi.util.upsertQueryData('getIssueImportance', CASE_ID, [...issueRows]));
  await store.dispatch(caseApi.util.upsertQueryData('getOptionImportance', CASE_ID, [...optionRows]));
  return renderWithProviders(<SmartPointsTab detail={aLeaseDetail()} issuesTabHref={ISSUES_HREF} />, {
    store,
  });
}

/**
 * Waits until every request the store has started is answered: a save that was started by mistake has then
 * reached the fake API's `requests`. Saves start synchronously with the change that causes them (a pick, Enter,
 * unmounting), so after this nothing more can come of it.
 */
async function requestsSettled(store: AppStore) {
  await act(async () => {
    await Promise.all(store.dispatch(caseApi.util.getRunningMutationsThunk()));
    await Promise.all(store.dispatch(caseApi.util.getRunningQueriesThunk()));
  });
}

const handleOrder = () =>
  screen.getAllByLabelText(/^Drag to reorder/).map((handle) => handle.getAttribute('aria-label'));

const optionItem = (name: string) => screen.getByLabelText(`Drag to reorder ${name}`).closest('li')!;

describe('SmartPointsTab', () => {
  it('asks for issues first, with a way to the Issues tab', () => {
    const { spy } = fakeApi();
    renderWithProviders(<SmartPointsTab detail={aLeaseDetail({ issues: [] })} issuesTabHref={ISSUES_HREF} />);
    expect(screen.getByRole('link', { name: 'Add issues first' })).toHaveAttribute('href', ISSUES_HREF);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the levels load, then the defaults when they cannot be loaded', async () => {
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    const { requests } = fakeApi({ rows: () => failed.then(() => answer(500, { message: 'Boom' })) });
    renderWithProviders(<SmartPointsTab detail={aLeaseDetail()} issuesTabHref={ISSUES_HREF} />);

    expect(screen.getByLabelText('Loading points')).toHaveAttribute('aria-busy', 'true');
    expect(requests.map((r) => r.url).sort()).toEqual([
      '/api/cases/7/issue-importance',
      '/api/cases/7/option-importance',
    ]);
    await act(async () => fail());

    expect(await screen.findByRole('tab', { name: 'You', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Opponent' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading points')).not.toBeInTheDocument();
    expect(handleOrder()).toEqual(['Drag to reorder Rent', 'Drag to reorder Term']);
    expect(screen.getAllByTitle('Less Important')).toHaveLength(2);
  });

  it('shows the party’s saved levels and points, and the formula’s suggestions', async () => {
    await renderLoaded(
      fakeApi({
        issueRows: [issueRow(11, 22, 5, 1), issueRow(11, 21, 2, 2), issueRow(12, 21, 5, 1)],
        optionRows: [optionRow(11, 21, 32, 5, 1)],
      }),
    );
    expect(handleOrder()).toEqual(['Drag to reorder Term', 'Drag to reorder Rent']);
    expect(screen.getByTitle('Extremely Important')).toBeInTheDocument();
    expect(screen.getByTitle('Somewhat Important')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Options of Rent'));
    // Rent: importance 2, rank 2 → weight 40 − 10 + 8 = 38. Low: Most Preferred, rank 1 (value 100)
    // → 25 + 0.38 × 225 = 110.5 → 111. High: no row, so after Low: Least Preferred, rank 2 (value 16)
    // → 25 + 0.38 × 0.16 × 225 = 38.68 → 39.
    expect(handleOrder().slice(1)).toEqual([
      'Drag to reorder Rent',
      'Drag to reorder Rent: Low',
      'Drag to reorder Rent: High',
    ]);
    expect(within(optionItem('Rent: Low')).getByText('Suggested: 111')).toBeInTheDocument();
    expect(within(optionItem('Rent: High')).getByText('Suggested: 39')).toBeInTheDocument();
    expect(screen.getByLabelText('Points for Rent: Low')).toHaveValue('200');
    expect(screen.getByLabelText('Points for Rent: High')).toHaveValue('40');
  });

  it('updates the suggestions at once when a level is picked', async () => {
    await renderLoaded(fakeApi());
    await user.click(screen.getByLabelText('Options of Rent'));
    // Rent rank 1 at importance 1 (weight 20), High Least Preferred rank 1 (value 20): 25 + 0.04 × 225 = 34.
    expect(within(optionItem('Rent: High')).getByText('Suggested: 34')).toBeInTheDocument();

    // Weight 100 − 10 + 10 = 100: 25 + 0.2 × 225 = 70.
    await pickLevel(user, 'Importance of Rent', 'Extremely Important');
    expect(within(optionItem('Rent: High')).getByText('Suggested: 70')).toBeInTheDocument();

    // Value 80 + 20 = 100: 25 + 225 = 250.
    await pickLevel(user, 'Preference for Rent: High', 'Most Preferred');
    expect(within(optionItem('Rent: High')).getByText('Suggested: 250')).toBeInTheDocument();
    // The header tells the points in force (Low's 200), not the suggestion (issue 21: it said 187 after 180).
    expect(screen.getByText('Up to 200 points')).toBeInTheDocument();
    expect(screen.queryByText(/up to 250 points/i)).not.toBeInTheDocument();
  });

  it('reorders with the keyboard and re-ranks the suggestions', async () => {
    layOutListItems();
    await renderLoaded(fakeApi());
    await user.click(screen.getByLabelText('Options of Rent'));
    expect(within(optionItem('Rent: High')).getByText('Suggested: 34')).toBeInTheDocument();

    await dragWithKeyboard(userEvent.setup(), 'Drag to reorder Rent', 'ArrowDown');

    expect(handleOrder()).toEqual([
      'Drag to reorder Term',
      'Drag to reorder Rent',
      'Drag to reorder Rent: High',
      'Drag to reorder Rent: Low',
    ]);
    // Rent is now rank 2 (weight 18): High at value 20 → 25 + 0.18 × 0.2 × 225 = 33.1 → 33.
    expect(within(optionItem('Rent: High')).getByText('Suggested: 33')).toBeInTheDocument();
  });

  it('lines issues up by their levels until a drag goes against them, then says so beside the item', async () => {
    layOutListItems();
    await renderLoaded(fakeApi());
    await pickLevel(user, 'Importance of Term', 'Very Important');
    // Never dragged: Term, now more important than Rent, moves to the top.
    expect(handleOrder()).toEqual(['Drag to reorder Term', 'Drag to reorder Rent']);
    expect(screen.queryByText(/^Ranked above/)).not.toBeInTheDocument();

    await dragWithKeyboard(userEvent.setup(), 'Drag to reorder Rent', 'ArrowUp');

    expect(handleOrder()).toEqual(['Drag to reorder Rent', 'Drag to reorder Term']);
    expect(
      within(screen.getByLabelText('Drag to reorder Rent').closest('li')!).getByText(
        'Ranked above Term, which you rated more important',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the focus on a level control whose item moves down when its level is lowered', async () => {
    await renderLoaded(fakeApi({ issueRows: [issueRow(11, 21, 3, 1), issueRow(11, 22, 2, 2)] }));
    // jsdom keeps the focus of a moved element where a browser drops it, so this holds the outcome, not the
    // browser's path to it (useRefocusAfterMove).
    await pickLevel(user, 'Importance of Rent', 'Less Important');
    expect(handleOrder()).toEqual(['Drag to reorder Term', 'Drag to reorder Rent']);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Importance of Rent' })).toHaveFocus());
  });

  it('saves only the changed levels, a moment after the change or when the tab is left', async () => {
    const api = fakeApi({
      issueRows: [issueRow(11, 21, 3, 1), issueRow(11, 22, 2, 2)],
      optionRows: [optionRow(11, 22, 33, 1, 1), optionRow(11, 22, 34, 1, 2), optionRow(11, 22, 35, 1, 3)],
    });
    const { posts } = api;
    const { unmount } = await renderLoaded(api);
    // Term up to Rent's level: equal levels keep their order, so Term stays second.
    await pickLevel(user, 'Importance of Term', 'Important');
    await user.click(screen.getByLabelText('Options of Term'));
    await pickLevel(user, 'Preference for Term: 12 months', 'Preferred');
    // Set back as it was: nothing to save for Rent.
    await pickLevel(user, 'Importance of Rent', 'Important');

    unmount();

    await waitFor(() =>
      expect(posts('issue-importance')).toEqual([{ partyId: 11, issueId: 22, importance: 3, rank: 2 }]),
    );
    expect(posts('option-importance')).toEqual([
      { partyId: 11, issueId: 22, optionId: 33, importance: 3, rank: 1 },
    ]);
    // Levels and ranks of a party go in one request per save: one per pause at most, never a row twice.
    expect(api.batches().length).toBeGreaterThanOrEqual(1);
    expect(api.batches().length).toBeLessThanOrEqual(2);
  });

  it('saves nothing when nothing was changed', async () => {
    const api = fakeApi({ issueRows: [issueRow(11, 21, 3, 1)] });
    const { unmount, store } = await renderLoaded(api);
    await user.click(screen.getByRole('tab', { name: 'Opponent' }));
    await user.click(screen.getByRole('tab', { name: 'You' }));
    unmount();
    await requestsSettled(store);
    expect(api.requests).toEqual([]);
  });

  it('saves the party when switching to the other one, which shows its own levels', async () => {
    const api = fakeApi({ issueRows: [issueRow(12, 22, 5, 1)] });
    const { posts } = api;
    await renderLoaded(api);
    await pickLevel(user, 'Importance of Rent', 'Somewhat Important');

    await user.click(screen.getByRole('tab', { name: 'Opponent' }));

    expect(screen.getByRole('tab', { name: 'Opponent', selected: true })).toBeInTheDocument();
    expect(handleOrder()).toEqual(['Drag to reorder Term', 'Drag to reorder Rent']);
    expect(screen.getByTitle('Extremely Important')).toBeInTheDocument();
    await waitFor(() =>
      expect(posts('issue-importance')).toEqual([{ partyId: 11, issueId: 21, importance: 2, rank: 1 }]),
    );

    // Back on You, the level picked is still there.
    await user.click(screen.getByRole('tab', { name: 'You' }));
    expect(screen.getByTitle('Somewhat Important')).toBeInTheDocument();
  });

  it('saves when the page is hidden, and does not send the same change again on leaving', async () => {
    const api = fakeApi();
    const { posts } = api;
    const { unmount, store } = await renderLoaded(api);
    // Term, now Important, moves above Rent (still at the default level): both ranks change.
    await pickLevel(user, 'Importance of Term', 'Important');

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() =>
      expect(posts('issue-importance')).toEqual([
        { partyId: 11, issueId: 22, importance: 3, rank: 1 },
        { partyId: 11, issueId: 21, importance: 1, rank: 2 },
      ]),
    );

    unmount();
    await requestsSettled(store);
    expect(posts('issue-importance')).toHaveLength(2);
  });

  it('keeps the levels picked when their save fails, says so, and sends them again on the next save', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      issueRows: [issueRow(11, 21, 3, 1)],
      saves: () =>
        answer(500, { statusCode: 500, error: 'Internal', message: 'Boom', code: 'INTERNAL_ERROR' }),
    });
    await renderLoaded(api);
    const shownLevel = () =>
      screen.getByRole('combobox', { name: 'Importance of Rent' }).closest('.ant-select')?.textContent;
    await pickLevel(user, 'Importance of Rent', 'Extremely Important');
    expect(shownLevel()).toContain('Extremely Important');

    await user.click(screen.getByRole('tab', { name: 'Opponent' }));
    expect(await screen.findByText('Failed to update score')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to save importance', expect.anything());
    expect(api.batches()).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'You' }));
    expect(shownLevel()).toContain('Extremely Important');
    await user.click(screen.getByRole('tab', { name: 'Opponent' }));
    await waitFor(() => expect(api.batches()).toHaveLength(2));
    expect(api.batches()[1]).toEqual(api.batches()[0]);
  });

  it('on a case without levels, says the suggestions come from levels all the same, and keeps the points until told', async () => {
    const api = fakeApi();
    await renderLoaded(api);
    // You has points on Rent: High (40), Low (200) and Term: 36 months (120), none the suggestion, and no level
    // set: the suggestions would be near-equal, in list order. It says so first.
    await user.click(screen.getByRole('button', { name: 'Use all suggestions for You' }));
    expect(
      (await screen.findAllByText('Replace your points with ones built from levels that are all the same?'))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText(/nearly the same points, in list order/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Set the levels first' }));
    expect(api.batches()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Use all suggestions for You' }));
    // The first confirmation may still be fading out: the newest one is last.
    await user.click((await screen.findAllByRole('button', { name: 'Use all suggestions anyway' })).at(-1)!);
    await waitFor(() => expect(api.batches()).toHaveLength(1));
    const [batch] = api.batches();
    // Every option at the default levels (importance 1, Least Preferred, ranked in order): Rent rank 1
    // weighs 20 − 10 + 10 = 20: High (value 0 + 20) 25 + 0.2 × 0.2 × 225 = 34, Low (value 16) 32.2 → 32;
    // Term rank 2 weighs 18: 12 months (20) 33.1 → 33, 24 months (16) 31.48 → 31, 36 months (12) 29.86 → 30.
    expect(batch!.scores).toEqual([
      { issueId: 21, optionId: 31, points: 34 },
      { issueId: 21, optionId: 32, points: 32 },
      { issueId: 22, optionId: 33, points: 33 },
      { issueId: 22, optionId: 34, points: 31 },
      { issueId: 22, optionId: 35, points: 30 },
    ]);
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(1);
  });

  it('infers the levels from the points in force instead, and replaces no points', async () => {
    const api = fakeApi();
    await renderLoaded(api);
    await user.click(screen.getByRole('tab', { name: 'Opponent' }));
    await user.click(screen.getByRole('button', { name: 'Use all suggestions for Opponent' }));
    // Whose points they are is said: the other side's, by name.
    expect(
      (
        await screen.findAllByText(
          'Replace Opponent’s points with ones built from levels that are all the same?',
        )
      ).length,
    ).toBeGreaterThan(0);
    await user.click(
      (await screen.findAllByRole('button', { name: 'Infer levels from the points' })).at(-1)!,
    );
    // Opponent: Rent High 220, Low 60 (Rent's stake 160, the largest: level 5, rank 1); Term has no points.
    await waitFor(() => expect(api.batches()).toHaveLength(1), { timeout: 3000 });
    const [batch] = api.batches();
    expect(batch!.scores).toBeUndefined();
    // Only rows that differ from what is stored are sent: Low stays at level 1, now ranked second.
    expect(batch!.optionImportance).toEqual(
      expect.arrayContaining([{ issueId: 21, optionId: 31, importance: 5, rank: 1 }]),
    );
    expect(batch!.issueImportance).toEqual(expect.arrayContaining([{ issueId: 21, importance: 5, rank: 1 }]));
  });

  it('asks whose points it replaces once levels are set', async () => {
    const api = fakeApi({ issueRows: [issueRow(12, 21, 5, 1), issueRow(12, 22, 2, 2)] });
    await renderLoaded(api);
    await user.click(screen.getByRole('tab', { name: 'Opponent' }));
    await user.click(screen.getByRole('button', { name: 'Use all suggestions for Opponent' }));
    expect((await screen.findAllByText('Replace Opponent’s points?')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText(/2 options have points that differ from the suggestion/).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Keep their points' }));
    expect(api.batches()).toEqual([]);
  });

  it('locks every control on a closed case', async () => {
    const api = fakeApi();
    const store = makeStore();
    await store.dispatch(caseApi.util.upsertQueryData('getIssueImportance', CASE_ID, []));
    await store.dispatch(caseApi.util.upsertQueryData('getOptionImportance', CASE_ID, []));
    const lease = aLeaseDetail();
    renderWithProviders(
      <SmartPointsTab
        detail={{ ...lease, case: { ...lease.case, status: 'closed' } }}
        issuesTabHref={ISSUES_HREF}
      />,
      { store },
    );
    expect(screen.getByRole('button', { name: 'Use all suggestions for You' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Drag to reorder Rent' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Importance of Rent' })).toBeDisabled();
    await user.click(screen.getByLabelText('Options of Rent'));
    expect(screen.getByLabelText('Use suggested points for Rent: High')).toBeDisabled();
    expect(screen.getByLabelText('Points for Rent: High')).toBeDisabled();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('saves the suggestion as the party’s points with Use', async () => {
    const api = fakeApi();
    const { posts } = api;
    await renderLoaded(api);
    await user.click(screen.getByRole('tab', { name: 'Opponent' }));
    await user.click(screen.getByLabelText('Options of Term'));
    await user.click(screen.getByLabelText('Use suggested points for Term: 24 months'));

    // Term rank 2 (weight 18), 24 months rank 2 (value 16), all at level 1: 25 + 0.18 × 0.16 × 225 = 31.48 → 31.
    await waitFor(() =>
      expect(posts('scores')).toEqual([{ partyId: 12, issueId: 22, optionId: 34, points: 31 }]),
    );
    expect(screen.queryByText('Failed to update score')).not.toBeInTheDocument();
  });

  it('saves an entry that is not a whole number as 0, and says so', async () => {
    const api = fakeApi();
    const { posts } = api;
    await renderLoaded(api);
    await user.click(screen.getByLabelText('Options of Rent'));
    await user.clear(screen.getByLabelText('Points for Rent: High'));
    await user.paste('nope');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(posts('scores')).toEqual([{ partyId: 11, issueId: 21, optionId: 31, points: 0 }]),
    );
    expect(screen.getByText('Not a whole number, so it was saved as 0')).toBeInTheDocument();
  });

  it('refuses points outside 0–250 under the field and sends nothing', async () => {
    const api = fakeApi();
    const { store } = await renderLoaded(api);
    await user.click(screen.getByLabelText('Options of Rent'));
    const field = screen.getByLabelText('Points for Rent: High');
    await user.clear(field);
    await user.paste('300');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Points must be a whole number from 0 to 250')).toBeInTheDocument();
    expect(field).toHaveValue('300');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await requestsSettled(store);
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('keeps the points typed in the field after a failed save', async () => {
    await renderLoaded(
      fakeApi({
        saves: () =>
          answer(500, { statusCode: 500, error: 'Internal', message: 'Boom', code: 'INTERNAL_ERROR' }),
      }),
    );
    await user.click(screen.getByLabelText('Options of Rent'));
    const field = screen.getByLabelText('Points for Rent: High');
    expect(field).toHaveValue('40');
    await user.clear(field);
    await user.paste('120');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Failed to update score')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('120'));
  });

  it('says when the points could not be saved', async () => {
    await renderLoaded(
      fakeApi({
        saves: () =>
          answer(500, { statusCode: 500, error: 'Internal', message: 'Boom', code: 'INTERNAL_ERROR' }),
      }),
    );
    await user.click(screen.getByLabelText('Options of Rent'));
    await user.click(screen.getByLabelText('Use suggested points for Rent: Low'));

    expect(await screen.findByText('Failed to update score')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('leaves a lost session to the unauthorised handler, with no error toast of its own', async () => {
    await renderLoaded(
      fakeApi({
        saves: () => answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }),
      }),
    );
    await user.click(screen.getByLabelText('Options of Rent'));
    await user.click(screen.getByLabelText('Use suggested points for Rent: Low'));

    expect(await screen.findByText(Messages.unauthorizedText)).toBeInTheDocument();
    expect(screen.queryByText('Failed to update score')).not.toBeInTheDocument();
  });
});
