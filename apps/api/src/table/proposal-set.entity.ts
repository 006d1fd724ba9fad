import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';

/** One set of proposals Parley made, with the hash of both sides' inputs and the offers it was made from. */
@Entity('proposal_sets')
@Index('proposal_sets_case_id_created_at_idx', ['caseId', 'createdAt'])
@Index('proposal_sets_created_by_idx', ['createdBy'])
export class ProposalSet {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'proposal_sets_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  @ForeignKey(() => User, { name: 'proposal_sets_created_by_fkey', onDelete: 'SET NULL' })
  createdBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
