import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import { Limits } from '@parley/contracts';
import type { SavePartyPointsRequest } from '@parley/contracts';
import { IsId } from '../../common/decorators/whole-number.decorator.js';
import { PartyIssueLevelDto } from './party-issue-level.dto.js';
import { PartyOptionLevelDto } from './party-option-level.dto.js';
import { PartyScoreDto } from './party-score.dto.js';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';

// No case holds more rows than these, so a longer list is refused before any lookup.
const issuesMax = Limits.issuesPerCaseMax;
const optionsMax = Limits.issuesPerCaseMax * Limits.optionsPerIssueMax;
const listOf = (label: string, max: number) => ({
  message: `${label} must be a list of at most ${max} rows`,
});

export class SavePartyPointsDto implements SavePartyPointsRequest {
  @IsId('partyId')
  partyId: number;

  @ValidateNested({ each: true })
  @Type(() => PartyIssueLevelDto)
  @ArrayMaxSize(issuesMax, listOf('issueImportance', issuesMax))
  @IsArray(listOf('issueImportance', issuesMax))
  @MayBeOmitted()
  issueImportance?: PartyIssueLevelDto[];

  @ValidateNested({ each: true })
  @Type(() => PartyOptionLevelDto)
  @ArrayMaxSize(optionsMax, listOf('optionImportance', optionsMax))
  @IsArray(listOf('optionImportance', optionsMax))
  @MayBeOmitted()
  optionImportance?: PartyOptionLevelDto[];

  @ValidateNested({ each: true })
  @Type(() => PartyScoreDto)
  @ArrayMaxSize(optionsMax, listOf('scores', optionsMax))
  @IsArray(listOf('scores', optionsMax))
  @MayBeOmitted()
  scores?: PartyScoreDto[];
}
