import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns issue and option importance share: one party's level (1–5) and drag rank (1-based) for an issue
 * or an option, and the points the formula suggests for it. Not an entity: each subclass has its own table.
 */
export abstract class ImportanceColumns {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'party_id', type: 'integer' })
  partyId: number;

  @Column({ name: 'issue_id', type: 'integer' })
  issueId: number;

  @Column({ type: 'smallint' })
  importance: number;

  @Column({ type: 'integer' })
  rank: number;

  @Column({ name: 'suggested_points', type: 'smallint' })
  suggestedPoints: number;

  @Column({ name: 'actual_points', type: 'smallint', nullable: true })
  actualPoints: number | null;
}
