/** One option as sent with a new issue, or to POST /api/issues/:issueId/options. */
export interface CreateOptionRequest {
  name: string;
  description?: string | null;
}

/** POST /api/cases/:id/issues — an issue is created with its options, at least one. */
export interface CreateIssueRequest {
  name: string;
  description?: string | null;
  /** 0–100, default 50. */
  priority?: number;
  isAiSuggested?: boolean;
  options: CreateOptionRequest[];
}

/** PUT /api/options/:optionId — the fields sent are changed. */
export interface UpdateOptionRequest {
  name?: string;
  description?: string | null;
}

/** PUT /api/issues/:id — the fields sent are changed, with the add-issue rules. */
export interface UpdateIssueRequest {
  name?: string;
  description?: string | null;
  /** 0–100. */
  priority?: number;
}
