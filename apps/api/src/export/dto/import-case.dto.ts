import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  Equals,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsISO8601,
  IsObject,
  IsString,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { CASE_FILE_FORMAT, CASE_FILE_VERSION, CASE_STATUSES, Limits, Messages } from '@parley/contracts';
import type {
  CaseFile,
  CaseFileIssue,
  CaseFileLevel,
  CaseFileOption,
  CaseFileParty,
  CaseStatus,
  PerParty,
} from '@parley/contracts';
import { OptionalText, RequiredText } from '../../common/decorators/text.decorator.js';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';

// One DTO, the case file: the classes below are its parts and exist only to validate it field by field.
// Checks run bottom-up, so each field's type check sits last.

const NOT_A_CASE_FILE = `This is not a Parley case file (format must be "${CASE_FILE_FORMAT}")`;
const WRONG_VERSION = `This case file has a version this app cannot read (expected ${CASE_FILE_VERSION})`;
const levelMessage = Messages.wholeNumberBetween('Importance', Limits.importanceMin, Limits.importanceMax);
const pointsMessage = Messages.wholeNumberBetween('Points', Limits.scoreMin, Limits.scoreMax);
const RANK_MAX = 1000;

/** Nullable nested object: null passes, anything else must be an object of the class. */
const NullableNested = (type: () => new () => object): PropertyDecorator => {
  const decorators = [ValidateNested(), Type(type), IsObject({ message: 'Must be an object or null' })];
  return (target, key) => {
    ValidateIf((_, value) => value !== null)(target, key);
    for (const decorate of decorators) decorate(target, key);
  };
};

class CaseFileLevelDto implements CaseFileLevel {
  @IsWholeNumber(Limits.importanceMin, Limits.importanceMax, levelMessage)
  importance: number;

  @IsWholeNumber(1, RANK_MAX, Messages.wholeNumberBetween('Rank', 1, RANK_MAX))
  rank: number;

  @IsWholeNumber(
    Limits.pointsMin,
    Limits.pointsMax,
    Messages.wholeNumberBetween('Suggested points', Limits.pointsMin, Limits.pointsMax),
  )
  suggestedPoints: number;

  @ValidateIf((_, value) => value !== null)
  @IsWholeNumber(Limits.scoreMin, Limits.scoreMax, pointsMessage)
  actualPoints: number | null;
}

class PointsPerPartyDto implements PerParty<number | null> {
  @ValidateIf((_, value) => value !== null)
  @IsWholeNumber(Limits.scoreMin, Limits.scoreMax, pointsMessage)
  user: number | null;

  @ValidateIf((_, value) => value !== null)
  @IsWholeNumber(Limits.scoreMin, Limits.scoreMax, pointsMessage)
  opponent: number | null;
}

class LevelsPerPartyDto implements PerParty<CaseFileLevel | null> {
  @NullableNested(() => CaseFileLevelDto)
  user: CaseFileLevelDto | null;

  @NullableNested(() => CaseFileLevelDto)
  opponent: CaseFileLevelDto | null;
}

class CaseFileOptionDto implements CaseFileOption {
  @RequiredText('Option name', Limits.optionNameMax, Messages.optionNameRequired)
  name: string;

  @OptionalText('Description', Limits.optionDescriptionMax)
  description: string | null;

  @ValidateNested()
  @Type(() => PointsPerPartyDto)
  @IsObject({ message: 'points must hold user and opponent' })
  points: PointsPerPartyDto;

  @ValidateNested()
  @Type(() => LevelsPerPartyDto)
  @IsObject({ message: 'levels must hold user and opponent' })
  levels: LevelsPerPartyDto;
}

class CaseFileIssueDto implements CaseFileIssue {
  @RequiredText('Issue name', Limits.issueNameMax, Messages.issueNameRequired)
  name: string;

  @OptionalText('Description', Limits.issueDescriptionMax)
  description: string | null;

