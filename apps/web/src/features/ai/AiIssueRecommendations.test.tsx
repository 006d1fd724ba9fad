import { Limits, Messages, type IssueRecommendation } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AiIssueRecommendations, type AiIssueRecommendationsProps } from './AiIssueRecommendations';

const user = userEvent.setup();

const RECOMMENDATIONS: IssueRecommendation[] = [
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
    priority: 60,
    reasoning: 'Costly surprises',
    options: ['Tenant', 'Landlord'],
  },
  {
    name: 'Parking',
    description: 'A space in the garage',
    priority: 45,
    reasoning: 'Cheap to give',
    options: ['None', 'One space'],
  },
  {
    name: 'Pets',
    description: 'Allowed or not',
    priority: 39,
    reasoning: 'Rarely decisive',
    options: ['No', 'Yes'],
  },
];

function renderPanel(props: Partial<AiIssueRecommendationsProps> = {}) {
  const all: AiIssueRecommendationsProps = {
    recommendations: RECOMMENDATIONS,
    loading: false,
    added: new Set(),
    adding: null,
    atLimit: false,
    onGenerate: vi.fn(),
    onAdd: vi.fn(),
    ...props,
  };
  renderWithProviders(<AiIssueRecommendations {...all} />);
  return all;
}

function cards() {
  return within(screen.getByRole('list', { name: 'Recommended issues' })).getAllByRole('listitem');
}

describe('AiIssueRecommendations', () => {
  it('starts empty with Generate', async () => {
    const props = renderPanel({ recommendations: null });
    expect(screen.getByRole('region', { name: 'AI Issue Recommendations' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recommended issues' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refresh/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Generate/ }));
    expect(props.onGenerate).toHaveBeenCalledTimes(1);
  });

  it('shows three skeleton cards while loading', () => {
    renderPanel({ recommendations: null, loading: true });
    expect(screen.getAllByTestId('recommendation-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status', { name: 'Loading recommendations' })).toBeInTheDocument();
  });

  it('shows each recommendation with its priority label and the options it adds, and Refresh', () => {
    renderPanel();
    expect(cards().map((card) => card.textContent)).toEqual([
      'DepositHigh PriorityMoney held backOften negotiableOptions: 1 month · 2 monthsAdd to Case',
      'RepairsMedium-HighWho fixes whatCostly surprisesOptions: Tenant · LandlordAdd to Case',
      'ParkingMediumA space in the garageCheap to giveOptions: None · One spaceAdd to Case',
      'PetsLow PriorityAllowed or notRarely decisiveOptions: No · YesAdd to Case',
    ]);
    expect(screen.getByRole('button', { name: /Refresh/ })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Repairs' })).toBeInTheDocument();
  });

  it('adds a recommendation by keyboard and names it for assistive technology', async () => {
    const props = renderPanel();
    const add = within(cards()[1]!).getByRole('button', { name: 'Add to Case' });
    expect(add).toHaveAccessibleDescription('Repairs');
    add.focus();
    await user.keyboard('{Enter}');
    expect(props.onAdd).toHaveBeenCalledWith(1);
  });

  it('reads Added to your case once added, without an Add button', () => {
    renderPanel({ added: new Set([0]) });
    expect(within(cards()[0]!).getByText('Added to your case')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to Case' })).toHaveLength(3);
  });

  it('lets one add run at a time', () => {
    renderPanel({ adding: 2 });
    const buttons = cards().map((card) => within(card).getByRole('button'));
    expect(buttons.map((b) => b.hasAttribute('disabled'))).toEqual([true, true, false, true]);
  });

  it(`disables Add at ${Limits.issuesPerCaseMax} issues, with the hint`, async () => {
    const props = renderPanel({ atLimit: true });
    const hint = Messages.tooManyIssues(Limits.issuesPerCaseMax);
    expect(screen.getByText(hint)).toBeInTheDocument();
    const add = within(cards()[0]!).getByRole('button', { name: 'Add to Case' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(`Deposit ${hint}`);
    await user.click(add);
    expect(props.onAdd).not.toHaveBeenCalled();
  });

  it('renders markup from the model as text', () => {
    renderPanel({
      recommendations: [
        { name: '<b>Bold</b>', description: '<i>x</i>', priority: 50, reasoning: '<img>', options: [] },
      ],
    });
    expect(screen.getByText('<b>Bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<i>x</i>')).toBeInTheDocument();
    expect(screen.getByText('<img>')).toBeInTheDocument();
    expect(document.querySelector('li b, li img')).toBeNull();
  });

  it('says when there is nothing new to suggest', () => {
    renderPanel({ recommendations: [] });
    expect(screen.getByText('No new issues to suggest right now.')).toBeInTheDocument();
  });
});
