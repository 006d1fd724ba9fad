import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { IssuePlaybook } from './IssuePlaybook';
import { buildStrategy } from './strategy-model';

describe('IssuePlaybook', () => {
  it('shows each issue with both swings, its category and talking points', () => {
    // Rent: swings 160 / 160, opposite wants → Contested. Term: only you care (120 / 0) → Win-Win.
    renderWithProviders(<IssuePlaybook issues={buildStrategy(aLeaseDetail()).issues} />);
    const rent = screen.getByRole('group', { name: 'Rent' });
    expect(within(rent).getByRole('meter', { name: 'Your swing on Rent: 160 points' })).toHaveAttribute(
      'aria-valuenow',
      '160',
    );
    expect(within(rent).getByRole('meter', { name: 'Their swing on Rent: 160 points' })).toHaveAttribute(
      'aria-valuenow',
      '160',
    );
    expect(within(rent).getByText('Contested')).toBeInTheDocument();
    // The card states the same swings as the bars.
    const points = within(rent).getByRole('list', { name: 'Talking points for Rent' }).textContent;
    expect(points).toMatch(/You want Low, they want High/);
    expect(points).toMatch(/It can move your total by up to 160 points and theirs by up to 160 points/);

    const term = screen.getByRole('group', { name: 'Term' });
    expect(within(term).getByRole('meter', { name: 'Your swing on Term: 120 points' })).toHaveAttribute(
      'aria-valuenow',
      '120',
    );
    expect(within(term).getByRole('meter', { name: 'Their swing on Term: 0 points' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(within(term).getByText('Win-Win')).toBeInTheDocument();
    expect(
      within(within(term).getByRole('list', { name: 'Talking points for Term' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('shows a swing in whole points, the same number the card states', () => {
    // Their Term points 0/0/100 → swing 100.
    const lease = aLeaseDetail();
    const detail = aLeaseDetail({
      scores: [...lease.scores, { partyId: 12, issueId: 22, optionId: 35, points: 100 }],
    });
    renderWithProviders(<IssuePlaybook issues={buildStrategy(detail).issues} />);
    expect(screen.getByRole('meter', { name: 'Their swing on Term: 100 points' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('list', { name: 'Talking points for Term' }).textContent).toMatch(
      /theirs by up to 100 points/,
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
