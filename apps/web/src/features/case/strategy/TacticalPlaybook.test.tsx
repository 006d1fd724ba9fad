import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { buildStrategy } from './strategy-model';
import { TacticalPlaybook } from './TacticalPlaybook';

describe('TacticalPlaybook', () => {
  it('lists the phases in order with title, priority and issues', () => {
    // Term: only you care (both prefer 36 months) → Value Creation; Rent: opposite wants, equal stakes (160 / 160)
    // → Final Negotiation.
    renderWithProviders(<TacticalPlaybook playbook={buildStrategy(aLeaseDetail()).playbook} />);
    const phases = within(screen.getByRole('list', { name: 'Tactical Playbook' }))
      .getAllByRole('listitem')
      .filter((item) => item.tagName === 'LI');
    expect(phases).toHaveLength(2);
    const [valueCreation, final] = phases as [HTMLElement, HTMLElement];
    expect(within(valueCreation).getByText('Value Creation')).toBeInTheDocument();
    expect(within(valueCreation).getByRole('heading', { name: 'Create Mutual Value' })).toBeInTheDocument();
    expect(within(valueCreation).getByText('high')).toBeInTheDocument();
    expect(
      within(within(valueCreation).getByRole('list', { name: 'Value Creation issues' })).getByText('Term'),
    ).toBeVisible();
    expect(within(final).getByText('Final Negotiation')).toBeInTheDocument();
    expect(within(final).getByRole('heading', { name: 'Navigate Contested Ground' })).toBeInTheDocument();
    expect(
      within(within(final).getByRole('list', { name: 'Final Negotiation issues' })).getByText('Rent'),
    ).toBeVisible();
  });

  it('shows the opening and concession phases with their priorities', () => {
    // Rent: you want Low (+20), they want High (+120): their stake is six times yours → Concession (medium).
    // Term: you want 24 months (+140), they want 36 months (+40) → Opening (high).
    const lease = aLeaseDetail();
    const detail = aLeaseDetail({
      issues: lease.issues.map((issue) =>
        issue.id === 22 ? { ...issue, options: issue.options.slice(1) } : issue,
      ),
      scores: [
        { partyId: 11, issueId: 21, optionId: 31, points: 40 },
        { partyId: 11, issueId: 21, optionId: 32, points: 60 },
        { partyId: 12, issueId: 21, optionId: 31, points: 220 },
        { partyId: 12, issueId: 21, optionId: 32, points: 100 },
        { partyId: 11, issueId: 22, optionId: 34, points: 200 },
        { partyId: 11, issueId: 22, optionId: 35, points: 60 },
        { partyId: 12, issueId: 22, optionId: 34, points: 160 },
        { partyId: 12, issueId: 22, optionId: 35, points: 200 },
      ],
    });
    renderWithProviders(<TacticalPlaybook playbook={buildStrategy(detail).playbook} />);
    expect(screen.getByRole('heading', { name: 'Strategic Concessions' })).toBeInTheDocument();
    expect(screen.getByText('medium')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Concession issues' })).getByText('Rent')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Lead with Strength' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Opening issues' })).getByText('Term')).toBeVisible();
    expect(screen.queryByText('Final Negotiation')).not.toBeInTheDocument();
  });
});
