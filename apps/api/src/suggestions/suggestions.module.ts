import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CasesModule } from '../cases/cases.module.js';
import { IssuesModule } from '../issues/issues.module.js';
import { CaseSuggestion } from './case-suggestion.entity.js';
import { SuggestionsController } from './suggestions.controller.js';
import { SuggestionsService } from './suggestions.service.js';

/** Issue 36: the counterpart's suggestions of issues and options, which the owner's side answers. */
@Module({
  imports: [TypeOrmModule.forFeature([CaseSuggestion]), CasesModule, IssuesModule],
  controllers: [SuggestionsController],
  providers: [SuggestionsService],
})
export class SuggestionsModule {}
