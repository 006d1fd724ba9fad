import type { PartyOptionLevel } from '@parley/contracts';
import { IsId } from '../../common/decorators/whole-number.decorator.js';
import { PartyIssueLevelDto } from './party-issue-level.dto.js';

/** One option's level in a batch save: an issue's level that also names the option. */
export class PartyOptionLevelDto extends PartyIssueLevelDto implements PartyOptionLevel {
  @IsId('optionId')
  optionId: number;
}