  @IsWholeNumber(
    Limits.priorityMin,
    Limits.priorityMax,
    Messages.wholeNumberBetween('Priority', Limits.priorityMin, Limits.priorityMax),
  )
  priority: number;

  @IsBoolean({ message: 'isAiSuggested must be true or false' })
  isAiSuggested: boolean;

  @ValidateNested()
  @Type(() => LevelsPerPartyDto)
  @IsObject({ message: 'levels must hold user and opponent' })
  levels: LevelsPerPartyDto;

  @ValidateNested({ each: true })
  @Type(() => CaseFileOptionDto)
  @ArrayMaxSize(Limits.optionsPerIssueMax, { message: Messages.tooManyOptions(Limits.optionsPerIssueMax) })
  @ArrayMinSize(1, { message: Messages.optionRequired })
  @IsArray({ message: Messages.optionRequired })
  options: CaseFileOptionDto[];

  /** Checked against the options' count by the service. */
  @ValidateIf((_, value) => value !== null)
  @IsWholeNumber(
    0,
    Limits.optionsPerIssueMax - 1,
    'agreedOption must be the position of one of the options, or null',
  )
  agreedOption: number | null;
}

class CaseFilePartyDto implements CaseFileParty {
  @RequiredText('Party name', 100, 'Party name is required')
  name: string;

  @ValidateIf((_, value) => value !== null)
  @IsWholeNumber(
    0,
    Limits.issuesPerCaseMax * Limits.scoreMax,
    'Walk-away total must be a whole number or null',
  )
  reservationValue: number | null;

  @MaxLength(Limits.alternativeMax, { message: Messages.tooLong('Alternative', Limits.alternativeMax) })
  @IsString({ message: 'Alternative must be text' })
  alternative: string;
}

class PartiesDto implements PerParty<CaseFileParty> {
  @ValidateNested()
  @Type(() => CaseFilePartyDto)
  @IsObject({ message: 'The user party is missing' })
  user: CaseFilePartyDto;

  @ValidateNested()
  @Type(() => CaseFilePartyDto)
  @IsObject({ message: 'The opponent party is missing' })
  opponent: CaseFilePartyDto;
}

class CaseFileCaseDto {
  @RequiredText('Case name', Limits.caseNameMax, Messages.caseNameRequired)
  name: string;

  @OptionalText('Goal', Limits.caseGoalMax)
  goal: string | null;

  @OptionalText('Description', Limits.caseDescriptionMax)
  description: string | null;

  @IsIn(CASE_STATUSES, { message: `Status must be one of ${CASE_STATUSES.join(', ')}` })
  status: CaseStatus;
}

/** POST /api/cases/import: a case file as GET /api/cases/:id/export.json writes it. */
export class ImportCaseDto implements CaseFile {
  @Equals(CASE_FILE_FORMAT, { message: NOT_A_CASE_FILE })
  @IsDefined({ message: NOT_A_CASE_FILE })
  format: typeof CASE_FILE_FORMAT;

  @Equals(CASE_FILE_VERSION, { message: WRONG_VERSION })
  version: typeof CASE_FILE_VERSION;

  @IsISO8601({}, { message: 'exportedAt must be a date and time' })
  @MayBeOmitted()
  exportedAt?: string;

  @ValidateNested()
  @Type(() => CaseFileCaseDto)
  @IsObject({ message: 'The case is missing' })
  case: CaseFileCaseDto;

  @ValidateNested()
  @Type(() => PartiesDto)
  @IsObject({ message: 'The parties are missing' })
  parties: PartiesDto;

  @ValidateNested({ each: true })
  @Type(() => CaseFileIssueDto)
  @ArrayMaxSize(Limits.issuesPerCaseMax, { message: Messages.tooManyIssues(Limits.issuesPerCaseMax) })
  @IsArray({ message: 'issues must be a list' })
  issues: CaseFileIssueDto[];
}
