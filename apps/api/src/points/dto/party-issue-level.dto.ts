import { Limits, Messages } from '@parley/contracts';
import type { PartyIssueLevel } from '@parley/contracts';
import { IsId, IsWholeNumber, MAX_ID } from '../../common/decorators/whole-number.decorator.js';

const { importanceMin, importanceMax } = Limits;

/** One issue's level in a batch save. */
export class PartyIssueLevelDto implements PartyIssueLevel {
  @IsId('issueId')
  issueId: number;

  @IsWholeNumber(
    importanceMin,
    importanceMax,
    Messages.wholeNumberBetween('Importance', importanceMin, importanceMax),
  )
  importance: number;

  @IsWholeNumber(1, MAX_ID, 'Rank must be a whole number from 1')
  rank: number;
}
