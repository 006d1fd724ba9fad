import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { buildAxes } from './axes';
import { FilterPanel } from './FilterPanel';
import { leaseIssues } from './testing/cases';

const { axes, max } = buildAxes(leaseIssues()); // Rent/Term × U/O, 0 … 230

describe('FilterPanel', () => {
  it('offers a labelled min/max pair per axis showing the constraints', () => {
    renderWithProviders(
      <FilterPanel
        axes={axes}
        max={max}
        constraints={[{ issueIndex: 1, party: 'opponent', min: 5, max: 50 }]}
        onChange={() => undefined}
      />,
    );
    const panel = screen.getByRole('group', { name: 'Filter panel' });
    expect(within(panel).getAllByRole('spinbutton')).toHaveLength(8);
    expect(screen.getByRole('spinbutton', { name: 'Term O.Pts minimum' })).toHaveValue('5');
    expect(screen.getByRole('spinbutton', { name: 'Term O.Pts maximum' })).toHaveValue('50');
    expect(screen.getByRole('spinbutton', { name: 'Rent U.Pts minimum' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Rent U.Pts maximum' })).toHaveAttribute(
      'placeholder',
      '230',
    );
  });

  it('edits the same constraints: setting, then clearing an end', () => {
    const onChange = vi.fn();
    const existing = { issueIndex: 1, party: 'opponent' as const, min: 5, max: 50 };
    renderWithProviders(<FilterPanel axes={axes} max={max} constraints={[existing]} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Rent U.Pts minimum' }), {
      target: { value: '100' },
    });
    // The other end opens to the axis maximum; the existing range stays.
    expect(onChange).toHaveBeenLastCalledWith([
      { issueIndex: 0, party: 'user', min: 100, max: 230 },
      existing,
    ]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Term O.Pts maximum' }), {
      target: { value: '' },
    });
    expect(onChange).toHaveBeenLastCalledWith([{ ...existing, max: 230 }]);
  });
});
