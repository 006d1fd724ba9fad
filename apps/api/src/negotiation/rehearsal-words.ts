import { classifyMove } from '@parley/scoring';
import type { RehearsalStyle } from '@parley/contracts';

interface Totals {
  userTotal: number;
  opponentTotal: number;
}

const points = (n: number) => `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/**
 * The simulated side's counter-offer in plain words: how it moved from its previous offer (a concession, a
 * selfish move, one better for both …, as classifyMove reads both totals), spoken by the other side.
 */
export function counterWords(previous: Totals | undefined, counter: Totals, style: RehearsalStyle): string {
  if (previous === undefined) {
    return style === 'hard-liner'
      ? 'That is not enough for us. This is our offer, and we do not intend to move from it.'
      : 'That is not enough for us. Here is our offer.';
  }
  const before = { user: previous.userTotal, opponent: previous.opponentTotal };
  const after = { user: counter.userTotal, opponent: counter.opponentTotal };
  const ours = after.opponent - before.opponent;
  const yours = after.user - before.user;
  switch (classifyMove(before, after, 'opponent')) {
    case 'concession':
      return `We move toward you: this gives up ${points(-ours)} of ours${yours > 0 ? ` and gives you ${points(yours)} more` : ''}.`;
    case 'selfish':
      return `We ask for more: this gains us ${points(ours)}${yours < 0 ? ` and costs you ${points(-yours)}` : ''}.`;
    case 'fortunate':
      return `We found a package better for both of us: ${points(ours)} more for us and ${points(yours)} more for you.`;
    case 'unfortunate':
      return `We change our offer: it costs you ${points(-yours)}${ours < 0 ? ` and us ${points(-ours)}` : ''}.`;
    case 'nice':
      return `We rearrange our offer: the same for us, ${points(yours)} more for you.`;
    case 'silent':
      return style === 'hard-liner' ? 'We hold our position.' : 'We hold our position for now.';
  }
}

export const acceptWords = (last: boolean) =>
  last
    ? 'This is the last round and your offer clears what we need: we accept.'
    : 'We accept: your offer is at least as good for us as what we would offer next.';
export const walkAwayWords = 'No package gives us what we need: we walk away without a deal.';
export const youAcceptedWords = 'You accepted their offer: a deal.';
export const youWalkedAwayWords = 'You walked away: no deal.';
export const timeIsUpWords = 'Time is up: their last offer stood and you did not take it. No deal.';
