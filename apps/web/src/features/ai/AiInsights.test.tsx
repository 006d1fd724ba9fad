import { Messages } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCase, aLeaseDetail } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AiInsights } from './AiInsights';
import { AI_UNAVAILABLE, answer, deferred, requestsTo, stubFetch, UNAUTHORIZED } from './testing';

const URL = '/api/ai/negotiation-insights';

const INSIGHTS = {
  keyRecommendation: 'Open with the term, then trade on rent.',
  strengths: ['You care more about the term'],
  risks: ['They may hold firm on rent'],
  source: 'offline',
};

describe('AiInsights', () => {
  it('asks about the case and its categorised issues, and shows the answer', async () => {
    const held = deferred<Response>();
    const fetch = stubFetch(() => held.promise);
    renderWithProviders(
      <AiInsights detail={aLeaseDetail({ case: aCase({ id: 7, name: 'Lease', goal: null }) })} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Generate AI Insights' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    held.resolve(answer(200, INSIGHTS));

    const card = await screen.findByRole('region', { name: 'AI Strategic Insights' });
    expect(within(card).getByText('Open with the term, then trade on rent.')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Strengths to Leverage' })).toHaveTextContent(
      'You care more about the term',
    );
    expect(within(card).getByRole('list', { name: 'Potential Risks' })).toHaveTextContent(
      'They may hold firm on rent',
    );
    expect(screen.getByRole('button', { name: 'Generate AI Insights' })).toBeEnabled();
    expect(requestsTo(fetch, URL)).toEqual([
      {
        method: 'POST',
        body: {
          caseId: 7,
          caseData: { name: 'Lease', goal: '', description: '' },
          strategicIssues: [
            {
              id: 21,
              name: 'Rent',
              description: 'Monthly rent',
              yourImportance: 160,
              opponentImportance: 160,
              category: 'contested',
              tacticalPriority: 4,
            },
            {
              id: 22,
              name: 'Term',
              description: '',
              yourImportance: 120,
              opponentImportance: 0,
              category: 'win-win',
              tacticalPriority: 2,
            },
          ],
          totalIssues: 2,
        },
      },
    ]);
  });

  it('fails silently: logged only, and the button is back', async () => {
    stubFetch(() => answer(502, AI_UNAVAILABLE));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AiInsights detail={aLeaseDetail()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Generate AI Insights' }));

    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Generate AI Insights' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'AI Strategic Insights' })).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('says so when the session is gone, like every case screen action', async () => {
    stubFetch(() => answer(401, UNAUTHORIZED));
    renderWithProviders(<AiInsights detail={aLeaseDetail()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Generate AI Insights' }));
    expect(await screen.findByText(Messages.unauthorizedText)).toBeInTheDocument();
  });
});
