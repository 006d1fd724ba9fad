import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { AgreementResponse, TableSide } from '@parley/contracts';
import { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';

/** One option chosen in a package, by issue (as offers keep them): read back in the case's current issue order. */
export interface TableChoice {
  issueId: number;
  optionId: number;
}

/** How the table's agreement was made (a typed one has no row: final_agreements alone hold it). */
export type TableAgreementSource = Exclude<AgreementResponse['source'], 'typed'>;

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

/**
 * The better deal offered after an agreement (settlementImprovement) and each side's answer (null: not yet).
 * One per case: a new agreement, or a new improvement of the same one, starts the answers again; a decline
 * keeps the row so that the same agreement is not improved again.
 */
@Entity('table_improvements')
export class TableImprovement {
  @PrimaryColumn({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'table_improvements_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  /** The agreement it improves, as option ids in the issue order when it was offered. */
  @Column({ type: 'jsonb' })
  agreement: TableChoice[];

  @Column({ type: 'jsonb' })
  choices: TableChoice[];

  @Column({ name: 'owner_accepted', type: 'boolean', nullable: true })
  ownerAccepted: boolean | null;

  @Column({ name: 'counterpart_accepted', type: 'boolean', nullable: true })
  counterpartAccepted: boolean | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
