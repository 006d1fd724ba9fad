import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { Case } from '../cases/case.entity.js';
import type { TableChoice, TableAgreementSource } from './table-choice.js';

/**
 * How the table made the case's agreement and which package it was. The agreement itself is final_agreements
 * (the one shared agreement); when they no longer hold this package, it was typed in since.
 */
@Entity('table_agreements')
@Check('table_agreements_source_check', `source IN ('offer', 'proposal', 'marks', 'improvement')`)
export class TableAgreement {
  @PrimaryColumn({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'table_agreements_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @Column({ type: 'varchar', length: 16 })
  source: TableAgreementSource;

  @Column({ type: 'jsonb' })
  choices: TableChoice[];

  @Column({ name: 'made_at', type: 'timestamptz', default: () => 'now()' })
  madeAt: Date;
}
