import { Messages } from '@parley/contracts';
import type { ScenarioSelection } from '@parley/scoring';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ScenarioInsights } from './ScenarioInsights';
import { AI_UNAVAILABLE, answer, deferred, requestsTo, stubFetch, UNAUTHORIZED } from './testing';

const URL = '/api/ai/scenario-analysis';

const READING = {
  summary: 'Your selection holds 1 of 6 packages; none of them is good for both sides.',
  suggestions: ['Widen the rent range', 'Trade the term for the rent'],
  source: 'offline',
};

// The lease: Rent High (you 40, them 220), Low (200, 60); Term 12/24/36 months (you 0, 0, 120; them 0).
const LOW_RENT: ScenarioSelection = { options: [[32], null], exclude: false };
const NOT_36: ScenarioSelection = { options: [null, [33, 34]], exclude: true };

describe('ScenarioInsights', () => {
  it('asks only when told, about the whole case without a selection, and labels rule-based advice', async () => {
    const held = deferred<Response>();
    const fetch = stubFetch(() => held.promise);
    renderWithProviders(<ScenarioInsights detail={aLeaseDetail()} selection={null} />);
    const card = screen.getByRole('region', { name: 'Scenario insights' });
    expect(requestsTo(fetch, URL)).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Get Scenario Insights' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Analysing all scenarios...');
    held.resolve(answer(200, READING));

    expect(await within(card).findByText(READING.summary)).toBeInTheDocument();
    expect(within(card).getByText('About all scenarios')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Suggestions' })).toHaveTextContent(
      'Widen the rent rangeTrade the term for the rent',
    );
    expect(within(card).getByLabelText(/^Rule-based advice: /)).toBeInTheDocument();
    expect(requestsTo(fetch, URL)).toEqual([{ method: 'POST', body: { caseId: 7, isFiltered: false } }]);
  });

  it("sends the explorer's selection as ranges, and offers a refresh when it changes", async () => {
    const fetch = stubFetch(() => answer(200, { ...READING, source: 'openai' }));
    const { rerender } = renderWithProviders(
      <ScenarioInsights detail={aLeaseDetail()} selection={LOW_RENT} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get Scenario Insights' }));
    expect(await screen.findByText('About your selection in the explorer')).toBeInTheDocument();
    expect(screen.getByLabelText(/^AI model: /)).toBeInTheDocument();

    // A brush moves the selection: the answer stays, marked as older, and nothing is asked by itself.
    rerender(<ScenarioInsights detail={aLeaseDetail()} selection={NOT_36} />);
    expect(screen.getByText('The selection changed since these insights were written.')).toBeInTheDocument();
    expect(screen.getByText(READING.summary)).toBeInTheDocument();
    expect(requestsTo(fetch, URL)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh insights' }));
    await screen.findByRole('button', { name: 'Ask again' });
    expect(
      screen.queryByText('The selection changed since these insights were written.'),
    ).not.toBeInTheDocument();
    expect(requestsTo(fetch, URL)).toEqual([
      {
        method: 'POST',
        // Rent kept to Low: your 200 (of 40–200), their 60 (of 60–220).
        body: {
          caseId: 7,
          ranges: [
            { issueIndex: 0, party: 'user', min: 200, max: 200 },
            { issueIndex: 0, party: 'opponent', min: 60, max: 60 },
          ],
          exclude: false,
          isFiltered: true,
        },
      },
      {
        method: 'POST',
        // Term kept to 12 and 24 months (your 0; their 0 is the whole axis), then excluded.
        body: {
          caseId: 7,
          ranges: [{ issueIndex: 1, party: 'user', min: 0, max: 0 }],
          exclude: true,
          isFiltered: true,
        },
      },
    ]);
  });

  it('says when the AI is unavailable, and Try Again asks once more', async () => {
    let calls = 0;
    stubFetch(() => (++calls === 1 ? answer(502, AI_UNAVAILABLE) : answer(200, READING)));
    renderWithProviders(<ScenarioInsights detail={aLeaseDetail()} selection={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Scenario Insights' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Scenario insights are unavailable');
    expect(alert).toHaveTextContent('The AI is unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(READING.summary)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the session is gone, like every case screen action', async () => {
    stubFetch(() => answer(401, UNAUTHORIZED));
    renderWithProviders(<ScenarioInsights detail={aLeaseDetail()} selection={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Scenario Insights' }));
    expect(await screen.findByText(Messages.unauthorizedText)).toBeInTheDocument();
    expect(screen.queryByText('Scenario insights are unavailable')).not.toBeInTheDocument();
  });
});
