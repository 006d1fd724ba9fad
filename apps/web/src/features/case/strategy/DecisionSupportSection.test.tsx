import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DecisionSupportSection } from './DecisionSupportSection';

// The lease: Rent High (you 40, them 220), Low (200, 60); Term 36 months (you 120, them 0), others 0.
// Packages: High+12/24 (40, 220), High+36 (160, 220), Low+12/24 (200, 60), Low+36 (320, 60).
const withWalkAway = aLeaseDetail({
  parties: [
    { id: 11, name: 'You', type: 'user', reservationValue: 150, alternative: 'Stay put' },
    { id: 12, name: 'Opponent', type: 'opponent', reservationValue: 100, alternative: '' },
  ],
});

describe('DecisionSupportSection', () => {
  it('counts the zone of possible agreement from both walk-away totals (only High+36 clears 150 and 100)', () => {
    renderWithProviders(<DecisionSupportSection detail={withWalkAway} />);
    expect(
      screen.getByText('1 of 6 packages clear both walk-away totals (yours 150, theirs 100).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your walk-away total')).toHaveValue('150');
    // Efficient: High+36 (160, 220) and Low+36 (320, 60).
    expect(
      screen.getByText('2 packages are efficient: no other is better for both sides.'),
    ).toBeInTheDocument();
  });

  it('says the zone needs both walk-away totals while one is missing', () => {
    renderWithProviders(<DecisionSupportSection detail={aLeaseDetail()} />);
    expect(screen.getByText(/Record both walk-away totals/)).toBeInTheDocument();
  });

  it('shows what a final agreement of High + 12 months (40, 220) leaves on the table', () => {
    const agreed = {
      ...withWalkAway,
      finalAgreements: [
        { issueId: 21, optionId: 31 },
        { issueId: 22, optionId: 33 },
      ],
    };
    renderWithProviders(<DecisionSupportSection detail={agreed} />);
    const section = screen.getByRole('region', { name: 'Left on the table' });
    expect(within(section).getByText('Rent: High; Term: 36 months (you 160, them 220)')).toBeInTheDocument();
  });
});
