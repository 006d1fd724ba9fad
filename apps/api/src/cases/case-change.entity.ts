import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { User } from '../auth/user.entity.js';
import { Case } from './case.entity.js';

/**
 * The case version that last changed one thing two people could change at once, and who changed it. `thing`
 * names it (CaseThings): `issue:12`, `option:40`, `points:7:option:40` (party 7's points for option 40) …
 */
@Entity('case_changes')
@Index('case_changes_changed_by_idx', ['changedBy'])
export class CaseChange {
  @PrimaryColumn({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'case_changes_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  thing: string;

  @Column({ type: 'bigint' })
  version: string;

  @Column({ name: 'changed_by', type: 'integer', nullable: true })
  @ForeignKey(() => User, { name: 'case_changes_changed_by_fkey', onDelete: 'SET NULL' })
  changedBy: number | null;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;
}
