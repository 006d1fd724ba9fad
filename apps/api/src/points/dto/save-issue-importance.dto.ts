import { IsOptional } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { SaveIssueImportanceRequest } from '@parley/contracts';
import { IsId, IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { PartyIssueLevelDto } from './party-issue-level.dto.js';

const { pointsMin, pointsMax, scoreMin, scoreMax } = Limits;

/**
 * An issue's level that also names the party. suggestedPoints is accepted because the request carries it, and
 * range-checked; the API computes its own.
 */
export class SaveIssueImportanceDto extends PartyIssueLevelDto implements SaveIssueImportanceRequest {
  @IsId('partyId')
  partyId: number;

  @IsWholeNumber(pointsMin, pointsMax, Messages.wholeNumberBetween('Suggested points', pointsMin, pointsMax))
  @IsOptional()
  suggestedPoints?: number | null;

  @IsWholeNumber(scoreMin, scoreMax, Messages.wholeNumberBetween('Actual points', scoreMin, scoreMax))
  @IsOptional()
  actualPoints?: number | null;
}
