import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_LEASE } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail, aTradeDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { DecisionSupportSection } from './DecisionSupportSection';
import { fullText } from '../../../testing/full-text';

// The lease: Rent High (you 40, them 220), Low (200, 60); Term 36 months (you 120, them 0), others 0.
// Packages: High+12/24 (40, 220), High+36 (160, 220), Low+12/24 (200, 60), Low+36 (320, 60).
const withWalkAway = aLeaseDetail({
  parties: [
    { id: 11, name: 'You', type: 'user', reservationValue: 150, alternative: 'Stay put' },
    { id: 12, name: 'Opponent', type: 'opponent', reservationValue: 100, alternative: '' },
  ],
});

const region = (name: string) => screen.getByRole('region', { name });

describe('DecisionSupportSection', () => {
  it('counts the zone of possible agreement from both walk-away totals (only High+36 clears 150 and 100)', async () => {
    renderWithProviders(<DecisionSupportSection detail={withWalkAway} />);
    // The worker's first answer is not there yet: each section says it is loading.
    expect(screen.getByRole('status', { name: 'Zone of possible agreement loading' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Efficient deals loading' })).toBeInTheDocument();
    expect(
      await screen.findByText('1 of 6 packages clears both walk-away totals (yours 150, theirs 100).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Efficient deals loading' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your walk-away total')).toHaveValue('150');
    // Efficient: High+36 (160, 220) and Low+36 (320, 60).
    expect(
      within(region('Efficient deals')).getByText(
        fullText(/^2 packages are efficient: no other package is better/),
      ),
    ).toBeInTheDocument();
  });

  it('says what the figures stand on without walk-away totals, and with only one', async () => {
    const { unmount } = renderWithProviders(<DecisionSupportSection detail={aLeaseDetail()} />);
    expect(await screen.findByText('No walk-away totals recorded yet')).toBeInTheDocument();
    expect(screen.getByText(/all 6 packages count as possible/)).toBeInTheDocument();
    unmount();

    const onlyYours = aLeaseDetail({
      parties: [
        { id: 11, name: 'You', type: 'user', reservationValue: 150, alternative: '' },
        { id: 12, name: 'Opponent', type: 'opponent', reservationValue: null, alternative: '' },
      ],
    });
    renderWithProviders(<DecisionSupportSection detail={onlyYours} />);
    // High+36 (160) and Low+12/24/36 (200, 200, 320) reach 150.
    expect(await screen.findByText('4 of 6 packages reach your walk-away total (150).')).toBeInTheDocument();
    expect(screen.getByText(/Record the opponent's walk-away total too/)).toBeInTheDocument();
  });

  it('says so when no package clears both walk-away totals', async () => {
    const apart = aLeaseDetail({
      parties: [
        { id: 11, name: 'You', type: 'user', reservationValue: 300, alternative: '' },
        { id: 12, name: 'Opponent', type: 'opponent', reservationValue: 200, alternative: '' },
      ],
    });
    renderWithProviders(<DecisionSupportSection detail={apart} />);
    expect(
      await screen.findByText('0 of 6 packages clear both walk-away totals (yours 300, theirs 200).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/there is no zone of possible agreement/)).toBeInTheDocument();
  });

  it('draws the chart, and lists every point with its options and both totals', async () => {
    renderWithProviders(<DecisionSupportSection detail={withWalkAway} />);
    const deals = region('Efficient deals');
    const chart = await within(deals).findByRole('img', {
      name: /^Your total against the opponent's for 2 efficient deals; Nash point at you 160, opponent 220/,
    });
    expect(chart).toHaveAccessibleName(/your walk-away line at 150; their walk-away line at 100$/);

    const rows = within(within(deals).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PointOptionsYouOpponent',
      'Nash pointRent: High; Term: 36 months160220',
      'Kalai–Smorodinsky pointRent: High; Term: 36 months160220',
      'Efficient deal 1Below their walk-awayRent: Low; Term: 36 months32060',
      'Efficient deal 2Rent: High; Term: 36 months160220',
    ]);
    expect(within(deals).getByText('2 efficient deals and 2 marked points')).toBeInTheDocument();
  });

  it('pages a long list of efficient deals and states the count', async () => {
    // Five issues whose options trade one for one make a frontier of many points.
    const issues = Array.from({ length: 5 }, (_, i) => ({
      id: 100 + i,
      name: `Issue ${i}`,
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: Array.from({ length: 4 }, (_, k) => ({
        id: 1000 + 10 * i + k,
        name: `O${i}.${k}`,
        description: null,
      })),
    }));
    const scores = issues.flatMap((issue, i) =>
      issue.options.flatMap((o, k) => [
        { partyId: 11, issueId: issue.id, optionId: o.id, points: k * (i + 1) * 10 },
        { partyId: 12, issueId: issue.id, optionId: o.id, points: (3 - k) * (5 - i) * 10 },
      ]),
    );
    renderWithProviders(<DecisionSupportSection detail={aLeaseDetail({ issues, scores })} />);
    const count = await screen.findByText(/^\d+ efficient deals and 2 marked points; rows 1–10 of \d+$/);
    const total = Number(/of (\d+)$/.exec(count.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    expect(within(region('Efficient deals')).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(
      await screen.findByText(new RegExp(`; rows 11–${Math.min(20, total)} of ${total}$`)),
    ).toBeInTheDocument();
  });

  it('says "1 package is efficient" in the singular', async () => {
    const single = aLeaseDetail({
      scores: [
        { partyId: 11, issueId: 21, optionId: 32, points: 100 },
        { partyId: 12, issueId: 21, optionId: 32, points: 100 },
      ],
    });
    renderWithProviders(<DecisionSupportSection detail={single} />);
    expect(
      await screen.findByText(
        fullText(/^1 package is efficient: no other package is better for both sides\./),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('1 efficient deal and 2 marked points')).toBeInTheDocument();
  });

  it('shows what a final agreement of High + 12 months (40, 220) leaves on the table, flagged below your walk-away', async () => {
    const agreed = {
      ...withWalkAway,
      finalAgreements: [
        { issueId: 21, optionId: 31 },
        { issueId: 22, optionId: 33 },
      ],
    };
    renderWithProviders(<DecisionSupportSection detail={agreed} />);
    const deals = region('Efficient deals');
    expect(
      await within(deals).findByText(
        'The final agreement (you 40, them 220) is below your walk-away total (150).',
      ),
    ).toBeInTheDocument();
    expect(within(deals).getByText('Rent: High; Term: 36 months (you 160, them 220)')).toBeInTheDocument();
    expect(
      within(deals).getByText(/It gains you 120 and them 0 points; it changes Term: 12 months → 36 months\./),
    ).toBeInTheDocument();
    const agreementRow = within(deals).getByRole('row', { name: /^Final agreement/ });
    expect(agreementRow).toHaveTextContent('Below your walk-away');
    expect(agreementRow).toHaveTextContent('Rent: High; Term: 12 months');
  });

  it('says an efficient final agreement is efficient', async () => {
    const agreed = {
      ...withWalkAway,
      finalAgreements: [
        { issueId: 21, optionId: 32 },
        { issueId: 22, optionId: 35 },
      ],
    };
    renderWithProviders(<DecisionSupportSection detail={agreed} />);
    expect(
      await screen.findByText('The final agreement is efficient: no package is better for both sides.'),
    ).toBeInTheDocument();
  });

  it('states trades in plain words with the points each side gains', async () => {
    renderWithProviders(<DecisionSupportSection detail={aTradeDetail()} />);
    const trades = await screen.findByRole('list', { name: 'Trades' });
    expect(within(trades).getAllByRole('listitem')[0]).toHaveTextContent(
      'Give ground on Deposit (−20 for you, +60 for them) and ask for Term (+80 for you, −20 for them): +60 for you, +40 for them' +
        'Deposit: 2 months → 3 months; Term: 24 months → 36 months',
    );
    expect(region('Trades')).toHaveTextContent(
      /From the compromise package, every issue split down the middle \(you 100, them 80\)/,
    );
  });

  it('lists the one-sided trade when no package gives both sides more (the sample renewal: 36 months for $1,800)', async () => {
    // The sample renewal as a case: from the compromise ($2,000, 24 months, 1 month) nothing raises both totals.
    const sample = aLeaseDetail({
      issues: SAMPLE_LEASE.map((issue) => ({
        id: issue.id,
        name: issue.name,
        description: null,
        priority: 50,
        isAiSuggested: false,
        options: issue.options.map((o) => ({ id: o.id, name: o.name, description: null })),
      })),
      scores: SAMPLE_LEASE.flatMap((issue) =>
        issue.options.flatMap((o) => [
          { partyId: 11, issueId: issue.id, optionId: o.id, points: o.user },
          { partyId: 12, issueId: issue.id, optionId: o.id, points: o.opponent },
        ]),
      ),
    });
    renderWithProviders(<DecisionSupportSection detail={sample} />);
    const trades = await screen.findByRole('list', { name: 'Trades' });
    expect(region('Trades')).toHaveTextContent(
      'No package gives both sides more than the compromise package, but this trade gives one side more and costs the other nothing:',
    );
    expect(within(trades).getAllByRole('listitem')[0]).toHaveTextContent(
      'Give ground on Term (−40 for you, +90 for them) and ask for Rent (+80 for you, −90 for them): +40 for you, ±0 for them' +
        'Term: 24 months → 36 months; Rent: $2,000 → $1,800',
    );
  });

  it('builds equivalent offers around the default or the chosen target, and links the report to them', async () => {
    renderWithProviders(<DecisionSupportSection detail={aTradeDetail()} />);
    const builder = region('Offer builder');
    const count = within(builder).getByLabelText('Number of offers');
    const tolerance = within(builder).getByLabelText('Tolerance (points)');
    const target = within(builder).getByLabelText('Target for you (points)');
    expect(count).toHaveValue('3');
    expect(tolerance).toHaveValue('10');
    expect(builder).toHaveTextContent(
      'Put these packages on the table together: each is worth about the same to you, and the one they pick shows what matters to them.',
    );

    // Packages (you, them) and where you get your preferred option (Deposit 1 month, Term 36 months):
    // 1 month + 12/24/36 months (30, 40) D, (110, 20) D, (190, 0) DT; 2 months + … (20, 100) –, (100, 80) –,
    // (180, 60) T; 3 months + … (0, 160) –, (80, 140) –, (160, 120) T. Efficient: (190, 0), (180, 60),
    // (160, 120), (80, 140), (0, 160); Nash from the worst totals (0, 0): 160 · 120 = 19,200 is the largest.
    // (190, 0) leaves them their worst total, so the most to ask is (180, 60) (issue 32: one opening, never at
    // their walk-away). Halfway from 160 to 180 is 170; 160 and 180 are as near: the higher is the target.
    await waitFor(() => expect(target).toHaveValue('180'));
    expect(
      within(builder).getByText(
        'Target 180 for you: about halfway from your total at the balanced deal (Nash point, 160) to the most you can get while they get more than their worst (180), an ambitious first offer that stays credible.',
      ),
    ).toBeInTheDocument();
    // 170–190: (180, 60) nearest the target first, then (190, 0), which also gives you Deposit.
    const offers = await within(builder).findByRole('list', { name: 'Equivalent offers' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === offers)
        .map((li) => li.textContent),
    ).toEqual([
      'Offer 1you 180, them 60Your preferred option on TermDeposit: 2 monthsTerm: 36 months',
      'Offer 2you 190, them 0Your preferred option on Deposit, TermDeposit: 1 monthTerm: 36 months',
    ]);
    expect(
      within(builder).getByText(/^Only 2 packages fit: no other package within 10 points/),
    ).toBeInTheDocument();
    const report = within(builder).getByRole('link', { name: /Open the report with these offers/ });
    expect(report.getAttribute('href')).toMatch(
      /^\/api\/cases\/9\/export\?timeZone=[^&]+&offers=3&tolerance=10$/,
    );

    // Target 100 ± 40: (110, 20) D, (100, 80) –, (80, 140) –; none beats another. (100, 80) is nearest, then
    // (110, 20), which differs on Deposit; (80, 140) repeats the first one's pattern.
    await userEvent.clear(target);
    await userEvent.type(target, '100');
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '40');
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await waitFor(() =>
      expect(
        within(builder).getByRole('link', { name: /Open the report with these offers/ }),
      ).toHaveAttribute('href', expect.stringMatching(/&offers=2&tolerance=40&target=100$/)),
    );
    expect(
      within(builder).getByText('Target 100 for you: the one you set (the default is 180).'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(within(builder).getByRole('list', { name: 'Equivalent offers' }))
          .getAllByText(/^you \d+, them \d+$/)
          .map((item) => item.textContent),
      ).toEqual(['you 100, them 80', 'you 110, them 20']),
    );
    // Each offer is a complete package: one option per issue.
    expect(within(builder).getByRole('list', { name: 'Offer 1 options' })).toHaveTextContent(
      'Deposit: 2 monthsTerm: 24 months',
    );

    // Back to the default target, by keyboard.
    const reset = within(builder).getByRole('button', { name: 'Use the default' });
    reset.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(target).toHaveValue('180'));
    expect(within(builder).queryByRole('button', { name: 'Use the default' })).not.toBeInTheDocument();
  });
});
