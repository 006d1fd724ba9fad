import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { buildStrategy } from './strategy-model';
import { TacticalPlaybook } from './TacticalPlaybook';

describe('TacticalPlaybook', () => {
  it('lists the phases in order with title, priority and issues', () => {
    // Term is your-advantage (40% vs 0%) → Opening; Rent is win-win (120% vs 140%) → Value Creation.
    renderWithProviders(<TacticalPlaybook playbook={buildStrategy(aLeaseDetail()).playbook} />);
    const phases = within(screen.getByRole('list', { name: 'Tactical Playbook' }))
      .getAllByRole('listitem')
      .filter((item) => item.tagName === 'LI');
    expect(phases).toHaveLength(2);
    const [opening, valueCreation] = phases as [HTMLElement, HTMLElement];
    expect(within(opening).getByText('Opening')).toBeInTheDocument();
    expect(within(opening).getByRole('heading', { name: 'Lead with Strength' })).toBeInTheDocument();
    expect(within(opening).getByText('high')).toBeInTheDocument();
    expect(
      within(within(opening).getByRole('list', { name: 'Opening issues' })).getByText('Term'),
    ).toBeVisible();
    expect(within(valueCreation).getByText('Value Creation')).toBeInTheDocument();
    expect(within(valueCreation).getByRole('heading', { name: 'Create Mutual Value' })).toBeInTheDocument();
    expect(
      within(within(valueCreation).getByRole('list', { name: 'Value Creation issues' })).getByText('Rent'),
    ).toBeVisible();
  });

  it('shows the concession and contested phases with their priorities', () => {
    // Rent: yours 120, theirs 140 → win-win. Swap to theirs high: you 40/60 (50), them 220/200 (210) → −160,
    // opponent-advantage (Concession, medium). Term: both 200 → contested (Final Negotiation, high).
    const lease = aLeaseDetail();
    const detail = aLeaseDetail({
      issues: lease.issues.map((issue) =>
        issue.id === 22 ? { ...issue, options: issue.options.slice(2) } : issue,
      ),
      scores: [
        { partyId: 11, issueId: 21, optionId: 31, points: 40 },
        { partyId: 11, issueId: 21, optionId: 32, points: 60 },
        { partyId: 12, issueId: 21, optionId: 31, points: 220 },
        { partyId: 12, issueId: 21, optionId: 32, points: 200 },
        { partyId: 11, issueId: 22, optionId: 35, points: 200 },
        { partyId: 12, issueId: 22, optionId: 35, points: 200 },
      ],
    });
    renderWithProviders(<TacticalPlaybook playbook={buildStrategy(detail).playbook} />);
    expect(screen.getByRole('heading', { name: 'Strategic Concessions' })).toBeInTheDocument();
    expect(screen.getByText('medium')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Concession issues' })).getByText('Rent')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Navigate Contested Ground' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Final Negotiation issues' })).getByText('Term'),
    ).toBeVisible();
    expect(screen.queryByText('Opening')).not.toBeInTheDocument();
  });
});
