import type { PlanPace } from '@parley/contracts';

/** The paces a person picks, in a few words each (CONCESSION_PACE of @parley/scoring gives their e). */
export const PACE_CHOICES: { value: PlanPace; label: string; words: string }[] = [
  { value: 'tough', label: 'Tough', words: 'Hold firm and give way mostly near the end.' },
  { value: 'steady', label: 'Steady', words: 'Give way evenly, a little each round.' },
  { value: 'accommodating', label: 'Accommodating', words: 'Give way early, then slowly.' },
];

export const WORTH_ACCEPTING =
  'Their last offer is at least as good as what you would offer next: consider accepting it';
export const BELOW_YOUR_WALK_AWAY =
  'Their last offer is below your walk-away: accepting it would leave you worse off than no deal.';
export const BELOW_THEIR_WALK_AWAY =
  'Their last offer gives them less than the walk-away you entered for them: their walk-away is probably lower than you think, so there may be more room than you planned for.';
export const PARTIAL_OFFER =
  'Their last offer leaves some issues open: the plan judges a complete offer only.';
export const NO_ZONE =
  'No package reaches both walk-aways by the points you entered: the plan opens at your best total and gives way down to your walk-away.';
