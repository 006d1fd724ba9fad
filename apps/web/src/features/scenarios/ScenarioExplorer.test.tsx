import type { CaseDetailResponse } from '@parley/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { aLeaseDetail } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ScenarioExplorer } from './ScenarioExplorer';

// The lease fixture: Rent High (you 40, opp 220) / Low (200, 60); Term 12 / 24 / 36 months, only 36 scored
// (you 120). 6 scenarios; chart axes Rent and Term, each 0 … 230 (220 + 10); filter fields and table columns
// Rent U.Pts, Rent O.Pts, Term U.Pts, Term O.Pts.

// Plain selectors here: role queries over the whole explorer are slow in jsdom, and these run in loops.
function counter(): HTMLElement {
  const status = document.querySelector<HTMLElement>('[role="status"]');
  if (!status) throw new Error('no counter');
  return status;
}

function bodyRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('table tbody tr:not([aria-hidden])'));
}

function cellTexts(row: HTMLElement): string[] {
  return Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '');
}

async function openFilterPanel() {
  fireEvent.click(screen.getByRole('button', { name: /Filter panel/ }));
  return screen.getByRole('group', { name: 'Filter panel' });
}

/** 12 issues × 10 options, you 10k / opponent 90 − 10k points on option k: 10^12 scenarios. */
function aHugeDetail(): CaseDetailResponse {
  const issues = Array.from({ length: 12 }, (_, i) => ({
    id: 100 + i,
    name: `I${i + 1}-cost`,
    description: null,
    priority: 50,
    isAiSuggested: false,
    options: Array.from({ length: 10 }, (_, k) => ({
      id: 1000 + 10 * i + k,
      name: `O${k}`,
      description: null,
    })),
  }));
  const scores = issues.flatMap((issue) =>
    issue.options.flatMap((option, k) => [
      { partyId: 11, issueId: issue.id, optionId: option.id, points: 10 * k },
      { partyId: 12, issueId: issue.id, optionId: option.id, points: 90 - 10 * k },
    ]),
  );
  return aLeaseDetail({ issues, scores });
}

