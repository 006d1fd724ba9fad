import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import type { TableSide } from '@parley/contracts';
import { Case } from '../cases/case.entity.js';

/** A side's private marks: the proposals and offers it would accept. Never read for the other side. */
@Entity('table_marks')
@Check('table_marks_side_check', `side IN ('owner', 'counterpart')`)
export class TableMarks {
  @PrimaryColumn({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'table_marks_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  side: TableSide;

  @Column({ name: 'proposal_ids', type: 'jsonb' })
  proposalIds: number[];

  @Column({ name: 'offer_ids', type: 'jsonb' })
  offerIds: number[];
}
