import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Party } from '../cases/party.entity.js';
import { Option } from '../issues/option.entity.js';

/** The points one party gives one option: what every scenario total is summed from. */
@Entity('scores')
@Check('scores_points_check', 'points BETWEEN 0 AND 250')
@Unique('scores_party_id_option_id_key', ['partyId', 'optionId'])
// The option together with its issue, so a score can never name an option of another issue.
@ForeignKey(() => Option, ['optionId', 'issueId'], ['id', 'issueId'], {
  name: 'scores_option_fkey',
  onDelete: 'CASCADE',
})
@Index('scores_option_id_idx', ['optionId', 'issueId'])
export class Score {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'party_id', type: 'integer' })
  @ForeignKey(() => Party, { name: 'scores_party_id_fkey', onDelete: 'CASCADE' })
  partyId: number;

  @Column({ name: 'issue_id', type: 'integer' })
  issueId: number;

  @Column({ name: 'option_id', type: 'integer' })
  optionId: number;

  @Column({ type: 'smallint' })
  points: number;
}
