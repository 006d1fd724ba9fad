export type PhasePriority = 'high' | 'medium';

export interface PlaybookPhase {
  phase: string;
  title: string;
  priority: PhasePriority;
}

const PHASES: Record<number, PlaybookPhase> = {
  1: { phase: 'Opening', title: 'Lead with Strength', priority: 'high' },
  2: { phase: 'Value Creation', title: 'Create Mutual Value', priority: 'high' },
  3: { phase: 'Concession', title: 'Strategic Concessions', priority: 'medium' },
  4: { phase: 'Final Negotiation', title: 'Navigate Contested Ground', priority: 'high' },
};

/**
 * The playbook phase for a tactical priority (docs/product.md, "Points"). Any other priority falls back to
 * 'Middle Game' ('Balanced Approach'), which the four categories never produce; the product names no priority
 * for it, so it reads medium.
 */
export function playbookPhase(tacticalPriority: number): PlaybookPhase {
  const phase = PHASES[tacticalPriority];
  return phase === undefined
    ? { phase: 'Middle Game', title: 'Balanced Approach', priority: 'medium' }
    : { ...phase };
}

export interface PlaybookStep<T> extends PlaybookPhase {
  tacticalPriority: number;
  issues: T[];
}

/** The Tactical Playbook: issues grouped by tactical priority, in priority order, phases without issues left out. */
export function tacticalPlaybook<T extends { tacticalPriority: number }>(
  issues: readonly T[],
): PlaybookStep<T>[] {
  const groups = new Map<number, T[]>();
  for (const issue of issues) {
    const group = groups.get(issue.tacticalPriority);
    if (group === undefined) groups.set(issue.tacticalPriority, [issue]);
    else group.push(issue);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([priority, grouped]) => ({
      ...playbookPhase(priority),
      tacticalPriority: priority,
      issues: grouped,
    }));
}
