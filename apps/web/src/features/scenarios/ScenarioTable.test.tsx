import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { buildAxes } from './axes';
import { ScenarioTable } from './ScenarioTable';
import { tableScenarios, toRows } from './table-rows';
import { ladderCase, leaseIssues } from './testing/cases';

const lease = leaseIssues();
const { axes } = buildAxes(lease);
const rows = toRows(lease, tableScenarios(lease, { ranges: [], excluded: false }, 5));

describe('ScenarioTable', () => {
  it('has #, two columns per issue and the three totals, with full names as titles', () => {
    renderWithProviders(
      <ScenarioTable
        axes={axes}
        rows={rows}
        show={5}
        onShowChange={() => undefined}
        kind="top"
        available={6}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      '#',
      'Rent U.Pts',
      'Rent O.Pts',
      'Term U.Pts',
      'Term O.Pts',
      'You total',
      'Opponent total',
      'Total',
    ]);
    // Row 1 is Low + 36 months; its Term cells name the option in full.
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByTitle('Term: 36 months')).toHaveLength(2);
    expect(within(firstRow).getAllByTitle('Rent: Low')[0]).toHaveTextContent('200');
  });

  it('offers 5, 10, 25, 50 and All in the Show select, 5 selected', async () => {
    const onShowChange = vi.fn();
    renderWithProviders(
      <ScenarioTable axes={axes} rows={rows} show={5} onShowChange={onShowChange} kind="top" available={6} />,
    );
    const select = screen.getByRole('combobox', { name: 'Show' });
    expect(select.closest('.ant-select')).toHaveTextContent('5');
    await userEvent.click(select);
    await screen.findAllByRole('option');
    // The drop-down's visible items (the role="option" list is only the accessible window around the active one).
    const items = Array.from(document.querySelectorAll('.ant-select-item-option'), (o) => o.textContent);
    expect(items).toEqual(['5', '10', '25', '50', 'All']);
    await userEvent.click(document.querySelector('.ant-select-item-option[title="25"]')!);
    expect(onShowChange).toHaveBeenCalledWith(25, expect.anything());
  });

  it('pages a long All list and says when it is capped', () => {
    const issues = ladderCase(3, 10); // 1,000 scenarios
    const many = toRows(issues, tableScenarios(issues, { ranges: [], excluded: false }, 120));
    renderWithProviders(
      <ScenarioTable
        axes={buildAxes(issues).axes}
        rows={many}
        show="all"
        onShowChange={() => undefined}
        kind="top"
        available={20_000}
      />,
    );
    // 50 per page: the first page has 50 rows of 120.
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('listitem', { name: '3' })).toBeInTheDocument();
    expect(screen.getByText(/listing the first 10,000 of 20,000/)).toBeInTheDocument();
  });
});
