import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { TableSide } from '@parley/contracts';
import { User } from '../auth/user.entity.js';
import { Case } from './case.entity.js';

/** One committed change to a case, in plain words, for its history (newest first by id). */
@Entity('case_activity')
@Index('case_activity_case_id_id_idx', ['caseId', 'id'])
@Index('case_activity_actor_id_idx', ['actorId'])
@Check('case_activity_side_check', `side IN ('owner', 'counterpart')`)
export class CaseActivity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'case_activity_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  @ForeignKey(() => User, { name: 'case_activity_actor_id_fkey', onDelete: 'SET NULL' })
  actorId: number | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  /** The case's version this change made. */
  @Column({ type: 'bigint' })
  version: string;

  @Column({ type: 'varchar', length: 32 })
  kind: string;

  @Column({ type: 'text' })
  summary: string;

  @Column({ name: 'subject_kind', type: 'varchar', length: 16, nullable: true })
  subjectKind: string | null;

  @Column({ name: 'subject_id', type: 'integer', nullable: true })
  subjectId: number | null;

  /**
   * NULL: a shared change (issues, options, offers, agreement, members, the table) everyone reads; `owner` or
   * `counterpart`: a private change (points, walk-away, answers, plan …) only that side reads (issue 36).
   */
  @Column({ type: 'varchar', length: 16, nullable: true })
  side: TableSide | null;
}
