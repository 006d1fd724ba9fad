import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { CreateOptionRequest, UpdateOptionRequest } from '@parley/contracts';
import { trim, trimToNull } from '../../common/http/text-transforms.js';

const nameTooLong = Messages.tooLong('Option name', Limits.optionNameMax);
const descriptionTooLong = Messages.tooLong('Description', Limits.optionDescriptionMax);

export class CreateOptionDto implements CreateOptionRequest {
  @Transform(trim)
  @MaxLength(Limits.optionNameMax, { message: nameTooLong })
  @IsNotEmpty({ message: Messages.optionNameRequired })
  @IsString({ message: Messages.optionNameRequired })
  name: string;

  @Transform(trimToNull)
  @MaxLength(Limits.optionDescriptionMax, { message: descriptionTooLong })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string | null;
}

/** The fields sent are changed; a name, when sent, must still be a name. */
export class UpdateOptionDto implements UpdateOptionRequest {
  @Transform(trim)
  @MaxLength(Limits.optionNameMax, { message: nameTooLong })
  @IsNotEmpty({ message: Messages.optionNameRequired })
  @IsString({ message: Messages.optionNameRequired })
  @ValidateIf((_, value) => value !== undefined)
  name?: string;

  @Transform(trimToNull)
  @MaxLength(Limits.optionDescriptionMax, { message: descriptionTooLong })
  @IsString({ message: 'Description must be text' })
  @IsOptional()
  description?: string | null;
}
