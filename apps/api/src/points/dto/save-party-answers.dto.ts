import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import { Limits } from '@parley/contracts';
import type { SavePartyAnswersRequest } from '@parley/contracts';
import { TradeoffAnswerDto } from './tradeoff-answer.dto.js';

const listMessage = {
  message: `answers must be a list of at most ${Limits.tradeoffAnswersMax} answers`,
};

/** The party's whole list of answers; it replaces what was stored. */
export class SavePartyAnswersDto implements SavePartyAnswersRequest {
  @ValidateNested({ each: true })
  @Type(() => TradeoffAnswerDto)
  @ArrayMaxSize(Limits.tradeoffAnswersMax, listMessage)
  @IsArray(listMessage)
  answers: TradeoffAnswerDto[];
}