// antd's first renders in jsdom are slow on a busy machine; the assertions, not the clock, are the test.
describe('ScenarioExplorer', { timeout: 20_000 }, () => {
  it('names what is missing before it can draw: a party only when absent, else the issue', () => {
    const { unmount } = renderWithProviders(
      <ScenarioExplorer
        detail={aLeaseDetail({
          parties: [{ id: 11, name: 'You', type: 'user', reservationValue: null, alternative: '' }],
        })}
      />,
    );
    expect(screen.getByText('Add the opponent to explore scenarios.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail({ issues: [] })} issuesHref="?tab=issues" />);
    // Both parties exist: the text names the one thing missing, with the way to add it.
    expect(
      screen.getByText('Add at least one issue with its options to explore scenarios.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Issues' })).toHaveAttribute('href', '/?tab=issues');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the counts, the chart, the filter count and the top scenarios', async () => {
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Scenario Explorer' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('Total: 6 · Selected: 6');
    expect(screen.getByText('0 Filters')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /Parallel coordinates chart of 6 scenarios, one axis per issue/ }),
    ).toBeInstanceOf(HTMLCanvasElement);
    expect(screen.getByRole('list', { name: 'Chart legend' })).toHaveTextContent(/Nash point/);
    // No selection yet: no Restore / Keep / Exclude.
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exclude' })).not.toBeInTheDocument();
    // Default Show 5: the best five by total, Low + 36 months first (320 + 60 = 380), named by its options.
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(cellTexts(bodyRows()[0]!)).toEqual([
      '1',
      'Low 200',
      'Low 60',
      '36 months 120',
      '36 months 0',
      '320',
      '60',
      '380',
    ]);
  });

  it('filters from the panel, counts exactly, inverts with Exclude and clears with Restore', async () => {
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
    const panel = await openFilterPanel();
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Term U.Pts minimum' }), {
      target: { value: '100' },
    });
    // Term U.Pts 100 … 230: only 36 months (120) → 2 rents × 1 = 2 scenarios.
    expect(screen.getByText('1 Filter')).toBeInTheDocument();
    await waitFor(() => expect(counter()).toHaveTextContent('Total: 6 · Selected: 2'));
    expect(within(panel).getByRole('spinbutton', { name: 'Term U.Pts maximum' })).toHaveValue('230');
    // The selected scenarios best first: both total 380, Low + 36 (you 320) before High + 36 (you 160).
    await waitFor(() => expect(bodyRows().map((r) => cellTexts(r)[6])).toEqual(['60', '220']));

    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Rent U.Pts minimum' }), {
      target: { value: '100' },
    });
    // And Rent U.Pts ≥ 100 (Low only): Low + 36 months → 1.
    expect(screen.getByText('2 Filters')).toBeInTheDocument();
    await waitFor(() => expect(counter()).toHaveTextContent('Total: 6 · Selected: 1'));

    fireEvent.click(screen.getByRole('button', { name: 'Exclude' }));
    // Inverted: 6 − 1 = 5, best first: High + 36 (380) leads.
    await waitFor(() => expect(counter()).toHaveTextContent('Total: 6 · Selected: 5'));
    await waitFor(() => expect(cellTexts(bodyRows()[0]!)[1]).toBe('High 40'));
    expect(bodyRows()).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(await screen.findByText('Kept 5 scenarios as your working set.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByText('0 Filters')).toBeInTheDocument();
    await waitFor(() => expect(counter()).toHaveTextContent('Total: 6 · Selected: 6'));
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('spinbutton', { name: 'Term U.Pts minimum' })).toHaveValue('');
  });

  it('recomputes only 50 ms after the last change', async () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
      fireEvent.click(screen.getByRole('button', { name: /Filter panel/ }));
      const input = screen.getByRole('spinbutton', { name: 'Rent U.Pts minimum' });
      fireEvent.change(input, { target: { value: '100' } });
      expect(screen.getByText('1 Filter')).toBeInTheDocument(); // the constraint itself is immediate
      await act(() => vi.advanceTimersByTimeAsync(40));
      expect(counter()).toHaveTextContent('Selected: 6'); // not recomputed yet
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(counter()).toHaveTextContent('Selected: 3'); // Rent U.Pts ≥ 100 → Low × 3 terms
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a released brush, Enter in the panel and Restore at once, without the typing delay', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1040);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      null as unknown as ReturnType<HTMLCanvasElement['getContext']>,
    );
    vi.useFakeTimers();
    try {
      renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
      await act(() => vi.advanceTimersByTimeAsync(0));
      const canvas = screen.getByRole('img', { name: /Parallel coordinates chart/ });
      fireEvent.pointerDown(canvas, { clientX: 24, clientY: 64, pointerId: 1 });
      fireEvent.pointerMove(canvas, { clientX: 24, clientY: 300, pointerId: 1 });
      fireEvent.pointerUp(canvas, { clientX: 24, clientY: 300, pointerId: 1 });
      // No timer has run: only the answer's promise.
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(counter()).toHaveTextContent('Total: 6 · Selected: 3');

      fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(counter()).toHaveTextContent('Total: 6 · Selected: 6');

      fireEvent.click(screen.getByRole('button', { name: /Filter panel/ }));
      const input = screen.getByRole('spinbutton', { name: 'Rent U.Pts minimum' });
      fireEvent.change(input, { target: { value: '100' } });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(counter()).toHaveTextContent('Selected: 6'); // typing waits for the delay…
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(counter()).toHaveTextContent('Selected: 3'); // …Enter does not
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by brushing an issue axis on the chart and clears the brush by a click beside it', async () => {
    // jsdom lays nothing out: give the chart 1040 px, i.e. the Rent axis at x 24 and Term at 916, and the plot
    // from y 64 (230 points) to y 480 (0 points).
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1040);
    // …and no 2D context, as in jsdom, but without its "not implemented" console noise: nothing is drawn.
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue(null as unknown as ReturnType<HTMLCanvasElement['getContext']>);
    const onSelectionChange = vi.fn();
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} onSelectionChange={onSelectionChange} />);
    const canvas = screen.getByRole('img', { name: /Parallel coordinates chart/ });
    // Your points place the options. Drag on Rent from the top to y 300: (480 − 300) × 230 / 416 = 99.5 → 100
    // … 230 → Low only.
    fireEvent.pointerDown(canvas, { clientX: 24, clientY: 64, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 24, clientY: 300, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 24, clientY: 300, pointerId: 1 });
    expect(getContext).toHaveBeenCalled(); // it tried to draw, and tolerated the missing context
    expect(screen.getByText('1 Filter')).toBeInTheDocument();
    await waitFor(() => expect(counter()).toHaveTextContent('Total: 6 · Selected: 3'));
    // The selection reaches whoever composes the screen: Rent Low (32), every Term.
    await waitFor(() =>
      expect(onSelectionChange).toHaveBeenLastCalledWith({ options: [[32], [33, 34, 35]], exclude: false }),
    );
    const panel = await openFilterPanel();
    expect(within(panel).getByRole('spinbutton', { name: 'Rent U.Pts minimum' })).toHaveValue('100');

    // A click on the axis below the brush clears it.
    fireEvent.pointerDown(canvas, { clientX: 25, clientY: 450, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 25, clientY: 450, pointerId: 1 });
    expect(screen.getByText('0 Filters')).toBeInTheDocument();
    await waitFor(() => expect(counter()).toHaveTextContent('Selected: 6'));
    await waitFor(() => expect(onSelectionChange).toHaveBeenLastCalledWith(null));
  });

  it('places the options by the opponent’s points after the switch, and brushes those', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1040);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      null as unknown as ReturnType<HTMLCanvasElement['getContext']>,
    );
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Opponent' }));
    const canvas = screen.getByRole('img', { name: /options placed by the opponent's points/ });
    // The same drag now reads the opponent's points: 100 … 230 on Rent → High (220) only.
    fireEvent.pointerDown(canvas, { clientX: 24, clientY: 64, pointerId: 1 });
    fireEvent.pointerMove(canvas, { clientX: 24, clientY: 300, pointerId: 1 });
    fireEvent.pointerUp(canvas, { clientX: 24, clientY: 300, pointerId: 1 });
    await waitFor(() => expect(counter()).toHaveTextContent('Total: 6 · Selected: 3'));
    const panel = await openFilterPanel();
    expect(within(panel).getByRole('spinbutton', { name: 'Rent O.Pts minimum' })).toHaveValue('100');
  });

  it('names a highlighted line and its totals when the keyboard walks the lines', async () => {
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
    const canvas = screen.getByRole('img', { name: /Parallel coordinates chart/ });
    const readout = screen.getByTestId('line-readout');
    expect(readout).toHaveTextContent(/Point at a highlighted line/);
    // The lines: the frontier first (Low + 36 months, then High + 36 months), then the top matches, then Nash.
    await waitFor(() => {
      fireEvent.keyDown(canvas, { key: 'ArrowDown' });
      expect(readout).toHaveTextContent('Pareto-efficient');
    });
    expect(readout).toHaveTextContent(
      'Pareto-efficient — You 320 · Opponent 60 · Total 380. Rent: Low (you 200 · opp 60); Term: 36 months (you 120 · opp 0)',
    );
    fireEvent.keyDown(canvas, { key: 'ArrowUp' });
    expect(readout).toHaveTextContent(/^Nash point — /);
    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(readout).toHaveTextContent(/Point at a highlighted line/);
  });

  it('shows more rows with the Show select', async () => {
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await userEvent.click(screen.getByRole('combobox', { name: 'Show' }));
    await userEvent.click(await screen.findByTitle('All'));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(screen.getByText(/all 6/)).toBeInTheDocument();
  });

  it('downloads the shown scenarios as JSON', async () => {
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:scenarios';
    });
    // jsdom has no object URLs: stub them for this test only (the files share one jsdom).
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: /JSON/ }));
    expect(click).toHaveBeenCalledTimes(1);
    const data = JSON.parse(await saved!.text());
    expect(data).toMatchObject({ case: 'Lease renewal', kind: 'top', totalScenarios: 6, exported: 5 });
    expect(data.scenarios[0].options).toEqual([
      { issue: 'Rent', option: 'Low', user: 200, opponent: 60 },
      { issue: 'Term', option: '36 months', user: 120, opponent: 0 },
    ]);
  });

  it('explains the chart as it is drawn, naming only controls that exist', async () => {
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('How to explore scenarios')).toBeInTheDocument();
    const help = dialog.textContent ?? '';
    // One axis per issue, as the chart says of itself; not the two axes per issue nor the sample of before.
    expect(help).toContain('Each issue is one vertical axis');
    expect(screen.getByRole('img', { name: /one axis per issue/ })).toBeInTheDocument();
    expect(help).not.toMatch(/two axes|sample/);
    // The switch it names is there, with both of its choices.
    expect(help).toContain('Points of: You / Opponent');
    const switchLabel = screen.getByText('Points of:');
    const switchGroup = switchLabel.parentElement!;
    expect(within(switchGroup).getByText('You')).toBeInTheDocument();
    expect(within(switchGroup).getByText('Opponent')).toBeInTheDocument();
    // The bands and lines it describes are the legend's.
    const legend = screen.getByRole('list', { name: 'Chart legend' });
    for (const words of ['width: how many', 'Top matches', 'Pareto-efficient', 'Nash point'])
      expect(legend).toHaveTextContent(words);
    expect(help).toMatch(/10 top matches by total, up to 60 Pareto-efficient scenarios/);
    // Every control it names in bold exists: the panel and the download now, the selection buttons once a
    // filter is set.
    const named = Array.from(dialog.querySelectorAll('strong'), (node) => node.textContent);
    expect(named).toEqual([
      'Points of: You / Opponent',
      'Bands:',
      'Lines:',
      'Brushing:',
      'Filter panel:',
      'Restore',
      'Keep',
      'Exclude',
      'Table:',
      'JSON',
    ]);
    expect(within(dialog).getByRole('link', { name: /Every concept in plain words/ })).toHaveAttribute(
      'href',
      '/how-it-works#concepts',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: /JSON/ })).toBeInTheDocument();
    const panel = await openFilterPanel();
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Rent U.Pts minimum' }), {
      target: { value: '100' },
    });
    for (const name of ['Restore', 'Keep', 'Exclude'])
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    // The table's headers keep the SPEC's names and say the full name and whose points.
    const header = screen.getByRole('columnheader', { name: 'Rent U.Pts' });
    expect(within(header).getByRole('button', { name: 'Rent U.Pts' })).toHaveAccessibleDescription(
      'Rent: your points',
    );
    expect(
      within(screen.getByRole('columnheader', { name: 'Term O.Pts' })).getByRole('button'),
    ).toHaveAccessibleDescription('Term: their points');
  });

  it('comes into focus when the address asks for it (the Strategy tab links to it), with its selection', () => {
    renderWithProviders(<ScenarioExplorer detail={aLeaseDetail()} />, {
      route: '/cases/1#scenario-explorer',
    });
    const card = document.getElementById('scenario-explorer');
    expect(card).toHaveFocus();
    expect(card).toContainElement(counter());
  });

  it('says above the chart when it can say little: one scenario, or a side without points', () => {
    const lease = aLeaseDetail();
    renderWithProviders(
      <ScenarioExplorer
        detail={aLeaseDetail({ scores: lease.scores.filter((score) => score.partyId !== 12) })}
      />,
    );
    expect(screen.getByTestId('explorer-notes')).toHaveTextContent(
      'The opponent has no points yet, so their options sit at 0: set points in Smart Points to place the options.',
    );
  });

  it('renders user text as text', () => {
    const lease = aLeaseDetail();
    const detail = aLeaseDetail({
      issues: [{ ...lease.issues[0]!, name: '<img src=x onerror=alert(1)>' }, lease.issues[1]!],
    });
    const { container } = renderWithProviders(<ScenarioExplorer detail={detail} />);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getAllByText('<img s U.Pts').length).toBeGreaterThan(0);
  });

  it('handles 10^12 scenarios: exact counts, density and paging without listing', async () => {
    renderWithProviders(<ScenarioExplorer detail={aHugeDetail()} />);
    expect(counter()).toHaveTextContent('Total: 1,000,000,000,000 · Selected: 1,000,000,000,000');
    const panel = await openFilterPanel();
    // Issue 1 you ≥ 50 → options 5–9: 5 × 10^11.
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'I1-cos U.Pts minimum' }), {
      target: { value: '50' },
    });
    // Without a Worker (jsdom) the 12 × 10 frontier is computed in place: give it time on a busy machine.
    await waitFor(() => expect(counter()).toHaveTextContent('Selected: 500,000,000,000'), {
      timeout: 15_000,
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(5), { timeout: 15_000 });
  });
});
