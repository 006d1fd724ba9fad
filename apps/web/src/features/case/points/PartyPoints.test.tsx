import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { PartyPoints, type PartyPointsProps } from './PartyPoints';
import {
  buildPartyDraft,
  moveIssue,
  moveOption,
  setIssueImportance,
  setOptionImportance,
  type PartyDraft,
} from './points-draft';
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
    // Rank 1 and rank 2 at importance 1 weigh 20 − 10 + 10 = 20 and 20 − 10 + 8 = 18: their best options
    // would get 25 + 0.2 × 225 = 70 and 25 + 0.18 × 225 = 65.5 → 66.
    // No option has points yet: the suggestion is what the header can tell.
    expect(screen.getByText('Suggested: up to 70 points')).toBeInTheDocument();
    expect(screen.getByText('Suggested: up to 66 points')).toBeInTheDocument();
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
    // Weight 20, Least Preferred at rank 1 (value 20) and 2 (value 16): 25 + 0.2 × 0.2 × 225 = 34, and 32.2 → 32.
    expect(within(high).getByText('Suggested: 34')).toBeInTheDocument();
    expect(within(high).getByLabelText('Points for Rent: High')).toHaveValue('');
    const low = screen.getByLabelText('Drag to reorder Rent: Low').closest('li')!;
    expect(within(low).getByText('Suggested: 32')).toBeInTheDocument();
    expect(within(low).getByLabelText('Points for Rent: Low')).toHaveValue('200');
  });

  it('shows the suggestions of the levels it is given', async () => {
    // Term first and Extremely Important (weight 100); its options Least Preferred at ranks 1–3 are worth
    // 20, 16 and 12: 25 + 0.2 × 225 = 70, 25 + 0.16 × 225 = 61, 25 + 0.12 × 225 = 52.
    renderParty(setIssueImportance(moveIssue(buildPartyDraft(issues, 11, [], []), 22, 21), 22, 5));
    await user.click(screen.getByLabelText('Options of Term'));
    expect(handles()[0]).toBe('Drag to reorder Term');
    expect(screen.getByText('Suggested: up to 250 points')).toBeInTheDocument();
    expect(screen.getAllByText(/^Suggested: \d/).map((badge) => badge.textContent)).toEqual([
      'Suggested: 70',
      'Suggested: 61',
      'Suggested: 52',
    ]);
  });

  it('reports the levels picked and the points used, with their issue', async () => {
    const props = renderParty();
    await pickLevel(user, 'Importance of Term', 'Very Important');
    expect(props.onIssueImportanceChange).toHaveBeenCalledWith(22, 4);

    await user.click(screen.getByLabelText('Options of Term'));
    await pickLevel(user, 'Preference for Term: 24 months', 'Most Preferred');
    expect(props.onOptionImportanceChange).toHaveBeenCalledWith(22, 34, 5);

    // The draft given is unchanged: Term rank 2 (weight 18), 24 months Least Preferred rank 2 (value 16):
    // 25 + 0.18 × 0.16 × 225 = 31.48 → 31.
    await user.click(screen.getByLabelText('Use suggested points for Term: 24 months'));
    expect(props.onSavePoints).toHaveBeenCalledWith(22, 34, 31);
  });

  it('says beside an issue and an option that a drag ranked them above ones rated higher', async () => {
    let draft = setIssueImportance(buildPartyDraft(issues, 11, [], []), 22, 5);
    draft = setOptionImportance(draft, 22, 35, 4);
    // Dragged against the levels: Rent (Less Important) above Term; 12 months above 36 months.
    draft = moveOption(moveIssue(draft, 21, 22), 22, 33, 35);
    renderParty(draft);
    const rent = screen.getByLabelText('Drag to reorder Rent').closest('li')!;
    expect(within(rent).getByText('Ranked above Term, which you rated more important')).toBeInTheDocument();
    expect(screen.getAllByText(/^Ranked above/)).toHaveLength(1);

    await user.click(screen.getByLabelText('Options of Term'));
    const twelve = screen.getByLabelText('Drag to reorder Term: 12 months').closest('li')!;
    expect(within(twelve).getByText('Ranked above 36 months, which you prefer more')).toBeInTheDocument();
    expect(screen.getAllByText(/^Ranked above/)).toHaveLength(2);
  });

  it('shows no conflict while the order follows the levels', async () => {
    renderParty(
      setOptionImportance(setIssueImportance(buildPartyDraft(issues, 11, [], []), 22, 5), 22, 35, 4),
    );
    await user.click(screen.getByLabelText('Options of Term'));
    expect(handles()).toEqual([
      'Drag to reorder Term',
      'Drag to reorder Term: 36 months',
      'Drag to reorder Term: 12 months',
      'Drag to reorder Term: 24 months',
      'Drag to reorder Rent',
    ]);
    expect(screen.queryByText(/^Ranked above/)).not.toBeInTheDocument();
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
