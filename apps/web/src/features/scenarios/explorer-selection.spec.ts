import { describe, expect, it } from 'vitest';
import type { Constraints } from './constraints';
import { explorerView } from './explorer-model';
import {
  explorerSelection,
  handedSelection,
  INITIAL_SELECTION,
  selectionQuery,
  type ExplorerSelection,
  type ExplorerSelectionAction,
} from './explorer-selection';
import { idsOf, leaseIssues } from './testing/cases';

// The lease (testing/cases): Rent High (you 40) / Low (200); Term 12, 24 (you 0) / 36 months (you 120).
// Its 6 scenarios: High+12, High+24, High+36, Low+12, Low+24, Low+36.
const issues = leaseIssues();

function after(...actions: ExplorerSelectionAction[]): ExplorerSelection {
  return actions.reduce(explorerSelection, INITIAL_SELECTION);
}

/** What the explorer shows for a selection, every range applied (no typing delay). */
function viewOf(state: ExplorerSelection) {
  return explorerView(issues, selectionQuery(state, state.ranges, 'user'));
}

const lowRent = { type: 'brushed', issueIndex: 0, party: 'user', range: { min: 100, max: 250 } } as const;
const longTerm = { type: 'brushed', issueIndex: 1, party: 'user', range: { min: 100, max: 130 } } as const;

describe('scenario selection (SPEC §4)', () => {
  it('starts with no filter: every scenario, the top list, nothing handed to Strategy', () => {
    const view = viewOf(INITIAL_SELECTION);
    expect(view).toMatchObject({ total: 6, selected: 6, active: false });
    expect(handedSelection(issues, selectionQuery(INITIAL_SELECTION, [], 'user'))).toBeNull();
  });

  it('selecting on the chart stores the chosen scenarios', () => {
    const state = after(lowRent);
    expect(state.ranges).toEqual([{ issueIndex: 0, party: 'user', min: 100, max: 250 }]);
    const view = viewOf(state);
    expect(view).toMatchObject({ selected: 3, active: true });
    // The three with the low rent (you 200), and only those.
    const low = String(issues[0]!.options[1]!.id);
    expect(idsOf(view.page).map((ids) => ids.split(',')[0])).toEqual([low, low, low]);
    expect(handedSelection(issues, selectionQuery(state, state.ranges, 'user'))).not.toBeNull();
  });

  it('deselecting clears the chosen scenarios and restores the top list', () => {
    const state = after(lowRent, { ...lowRent, range: null });
    expect(state.ranges).toEqual([]);
    expect(viewOf(state)).toEqual(viewOf(INITIAL_SELECTION));
    expect(handedSelection(issues, selectionQuery(state, state.ranges, 'user'))).toBeNull();
  });

  it('Restore clears the filters', () => {
    const state = after(lowRent, longTerm, { type: 'restored' });
    expect(state.ranges).toEqual([]);
    expect(viewOf(state)).toMatchObject({ selected: 6, active: false });
  });

  it('Restore clears Exclude', () => {
    const excluded = after(lowRent, { type: 'excludeToggled' });
    expect(excluded.excluded).toBe(true);
    const restored = explorerSelection(excluded, { type: 'restored' });
    expect(restored.excluded).toBe(false);
    // A new range after Restore selects, it does not exclude.
    const again = explorerSelection(restored, lowRent);
    expect(selectionQuery(again, again.ranges, 'user').exclude).toBe(false);
    expect(viewOf(again).selected).toBe(3);
  });

  it('removing the last range by hand clears Exclude too', () => {
    const state = after(lowRent, { type: 'excludeToggled' }, { type: 'rangesChanged', ranges: [] });
    expect(state.excluded).toBe(false);
  });

  it('Exclude inverts the selection, and pressing it again restores it', () => {
    const excluded = after(lowRent, { type: 'excludeToggled' });
    const view = viewOf(excluded);
    // 6 scenarios − 3 with the low rent = 3, the high-rent ones.
    expect(view).toMatchObject({ selected: 3, active: true });
    expect(idsOf(view.page).every((ids) => ids.startsWith(String(issues[0]!.options[0]!.id)))).toBe(true);
    expect(viewOf(explorerSelection(excluded, { type: 'excludeToggled' }))).toEqual(viewOf(after(lowRent)));
  });

  it('Exclude inverts nothing while no range applies', () => {
    const state = after({ type: 'excludeToggled' });
    expect(selectionQuery(state, [], 'user').exclude).toBe(false);
    expect(viewOf(state)).toEqual(viewOf(INITIAL_SELECTION));
  });

  it('Keep only confirms: the selection stays exactly as it is', () => {
    const state = after(lowRent, { type: 'excludeToggled' }, { type: 'pageChanged', page: 2 });
    expect(explorerSelection(state, { type: 'kept' })).toBe(state);
  });
});

