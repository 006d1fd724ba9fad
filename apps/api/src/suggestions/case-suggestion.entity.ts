import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SuggestionKind } from '@parley/contracts';
import { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';
import { Issue } from '../issues/issue.entity.js';

/**
 * An issue or an option the counterpart suggested (issue 36): it joins the case when the owner's side accepts
 * it, as if they had added it themselves. Shared: both sides read it.
 */
@Entity('case_suggestions')
@Check('case_suggestions_kind_check', `kind IN ('issue', 'option')`)
@Check('case_suggestions_state_check', `state IN ('open', 'accepted', 'declined')`)
@Check('case_suggestions_issue_check', `(kind = 'option') = (issue_id IS NOT NULL)`)
@Check('case_suggestions_name_check', `char_length(name) BETWEEN 1 AND 200`)
@Check('case_suggestions_options_check', `jsonb_array_length(options) <= 10`)
@Index('case_suggestions_case_id_idx', ['caseId', 'id'])
@Index('case_suggestions_issue_id_idx', ['issueId'])
@Index('case_suggestions_created_by_idx', ['createdBy'])
export class CaseSuggestion {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'case_suggestions_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: SuggestionKind;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The issue an option suggestion belongs to; it goes with the issue. */
  @Column({ name: 'issue_id', type: 'integer', nullable: true })
  @ForeignKey(() => Issue, { name: 'case_suggestions_issue_id_fkey', onDelete: 'CASCADE' })
  issueId: number | null;

  /** An issue suggestion's option names (none: one "To be decided" option). */
  @Column({ type: 'jsonb', default: () => `'[]'` })
  options: string[];

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  @ForeignKey(() => User, { name: 'case_suggestions_created_by_fkey', onDelete: 'SET NULL' })
  createdBy: number | null;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  state: 'open' | 'accepted' | 'declined';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt: Date | null;
}
