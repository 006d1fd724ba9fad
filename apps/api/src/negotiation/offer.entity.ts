import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OfferBy, TableSide } from '@parley/contracts';
import { Case } from '../cases/case.entity.js';

/** One option chosen in an offer; issues the offer leaves open have none. */
export interface OfferChoice {
  issueId: number;
  optionId: number;
}

/**
 * An offer made at the real negotiation by either side: the options it names, by issue (checked against the
 * case when recorded), and a note. Its totals are not stored: they are read with the points in force.
 */
@Entity('offers')
@Check('offers_by_check', `"by" IN ('user', 'opponent')`)
@Check('offers_note_check', `char_length(note) <= 1000`)
@Check('offers_author_side_check', `author_side IN ('owner', 'counterpart')`)
@Index('offers_case_id_idx', ['caseId', 'createdAt'])
export class Offer {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'offers_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  /** Who made it, in the OWNER's frame: `user` = the owner's side, `opponent` = the counterpart's (issue 36). */
  @Column({ type: 'varchar', length: 16 })
  by: OfferBy;

  /** The side that recorded it; its note is that side's alone. */
  @Column({ name: 'author_side', type: 'varchar', length: 16, default: 'owner' })
  authorSide: TableSide;

  @Column({ type: 'jsonb' })
  choices: OfferChoice[];

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
