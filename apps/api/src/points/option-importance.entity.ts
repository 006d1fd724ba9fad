import { Column, Entity } from 'typeorm';
import { ImportanceColumns } from './importance-columns.js';

/** One party's preference level and rank for one option, with the points the formula suggests. */
@Entity('option_importance')
export class OptionImportance extends ImportanceColumns {
  @Column({ name: 'option_id', type: 'integer' })
  optionId: number;
}
