import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PartyPoints, type PartyPointsProps } from './PartyPoints';
import { buildPartyDraft, moveIssue, setIssueImportance, type PartyDraft } from './points-draft';
import { dragWithKeyboard, layOutListItems, pickLevel } from './testing';

const user = userEvent.setup({ delay: null });
const { issues } = aLeaseDetail();

function renderParty(
  draft: PartyDraft = buildPartyDraft(issues, 11, [], []),
  points = new Map<number, number>(),
) {
  const props: PartyPointsProps = {
    partyName: 'You',
    issues,
    draft,
    points,
    onMoveIssue: vi.fn(),
    onIssueImportanceChange: vi.fn(),
    onMoveOption: vi.fn(),
    onOptionImportanceChange: vi.fn(),
    onSavePoints: vi.fn(),
  };
  renderWithProviders(<PartyPoints {...props} />);
  return props;
}

const handles = () =>
  screen.getAllByLabelText(/^Drag to reorder/).map((handle) => handle.getAttribute('aria-label'));

describe('PartyPoints', () => {
  it('shows the issues in the order added at importance 1 by default', () => {
    renderParty();
    expect(handles()).toEqual(['Drag to reorder Rent', 'Drag to reorder Term']);
    expect(screen.getByRole('combobox', { name: 'Importance of Rent' })).toBeInTheDocument();
    expect(screen.getAllByTitle('Less Important')).toHaveLength(2);
    // Rank 1 and rank 2 at importance 1: their best options would get 187 and 171.
    expect(screen.getByText('Up to 187 points')).toBeInTheDocument();
    expect(screen.getByText('Up to 171 points')).toBeInTheDocument();
  });

  it('expands an issue to its options, with suggestions from their ranks', async () => {
    renderParty(buildPartyDraft(issues, 11, [], []), new Map([[32, 200]]));
    const toggle = screen.getByLabelText('Options of Rent');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('High')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(handles()).toEqual([
      'Drag to reorder Rent',
      'Drag to reorder Rent: High',
      'Drag to reorder Rent: Low',
      'Drag to reorder Term',
    ]);
    const high = screen.getByLabelText('Drag to reorder Rent: High').closest('li')!;
    expect(within(high).getByText('Suggested: 151')).toBeInTheDocument();
    expect(within(high).getByLabelText('Points for Rent: High')).toHaveValue('');
    const low = screen.getByLabelText('Drag to reorder Rent: Low').closest('li')!;
    expect(within(low).getByText('Suggested: 147')).toBeInTheDocument();
    expect(within(low).getByLabelText('Points for Rent: Low')).toHaveValue('200');
  });

  it('shows the suggestions of the levels it is given', async () => {
    // Term first and Extremely Important: 12 months at Least Preferred, rank 1 gets 214.
    renderParty(setIssueImportance(moveIssue(buildPartyDraft(issues, 11, [], []), 22, 21), 22, 5));
    await user.click(screen.getByLabelText('Options of Term'));
    expect(handles()[0]).toBe('Drag to reorder Term');
    expect(screen.getByText('Up to 250 points')).toBeInTheDocument();
    expect(screen.getAllByText(/^Suggested:/).map((badge) => badge.textContent)).toEqual([
      'Suggested: 214',
      'Suggested: 210',
      'Suggested: 205',
    ]);
  });

  it('reports the levels picked and the points used, with their issue', async () => {
    const props = renderParty();
    await pickLevel(user, 'Importance of Term', 'Very Important');
    expect(props.onIssueImportanceChange).toHaveBeenCalledWith(22, 4);

    await user.click(screen.getByLabelText('Options of Term'));
    await pickLevel(user, 'Preference for Term: 24 months', 'Most Preferred');
    expect(props.onOptionImportanceChange).toHaveBeenCalledWith(22, 34, 5);

    // Term is rank 2, 24 months rank 2: 25 + 0.47 × 225 = 130.75 → 131.
    await user.click(screen.getByLabelText('Use suggested points for Term: 24 months'));
    expect(props.onSavePoints).toHaveBeenCalledWith(22, 34, 131);
  });

  it('moves an issue with the keyboard', async () => {
    layOutListItems();
    const props = renderParty();
    await dragWithKeyboard(userEvent.setup(), 'Drag to reorder Rent', 'ArrowDown');
    expect(props.onMoveIssue).toHaveBeenCalledWith(21, 22);
  });

  it('moves an option with the keyboard, within its issue', async () => {
    layOutListItems();
    const props = renderParty();
    await user.click(screen.getByLabelText('Options of Term'));
    await dragWithKeyboard(userEvent.setup(), 'Drag to reorder Term: 36 months', 'ArrowUp');
    expect(props.onMoveOption).toHaveBeenCalledWith(22, 35, 34);
    expect(props.onMoveIssue).not.toHaveBeenCalled();
  });
});
