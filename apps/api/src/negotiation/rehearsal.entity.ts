import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type {
  OfferBy,
  PlanPace,
  RehearsalOfferResponse,
  RehearsalStatus,
  RehearsalStyle,
  TableSide,
} from '@parley/contracts';
import type { NegotiationDebrief, Scenario, ScoredIssue, WalkAway } from '@parley/scoring';
import { Case } from '../cases/case.entity.js';

/**
 * A rehearsal against the simulated other side: its style, rounds and seed, the case's issues, points and
 * walk-away values as they were when it began (so it replays whatever the case becomes), and the transcript.
 */
@Entity('rehearsals')
@Check('rehearsals_style_check', `style IN ('tough', 'steady', 'accommodating', 'tit-for-tat', 'hard-liner')`)
@Check('rehearsals_rounds_check', `rounds BETWEEN 1 AND 50`)
@Check('rehearsals_seed_check', `seed >= 0`)
@Check('rehearsals_status_check', `status IN ('open', 'deal', 'no-deal')`)
@Check('rehearsals_pace_check', `pace IN ('tough', 'steady', 'accommodating')`)
@Check('rehearsals_side_check', `side IN ('owner', 'counterpart')`)
@Index('rehearsals_case_id_idx', ['caseId'])
export class Rehearsal {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'rehearsals_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  /** The side that rehearsed (issue 36): only that side reads it. */
  @Column({ type: 'varchar', length: 16, default: 'owner' })
  side: TableSide;

  @Column({ type: 'varchar', length: 16 })
  style: RehearsalStyle;

  @Column({ type: 'smallint' })
  rounds: number;

  @Column({ type: 'integer' })
  seed: number;

  /** The plan's pace when it began (issue 32): the suggested offers follow it. */
  @Column({ type: 'varchar', length: 16, default: 'tough' })
  pace: PlanPace;

  @Column({ type: 'jsonb' })
  issues: ScoredIssue[];

  @Column({ name: 'walk_away', type: 'jsonb' })
  walkAway: WalkAway;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  offers: RehearsalOfferResponse[];

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: RehearsalStatus;

  @Column({ type: 'jsonb', nullable: true })
  agreement: Scenario | null;

  @Column({ name: 'accepted_by', type: 'varchar', length: 16, nullable: true })
  acceptedBy: OfferBy | null;

  @Column({ name: 'walked_away', type: 'varchar', length: 16, nullable: true })
  walkedAway: OfferBy | null;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  /** negotiationDebrief, computed once when the rehearsal ends (the frontier and a replay cost the most). */
  @Column({ type: 'jsonb', nullable: true })
  debrief: NegotiationDebrief | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
