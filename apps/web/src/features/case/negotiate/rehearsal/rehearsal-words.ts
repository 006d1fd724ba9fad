import type { PlanPace, RehearsalResponse, RehearsalStyle } from '@parley/contracts';
import type { MoveClass } from '@parley/scoring';

/** The styles the simulated side can play, each in a few words. */
export const STYLE_CHOICES: { value: RehearsalStyle; label: string; words: string }[] = [
  { value: 'tough', label: 'Tough', words: 'Holds firm and gives way mostly near the end.' },
  { value: 'steady', label: 'Steady', words: 'Gives way evenly, a little each round.' },
  { value: 'accommodating', label: 'Accommodating', words: 'Gives way early, then slowly.' },
  {
    value: 'tit-for-tat',
    label: 'Tit-for-tat',
    words: 'Mirrors you: gives way as far as your last move did.',
  },
  { value: 'hard-liner', label: 'Hard-liner', words: 'Never moves from its best offer.' },
];

/** "a tough opponent", "a tit-for-tat opponent" … */
export function opponentWords(style: RehearsalStyle): string {
  const label = STYLE_CHOICES.find((choice) => choice.value === style)!.label.toLowerCase();
  return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} opponent`;
}

const points = (n: number) => `${n} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/**
 * A move in the debrief, in words: what it did to the mover's total and the other side's (classifyMove's class),
 * `mine` and `yours` naming the mover's side and the other ("you"/"them").
 */
export function moveWords(kind: MoveClass, self: number, other: number, mine: string, yours: string): string {
  switch (kind) {
    case 'concession':
      return `gave way: ${points(-self)} less for ${mine}${other > 0 ? `, ${points(other)} more for ${yours}` : ''}`;
    case 'selfish':
      return `asked for more: ${points(self)} more for ${mine}${other < 0 ? `, ${points(-other)} less for ${yours}` : ''}`;
    case 'fortunate':
      return `found a package better for both: ${points(self)} more for ${mine}, ${points(other)} more for ${yours}`;
    case 'unfortunate':
      return `changed to a package worse for ${yours}: ${points(-other)} less${self < 0 ? `, and ${points(-self)} less for ${mine}` : ''}`;
    case 'nice':
      return `rearranged: the same for ${mine}, ${points(other)} more for ${yours}`;
    case 'silent':
      return 'held the same position';
  }
}

/** The plan's pace as the debrief names it ("tough"), from the plan's choices. */
export const PACE_LABEL: Record<PlanPace, string> = {
  tough: 'tough',
  steady: 'steady',
  accommodating: 'accommodating',
};

/**
 * What the package left on the table was, said as it is (issue 31): better for both, or as good for one side
 * and better for the other.
 */
export function betterPackageWords(
  deal: { userTotal: number; opponentTotal: number },
  better: { userTotal: number; opponentTotal: number },
  other: string,
): string {
  const you = better.userTotal > deal.userTotal;
  const them = better.opponentTotal > deal.opponentTotal;
  if (you && them) return 'A package better for both of you existed';
  if (you) return `A package better for you and as good for ${other} existed`;
  return `A package better for ${other} and as good for you existed`;
}

/** A past rehearsal's result in a few words: the deal's totals, no deal, or still open. */
export function resultWords(r: RehearsalResponse, other: string): string {
  if (r.status === 'open') return `In progress, round ${Math.min(r.round, r.rounds)} of ${r.rounds}`;
  if (r.agreement) return `Deal: you ${r.agreement.userTotal}, ${other} ${r.agreement.opponentTotal}`;
  return r.walkedAway === 'user'
    ? 'No deal: you walked away'
    : r.walkedAway
      ? 'No deal: they walked away'
      : 'No deal';
}
