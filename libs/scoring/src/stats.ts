export interface DashboardStats {
  totalCases: number;
  active: number;
  /** Cases completed or closed. */
  completed: number;
  /** round(100 × completed / non-draft cases), or null when there is no case or every case is a draft. */
  successRate: number | null;
}

/**
 * The dashboard's four stat cards: all cases, the active ones, the completed-or-closed ones, and the success
 * rate (completed-or-closed over non-draft).
 */
export function dashboardStats(cases: readonly { status: string }[]): DashboardStats {
  const active = cases.filter((c) => c.status === 'active').length;
  const completed = cases.filter((c) => c.status === 'completed' || c.status === 'closed').length;
  const nonDraft = cases.filter((c) => c.status !== 'draft').length;
  return {
    totalCases: cases.length,
    active,
    completed,
    successRate: nonDraft === 0 ? null : Math.round((100 * completed) / nonDraft),
  };
}

/** The Success Rate card's text: '--' when there is no rate. */
export function successRateLabel(successRate: number | null): string {
  return successRate === null ? '--' : `${successRate}%`;
}
