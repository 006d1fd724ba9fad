import type { CaseDetailResponse } from '@parley/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aTradeDetail as aTradeLease } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { decisionSupportInput } from './decision-support';
import { DecisionSupportSection } from './DecisionSupportSection';
import { CLAIMS, runRobustness, robustnessSentence } from './robustness';
import { WithRobustness } from './Robustness';

const user = userEvent.setup();

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The fixtures' office lease with a trade in it: from the compromise (2 months + 24 months) one trade, Deposit to
 * 3 months (−20 for you, +60 for them) for Term 36 months (+80, −20). Your walk-away 100, theirs 20.
 */
function aTradeDetail(): CaseDetailResponse {
  return aTradeLease({
    parties: [
      { id: 11, name: 'You', type: 'user', reservationValue: 100, alternative: '' },
      { id: 12, name: 'Opponent', type: 'opponent', reservationValue: 20, alternative: '' },
    ],
  });
}

/** They would rather have 3 months with 12 months than 2 months with 36 months, and are sure of it. */
const sureAnswer = {
  question: { left: { 41: 53, 42: 54 }, right: { 41: 52, 42: 56 } },
  prefer: 'left',
  confidence: 'sure',
};

// Each test renders the whole decision support in jsdom: on a loaded machine that takes near the default limit.
describe('robustness figures on the Strategy tab', { timeout: 60_000 }, () => {
  it('says under each recommendation how often it holds, computed on their profiles', async () => {
    const detail = aTradeDetail();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(200, { partyId: 12, answers: [sureAnswer] }));
    renderWithProviders(<DecisionSupportSection detail={detail} />);
    // The first render on a cold, shared machine loads the sections' code: a larger budget than the default.
    const note = await screen.findByLabelText('How sure the advice is', {}, { timeout: 30_000 });
    expect(note).toHaveTextContent(
      'each percentage counts 200 ways they might value these issues, drawn from your 1 answer about them, each option within a fifth of its issue’s range of what those answers imply',
    );
    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/parties\/12\/answers$/);

    // The same figures the worker computes, in the sentences the screen reads.
    const expected = runRobustness({
      kind: 'support',
      ...decisionSupportInput(detail),
      answers: [sureAnswer as never],
      pointsConfidence: null,
    }).figures!;
    expect(expected.trades).toHaveLength(1);
    const trades = screen.getByRole('list', { name: 'Trades' });
    expect(within(trades).getByTestId('robustness')).toHaveTextContent(
      robustnessSentence(CLAIMS.trade, expected.trades[0]!),
    );
    const zone = screen.getByRole('region', { name: 'Walk-away values' });
    expect(within(zone).getByTestId('robustness')).toHaveTextContent(
      robustnessSentence(CLAIMS.zone, expected.zone!),
    );
    const figures = await screen.findAllByTestId('robustness');
    const texts = figures.map((f) => f.textContent);
    expect(texts).toContain(robustnessSentence(CLAIMS.nash, expected.nash!));
    expect(texts).toContain(robustnessSentence(CLAIMS.kalaiSmorodinsky, expected.kalaiSmorodinsky!));
    for (const text of texts) expect(text).toMatch(/\d+% of the ways they might value these issues\.$/);

    // Each equivalent offer has its own figure once the offers are there.
    const offers = await screen.findByRole('list', { name: 'Equivalent offers' });
    await waitFor(() =>
      expect(within(offers).getAllByTestId('robustness')).toHaveLength(
        within(offers).getAllByText(/^Offer \d+$/).length,
      ),
    );
  });

  it('shows a failed computation with Try Again, and the figures once it works', async () => {
    // An answer the profiles cannot read makes the computation throw, as a worker's failure would.
    let body: unknown = { partyId: 12, answers: [{ ...sureAnswer, confidence: 'maybe' }] };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, body));
    renderWithProviders(<DecisionSupportSection detail={aTradeDetail()} />);
    const alert = await screen.findByText('How sure the advice is could not be worked out');
    expect(screen.queryByTestId('robustness')).not.toBeInTheDocument();
    // The advice itself stays.
    expect(screen.getByRole('list', { name: 'Trades' })).toBeInTheDocument();
    body = { partyId: 12, answers: [sureAnswer] };
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect((await screen.findAllByTestId('robustness')).length).toBeGreaterThan(0);
  });

  it('shows a failed load of their answers with Try Again', async () => {
    let status = 500;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      status === 200 ? answer(200, { partyId: 12, answers: [] }) : answer(status, { statusCode: 500 }),
    );
    renderWithProviders(<DecisionSupportSection detail={aTradeDetail()} />);
    await screen.findByText('How sure the advice is could not be worked out');
    status = 200;
    await user.click(screen.getByRole('button', { name: /Try Again/ }));
    const note = await screen.findByLabelText('How sure the advice is');
    expect(note).toHaveTextContent(
      'from the points you gave them, each option up to a fifth of its issue’s range either way',
    );
  });

  it('spreads the profiles by how sure the person is of their points, and saves what they say', async () => {
    let stored: string | null = null;
    const requests: Array<{ method: string; url: string; body?: string }> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      requests.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body as string });
      if (init?.method === 'PUT')
        stored = (JSON.parse(String(init.body)) as { pointsConfidence: string }).pointsConfidence;
      return answer(200, { partyId: 12, answers: [], pointsConfidence: stored });
    });
    renderWithProviders(<DecisionSupportSection detail={aTradeDetail()} />);
    const note = await screen.findByLabelText('How sure the advice is', {}, { timeout: 30_000 });
    // Not said: their points are an estimate ("think so"), not a guess.
    expect(screen.getByRole('radio', { name: 'Think so' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Sure' }));
    await waitFor(() =>
      expect(note).toHaveTextContent('each option up to a twentieth of its issue’s range either way'),
    );
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.url).toMatch(/\/api\/parties\/12\/points-confidence$/);
    expect(JSON.parse(put.body!)).toEqual({ pointsConfidence: 'sure' });
    expect(screen.getByRole('radio', { name: 'Sure' })).toBeChecked();
  });

  it('counts at the case’s scale: points they are sure of hold the trade in every way, a guess in fewer', () => {
    // The trade gives them +60 on Deposit (spread 120) and −20 on Term (spread 40): 40 points clear.
    const base = { kind: 'support' as const, ...decisionSupportInput(aTradeDetail()), answers: [] };
    const sure = runRobustness({ ...base, pointsConfidence: 'sure' }).figures!;
    const guess = runRobustness({ ...base, pointsConfidence: 'guess' }).figures!;
    expect(sure.trades[0]).toBe(1);
    expect(guess.trades[0]!).toBeLessThan(1);
  });

  it('says how an answer given as a guess counts', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer(200, { partyId: 12, answers: [{ ...sureAnswer, confidence: 'guess' }] }),
    );
    renderWithProviders(<DecisionSupportSection detail={aTradeDetail()} />);
    const note = await screen.findByLabelText('How sure the advice is');
    expect(note).toHaveTextContent(
      'drawn from your 1 answer about them (an answer you are sure of holds in every way counted, one you think so in 80% of them, a guess in 60%)',
    );
  });

  it('says when their answers contradict each other instead of giving figures', async () => {
    const opposite = { ...sureAnswer, prefer: 'right' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer(200, { partyId: 12, answers: [sureAnswer, opposite] }),
    );
    renderWithProviders(<DecisionSupportSection detail={aTradeDetail()} />);
    await screen.findByText(/Your answers about the other side contradict each other/);
    expect(screen.queryByTestId('robustness')).not.toBeInTheDocument();
  });
});

