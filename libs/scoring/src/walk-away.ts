import { countAtOrAboveInTable } from './at-or-above.js';
import { scoreTable } from './score-table.js';
import type { ScoredIssue } from './types.js';

/** Each party's walk-away total (reservation value); null when the party has not recorded one. */
export interface WalkAway {
  user: number | null;
  opponent: number | null;
}

/** A walk-away total as a floor on totals: none means every total qualifies. */
export function floorOf(value: number | null | undefined): number {
  return value === null || value === undefined ? -Infinity : value;
}

/**
 * The zone of possible agreement: how many scenarios give the user at least `walkAway.user` and the opponent
 * at least `walkAway.opponent` (both inclusive; a null side sets no floor). Exact, without listing: the
 * meet-in-the-middle count of `countScenariosAtOrAbove`; exact below 2^53.
 */
export function zopaCount(issues: readonly ScoredIssue[], walkAway: WalkAway): number {
  return countAtOrAboveInTable(scoreTable(issues), {
    user: floorOf(walkAway.user),
    opponent: floorOf(walkAway.opponent),
  });
}
