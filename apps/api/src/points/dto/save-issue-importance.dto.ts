import { IsOptional } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { SaveIssueImportanceRequest } from '@parley/contracts';
import { IsId, IsWholeNumber, MAX_ID } from '../../common/decorators/whole-number.decorator.js';

const { importanceMin, importanceMax, pointsMin, pointsMax, scoreMin, scoreMax } = Limits;

/** suggestedPoints is accepted because the request carries it, and range-checked; the API computes its own. */
export class SaveIssueImportanceDto implements SaveIssueImportanceRequest {
  @IsId('partyId')
  partyId: number;

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

  @IsWholeNumber(pointsMin, pointsMax, Messages.wholeNumberBetween('Suggested points', pointsMin, pointsMax))
  @IsOptional()
  suggestedPoints?: number | null;

  @IsWholeNumber(scoreMin, scoreMax, Messages.wholeNumberBetween('Actual points', scoreMin, scoreMax))
  @IsOptional()
  actualPoints?: number | null;
}
