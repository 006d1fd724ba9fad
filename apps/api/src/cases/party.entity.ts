import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import type { PartyType } from '@parley/contracts';
import { Case } from './case.entity.js';

@Entity('parties')
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
  @JoinColumn({ name: 'case_id' })
  case: Relation<Case>;
}
