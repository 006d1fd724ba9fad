import type { IssueResponse, OptionResponse } from '@parley/contracts';
import type { Issue } from './issue.entity.js';
import type { Option } from './option.entity.js';

export function toOptionResponse(o: Option): OptionResponse {
  return { id: o.id, name: o.name, description: o.description };
}

export function toIssueResponse(issue: Issue, options: readonly Option[] = issue.options): IssueResponse {
  return {
    id: issue.id,
    name: issue.name,
    description: issue.description,
    priority: issue.priority,
    isAiSuggested: issue.isAiSuggested,
    options: options.map(toOptionResponse),
  };
}
