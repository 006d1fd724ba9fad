export type AiPriorityLabel = 'High Priority' | 'Medium-High' | 'Medium' | 'Low Priority';

/** The label of an AI-suggested issue's priority: 80+ High, 60–79 Medium-High, 40–59 Medium, below 40 Low. */
export function aiPriorityLabel(priority: number): AiPriorityLabel {
  if (priority >= 80) return 'High Priority';
  if (priority >= 60) return 'Medium-High';
  if (priority >= 40) return 'Medium';
  return 'Low Priority';
}
