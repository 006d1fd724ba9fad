import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import type { PlanPace, TableSide } from '@parley/contracts';
import { Case } from '../cases/case.entity.js';

/** One option's points for the other side as they were before an adoption (null: none entered). */
export interface KeptScore {
  issueId: number;
  optionId: number;
  points: number | null;
}

/** What an adoption replaced: the other side's points and where the estimate read from before it. */
export interface KeptPoints {
  partyId: number;
  scores: KeptScore[];
  readFrom: number | null;
}

/**
 * Per case and side (issue 32, issue 36): the plan's pace and rounds, the offer of theirs the estimate reads from (null: all of
 * them), and the points an adoption replaced, kept until undone or discarded.
 */
@Entity('negotiation_states')
@Check('negotiation_states_pace_check', `pace IN ('tough', 'steady', 'accommodating')`)
@Check('negotiation_states_rounds_check', `rounds BETWEEN 1 AND 50`)
@Check('negotiation_states_side_check', `side IN ('owner', 'counterpart')`)
export class NegotiationState {
  @PrimaryColumn({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'negotiation_states_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  /** Each side of the table has its own plan (issue 36). */
  @PrimaryColumn({ type: 'varchar', length: 16, default: 'owner' })
  side: TableSide;

  @Column({ type: 'varchar', length: 16, default: 'tough' })
  pace: PlanPace;

  @Column({ type: 'smallint', default: 10 })
  rounds: number;

  @Column({ name: 'read_from', type: 'integer', nullable: true })
  readFrom: number | null;

  @Column({ type: 'jsonb', nullable: true })
  previous: KeptPoints | null;

  @Column({ name: 'adopted_at', type: 'timestamptz', nullable: true })
  adoptedAt: Date | null;
}
