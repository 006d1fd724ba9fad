import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { ScenarioSelection } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { StrategyTab } from './StrategyTab';
import { fullText } from '../../../testing/full-text';

// The lease fixture by hand (see strategy-model.spec.ts):
// Rent: you want Low, they want High, swings 160 / 160 → Contested (Final Negotiation).
// Term: only you care (swings 120 / 0), so both prefer 36 months → Win-Win (Value Creation).
// 2 × 3 = 6 scenarios; Your Best 200 + 120 = 320; Max Total Value 380; win-win 1 of 6 → 17%.

const ISSUES_HREF = '/cases/7?tab=issues';
const POINTS_HREF = '/cases/7?tab=points';

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search + location.hash}</output>;
}

function renderTab(detail = aLeaseDetail(), selection: ScenarioSelection | null = null) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <StrategyTab
              detail={detail}
              issuesTabHref={ISSUES_HREF}
              pointsTabHref={POINTS_HREF}
              explorerHref="?tab=overview#scenario-explorer"
              insights={<p>The insights slot</p>}
              selection={selection}
            />
            <Location />
          </>
        }
      />
    </Routes>,
    { route: '/cases/7?tab=strategy' },
  );
}

function listItems(name: string): string[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('StrategyTab', () => {
  it('asks to add issues first when there are none', async () => {
    renderTab(aLeaseDetail({ issues: [], scores: [] }));
    expect(screen.getByRole('heading', { name: 'Complete scoring setup first' })).toBeInTheDocument();
    expect(screen.queryByText('Tactical Playbook')).not.toBeInTheDocument();
    // The text names what is missing: the issues first.
    expect(
      screen.getByText(
        'Add at least one issue with its options, then set both parties’ points, to see your strategy.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /AI Insights/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Points' })).toHaveAttribute('href', POINTS_HREF);
    const addIssues = screen.getByRole('link', { name: 'Add Issues' });
    expect(addIssues).toHaveAttribute('href', ISSUES_HREF);
    await userEvent.click(addIssues);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(ISSUES_HREF);
  });

  it('asks to set points when the issues have no scores', async () => {
    renderTab(aLeaseDetail({ scores: [] }));
    expect(screen.getByRole('heading', { name: 'Complete scoring setup first' })).toBeInTheDocument();
    // With issues in, only the points are named as missing.
    expect(
      screen.getByText(
        'No points are set yet: set both parties’ points in Smart Points to see your strategy.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /AI Insights/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Issues' })).toHaveAttribute('href', ISSUES_HREF);
    const setPoints = screen.getByRole('link', { name: 'Set Points' });
    expect(setPoints).toHaveAttribute('href', POINTS_HREF);
    await userEvent.click(setPoints);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(POINTS_HREF);
  });

  it('shows the strategy once issues and points are set', async () => {
    renderTab();
    expect(screen.queryByText('Complete scoring setup first')).not.toBeInTheDocument();
    expect(listItems('Issue categories')).toEqual([
      'Your Advantage0',
      'Win-Win1',
      'Opponent Advantage0',
      'Contested1',
    ]);
    expect(listItems('Value Creation issues')).toEqual(['Term']);
    expect(listItems('Final Negotiation issues')).toEqual(['Rent']);
    expect(screen.getByRole('heading', { name: 'Actionable Issue Playbook' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Your swing on Rent: 160 points' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Their swing on Term: 0 points' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Key Strategic Principles' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Start Strong',
      'Create Value First',
      'Strategic Concessions',
      'Save Contested Issues',
      'Stay Flexible',
      'Document Everything',
    ]);
    // Value Creation Analysis arrives from its worker (in place in jsdom) a moment after the rest.
    expect(
      await screen.findByRole('heading', { name: 'Value Creation Analysis (6 scenarios)' }),
    ).toBeInTheDocument();
    expect(listItems('Value creation figures')).toEqual([
      'Win-Win Rate17%',
      'Your Best320',
      'Max Total Value380',
    ]);
    // The case screen puts the AI insights in this slot: under the category counts, above the playbook.
    const aiInsights = screen.getByText('The insights slot');
    expect(
      screen.getByRole('list', { name: 'Issue categories' }).compareDocumentPosition(aiInsights) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      aiInsights.compareDocumentPosition(screen.getByRole('heading', { name: 'Tactical Playbook' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('renders markup in issue and option names as text', async () => {
    const lease = aLeaseDetail();
    const [rent, term] = lease.issues as [(typeof lease.issues)[0], (typeof lease.issues)[0]];
    const options = rent.options.map((o) => (o.id === 32 ? { ...o, name: '<i>Low</i>' } : o));
    renderTab(aLeaseDetail({ issues: [{ ...rent, name: '<b>Rent</b>', options }, term] }));
    expect(screen.getByRole('meter', { name: 'Your swing on <b>Rent</b>: 160 points' })).toBeInTheDocument();
    expect(listItems('Final Negotiation issues')).toEqual(['<b>Rent</b>']);
    await screen.findByRole('list', { name: 'Scenario 1 options' });
    expect(listItems('Scenario 1 options')).toEqual(['<b>Rent</b>: <i>Low</i>', 'Term: 36 months']);
    expect(document.querySelector('b, i')).toBeNull();
  });

  it('follows the explorer’s selection, and shows the empty texts when it holds nothing', async () => {
    // Rent Low only (option 32): 3 scenarios; your best Low + 36 months = 320, max total 380.
    const { unmount } = renderTab(aLeaseDetail(), { options: [[32], null], exclude: false });
    expect(
      await screen.findByRole('heading', { name: 'Value Creation Analysis (3 scenarios)' }),
    ).toBeInTheDocument();
    expect(listItems('Value creation figures')).toEqual([
      'Win-Win Rate0%',
      'Your Best320',
      'Max Total Value380',
    ]);
    unmount();
    renderTab(aLeaseDetail(), { options: [[], null], exclude: false });
    expect(await screen.findByText('No scenarios available for AI analysis')).toBeInTheDocument();
    expect(screen.getByText(fullText('Select scenarios from the Hi-Plot chart above'))).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Value Creation Analysis (0 scenarios)' }),
    ).toBeInTheDocument();
    // The chart is on the Overview tab, not above: the SPEC's words stay, and a link opens it there.
    expect(screen.getByRole('button', { name: 'Hi-Plot' })).toHaveAccessibleDescription(
      /^Hi-Plot \(scenario explorer\): the chart on the Overview tab/,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Open the Hi-Plot chart (Overview tab)' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/cases/7?tab=overview#scenario-explorer',
    );
  });

  it('leaves the strategic analysis empty without an opponent party', () => {
    renderTab(
      aLeaseDetail({
        parties: [{ id: 11, name: 'You', type: 'user', reservationValue: null, alternative: '' }],
      }),
    );
    expect(listItems('Issue categories')).toEqual([
      'Your Advantage0',
      'Win-Win0',
      'Opponent Advantage0',
      'Contested0',
    ]);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(
      screen.getByText('The playbook needs both parties: your side and the opponent.'),
    ).toBeInTheDocument();
  });

  it('has the issue cards follow the package better for both once the decision support has worked it out', async () => {
    // A used car built with "Use all suggestions" (you buy): no trade of two issues helps both sides from the
    // compromise ($9,000, 3 months, no tyres, no service), but changing three issues does.
    const rows: Array<[string, Array<[string, number, number]>]> = [
      [
        'Price',
        [
          ['$8,000', 250, 70],
          ['$9,000', 151, 151],
          ['$10,000', 52, 232],
        ],
      ],
      [
        'Warranty',
        [
          ['None', 51, 201],
          ['3 months', 98, 123],
          ['12 months', 145, 46],
        ],
      ],
      [
        'Winter tyres',
        [
          ['No', 41, 44],
          ['Yes', 87, 36],
        ],
      ],
      [
        'Service before sale',
        [
          ['No', 56, 126],
          ['Yes', 98, 70],
        ],
      ],
    ];
    const car = aLeaseDetail({
      issues: rows.map(([name, options], i) => ({
        id: 100 + i,
        name,
        description: null,
        priority: 50,
        isAiSuggested: false,
        options: options.map(([option], k) => ({ id: 1000 + 10 * i + k, name: option, description: null })),
      })),
      scores: rows.flatMap(([, options], i) =>
        options.flatMap(([, you, them], k) => [
          { partyId: 11, issueId: 100 + i, optionId: 1000 + 10 * i + k, points: you },
          { partyId: 12, issueId: 100 + i, optionId: 1000 + 10 * i + k, points: them },
        ]),
      ),
    });
    renderTab(car);
    expect(listItems('Issue categories')).toEqual([
      'Your Advantage1',
      'Win-Win0',
      'Opponent Advantage1',
      'Contested2',
    ]);
    // Before the worker answers the Warranty card says to concede it; after, the package's move speaks for it.
    const warranty = await screen.findByRole('list', { name: 'Talking points for Warranty' });
    expect(
      await within(warranty).findByText(
        'The package better for both moves it from 3 months to None (−47 for you, +78 for them).',
      ),
    ).toBeInTheDocument();
    expect(warranty.textContent).not.toMatch(/concede it, but only/);
  });
});
