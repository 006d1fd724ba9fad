import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Limits, Messages } from '@parley/contracts';
import type { CreateCaseRequest } from '@parley/contracts';
import { trim } from '../../common/http/text-transforms.js';
import { CaseTextDto } from './case-text.dto.js';

export class CreateCaseDto extends CaseTextDto implements CreateCaseRequest {
  // class-validator runs the decorators nearest the property first.
  @Transform(trim)
  @MaxLength(Limits.caseNameMax, { message: Messages.tooLong('Case name', Limits.caseNameMax) })
  @IsNotEmpty({ message: Messages.caseNameRequired })
  @IsString({ message: Messages.caseNameRequired })
  name: string;
}
