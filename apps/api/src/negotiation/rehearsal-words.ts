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

/** What the debrief's lesson reads (negotiationDebrief of @parley/scoring; `wasteful` is absent on older ones). */
interface LessonFacts {
  agreement: Totals | null;
  leftOnTable: Totals | null;
  conceded: { user: number; opponent: number };
  planAgreement?: Totals | null;
  wasteful?: { gave: number; better: Totals } | null;
}

/**
 * Issue 32, point 5: what to do differently, in one line, from the most telling fact of the debrief: a move
 * that gave points for a package that was not efficient; else what the deal left on the table (said as it is:
 * better for both, or as good for one and better for the other); else no deal where the plan reached one; else
 * giving up much more than they did; else nothing to change.
 */
export function lessonWords(d: LessonFacts): string {
  if (d.wasteful) {
    const { gave, better } = d.wasteful;
    return `Your move that gave up ${points(gave)} went to a package that was not efficient: ${better.userTotal} for you with ${better.opponentTotal} for them was there, so trade across issues before giving ground.`;
  }
  if (d.agreement && d.leftOnTable) {
    const you = d.leftOnTable.userTotal - d.agreement.userTotal;
    const them = d.leftOnTable.opponentTotal - d.agreement.opponentTotal;
    const left =
      you > 0 && them > 0
        ? `${points(you)} more for you and ${points(them)} more for them`
        : you > 0
          ? `${points(you)} more for you, as good for them`
          : `${points(them)} more for them, as good for you`;
    return `The deal left ${left} on the table: before agreeing, propose the package that gets it.`;
  }
  if (!d.agreement && d.planAgreement) {
    return 'The plan reached a deal against this opponent: give ground at its pace rather than holding out.';
  }
  if (d.agreement && d.conceded.user > 2 * d.conceded.opponent && d.conceded.user > 0) {
    return `You gave up ${points(d.conceded.user)} to their ${d.conceded.opponent}: move in smaller steps and ask them to move before you do again.`;
  }
  return d.agreement
    ? 'Nothing to change: your moves were efficient and the deal left nothing on the table.'
    : 'No deal was within reach at their pace in these rounds: try more rounds, or check both walk-away totals.';
}
