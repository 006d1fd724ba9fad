import { Check, Column, Entity, ForeignKey, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { PartyType, TableSide, TradeoffAnswerBody, TradeoffConfidence } from '@parley/contracts';
import { Case } from './case.entity.js';

@Entity('parties')
@Check('parties_type_check', `type IN ('user', 'opponent')`)
@Check('parties_reservation_value_check', `reservation_value >= 0`)
@Check('parties_alternative_check', `char_length(alternative) <= 1000`)
@Check('parties_points_confidence_check', `points_confidence IN ('sure', 'think-so', 'guess')`)
@Check('parties_side_check', `side IN ('owner', 'counterpart')`)
@Unique('parties_case_id_side_type_key', ['caseId', 'side', 'type'])
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

  /**
   * The side of the table whose party this is (issue 36): each side has its own `user` party (its true points)
   * and `opponent` party (its private guess of the other side). Only that side ever reads it.
   */
  @Column({ type: 'varchar', length: 16, default: 'owner' })
  side: TableSide;

  /** The walk-away total in points (reservation value); null while not recorded. */
  @Column({ name: 'reservation_value', type: 'integer', nullable: true })
  reservationValue: number | null;

  /** The party's best alternative to an agreement, in a few words. */
  @Column({ type: 'text', default: '' })
  alternative: string;

  /** The party's answers to trade-off questions, in the order given (decisions.md §39). */
  @Column({ name: 'tradeoff_answers', type: 'jsonb', default: () => "'[]'" })
  tradeoffAnswers: TradeoffAnswerBody[];

  /** How sure the person is of the points they gave this party; null until they say (issue 31, point 5). */
  @Column({ name: 'points_confidence', type: 'varchar', length: 10, nullable: true })
  pointsConfidence: TradeoffConfidence | null;
}
