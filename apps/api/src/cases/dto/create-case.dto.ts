import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { CreateCaseRequest } from '@parley/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Blank optional text is stored as no text. */
const trimToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

export class CreateCaseDto implements CreateCaseRequest {
  // class-validator runs the decorators nearest the property first.
  @Transform(trim)
  @MaxLength(Limits.caseNameMax, { message: Messages.tooLong('Case name', Limits.caseNameMax) })
  @IsNotEmpty({ message: Messages.caseNameRequired })
  @IsString({ message: Messages.caseNameRequired })
  name: string;

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
