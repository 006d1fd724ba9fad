import { Check, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { Party } from '../cases/party.entity.js';
import { Issue } from '../issues/issue.entity.js';
import { ImportanceColumns } from './importance-columns.js';

/** One party's importance level and drag rank for one issue, with the points the formula suggests. */
@Entity('issue_importance')
@Check('issue_importance_importance_check', 'importance BETWEEN 1 AND 5')
@Check('issue_importance_rank_check', 'rank >= 1')
@Unique('issue_importance_party_id_issue_id_key', ['partyId', 'issueId'])
@ForeignKey(() => Party, ['partyId'], ['id'], { name: 'issue_importance_party_id_fkey', onDelete: 'CASCADE' })
@ForeignKey(() => Issue, ['issueId'], ['id'], { name: 'issue_importance_issue_id_fkey', onDelete: 'CASCADE' })
@Index('issue_importance_issue_id_idx', ['issueId'])
export class IssueImportance extends ImportanceColumns {}
