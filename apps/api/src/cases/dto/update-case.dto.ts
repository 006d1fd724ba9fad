import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CASE_STATUSES, Limits, Messages } from '@parley/contracts';
import type { CaseStatus, UpdateCaseRequest } from '@parley/contracts';
import { trim } from '../../common/http/text-transforms.js';
import { CaseTextDto } from './case-text.dto.js';

/** Every field optional; a name, when sent, must still be a name. */
export class UpdateCaseDto extends CaseTextDto implements UpdateCaseRequest {
  @Transform(trim)
  @MaxLength(Limits.caseNameMax, { message: Messages.tooLong('Case name', Limits.caseNameMax) })
  @IsNotEmpty({ message: Messages.caseNameRequired })
  @IsString({ message: Messages.caseNameRequired })
  @ValidateIf((_, value) => value !== undefined)
  name?: string;

  // Absent keeps the status; null is not a status (the column cannot hold it).
  @IsIn(CASE_STATUSES, { message: `Status must be one of ${CASE_STATUSES.join(', ')}` })
  @ValidateIf((_, value) => value !== undefined)
  status?: CaseStatus;
}
