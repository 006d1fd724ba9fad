import type { CaseDetailResponse } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { caseApi } from '../../features/case/caseApi';
import { aLeaseDetail } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeStore } from '../../lib/store';
import { CaseRoute } from './CaseRoute';

const user = userEvent.setup();

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Every request answers what `route` gives for its URL; the requests are recorded. */
function stubFetch(route: (url: string) => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => route(String(input)));
}

function requestsTo(spy: ReturnType<typeof stubFetch>, url: string) {
  return spy.mock.calls
    .filter(([input]) => String(input) === url)
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) as unknown }));
}

/** `first` comes before `second` in the page. */
function expectInOrder(first: Node, second: Node) {
  expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

/** The case screen at `/cases/7`, its case already in the cache. */
async function renderCase(tab: string, detail: CaseDetailResponse = aLeaseDetail()) {
  const store = makeStore();
  await store.dispatch(caseApi.util.upsertQueryData('getCase', 7, detail));
  return renderWithProviders(
    <Routes>
      <Route path="/cases/:id" element={<CaseRoute />} />
    </Routes>,
    { store, route: `/cases/7${tab}` },
  );
}

// The case screen and the explorer's chunk render slowly in jsdom on a busy machine; the assertions are the test.
describe('CaseRoute', { timeout: 30_000 }, () => {
  it('shows the AI issue recommendations beside the issues, generating nothing until asked', async () => {
    const fetch = stubFetch(() => answer(200, { recommendations: [] }));
    await renderCase('?tab=issues');
    // The tab and the panel are chunks of their own: they show once those have arrived.
    const panel = await screen.findByRole('region', { name: 'AI Issue Recommendations' });
    expect(within(panel).getByRole('button', { name: /Generate/ })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Issues' })).toBeInTheDocument();
    // Nothing is asked of the AI: the requests allowed are who else has the case open (issue 35) and whether the
    // other side is at the table (issue 36: their suggestions show beside the issues).
    const asked = fetch.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url !== '/api/cases/7/presence' && url !== '/api/cases/7/table')).toEqual(
      [],
    );
  });

  it('adds a recommendation to this case as an AI-suggested issue', async () => {
    const recommendation = {
      name: 'Deposit',
      description: 'Money held back',
      priority: 85,
      reasoning: 'Often',
      options: ['1 month', '2 months'],
    };
    const created = {
      id: 23,
      name: 'Deposit',
      description: null,
      priority: 85,
      isAiSuggested: true,
      options: [],
    };
    const fetch = stubFetch((url) => {
      if (url.endsWith('/ai-issues')) return answer(200, { recommendations: [recommendation] });
      // The case refetches itself once the issue is added.
      if (url === '/api/cases/7') return answer(200, aLeaseDetail());
      return answer(201, created);
    });
    await renderCase('?tab=issues');
    await user.click(await screen.findByRole('button', { name: /Generate/ }));
    await user.click(await screen.findByRole('button', { name: 'Add to Case' }));

    expect(await screen.findByText('Added to your case')).toBeInTheDocument();
    expect(await screen.findByText('"Deposit" has been added to your negotiation case')).toBeInTheDocument();
    expect(requestsTo(fetch, '/api/cases/7/issues')).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Deposit',
          description: 'Money held back',
          priority: 85,
          isAiSuggested: true,
          options: [{ name: '1 month' }, { name: '2 months' }],
        },
      },
    ]);
  });

  it('puts the AI insights under the category counts, above the Tactical Playbook', async () => {
    await renderCase('?tab=strategy');
    const aiInsights = await screen.findByRole('button', { name: 'Generate AI Insights' });
    expectInOrder(screen.getByRole('list', { name: 'Issue categories' }), aiInsights);
    expectInOrder(aiInsights, screen.getByRole('heading', { name: 'Tactical Playbook' }));
  });

  it('puts the Scenario insights under the Value Creation Analysis, above the walk-away values', async () => {
    const fetch = stubFetch(() =>
      answer(200, { summary: 'Six packages.', suggestions: [], source: 'offline' }),
    );
    await renderCase('?tab=strategy');
    const insights = await screen.findByRole('region', { name: 'Scenario insights' });
    const analysis = await screen.findByRole('heading', { name: /^Value Creation Analysis/ });
    expectInOrder(analysis, insights);
    expectInOrder(insights, screen.getByRole('region', { name: 'Walk-away values' }));
    // Nothing is asked until the person does; then about the whole case, as nothing is selected.
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/ai/'))).toEqual([]);
    await user.click(within(insights).getByRole('button', { name: 'Get Scenario Insights' }));
    await within(insights).findByText('Six packages.');
    expect(requestsTo(fetch, '/api/ai/scenario-analysis')).toEqual([
      { method: 'POST', body: { caseId: 7, isFiltered: false } },
    ]);
  });

  it('loads the scenario explorer into the Overview, above the Final Agreement', async () => {
    await renderCase('');
    const explorer = await screen.findByText('Total: 6 · Selected: 6', undefined, {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading the scenario explorer')).not.toBeInTheDocument(),
    );
    expectInOrder(explorer, screen.getByRole('heading', { name: 'Final Agreement' }));
  });
});
