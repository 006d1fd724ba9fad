import { floorOf } from '../walk-away.js';
import type { NegotiationStyle } from './styles.js';

// The acceptance strategies (issue 34: moved out of negotiation.ts unchanged): the user's advice and the
// simulated styles' rule.

/**
 * Whether an offer received is worth accepting (AC_next, Baarslag et al.): it reaches the user's walk-away value
 * and is worth at least what the user would offer next; when no offer of theirs is to come (`next` null, the
 * last answer), reaching the walk-away value is enough: a deal above it beats none.
 */
export function worthAccepting(received: number, next: number | null, walkAway: number | null): boolean {
  if (received < floorOf(walkAway)) return false;
  return next === null || received >= next;
}

/**
 * Whether a simulated side accepts an offer worth `value` to it, given its walk-away value `floor`, its best
 * total, the total of its own `next` offer (null: none to come) and whether this is its last answer.
 */
export function styleAccepts(
  style: NegotiationStyle,
  value: number,
  floor: number,
  best: number,
  next: number | null,
  last: boolean,
): boolean {
  if (value < floor) return false;
  if (last && style !== 'hard-liner') return true;
  return next === null ? style !== 'hard-liner' || value >= best : value >= next;
}
