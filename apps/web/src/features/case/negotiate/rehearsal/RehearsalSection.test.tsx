import type { RehearsalAnswerResponse, RehearsalResponse } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { answer, scenario } from '../testing';
import { RehearsalSection } from './RehearsalSection';

const user = userEvent.setup();

// The lease of the fixtures: Rent High 31 / Low 32; Term 12 months 33, 24 months 34, 36 months 35.
function aRehearsal(overrides: Partial<RehearsalResponse> = {}): RehearsalResponse {
  return {
    id: 90,
    caseId: 7,
    style: 'tough',
    rounds: 5,
    pace: 'tough',
    seed: 42,
    createdAt: '2025-03-04T10:30:00.000Z',
    issues: [
      {
        id: 21,
        name: 'Rent',
        options: [
          { id: 31, name: 'High' },
          { id: 32, name: 'Low' },
        ],
      },
      {
        id: 22,
        name: 'Term',
        options: [
          { id: 33, name: '12 months' },
          { id: 34, name: '24 months' },
          { id: 35, name: '36 months' },
        ],
      },
    ],
    status: 'open',
    round: 1,
    offers: [],
    agreement: null,
    acceptedBy: null,
    walkedAway: null,
    message: null,
    debrief: null,
    suggestion: { level: 300, optionIds: [32, 34] },
    lesson: null,
    ...overrides,
  };
}

const counter = {
  round: 1,
  by: 'opponent' as const,
  optionIds: [31, 33],
  userTotal: 40,
  opponentTotal: 220,
  explanation: 'That is not enough for us. Here is our offer.',
};
const mine = {
  round: 1,
  by: 'user' as const,
  optionIds: [32, 34],
  userTotal: 290,
  opponentTotal: 90,
  explanation: null,
};

type Route = (url: string, init: RequestInit | undefined) => Response | undefined;

function stub(route: Route) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const listed = url.match(/^\/api\/rehearsals\/(\d+)$/);
    if (listed && (init?.method ?? 'GET') === 'GET') {
      // The one shown is read from the case's list; answer it alike should it be asked for.
      const list = route('/api/cases/7/rehearsals', undefined);
      const all = list ? ((await list.json()) as RehearsalResponse[]) : [];
      const found = all.find((r) => r.id === Number(listed[1]));
      if (found) return answer(200, found);
    }
    return (
      route(url, init) ??
      answer(404, { statusCode: 404, message: 'Not found', error: 'Not Found', code: 'NOT_FOUND' })
    );
  });
}

const bodiesTo = (spy: ReturnType<typeof stub>, url: string) =>
  spy.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

const shownOption = (name: string) =>
  screen
    .getByRole('combobox', { name: `Your offer on ${name}` })
    .closest('.ant-select')
    ?.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';

