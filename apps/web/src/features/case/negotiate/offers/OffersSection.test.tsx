import type { CaseDetailResponse, EstimateResponse, OfferResponse } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCase } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { OffersSection } from './OffersSection';
import { anOffer, answer, threeIssueDetail } from '../testing';

const user = userEvent.setup({ delay: null });

interface Sent {
  url: string;
  method: string;
  body?: unknown;
}

/** Their points entered in threeIssueDetail, by option id. */
const ENTERED: Record<number, number> = {
  101: 200,
  102: 100,
  103: 0,
  111: 50,
  112: 25,
  113: 0,
  121: 80,
  122: 40,
  123: 0,
};

/** The API's estimate: Rent given less weight than entered (100 of spread, not 200), Term more. */
function anEstimate(overrides: Partial<EstimateResponse> = {}): EstimateResponse {
  return {
    points: { 101: 100, 102: 50, 103: 0, 111: 50, 112: 25, 113: 0, 121: 160, 122: 80, 123: 0 },
    entered: ENTERED,
    changed: true,
    offers: 3,
    recorded: 3,
    moves: 2,
    certainty: 'rough',
    adoption: null,
    ...overrides,
  };
}

/**
 * The API behind fetch: the offers list answers `offers` (a POST adds to it), the estimate `estimate` (adopting
 * it makes it their points); every request is recorded.
 */
function fakeApi(
  offers: OfferResponse[],
  fail: (request: Sent) => boolean = () => false,
  estimate: EstimateResponse = anEstimate(),
) {
  const list = [...offers];
  let reading = estimate;
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    sent.push(request);
    if (fail(request)) return answer(500, { statusCode: 500, message: 'Server error' });
    // One page that holds the cap, newest first, as the API lists it.
    if (request.url === '/api/cases/7/offers?limit=500' && request.method === 'GET')
      return answer(200, { offers: [...list].reverse(), total: list.length, limit: 500, offset: 0 });
    if (request.url === '/api/cases/7/offers' && request.method === 'POST') {
      const body = request.body as {
        by: 'user' | 'opponent';
        optionIds: (number | null)[];
        note: string | null;
      };
      const offer = anOffer({ ...body, userTotal: 1, opponentTotal: 1 });
      list.push(offer);
      return answer(201, offer);
    }
    if (request.url === '/api/cases/7/estimate') return answer(200, reading);
    if (request.url === '/api/cases/7/estimate/adopt') {
      reading = anEstimate({
        entered: reading.points,
        changed: false,
        moves: 0,
        offers: 1,
        certainty: 'none',
        adoption: { adoptedAt: '2026-11-29T10:00:00.000Z' },
      });
      return answer(200, reading);
    }
    if (request.url === '/api/cases/7/estimate/undo') {
      reading = anEstimate();
      return answer(200, reading);
    }
    if (request.method === 'DELETE') return answer(204);
    if (request.url.endsWith('/final-agreements'))
      return answer(200, { id: 1, caseId: 7, ...(request.body as object) });
    if (request.url.endsWith('/points'))
      return answer(200, { issueImportance: [], optionImportance: [], scores: [] });
    return answer(404, { statusCode: 404, message: 'Not found' });
  });
  return sent;
}

afterEach(() => vi.restoreAllMocks());

const render = (detail: CaseDetailResponse) => renderWithProviders(<OffersSection detail={detail} />);

