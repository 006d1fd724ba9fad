import { Limits, Messages, type CreateIssueRequest, type IssueResponse } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AiIssuePanel } from './AiIssuePanel';
import { AI_UNAVAILABLE, answer, deferred, requestsTo, stubFetch, UNAUTHORIZED } from './testing';

const user = userEvent.setup();

const AI_URL = '/api/cases/7/ai-issues';

const RECOMMENDATIONS = [
  {
    name: 'Deposit',
    description: 'Money held back',
    priority: 85,
    reasoning: 'Often negotiable',
    options: ['1 month', '2 months'],
  },
  {
    name: 'Repairs',
    description: 'Who fixes what',
    priority: 55,
    reasoning: 'Costly surprises',
    options: ['Tenant', 'Landlord'],
  },
];

/** What the case screen does with an added recommendation: here it only records it. */
function addIssue(outcome: 'saved' | 'failed' = 'saved') {
  return vi.fn((_issue: CreateIssueRequest) =>
    outcome === 'saved' ? Promise.resolve() : Promise.reject(new Error('500: Boom')),
  );
}

function cards() {
  return within(screen.getByRole('list', { name: 'Recommended issues' })).getAllByRole('listitem');
}

async function generate() {
  await user.click(screen.getByRole('button', { name: /Generate/ }));
  await screen.findByRole('list', { name: 'Recommended issues' });
}

describe('AiIssuePanel', () => {
  it('generates recommendations for the case, with skeletons while it waits', async () => {
    const held = deferred<Response>();
    const fetch = stubFetch(() => held.promise);
    renderWithProviders(<AiIssuePanel detail={aLeaseDetail()} onAddIssue={addIssue()} />);

    await user.click(screen.getByRole('button', { name: /Generate/ }));
    expect(await screen.findAllByTestId('recommendation-skeleton')).toHaveLength(3);
    held.resolve(answer(200, { recommendations: RECOMMENDATIONS }));

    await screen.findByRole('list', { name: 'Recommended issues' });
    expect(screen.queryByTestId('recommendation-skeleton')).not.toBeInTheDocument();
    expect(cards().map((card) => card.textContent)).toEqual([
      'DepositHigh PriorityMoney held backOften negotiableOptions: 1 month · 2 monthsAdd to Case',
      'RepairsMediumWho fixes whatCostly surprisesOptions: Tenant · LandlordAdd to Case',
    ]);
    // The toast renders on its own schedule: wait for it rather than expect it in the same tick.
    expect(await screen.findByText('AI Recommendations Generated')).toBeInTheDocument();
    expect(await screen.findByText('Found 2 potential issues to consider')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeInTheDocument();
    expect(requestsTo(fetch, AI_URL)).toEqual([
      {
        method: 'POST',
        body: { caseName: 'Lease renewal', goal: 'Keep the rent flat', existingIssues: ['Rent', 'Term'] },
      },
    ]);
  });

  it('adds a recommendation as an AI-suggested issue once, and Refresh clears the marks', async () => {
    const fetch = stubFetch(() => answer(200, { recommendations: RECOMMENDATIONS }));
    const onAddIssue = addIssue();
    renderWithProviders(<AiIssuePanel detail={aLeaseDetail()} onAddIssue={onAddIssue} />);
    await generate();

    await user.click(within(cards()[0]!).getByRole('button', { name: 'Add to Case' }));

    expect(await within(cards()[0]!).findByText('Added to your case')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByRole('button', { name: 'Add to Case' })).not.toBeInTheDocument();
    expect(await screen.findByText('Issue Added')).toBeInTheDocument();
    expect(await screen.findByText('"Deposit" has been added to your negotiation case')).toBeInTheDocument();
    expect(onAddIssue.mock.calls).toEqual([
      [
        {
          name: 'Deposit',
          description: 'Money held back',
          priority: 85,
          isAiSuggested: true,
          options: [{ name: '1 month' }, { name: '2 months' }],
        },
      ],
    ]);

    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(requestsTo(fetch, AI_URL)).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add to Case' })).toHaveLength(2));
    expect(screen.queryByText('Added to your case')).not.toBeInTheDocument();
  });

  it(`disables Add when the case already has ${Limits.issuesPerCaseMax} issues`, async () => {
    const lease = aLeaseDetail();
    const rent = lease.issues[0]!;
    const issues: IssueResponse[] = Array.from({ length: Limits.issuesPerCaseMax }, (_, i) => ({
      ...rent,
      id: 100 + i,
      name: `Issue ${i + 1}`,
    }));
    stubFetch(() => answer(200, { recommendations: RECOMMENDATIONS }));
    const onAddIssue = addIssue();
    renderWithProviders(<AiIssuePanel detail={aLeaseDetail({ issues })} onAddIssue={onAddIssue} />);
    await generate();

    const buttons = screen.getAllByRole('button', { name: 'Add to Case' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.getByText(Messages.tooManyIssues(Limits.issuesPerCaseMax))).toBeInTheDocument();
    await user.click(buttons[0]!);
    expect(onAddIssue).not.toHaveBeenCalled();
  });

  it('says when generating fails', async () => {
    stubFetch(() => answer(502, AI_UNAVAILABLE));
    renderWithProviders(<AiIssuePanel detail={aLeaseDetail()} onAddIssue={addIssue()} />);
    await user.click(screen.getByRole('button', { name: /Generate/ }));

    expect(await screen.findByText('Failed to generate AI recommendations')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate/ })).toBeEnabled();
    expect(screen.queryByRole('list', { name: 'Recommended issues' })).not.toBeInTheDocument();
  });

  it('says when adding fails, and the recommendation can be added again', async () => {
    stubFetch(() => answer(200, { recommendations: RECOMMENDATIONS }));
    renderWithProviders(<AiIssuePanel detail={aLeaseDetail()} onAddIssue={addIssue('failed')} />);
    await generate();
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Add to Case' }));

    expect(await screen.findByText('Failed to create issue')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Added to your case')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(cards()[1]!).getByRole('button', { name: 'Add to Case' })).toBeEnabled(),
    );
  });

  it('leaves a lost session to the unauthorised handler, with no error toast of its own', async () => {
    stubFetch(() => answer(401, UNAUTHORIZED));
    renderWithProviders(<AiIssuePanel detail={aLeaseDetail()} onAddIssue={addIssue()} />);
    await user.click(screen.getByRole('button', { name: /Generate/ }));

    expect(await screen.findByText(Messages.unauthorizedText)).toBeInTheDocument();
    expect(screen.queryByText('Failed to generate AI recommendations')).not.toBeInTheDocument();
  });
});
