import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Case } from '../cases/case.entity.js';
import { ProposalSet } from './proposal-set.entity.js';
import type { TableChoice } from './table-choice.js';

/** One package of a set, ranked as fairPackages ranks it (1 first). */
@Entity('proposal_packages')
@Check('proposal_packages_rank_check', `rank BETWEEN 1 AND 3`)
@Unique('proposal_packages_set_id_rank_key', ['setId', 'rank'])
@Index('proposal_packages_case_id_idx', ['caseId'])
export class Proposal {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'proposal_packages_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @Column({ name: 'set_id', type: 'integer' })
  @ForeignKey(() => ProposalSet, { name: 'proposal_packages_set_id_fkey', onDelete: 'CASCADE' })
  setId: number;

  @Column({ type: 'smallint' })
  rank: number;

  @Column({ type: 'jsonb' })
  choices: TableChoice[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
