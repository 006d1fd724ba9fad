import {
  Column,
  CreateDateColumn,
  Entity,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Relation } from 'typeorm';
import type { CaseStatus } from '@parley/contracts';
import { Party } from './party.entity.js';

@Entity('cases')
export class Case {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  goal: string | null;

  @Column({ type: 'varchar', length: 10000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: CaseStatus;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @OneToMany(() => Party, (party) => party.case)
  parties: Relation<Party[]>;
}
