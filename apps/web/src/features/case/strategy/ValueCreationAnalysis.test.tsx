import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { scoredIssuesOf } from '@parley/contracts';
import { valueCreationOf, type ValueCreation } from './strategy-model';
import { ValueCreationAnalysis } from './ValueCreationAnalysis';
import { fullText } from '../../../testing/full-text';

function items(name: string): string[] {
  return within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('ValueCreationAnalysis', () => {
  it('shows the figures, the best win-win scenario and the top five', () => {
    // 6 scenarios; your best Low + 36 months = 200 + 120 = 320; max total 380; win-win 1/6 → 17%.
    // Averages you 160, opponent 140: only High + 36 months (160 / 220) reaches both → best win-win.
    renderWithProviders(<ValueCreationAnalysis value={valueCreationOf(scoredIssuesOf(aLeaseDetail()))} />);
    expect(
      screen.getByRole('heading', { name: 'Value Creation Analysis (6 scenarios)' }),
    ).toBeInTheDocument();
    expect(items('Value creation figures')).toEqual([
      'Win-Win Rate17%',
      'Your Best320',
      'Max Total Value380',
    ]);

    expect(screen.getByRole('heading', { name: 'Best Win-Win Scenario' })).toBeInTheDocument();
    expect(items('Best win-win scenario options')).toEqual(['Rent: High', 'Term: 36 months']);
    expect(items('Best win-win scenario totals')).toEqual(['You 160', 'Opponent 220', 'Total 380']);

    expect(screen.getByRole('heading', { name: 'Top 5 Value Creation Scenarios' })).toBeInTheDocument();
    const top = within(screen.getByRole('list', { name: 'Top value creation scenarios' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Top value creation scenarios');
    expect(top).toHaveLength(5);
    expect(items('Scenario 1 options')).toEqual(['Rent: Low', 'Term: 36 months']);
    expect(items('Scenario 1 totals')).toEqual(['You 320', 'Opponent 60', 'Total 380']);
    expect(items('Scenario 2 options')).toEqual(['Rent: High', 'Term: 36 months']);
    expect(items('Scenario 5 options')).toEqual(['Rent: High', 'Term: 12 months']);
    expect(items('Scenario 5 totals')).toEqual(['You 40', 'Opponent 220', 'Total 260']);
  });

  it('formats large scenario counts with thousands separators', () => {
    const value: ValueCreation = {
      scenarioCount: 1_679_616,
      winWinPercent: 23,
      userMax: 12_345,
      maxTotalValue: 20_000,
      bestWinWin: null,
      top: [],
    };
    renderWithProviders(<ValueCreationAnalysis value={value} />);
    expect(
      screen.getByRole('heading', { name: 'Value Creation Analysis (1,679,616 scenarios)' }),
    ).toBeInTheDocument();
    expect(items('Value creation figures')).toEqual([
      'Win-Win Rate23%',
      'Your Best12,345',
      'Max Total Value20,000',
    ]);
    expect(
      screen.getByText('No scenario gives both sides at least their average total.'),
    ).toBeInTheDocument();
  });

  it('explains that there is nothing to analyse when an issue has no options', () => {
    // Deposit has no options → 2 × 3 × 0 = 0 scenarios.
    const lease = aLeaseDetail();
    const detail = aLeaseDetail({
      issues: [
        ...lease.issues,
        { id: 23, name: 'Deposit', description: null, priority: 10, isAiSuggested: false, options: [] },
      ],
    });
    renderWithProviders(<ValueCreationAnalysis value={valueCreationOf(scoredIssuesOf(detail))} />);
    expect(
      screen.getByRole('heading', { name: 'Value Creation Analysis (0 scenarios)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No scenarios available for AI analysis')).toBeInTheDocument();
    expect(screen.getByText(fullText('Select scenarios from the Hi-Plot chart above'))).toBeInTheDocument();
    expect(screen.queryByText('Win-Win Rate')).not.toBeInTheDocument();
    expect(screen.queryByText('Top 5 Value Creation Scenarios')).not.toBeInTheDocument();
  });
});
