import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import type { SuggestionResponse, SuggestionsResponse } from '@parley/contracts';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { User } from '../auth/user.entity.js';
import { MemberAccess } from '../common/decorators/member-access.decorator.js';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe.js';
import { AnswerSuggestionDto } from './dto/answer-suggestion.dto.js';
import { CreateSuggestionDto } from './dto/create-suggestion.dto.js';
import { SuggestionsService } from './suggestions.service.js';

/** The counterpart suggests issues and options; the owner's side answers (issue 36). */
@MemberAccess()
@Controller()
export class SuggestionsController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @Post('cases/:id/suggestions')
  @HttpCode(HttpStatus.CREATED)
  create(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: CreateSuggestionDto,
  ): Promise<SuggestionResponse> {
    return this.suggestions.create(user, id, dto);
  }

  @Get('cases/:id/suggestions')
  async list(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<SuggestionsResponse> {
    return { suggestions: await this.suggestions.list(user, id) };
  }

  @Put('suggestions/:id')
  answer(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: AnswerSuggestionDto,
  ): Promise<SuggestionResponse> {
    return this.suggestions.answer(user, id, dto);
  }
}
