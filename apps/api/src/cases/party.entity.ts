import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { PartyType } from '@parley/contracts';
import { Case } from './case.entity.js';

@Entity('parties')
@Check('parties_type_check', `type IN ('user', 'opponent')`)
@Unique('parties_case_id_type_key', ['caseId', 'type'])
export class Party {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'parties_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  type: PartyType;
}