describe('robustnessSentence and WithRobustness', () => {
  it('says what holds, never what does not: no claim is a negative, so "only" never makes a double negative', () => {
    for (const claim of Object.values(CLAIMS)) expect(claim).not.toMatch(/\b(no|none|nothing|not|never)\b/i);
    expect(robustnessSentence(CLAIMS.noZone, 0.38)).toBe(
      'Uncertain: every package falls short of at least one walk-away total in only 38% of the ways they might value these issues.',
    );
  });

  it('says a rare one first, as "Uncertain: …"', () => {
    expect(robustnessSentence(CLAIMS.trade, 0.87)).toBe(
      'This trade helps them in 87% of the ways they might value these issues.',
    );
    expect(robustnessSentence(CLAIMS.trade, 0.32)).toBe(
      'Uncertain: this trade helps them in only 32% of the ways they might value these issues.',
    );
    // Rounded as shown: 49.6% shows as 50%, not uncertain.
    expect(robustnessSentence(CLAIMS.trade, 0.496)).toMatch(/^This trade helps them in 50%/);

    const { container, rerender } = render(
      <WithRobustness claim={CLAIMS.trade} share={0.32}>
        <span>the trade</span>
      </WithRobustness>,
    );
    expect(container.textContent).toMatch(/^Uncertain: this trade helps them.*the trade$/);
    rerender(
      <WithRobustness claim={CLAIMS.trade} share={0.9}>
        <span>the trade</span>
      </WithRobustness>,
    );
    expect(container.textContent).toMatch(/^the tradeThis trade helps them in 90%/);
  });
});
