import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import type { TableSide } from '@parley/contracts';
import { Case } from '../cases/case.entity.js';

/**
 * A side that said it is ready (issue 36, point 4): no row, not ready. `fingerprint` is a hash of that side's true
 * points and walk-away when it said so; "changed after ready" compares it with the hash of what they are now.
 */
@Entity('table_readiness')
@Check('table_readiness_side_check', `side IN ('owner', 'counterpart')`)
export class TableReadiness {
  @PrimaryColumn({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'table_readiness_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  side: TableSide;

  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  @Column({ name: 'ready_at', type: 'timestamptz', default: () => 'now()' })
  readyAt: Date;
}
