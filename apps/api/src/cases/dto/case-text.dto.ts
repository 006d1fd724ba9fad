import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import { trimToNull } from '../../common/http/text-transforms.js';

/** The optional text of a case, the same on create and update. */
export abstract class CaseTextDto {
  @Transform(trimToNull)
  @MaxLength(Limits.caseGoalMax, { message: Messages.tooLong('Goal', Limits.caseGoalMax) })
  @IsString({ message: 'Goal must be text' })
  @IsOptional()
  goal?: string | null;

  @Transform(trimToNull)
  @MaxLength(Limits.caseDescriptionMax, {
    message: Messages.tooLong('Description', Limits.caseDescriptionMax),
  })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string | null;
}
