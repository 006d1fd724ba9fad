import type { NextOfferResponse } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/renderWithProviders';
import { answer, scenario } from '../testing';
import { PlanSection } from './PlanSection';
import { BELOW_THEIR_WALK_AWAY, BELOW_YOUR_WALK_AWAY, WORTH_ACCEPTING } from './plan-words';

const user = userEvent.setup();

// The lease of the fixtures: Rent High 31 / Low 32; Term 12 months 33, 24 months 34, 36 months 35.
function aPlan(overrides: Partial<NextOfferResponse> = {}): NextOfferResponse {
  return {
    round: 1,
    rounds: 3,
    pace: 'tough',
    plan: { opening: 320, target: 250, walkAway: 100, e: 0.2, k: 0, zone: true },
    levels: [320, 318.4, 250],
    opening: scenario([32, 35], 320, 60),
    opened: null,
    next: { level: 320, offer: scenario([32, 35], 320, 60), holds: false },
    estimate: {},
    lastReceived: null,
    ...overrides,
  };
}

/** Answers the next-offer route by the pace saved with the case (tough at first); records every request. */
function stubPlan(byPace: Record<string, NextOfferResponse>) {
  let saved = 'tough';
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/cases/7/next-offer')) return answer(200, byPace[saved]);
    if (url === '/api/cases/7/plan-settings' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { pace: string; rounds: number };
      saved = body.pace;
      return answer(200, body);
    }
    if (url === '/api/cases/7/offers' && init?.method === 'POST') return answer(201, { id: 1 });
    return answer(404, { statusCode: 404, message: 'Not found', error: 'Not Found', code: 'NOT_FOUND' });
  });
}

const levels = () =>
  within(screen.getByRole('list', { name: 'Total to ask for in each round' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PlanSection', () => {
  it('shows the plan: its totals, the opening package in words and what it asks for each round', async () => {
    stubPlan({ tough: aPlan() });
    renderWithProviders(<PlanSection detail={aLeaseDetail()} />);
    const totals = await screen.findByRole('list', { name: 'Plan totals' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Opening offer320', 'Target250', 'Walk-away100None recorded: your lowest total']);
    const opening = screen.getByRole('list', { name: 'Opening package' });
    expect(
      within(opening)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Rent: Low', 'Term: 36 months']);
    expect(levels()).toEqual(['Round 1320', 'Round 2318', 'Round 3250']);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Round 1');
    expect(screen.getByText(/Round 1 of 3: ask for 320 points/)).toBeInTheDocument();
    // One opening: the same sentence as Strategy's offers to open with (defaultOfferTarget).
    expect(screen.getByText(/^Target \d+ for you: /)).toBeInTheDocument();
  });

  it('once you have offered, shows your opening and holds or steps from your last offer', async () => {
    stubPlan({
      tough: aPlan({
        round: 2,
        opened: 300,
        levels: [300, 300, 250],
        next: { level: 300, offer: scenario([32, 35], 300, 60), holds: true },
      }),
    });
    renderWithProviders(<PlanSection detail={aLeaseDetail()} />);
    const totals = await screen.findByRole('list', { name: 'Plan totals' });
    expect(within(totals).getAllByRole('listitem')[0]).toHaveTextContent(/^You opened with300$/);
    expect(screen.getByText(/Round 2 of 3: hold your last offer \(300 points\)/)).toBeInTheDocument();
    expect(screen.getByText(/it never asks for more than that/)).toBeInTheDocument();
  });

  it('names the walk-away without the note once one is recorded', async () => {
    stubPlan({ tough: aPlan() });
    const detail = aLeaseDetail();
    detail.parties = detail.parties.map((p) => (p.type === 'user' ? { ...p, reservationValue: 100 } : p));
    renderWithProviders(<PlanSection detail={detail} />);
    const totals = await screen.findByRole('list', { name: 'Plan totals' });
    expect(within(totals).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Walk-away100$/);
  });

  it('saves the pace with the case when it changes, and shows the steadier plan', async () => {
    const spy = stubPlan({
      tough: aPlan(),
      steady: aPlan({ pace: 'steady', levels: [320, 285, 250], plan: { ...aPlan().plan!, e: 1 } }),
    });
    renderWithProviders(<PlanSection detail={aLeaseDetail()} />);
    await screen.findByRole('list', { name: 'Plan totals' });
    expect(screen.getByText('Hold firm and give way mostly near the end.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Steady' }));
    await waitFor(() => expect(levels()).toEqual(['Round 1320', 'Round 2285', 'Round 3250']));
    expect(screen.getByText('Give way evenly, a little each round.')).toBeInTheDocument();
    expect(spy.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)).toEqual([
      'GET /api/cases/7/next-offer',
      'PUT /api/cases/7/plan-settings',
      'GET /api/cases/7/next-offer',
    ]);
    expect(JSON.parse(String(spy.mock.calls[1]![1]?.body))).toEqual({ pace: 'steady', rounds: 3 });
  });

  it('records the next offer as yours in one step, then reads the plan again', async () => {
    const spy = stubPlan({ tough: aPlan() });
    renderWithProviders(<PlanSection detail={aLeaseDetail()} />);
    await user.click(await screen.findByRole('button', { name: 'Record as my offer' }));
    await waitFor(() =>
      expect(
        spy.mock.calls
          .filter(([input, init]) => String(input) === '/api/cases/7/offers' && init?.method === 'POST')
          .map(([, init]) => JSON.parse(String(init?.body)) as unknown),
      ).toEqual([{ by: 'user', optionIds: [32, 35] }]),
    );
    await waitFor(() =>
      expect(spy.mock.calls.filter(([input]) => String(input).includes('next-offer'))).toHaveLength(2),
    );
    expect(await screen.findByText('Recorded as your offer in round 1')).toBeInTheDocument();
  });

  it('says when their last offer is worth accepting, and warns when it is below a walk-away', async () => {
    stubPlan({
      tough: aPlan({
        lastReceived: {
          offerId: 3,
          complete: true,
          worthAccepting: true,
          belowYourWalkAway: false,
          belowTheirWalkAway: false,
        },
      }),
    });
    const { unmount } = renderWithProviders(<PlanSection detail={aLeaseDetail()} />);
    expect(await screen.findByText(WORTH_ACCEPTING)).toBeInTheDocument();
    expect(screen.queryByText(BELOW_YOUR_WALK_AWAY)).toBeNull();
    unmount();
    vi.restoreAllMocks();

    stubPlan({
      tough: aPlan({
        lastReceived: {
          offerId: 3,
          complete: true,
          worthAccepting: false,
          belowYourWalkAway: true,
          belowTheirWalkAway: true,
        },
      }),
    });
    renderWithProviders(<PlanSection detail={aLeaseDetail()} />);
    expect(await screen.findByText(BELOW_YOUR_WALK_AWAY)).toBeInTheDocument();
    expect(screen.getByText(BELOW_THEIR_WALK_AWAY)).toBeInTheDocument();
    expect(screen.queryByText(WORTH_ACCEPTING)).toBeNull();
  });

  it('asks for issues when there is no plan, and offers to try again when the plan fails to load', async () => {
    stubPlan({ tough: aPlan({ plan: null, levels: [], opening: null, next: null }) });
    const { unmount } = renderWithProviders(<PlanSection detail={aLeaseDetail()} />);
    expect(await screen.findByText('Add issues with options and points to make a plan.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer(500, { statusCode: 500, message: 'boom', error: 'Internal', code: 'INTERNAL_ERROR' }),
    );
    renderWithProviders(<PlanSection detail={aLeaseDetail()} />);
    expect(await screen.findByText('The plan could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
