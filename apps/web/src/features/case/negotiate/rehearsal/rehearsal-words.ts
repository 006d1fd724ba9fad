import type { RehearsalStyle } from '@parley/contracts';
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
