import { selectionFromRanges, type Party, type ScenarioSelection, type ScoredIssue } from '@parley/scoring';
import { withoutRange, withRange, type Constraints } from './constraints';
import type { ExplorerQuery } from './explorer-model';
import type { ValueRange } from './geometry';
import { DEFAULT_SHOW, tableWindow, type ShowChoice } from './table-rows';

/**
 * What a person has chosen in the scenario explorer: the ranges on the axes, Exclude, and the table's size and
 * page. The SPEC's rules of scenario selection and chart filtering (docs/product.md, "The scenario explorer")
 * live here, in one reducer, and the explorer only renders its state.
 */
export interface ExplorerSelection {
  /** At most one range per axis (a party's points on an issue), in axis order. */
  ranges: Constraints;
  /** Exclude pressed: the selection is inverted, while ranges exist. */
  excluded: boolean;
  show: ShowChoice;
  page: number;
}

export type ExplorerSelectionAction =
  /** A brush released on an axis (null: the brush was cleared). */
  | { type: 'brushed'; issueIndex: number; party: Party; range: ValueRange | null }
  /** The filter panel's ranges. */
  | { type: 'rangesChanged'; ranges: Constraints }
  | { type: 'restored' }
  | { type: 'kept' }
  | { type: 'excludeToggled' }
  | { type: 'showChanged'; show: ShowChoice }
  | { type: 'pageChanged'; page: number };

export const INITIAL_SELECTION: ExplorerSelection = {
  ranges: [],
  excluded: false,
  show: DEFAULT_SHOW,
  page: 1,
};

/** New ranges start the table again at its first page; without any range, Exclude has nothing to invert. */
function withRanges(state: ExplorerSelection, ranges: Constraints): ExplorerSelection {
  return { ...state, ranges, page: 1, excluded: ranges.length === 0 ? false : state.excluded };
}

export function explorerSelection(
  state: ExplorerSelection,
  action: ExplorerSelectionAction,
): ExplorerSelection {
  switch (action.type) {
    case 'brushed': {
      const { issueIndex, party, range } = action;
      return withRanges(
        state,
        range === null
          ? withoutRange(state.ranges, issueIndex, party)
          : withRange(state.ranges, { issueIndex, party, ...range }),
      );
    }
    case 'rangesChanged':
      return withRanges(state, action.ranges);
    // Restore clears the filters, and with them Exclude.
    case 'restored':
      return withRanges(state, []);
    // Keep only confirms: the selection stays as it is.
    case 'kept':
      return state;
    case 'excludeToggled':
      return { ...state, excluded: !state.excluded, page: 1 };
    case 'showChanged':
      return { ...state, show: action.show, page: 1 };
    case 'pageChanged':
      return { ...state, page: action.page };
  }
}

/**
 * The query the explorer's worker answers for the ranges that apply now (the panel's typing reaches them after
 * a delay, a finished change at once): Exclude only while some range applies, the table's current window.
 */
export function selectionQuery(
  state: ExplorerSelection,
  appliedRanges: Constraints,
  party: Party,
): ExplorerQuery {
  return {
    ranges: appliedRanges,
    exclude: state.excluded && appliedRanges.length > 0,
    party,
    ...tableWindow(state.show, state.page),
  };
}

/** The selection handed on to Strategy: none while no range applies (the selection is cleared). */
export function handedSelection(
  issues: readonly ScoredIssue[],
  query: Pick<ExplorerQuery, 'ranges' | 'exclude'>,
): ScenarioSelection | null {
  return query.ranges.length === 0 ? null : selectionFromRanges(issues, query.ranges, query.exclude);
}