describe('OffersSection', () => {
  it('records their offer with an option per issue and a note, and shows the totals before it is recorded', async () => {
    const sent = fakeApi([]);
    render(threeIssueDetail());
    const form = await screen.findByRole('form', { name: 'Record an offer' });
    // With no offer yet, the first one is theirs, and every issue starts open.
    expect(within(form).getByRole('radio', { name: 'They offered' })).toBeChecked();
    for (const [issue, option] of [
      ['Rent', '$2,000'],
      ['Deposit', '2 months'],
      ['Term', '24 months'],
    ]) {
      await user.click(within(form).getByLabelText(`Option offered for ${issue}`));
      const choices = await screen.findAllByTitle(option!);
      await user.click(choices[choices.length - 1]!);
    }
    // Yours: rent $2,000 0, deposit 2 months 25, term 24 months 40; theirs 200 + 25 + 40.
    expect(within(form).getByText('This offer: you 65, them 265.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Note'), 'Opening from the landlord');
    await user.click(within(form).getByRole('button', { name: 'Record offer' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
        by: 'opponent',
        optionIds: [101, 112, 122],
        note: 'Opening from the landlord',
      }),
    );
    // The next offer starts from this one and is yours.
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'You offered' })).toBeChecked());
    expect(within(form).getByLabelText('Note')).toHaveValue('');
  });

  it('records a partial package: an issue left open is sent as null, and the totals say how many it decides', async () => {
    const sent = fakeApi([
      anOffer({ by: 'opponent', optionIds: [101, null, null], userTotal: 0, opponentTotal: 200 }),
    ]);
    render(threeIssueDetail());
    const form = await screen.findByRole('form', { name: 'Record an offer' });
    // Your turn after their offer: the form starts clear, never from their package.
    expect(within(form).getByRole('button', { name: 'Record offer' })).toBeDisabled();
    await user.click(within(form).getByLabelText('Option offered for Rent'));
    await user.click((await screen.findAllByTitle('$2,000')).at(-1)!);
    expect(
      within(form).getByText('This offer: you 0, them 200 on the 1 of 3 issues it decides.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByLabelText('Option offered for Deposit'));
    const choices = await screen.findAllByTitle('1 month');
    await user.click(choices[choices.length - 1]!);
    await user.click(within(form).getByRole('button', { name: 'Record offer' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
        by: 'user',
        optionIds: [101, 113, null],
        note: null,
      }),
    );
  });

  it('keeps the form when recording fails', async () => {
    fakeApi([], (r) => r.method === 'POST');
    render(threeIssueDetail());
    const form = await screen.findByRole('form', { name: 'Record an offer' });
    await user.type(within(form).getByLabelText('Note'), 'Keep me');
    await user.click(within(form).getByLabelText('Option offered for Rent'));
    await user.click((await screen.findAllByTitle('$1,900')).at(-1)!);
    await user.click(within(form).getByRole('button', { name: 'Record offer' }));
    expect(await screen.findByText("Couldn't record the offer")).toBeInTheDocument();
    expect(within(form).getByLabelText('Note')).toHaveValue('Keep me');
  });

  it('says each move in words with both numbers', async () => {
    fakeApi([
      anOffer({ by: 'opponent', optionIds: [101, 111, 121], userTotal: 0, opponentTotal: 330 }),
      anOffer({
        by: 'opponent',
        optionIds: [102, 111, 121],
        userTotal: 100,
        opponentTotal: 230,
        move: { kind: 'concession', self: -100, other: 100 },
      }),
    ]);
    render(threeIssueDetail());
    const list = await screen.findByRole('list', { name: 'Offers recorded' });
    expect(within(list).getByText('They gave way: +100 for you, −100 for them.')).toBeInTheDocument();
    expect(within(list).getByText('Their first offer.')).toBeInTheDocument();
    expect(within(list).getAllByText('You 100 · Them 230')).toHaveLength(1);
  });

  it('shows your move of −10 for you and +40 for them as a concession, without a warning tone', async () => {
    fakeApi([
      anOffer({ by: 'user', optionIds: [101, 111, 121], userTotal: 90, opponentTotal: 50 }),
      anOffer({
        by: 'user',
        optionIds: [101, 112, 121],
        userTotal: 80,
        opponentTotal: 90,
        move: { kind: 'concession', self: -10, other: 40 },
      }),
    ]);
    render(threeIssueDetail());
    const offer = await screen.findByRole('listitem', { name: 'Offer 2' });
    const move = within(offer).getByText('You gave way: −10 for you, +40 for them.');
    expect(move).not.toHaveClass('ant-typography-warning');
    expect(move).not.toHaveClass('ant-typography-danger');
  });

  it('notes a partial offer as partial, and only a partial one', async () => {
    fakeApi([
      anOffer({ by: 'opponent', optionIds: [101, 111, 121], userTotal: 0, opponentTotal: 330 }),
      anOffer({
        by: 'user',
        optionIds: [103, null, null],
        userTotal: 200,
        opponentTotal: 0,
        openIssueIds: [22, 23],
      }),
    ]);
    render(threeIssueDetail());
    const partial = await screen.findByRole('listitem', { name: 'Offer 2' });
    expect(within(partial).getByText('Partial: 2 issues open')).toBeInTheDocument();
    const complete = screen.getByRole('listitem', { name: 'Offer 1' });
    expect(within(complete).queryByText(/Partial/)).not.toBeInTheDocument();
  });

  it('makes a complete offer the final agreement in one step, issue by issue', async () => {
    const sent = fakeApi([
      anOffer({ by: 'opponent', optionIds: [102, 111, 122], userTotal: 140, opponentTotal: 190 }),
    ]);
    render(threeIssueDetail());
    const offer = await screen.findByRole('listitem', { name: 'Offer 1' });
    await user.click(within(offer).getByRole('button', { name: 'Make this the agreement' }));
    await user.click(await screen.findByRole('button', { name: 'Make it the agreement' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.url === '/api/cases/7/final-agreements').map((r) => r.body)).toEqual([
        { issueId: 21, optionId: 102 },
        { issueId: 22, optionId: 111 },
        { issueId: 23, optionId: 122 },
      ]),
    );
  });

  it('shows the agreement an offer became and what it leaves on the table', async () => {
    fakeApi([anOffer({ by: 'opponent', optionIds: [102, 111, 122], userTotal: 140, opponentTotal: 190 })]);
    const detail = threeIssueDetail();
    render({
      ...detail,
      parties: detail.parties.map((p) => (p.type === 'user' ? { ...p, reservationValue: 150 } : p)),
      finalAgreements: [
        { issueId: 21, optionId: 102 },
        { issueId: 22, optionId: 111 },
        { issueId: 23, optionId: 122 },
      ],
    });
    const offer = await screen.findByRole('listitem', { name: 'Offer 1' });
    expect(within(offer).getByText('The final agreement')).toBeInTheDocument();
    expect(within(offer).queryByRole('button', { name: 'Make this the agreement' })).toBeNull();
    // Opposed case: every package is efficient (totals sum to 330 each way), so nothing is left on the table.
    expect(await screen.findByText(/nothing\. The final agreement is efficient/)).toHaveTextContent(
      /^It is below your walk-away total \(150\)\. Left on the table/,
    );
    expect(
      screen.getByText(
        'The final agreement: Rent: $1,900; Deposit: 3 months; Term: 24 months (you 140, them 190).',
      ),
    ).toBeInTheDocument();
  });

  it('asks for two of their offers before estimating', async () => {
    fakeApi([anOffer({ by: 'opponent', optionIds: [103, 111, 121] })]);
    render(threeIssueDetail());
    expect(
      await screen.findByText(/Record at least 2 of their offers to see what their moves reveal/),
    ).toHaveTextContent('(1 recorded so far)');
  });

  it('says where their offers contradict the points entered and how sure it is, adopts the estimate, and puts the earlier points back', async () => {
    const sent = fakeApi([
      anOffer({ by: 'opponent', optionIds: [101, 111, 121] }),
      anOffer({ by: 'opponent', optionIds: [102, 111, 121] }),
      anOffer({ by: 'opponent', optionIds: [103, 111, 121] }),
    ]);
    render(threeIssueDetail());
    expect(await screen.findByText(/giving way on Rent/)).toHaveTextContent(/Rent less, than you entered\.$/);
    expect(screen.getByText(/From 3 offers \(2 moves giving ground\): a rough guess\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Their priorities, entered and estimated' });
    // Rent held 200 of 330 points of spread entered: 61%; 100 of 310 estimated: 32%.
    const rent = within(within(table).getByRole('row', { name: /Rent/ })).getAllByRole('cell');
    expect(rent[0]).toHaveTextContent('61%');
    expect(rent[1]).toHaveTextContent('32%');
    await user.click(screen.getByRole('button', { name: 'Use the estimate as their points' }));
    await user.click(await screen.findByRole('button', { name: 'Use the estimate' }));
    await waitFor(() =>
      expect(sent.some((r) => r.url === '/api/cases/7/estimate/adopt' && r.method === 'POST')).toBe(true),
    );
    // Adopted: "fit" is said exactly when the table's two columns agree, and adopting again is off.
    expect(
      await screen.findByText('Their points are the estimate: nothing new to read since you adopted it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Their points already are the estimate.')).toBeInTheDocument();
    const cells = within(within(table).getByRole('row', { name: /Rent/ })).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe(cells[1]!.textContent);
    await user.click(screen.getByRole('button', { name: 'Put back their earlier points' }));
    await waitFor(() => expect(sent.some((r) => r.url === '/api/cases/7/estimate/undo')).toBe(true));
    await waitFor(() => expect(screen.queryByText('Their points already are the estimate.')).toBeNull());
  });

  it('on a closed case shows the offers read-only, with the reason', async () => {
    fakeApi([anOffer({ by: 'opponent', optionIds: [102, 111, 122], userTotal: 140, opponentTotal: 190 })]);
    const detail = threeIssueDetail();
    render({ ...detail, case: aCase({ ...detail.case, status: 'closed' }) });
    expect(
      await screen.findByText('This case is closed, so its offers are kept as they are.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record an offer' })).toBeNull();
    const offer = await screen.findByRole('listitem', { name: 'Offer 1' });
    expect(within(offer).queryByRole('button')).toBeNull();
  });
});
