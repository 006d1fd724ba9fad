import { IsIn } from 'class-validator';
import { CASE_TEMPLATE_KEYS, Limits, Messages } from '@parley/contracts';
import type { CaseTemplateKey, CreateFromTemplateRequest } from '@parley/contracts';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';
import { RequiredText } from '../../common/decorators/text.decorator.js';

/** POST /api/cases/from-template */
export class CreateFromTemplateDto implements CreateFromTemplateRequest {
  @IsIn(CASE_TEMPLATE_KEYS, { message: `Template must be one of ${CASE_TEMPLATE_KEYS.join(', ')}` })
  template: CaseTemplateKey;

  @RequiredText('Case name', Limits.caseNameMax, Messages.caseNameRequired)
  @MayBeOmitted()
  name?: string;
}
