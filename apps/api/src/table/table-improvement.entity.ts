import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { Case } from '../cases/case.entity.js';
import type { TableChoice } from './table-choice.js';

/**
 * The better deal offered after an agreement (settlementImprovement) and each side's answer (null: not yet).
 * One per case: a new agreement, or a new improvement of the same one, starts the answers again; a decline
 * keeps the row so that the same agreement is not improved again.
 */
@Entity('table_improvements')
export class TableImprovement {
  @PrimaryColumn({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'table_improvements_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  /** The agreement it improves, as option ids in the issue order when it was offered. */
  @Column({ type: 'jsonb' })
  agreement: TableChoice[];

  @Column({ type: 'jsonb' })
  choices: TableChoice[];

  @Column({ name: 'owner_accepted', type: 'boolean', nullable: true })
  ownerAccepted: boolean | null;

  @Column({ name: 'counterpart_accepted', type: 'boolean', nullable: true })
  counterpartAccepted: boolean | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
