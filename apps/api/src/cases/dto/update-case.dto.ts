import { IsIn, ValidateIf } from 'class-validator';
import { CASE_STATUSES, Limits, Messages } from '@parley/contracts';
import type { CaseStatus, UpdateCaseRequest } from '@parley/contracts';
import { OptionalText, RequiredText } from '../../common/decorators/text.decorator.js';

/** Every field optional; a name, when sent, must still be a name. */
export class UpdateCaseDto implements UpdateCaseRequest {
  @RequiredText('Case name', Limits.caseNameMax, Messages.caseNameRequired)
  @ValidateIf((_, value) => value !== undefined)
  name?: string;

  // Absent keeps the status; null is not a status (the column cannot hold it).
  @IsIn(CASE_STATUSES, { message: `Status must be one of ${CASE_STATUSES.join(', ')}` })
  @ValidateIf((_, value) => value !== undefined)
  status?: CaseStatus;

  @OptionalText('Goal', Limits.caseGoalMax)
  goal?: string | null;

  @OptionalText('Description', Limits.caseDescriptionMax)
  description?: string | null;
}
