import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { IssuePlaybook } from './IssuePlaybook';
import { buildStrategy } from './strategy-model';

describe('IssuePlaybook', () => {
  it('shows each issue with both importances, its category and talking points', () => {
    // Rent: yours (40 + 200) / 2 = 120%, theirs (220 + 60) / 2 = 140% → Win-Win.
    // Term: yours (0 + 0 + 120) / 3 = 40%, theirs 0% → Your Advantage.
    renderWithProviders(<IssuePlaybook issues={buildStrategy(aLeaseDetail()).issues} />);
    const rent = screen.getByRole('group', { name: 'Rent' });
    expect(within(rent).getByRole('meter', { name: 'Your importance of Rent: 120%' })).toHaveAttribute(
      'aria-valuenow',
      '120',
    );
    expect(within(rent).getByRole('meter', { name: 'Opponent importance of Rent: 140%' })).toHaveAttribute(
      'aria-valuenow',
      '140',
    );
    expect(within(rent).getByText('Win-Win')).toBeInTheDocument();
    // The label stays, and the card says what the points show beside it: the sides want opposite options.
    expect(within(rent).getByText(/but the sides want opposite options here/)).toBeInTheDocument();
    expect(within(rent).getByRole('list', { name: 'Talking points for Rent' }).textContent).toMatch(
      /You want Low, they want High/,
    );

    const term = screen.getByRole('group', { name: 'Term' });
    expect(within(term).getByRole('meter', { name: 'Your importance of Term: 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(term).getByRole('meter', { name: 'Opponent importance of Term: 0%' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(within(term).getByText('Your Advantage')).toBeInTheDocument();
    expect(
      within(within(term).getByRole('list', { name: 'Talking points for Term' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    // Each bar marks its 100% midpoint.
    expect(
      within(term)
        .getAllByTestId('importance-midpoint')
        .map((m) => m.style.left),
    ).toEqual(['50%', '50%']);
  });

  it('rounds importances to whole percent', () => {
    // Term with opponent points 0/0/100 → 100 / 3 = 33.3…% → 33%.
    const lease = aLeaseDetail();
    const detail = aLeaseDetail({
      scores: [...lease.scores, { partyId: 12, issueId: 22, optionId: 35, points: 100 }],
    });
    renderWithProviders(<IssuePlaybook issues={buildStrategy(detail).issues} />);
    expect(screen.getByRole('meter', { name: 'Opponent importance of Term: 33%' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });
  it('shows every issue of a large case, in order, once its second commit has drawn the cards after the sixth', async () => {
    const [first] = buildStrategy(aLeaseDetail()).issues;
    const issues = Array.from({ length: 8 }, (_, i) => ({ ...first!, id: 100 + i, name: `Issue ${i + 1}` }));
    renderWithProviders(<IssuePlaybook issues={issues} />);
    expect(await screen.findByRole('group', { name: 'Issue 8' })).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((card) => card.getAttribute('aria-label'))).toEqual(
      issues.map((issue) => issue.name),
    );
  });
});
