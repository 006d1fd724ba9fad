import { Entity } from 'typeorm';
import { ImportanceColumns } from './importance-columns.js';

/** One party's importance level and drag rank for one issue, with the points the formula suggests. */
@Entity('issue_importance')
export class IssueImportance extends ImportanceColumns {}
