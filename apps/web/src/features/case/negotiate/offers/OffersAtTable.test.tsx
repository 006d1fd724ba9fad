import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { accessOfRole, CaseAccessContext, OWNER_ACCESS, type CaseAccess } from '../../access/case-access';
import { aTable, serveTable } from '../../table/testing';
import { anOffer, threeIssueDetail } from '../testing';
import { OffersSection } from './OffersSection';

const detail = threeIssueDetail();
const offers = [
  anOffer({ id: 1, by: 'opponent', optionIds: [101, 111, 121], userTotal: 0, opponentTotal: 330 }),
  anOffer({ id: 2, by: 'user', optionIds: [103, 113, 123], userTotal: 330, opponentTotal: 0 }),
];
const page = { offers: [...offers].reverse(), total: 2, limit: 500, offset: 0 };

function renderAt(access: CaseAccess) {
  renderWithProviders(
    <CaseAccessContext.Provider value={access}>
      <OffersSection detail={detail} />
    </CaseAccessContext.Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('OffersSection at the joint table (issue 36)', () => {
  it('records only your own offers: the other side makes theirs', async () => {
    const asked = serveTable({
      'GET /api/cases/7/offers?limit=500': [200, page],
      'GET /api/cases/7/table': [200, aTable()],
      'POST /api/cases/7/offers': [201, anOffer({ by: 'user', optionIds: [102, 112, 122] })],
      'GET /api/cases/7/estimate': [200, null],
    });
    renderAt(OWNER_ACCESS);
    const form = await screen.findByRole('form', { name: 'Record an offer' });
    await screen.findByText(
      'Your offer goes to the other side at once. They make their own offers at the table.',
    );
    expect(within(form).queryByRole('radio', { name: 'They offered' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Record offer' }));
    await waitFor(() =>
      expect(asked.find((a) => a.call === 'POST /api/cases/7/offers')?.body).toMatchObject({ by: 'user' }),
    );
    // Their offer is theirs to withdraw; yours you may.
    expect(screen.queryByRole('button', { name: 'Delete offer 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete offer 2' })).toBeInTheDocument();
  });

  it('leaves the other side no "Make this the agreement": they agree at the table', async () => {
    serveTable({
      'GET /api/cases/7/offers?limit=500': [200, page],
      'GET /api/cases/7/table': [200, aTable({ side: 'counterpart', counterpart: { name: 'Ana' } })],
      'GET /api/cases/7/estimate': [200, null],
    });
    renderAt(accessOfRole('counterpart', 'Ana'));
    await screen.findByRole('list', { name: 'Offers recorded' });
    expect(screen.queryByRole('button', { name: 'Make this the agreement' })).not.toBeInTheDocument();
  });

  it('without a table records either side as before', async () => {
    serveTable({
      'GET /api/cases/7/offers?limit=500': [200, page],
      'GET /api/cases/7/table': [200, aTable({ counterpart: null, side: null })],
      'GET /api/cases/7/estimate': [200, null],
    });
    renderAt(OWNER_ACCESS);
    const form = await screen.findByRole('form', { name: 'Record an offer' });
    await waitFor(() =>
      expect(within(form).getByRole('radio', { name: 'They offered' })).toBeInTheDocument(),
    );
    expect(screen.getAllByRole('button', { name: 'Make this the agreement' }).length).toBeGreaterThan(0);
  });
});
