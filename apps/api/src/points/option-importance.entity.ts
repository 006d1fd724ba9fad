import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { Party } from '../cases/party.entity.js';
import { Option } from '../issues/option.entity.js';
import { ImportanceColumns } from './importance-columns.js';

/** One party's preference level and rank for one option, with the points the formula suggests. */
@Entity('option_importance')
@Check('option_importance_importance_check', 'importance BETWEEN 1 AND 5')
@Check('option_importance_rank_check', 'rank >= 1')
@Unique('option_importance_party_id_option_id_key', ['partyId', 'optionId'])
@ForeignKey(() => Party, ['partyId'], ['id'], {
  name: 'option_importance_party_id_fkey',
  onDelete: 'CASCADE',
})
// The option together with its issue, so a row can never name an option of another issue.
@ForeignKey(() => Option, ['optionId', 'issueId'], ['id', 'issueId'], {
  name: 'option_importance_option_fkey',
  onDelete: 'CASCADE',
})
@Index('option_importance_option_id_idx', ['optionId', 'issueId'])
export class OptionImportance extends ImportanceColumns {
  @Column({ name: 'option_id', type: 'integer' })
  optionId: number;
}