describe('RehearsalSection', () => {
  it('starts a rehearsal with the chosen style, rounds and seed, and prefills the plan’s offer', async () => {
    const spy = stub((url, init) => {
      if (url === '/api/cases/7/rehearsals' && init?.method === 'POST') return answer(201, aRehearsal());
      if (url === '/api/cases/7/rehearsals') return answer(200, []);
      return undefined;
    });
    renderWithProviders(<RehearsalSection detail={aLeaseDetail()} />);
    await screen.findByRole('button', { name: 'Start rehearsal' });
    expect(screen.getByText('Mirrors you: gives way as far as your last move did.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Tough/ }));
    const rounds = screen.getByLabelText('Rounds');
    await user.clear(rounds);
    await user.type(rounds, '5');
    await user.type(screen.getByLabelText('Seed (optional)'), '42');
    await user.click(screen.getByRole('button', { name: 'Start rehearsal' }));
    await screen.findByText('Against a tough opponent');
    expect(bodiesTo(spy, '/api/cases/7/rehearsals')).toEqual([{ style: 'tough', rounds: 5, seed: 42 }]);
    expect(screen.getByText(/seed 42/)).toBeInTheDocument();
    expect(screen.getByText('Round 1 of 5: your offer')).toBeInTheDocument();
    expect(shownOption('Rent')).toContain('Low');
    expect(shownOption('Term')).toContain('24 months');
    expect(screen.queryByRole('button', { name: 'Accept their offer' })).toBeNull();
  });

  it('offers no start while an issue has no options, and says what is missing', async () => {
    stub((url) => (url === '/api/cases/7/rehearsals' ? answer(200, []) : undefined));
    const detail = aLeaseDetail();
    const withEmpty = {
      ...detail,
      issues: detail.issues.map((issue, i) => (i === 1 ? { ...issue, options: [] } : issue)),
    };
    renderWithProviders(<RehearsalSection detail={withEmpty} />);
    expect(await screen.findByText(/^Add issues with options and points to rehearse/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start rehearsal' })).toBeNull();
  });

  it('refuses rounds out of range before sending anything', async () => {
    const spy = stub((url) => (url === '/api/cases/7/rehearsals' ? answer(200, []) : undefined));
    renderWithProviders(<RehearsalSection detail={aLeaseDetail()} />);
    const rounds = await screen.findByLabelText('Rounds');
    await user.clear(rounds);
    await user.type(rounds, '0');
    expect(screen.getByText('A whole number from 1 to 50.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start rehearsal' })).toBeDisabled();
    expect(bodiesTo(spy, '/api/cases/7/rehearsals')).toEqual([]);
  });

  it('sends the offer chosen, shows their counter with its explanation, and accepts it by sending it back', async () => {
    const afterOffer = aRehearsal({
      round: 2,
      offers: [{ ...mine, optionIds: [32, 35] }, counter],
      message: counter.explanation,
      suggestion: { level: 280, optionIds: [32, 34] },
    });
    const deal: RehearsalAnswerResponse = {
      answer: 'deal',
      explanation: 'You accepted their offer: a deal.',
      rehearsal: aRehearsal({
        status: 'deal',
        round: 2,
        offers: afterOffer.offers,
        suggestion: null,
        message: 'You accepted their offer: a deal.',
      }),
    };
    const spy = stub((url, init) => {
      if (url === '/api/cases/7/rehearsals') return answer(200, [aRehearsal()]);
      if (url === '/api/rehearsals/90/offers' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { optionIds: number[] };
        return body.optionIds[0] === 31
          ? answer(200, deal)
          : answer(200, { answer: 'counter', explanation: counter.explanation, rehearsal: afterOffer });
      }
      return undefined;
    });
    renderWithProviders(<RehearsalSection detail={aLeaseDetail()} />);
    // Change the term from the plan's 24 months to 36 months.
    const term = await screen.findByRole('combobox', { name: 'Your offer on Term' });
    await user.click(term);
    await user.click(await screen.findByTitle('36 months'));
    await user.click(screen.getByRole('button', { name: 'Make this offer' }));
    const transcript = await screen.findByRole('list', { name: 'Transcript' });
    const entries = within(transcript).getAllByRole('listitem', { name: undefined });
    expect(entries[0]).toHaveTextContent('Round 1 · You offered');
    expect(
      within(transcript).getByText('“That is not enough for us. Here is our offer.”'),
    ).toBeInTheDocument();
    expect(
      within(within(transcript).getByRole('list', { name: 'Their offer in round 1' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Rent: High', 'Term: 12 months']);
    expect(screen.getByText('Round 2 of 5: your offer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept their offer' }));
    expect(await screen.findByText('You accepted their offer: a deal.')).toBeInTheDocument();
    expect(bodiesTo(spy, '/api/rehearsals/90/offers')).toEqual([
      { optionIds: [32, 35] },
      { optionIds: [31, 33] },
    ]);
  });

  it('after the last round leaves only accepting their offer or walking away', async () => {
    const last = aRehearsal({ rounds: 1, round: 2, offers: [mine, counter], suggestion: null });
    const spy = stub((url, init) => {
      if (url === '/api/cases/7/rehearsals') return answer(200, [last]);
      if (url === '/api/rehearsals/90/walk-away' && init?.method === 'POST')
        return answer(
          200,
          aRehearsal({
            ...last,
            status: 'no-deal',
            walkedAway: 'user',
            message: 'You walked away: no deal.',
          }),
        );
      return undefined;
    });
    renderWithProviders(<RehearsalSection detail={aLeaseDetail()} />);
    expect(await screen.findByText(/That was the last round/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make this offer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept their offer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Walk away' }));
    expect(await screen.findByText('You walked away: no deal.')).toBeInTheDocument();
    expect(spy.mock.calls.some(([input]) => String(input) === '/api/rehearsals/90/walk-away')).toBe(true);
  });

  it('shows the debrief: the deal against the balanced deal, what was left, the moves and the plan’s result', async () => {
    const ended = aRehearsal({
      status: 'deal',
      round: 3,
      acceptedBy: 'opponent',
      offers: [
        { ...mine, optionIds: [32, 35], userTotal: 320, opponentTotal: 60 },
        counter,
        { round: 2, by: 'user', optionIds: [32, 34], userTotal: 290, opponentTotal: 90, explanation: null },
      ],
      agreement: scenario([32, 34], 290, 90),
      message: 'We accept: your offer is at least as good for us as what we would offer next.',
      suggestion: null,
      debrief: {
        agreement: scenario([32, 34], 290, 90),
        leftOnTable: scenario([32, 33], 300, 100),
        nash: scenario([31, 34], 200, 170),
        moves: [{ index: 2, by: 'user', kind: 'concession', self: -30, other: 30 }],
        conceded: { user: 30, opponent: 0 },
        planAgreement: scenario([31, 35], 240, 150),
      },
    });
    stub((url) => (url === '/api/cases/7/rehearsals' ? answer(200, [ended]) : undefined));
    renderWithProviders(<RehearsalSection detail={aLeaseDetail()} />);
    const debrief = await screen.findByRole('region', { name: 'Debrief' });
    expect(
      within(within(debrief).getByRole('list', { name: 'The deal and the balanced deal' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Your total290', "Opponent's total90", 'Balanced deal: you200', 'Balanced deal: Opponent170']);
    expect(
      within(debrief).getByText('A package better for both of you existed: you 300, Opponent 100.'),
    ).toBeInTheDocument();
    expect(
      within(debrief).getByText('You gave up 30 points over your moves; Opponent gave up 0.'),
    ).toBeInTheDocument();
    expect(within(debrief).getByRole('list', { name: 'Moves' })).toHaveTextContent(
      'Round 2: you gave way: 30 points less for you, 30 points more for Opponent',
    );
    expect(within(debrief).getByText(/reached you 240, Opponent 150\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replay with seed 42' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New rehearsal' }));
    expect(await screen.findByRole('button', { name: 'Start rehearsal' })).toBeInTheDocument();
  });

  it('lists past rehearsals with their result, opens one again with its debrief and lesson, and starts with the plan’s rounds', async () => {
    const older = aRehearsal({
      id: 80,
      style: 'steady',
      createdAt: '2025-03-01T09:00:00.000Z',
      status: 'deal',
      acceptedBy: 'opponent',
      offers: [mine],
      agreement: scenario([32, 34], 290, 90),
      suggestion: null,
      lesson:
        'The deal left 10 points more for you, as good for them on the table: before agreeing, propose the package that gets it.',
      debrief: {
        agreement: scenario([32, 34], 290, 90),
        leftOnTable: scenario([32, 33], 300, 90),
        nash: scenario([31, 34], 200, 170),
        moves: [],
        conceded: { user: 0, opponent: 0 },
        planAgreement: null,
      },
    });
    const latest = aRehearsal({ id: 90, status: 'no-deal', walkedAway: 'user', suggestion: null });
    const plan = { round: 1, rounds: 7, pace: 'steady', plan: null, levels: [], opening: null, opened: null };
    stub((url) => {
      if (url === '/api/cases/7/rehearsals') return answer(200, [latest, older]);
      if (url.startsWith('/api/cases/7/next-offer'))
        return answer(200, { ...plan, next: null, estimate: {}, lastReceived: null });
      return undefined;
    });
    renderWithProviders(<RehearsalSection detail={aLeaseDetail()} />);
    const past = await screen.findByRole('list', { name: 'Past rehearsals' });
    const items = within(past).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('No deal: you walked away');
    expect(items[0]).toHaveTextContent('Shown above');
    expect(items[1]).toHaveTextContent('against a steady opponent, 5 rounds');
    expect(items[1]).toHaveTextContent('Deal: you 290, Opponent 90');
    await user.click(within(items[1]!).getByRole('button', { name: /^Open the rehearsal of/ }));
    const debrief = await screen.findByRole('region', { name: 'Debrief' });
    // Better for one side and as good for the other is said as it is (issue 31).
    expect(
      within(debrief).getByText(
        'A package better for you and as good for Opponent existed: you 300, Opponent 90.',
      ),
    ).toBeInTheDocument();
    expect(
      within(debrief).getByText(/^What to do differently: The deal left 10 points more for you/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New rehearsal' }));
    await screen.findByRole('button', { name: 'Start rehearsal' });
    // The plan's rounds replace the default once the plan has been read (its answer may come after the form).
    await waitFor(() => expect(screen.getByLabelText('Rounds')).toHaveValue('7'));
    expect(screen.getByText(/follow your plan's steady pace/)).toBeInTheDocument();
  });
});