describe('chart filtering (SPEC §4)', () => {
  it('re-filters against every active range together: a scenario must satisfy each', () => {
    const both = after(lowRent, longTerm);
    expect(both.ranges).toHaveLength(2);
    // Low rent (3 scenarios) and 36 months (2 scenarios): only Low+36.
    const view = viewOf(both);
    expect(view.selected).toBe(1);
    expect(idsOf(view.page)).toEqual([`${issues[0]!.options[1]!.id},${issues[1]!.options[2]!.id}`]);
  });

  it('includes both ends of a range', () => {
    // Exactly on the low rent's 200 and the 36 months' 120.
    const state = after(
      { ...lowRent, range: { min: 200, max: 200 } },
      { ...longTerm, range: { min: 120, max: 120 } },
    );
    expect(viewOf(state).selected).toBe(1);
  });

  it('a second brush on the same axis replaces the first', () => {
    const state = after(lowRent, { ...lowRent, range: { min: 0, max: 50 } });
    expect(state.ranges).toEqual([{ issueIndex: 0, party: 'user', min: 0, max: 50 }]);
    expect(viewOf(state).selected).toBe(3);
  });

  it('with no matches nothing is selected', () => {
    const state = after({ ...lowRent, range: { min: 201, max: 210 } });
    expect(viewOf(state)).toMatchObject({ selected: 0, active: true, page: [] });
  });

  it('ranges typed in the filter panel apply only once they are applied (the typing delay)', () => {
    const ranges: Constraints = [{ issueIndex: 0, party: 'user', min: 100, max: 250 }];
    const state = after({ type: 'rangesChanged', ranges }, { type: 'excludeToggled' });
    expect(selectionQuery(state, [], 'user')).toMatchObject({ ranges: [], exclude: false });
    expect(selectionQuery(state, ranges, 'user')).toMatchObject({ ranges, exclude: true });
  });
});

describe("the table's page", () => {
  it('starts at the first page and the default five rows', () => {
    expect(selectionQuery(INITIAL_SELECTION, [], 'user')).toMatchObject({ offset: 0, limit: 5 });
  });

  it('turns pages of All fifty rows at a time, and a page change keeps the filters', () => {
    const state = after(lowRent, { type: 'showChanged', show: 'all' }, { type: 'pageChanged', page: 3 });
    expect(state.ranges).toHaveLength(1);
    expect(selectionQuery(state, state.ranges, 'user')).toMatchObject({ offset: 100, limit: 50 });
  });

  it.each<[string, ExplorerSelectionAction]>([
    ['a brush', longTerm],
    ['the filter panel', { type: 'rangesChanged', ranges: [] }],
    ['Restore', { type: 'restored' }],
    ['Exclude', { type: 'excludeToggled' }],
    ['another table size', { type: 'showChanged', show: 10 }],
  ])('goes back to the first page on %s', (_, action) => {
    const state = after(lowRent, { type: 'showChanged', show: 'all' }, { type: 'pageChanged', page: 3 });
    expect(explorerSelection(state, action).page).toBe(1);
  });
});
