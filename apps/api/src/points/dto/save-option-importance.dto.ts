import type { SaveOptionImportanceRequest } from '@parley/contracts';
import { IsId } from '../../common/decorators/whole-number.decorator.js';
import { SaveIssueImportanceDto } from './save-issue-importance.dto.js';

/** An option's level is an issue's level that also names the option. */
export class SaveOptionImportanceDto extends SaveIssueImportanceDto implements SaveOptionImportanceRequest {
  @IsId('optionId')
  optionId: number;
}
