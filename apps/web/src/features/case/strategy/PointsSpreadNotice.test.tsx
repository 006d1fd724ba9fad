import type { CaseDetailResponse } from '@parley/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PointsSpreadNotice } from './PointsSpreadNotice';

const POINTS_HREF = '/cases/7?tab=points';

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

function renderNotice(detail: CaseDetailResponse) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <PointsSpreadNotice detail={detail} pointsTabHref={POINTS_HREF} />
            <Location />
          </>
        }
      />
    </Routes>,
    { route: '/cases/7?tab=strategy' },
  );
}

/** The lease (Rent: 31, 32; Term: 33–35) with every option of each party at the points given, in id order. */
function withPoints(user: number[], opponent: number[]): CaseDetailResponse {
  const lease = aLeaseDetail();
  const options = lease.issues.flatMap((issue) => issue.options.map((option) => [issue.id, option.id]));
  return {
    ...lease,
    scores: options.flatMap(([issueId, optionId], k) => [
      { partyId: 11, issueId: issueId!, optionId: optionId!, points: user[k]! },
      { partyId: 12, issueId: issueId!, optionId: optionId!, points: opponent[k]! },
    ]),
  };
}

describe('PointsSpreadNotice', () => {
  it('says in words when your points barely separate packages, and leads to Smart Points', async () => {
    // Nothing rated, then "Use all suggestions": Rent 34 / 32, Term 33 / 31 / 30. Best 34 + 33 = 67, worst
    // 32 + 30 = 62 ≥ 0.85 × 67 = 56.95. The opponent's points spread: worst 25 + 25 = 50 < 0.85 × 500.
    renderNotice(withPoints([34, 32, 33, 31, 30], [250, 25, 250, 25, 25]));
    expect(
      screen.getByText(
        'Your points barely separate the packages: your worst package totals 62, within 15% of your best (67).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Opponent's points/)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Open Smart Points' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent(POINTS_HREF);
  });

  it('names the opponent when theirs barely separate packages', () => {
    // Opponent: best 200 + 150 = 350, worst 190 + 120 = 310 ≥ 297.5. Yours: worst 40 + 0 < 0.85 × 320.
    renderNotice(withPoints([40, 200, 0, 0, 120], [190, 200, 150, 120, 140]));
    expect(
      screen.getByText(
        "Opponent's points barely separate the packages: their worst package totals 310, within 15% of their best (350).",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Your points/)).not.toBeInTheDocument();
  });

  it('shows nothing when both sides’ points separate packages, or before anyone has points', () => {
    // The lease fixture: yours 40 + 0 = 40 to 200 + 120 = 320, theirs 60 + 0 = 60 to 220 + 0 = 220.
    const { unmount } = renderNotice(aLeaseDetail());
    expect(screen.queryByText(/barely separate/)).not.toBeInTheDocument();
    unmount();
    renderNotice({ ...aLeaseDetail(), scores: [] });
    expect(screen.queryByText(/barely separate/)).not.toBeInTheDocument();
  });
});
