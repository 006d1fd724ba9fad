import type {
  FinalAgreementResponse,
  IssueImportanceResponse,
  OptionImportanceResponse,
  ScoreResponse,
} from '@parley/contracts';
import type { FinalAgreement } from './final-agreement.entity.js';
import type { IssueImportance } from './issue-importance.entity.js';
import type { OptionImportance } from './option-importance.entity.js';
import type { Score } from './score.entity.js';

export function toIssueImportanceResponse(r: IssueImportance): IssueImportanceResponse {
  return {
    partyId: r.partyId,
    issueId: r.issueId,
    importance: r.importance,
    rank: r.rank,
    suggestedPoints: r.suggestedPoints,
    actualPoints: r.actualPoints,
  };
}

export function toOptionImportanceResponse(r: OptionImportance): OptionImportanceResponse {
  return { ...toIssueImportanceResponse(r), optionId: r.optionId };
}

export function toScoreResponse(s: Score): ScoreResponse {
  return { partyId: s.partyId, issueId: s.issueId, optionId: s.optionId, points: s.points };
}

export function toFinalAgreementResponse(f: FinalAgreement): FinalAgreementResponse {
  return { issueId: f.issueId, optionId: f.optionId };
}
