import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import type { PartyType } from '@parley/contracts';
import { Case } from './case.entity.js';

@Entity('parties')
@Check('parties_type_check', `type IN ('user', 'opponent')`)
@Unique('parties_case_id_type_key', ['caseId', 'type'])
export class Party {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  caseId: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  type: PartyType;

  @ManyToOne(() => Case, (c) => c.parties, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id', foreignKeyConstraintName: 'parties_case_id_fkey' })
  case: Relation<Case>;
}
