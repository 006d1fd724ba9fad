import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The points one party gives one option: what every scenario total is summed from. */
@Entity('scores')
export class Score {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'party_id', type: 'integer' })
  partyId: number;

  @Column({ name: 'issue_id', type: 'integer' })
  issueId: number;

  @Column({ name: 'option_id', type: 'integer' })
  optionId: number;

  @Column({ type: 'smallint' })
  points: number;
}
