import type { SaveFinalAgreementRequest } from '@parley/contracts';
import { IsId } from '../../common/decorators/whole-number.decorator.js';

export class SaveFinalAgreementDto implements SaveFinalAgreementRequest {
  @IsId('issueId')
  issueId: number;

  @IsId('optionId')
  optionId: number;
}
