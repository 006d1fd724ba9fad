import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { CaseRole } from '@parley/contracts';
import { User } from '../auth/user.entity.js';
import { Case } from './case.entity.js';

/**
 * A person a case is shared with, as an editor or a viewer, or (issue 36) the counterpart: the other side of
 * the table, at most one per case (the owner is `cases.owner_id`, never a row here).
 */
@Entity('case_members')
@Check('case_members_role_check', `role IN ('editor', 'viewer', 'counterpart')`)
@Index('case_members_user_id_idx', ['userId'])
@Index('case_members_one_counterpart_idx', ['caseId'], { unique: true, where: `role = 'counterpart'` })
export class CaseMember {
  @PrimaryColumn({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'case_members_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => User, { name: 'case_members_user_id_fkey', onDelete: 'CASCADE' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  role: Exclude<CaseRole, 'owner'>;

  /** When the owner ended the joint table (a counterpart only): they then read the agreement and offers only. */
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @CreateDateColumn({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;
}
