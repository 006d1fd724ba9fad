import { CASE_FILE_FORMAT, CASE_FILE_VERSION, PartyType } from '@parley/contracts';
import type { CaseFile, CaseFileLevel, CaseFileParty, PerParty } from '@parley/contracts';
import type { Case } from '../cases/case.entity.js';
import type { Party } from '../cases/party.entity.js';
import type { Issue } from '../issues/issue.entity.js';
import type { FinalAgreement } from '../points/final-agreement.entity.js';
import type { ImportanceColumns } from '../points/importance-columns.js';
import type { OptionImportance } from '../points/option-importance.entity.js';
import type { ImportanceRows } from '../points/points.service.js';
import type { Score } from '../points/score.entity.js';

/** Everything one case holds, as read in one snapshot. */
export interface CaseModel {
  case: Case;
  parties: Party[];
  issues: Issue[];
  scores: Score[];
  importance: ImportanceRows;
  finalAgreements: FinalAgreement[];
}

const levelOf = (row: ImportanceColumns | undefined): CaseFileLevel | null =>
  row
    ? {
        importance: row.importance,
        rank: row.rank,
        suggestedPoints: row.suggestedPoints,
        actualPoints: row.actualPoints,
      }
    : null;

const partyOf = (party: Party | undefined): CaseFileParty => ({
  name: party?.name ?? '',
  reservationValue: party?.reservationValue ?? null,
  alternative: party?.alternative ?? '',
});

/** The case as a file: ids become positions, so the file describes the model and nothing of the database. */
export function toCaseFile(model: CaseModel, exportedAt: Date): CaseFile {
  const user = model.parties.find((p) => p.type === PartyType.User);
  const opponent = model.parties.find((p) => p.type === PartyType.Opponent);
  const perParty = <T>(read: (partyId: number | undefined) => T): PerParty<T> => ({
    user: read(user?.id),
    opponent: read(opponent?.id),
  });
  const score = new Map(model.scores.map((s) => [`${s.partyId}:${s.optionId}`, s.points]));
  const issueLevel = new Map(model.importance.issueImportance.map((r) => [`${r.partyId}:${r.issueId}`, r]));
  const optionLevel = new Map<string, OptionImportance>(
    model.importance.optionImportance.map((r) => [`${r.partyId}:${r.optionId}`, r]),
  );
  const agreed = new Map(model.finalAgreements.map((a) => [a.issueId, a.optionId]));
  return {
    format: CASE_FILE_FORMAT,
    version: CASE_FILE_VERSION,
    exportedAt: exportedAt.toISOString(),
    case: {
      name: model.case.name,
      goal: model.case.goal,
      description: model.case.description,
      status: model.case.status,
    },
    parties: { user: partyOf(user), opponent: partyOf(opponent) },
    issues: model.issues.map((issue) => {
      const agreedIndex = issue.options.findIndex((o) => o.id === agreed.get(issue.id));
      return {
        name: issue.name,
        description: issue.description,
        priority: issue.priority,
        isAiSuggested: issue.isAiSuggested,
        levels: perParty((id) => levelOf(issueLevel.get(`${id}:${issue.id}`))),
        options: issue.options.map((option) => ({
          name: option.name,
          description: option.description,
          points: perParty((id) => score.get(`${id}:${option.id}`) ?? null),
          levels: perParty((id) => levelOf(optionLevel.get(`${id}:${option.id}`))),
        })),
        agreedOption: agreedIndex === -1 ? null : agreedIndex,
      };
    }),
  };
}
