import { IsBoolean } from 'class-validator';
import type { AnswerSuggestionRequest } from '@parley/contracts';

/** PUT /api/suggestions/:id */
export class AnswerSuggestionDto implements AnswerSuggestionRequest {
  @IsBoolean({ message: 'accept must be true or false' })
  accept: boolean;
}
