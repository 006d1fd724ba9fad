import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { CaseStatus } from '@parley/contracts';
import { User } from '../auth/user.entity.js';

@Entity('cases')
@Check('cases_status_check', `status IN ('draft', 'active', 'completed', 'closed')`)
// The dashboard's order; the migration sorts updated_at descending, which TypeORM cannot declare.
@Index('cases_owner_id_updated_at_idx', ['ownerId', 'updatedAt'])
export class Case {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  @ForeignKey(() => User, { name: 'cases_owner_id_fkey', onDelete: 'CASCADE' })
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

  /**
   * Counts the case's committed changes (CaseChanges.record bumps it in each change's transaction): the
   * ETag of GET /api/cases/:id. A bigint, read as a string.
   */
  @Column({ type: 'bigint', default: 0, insert: false, update: false })
  version: string;
}
