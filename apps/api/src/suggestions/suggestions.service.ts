import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { CaseStatus, ErrorCode, Messages, TABLE_LIMITS } from '@parley/contracts';
import type { CaseRole, SuggestionResponse, TableSide } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';
import { assertRole, displayName, memberRoleSql } from '../cases/case-access.js';
import { CaseChanges } from '../cases/case-changes.service.js';
import { CaseClosedException } from '../cases/cases.exception.js';
import { CasesService } from '../cases/cases.service.js';
import { ApiException, ValidationApiException } from '../common/exceptions/api.exception.js';
import { Issue } from '../issues/issue.entity.js';
import { IssueNotFoundException, LimitReachedException } from '../issues/issues.exception.js';
import { IssuesService } from '../issues/issues.service.js';
import { CaseSuggestion } from './case-suggestion.entity.js';
import type { AnswerSuggestionDto } from './dto/answer-suggestion.dto.js';
import type { CreateSuggestionDto } from './dto/create-suggestion.dto.js';

export class SuggestionNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, ErrorCode.SuggestionNotFound, Messages.suggestionNotFound);
  }
}

export class SuggestionAnsweredException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, ErrorCode.Conflict, Messages.suggestionAnswered);
  }
}

/** 403: the owner's side adds issues and options itself; suggesting is the counterpart's way. */
export class SuggestionsCounterpartOnlyException extends ApiException {
  constructor() {
    super(HttpStatus.FORBIDDEN, ErrorCode.Forbidden, Messages.suggestionsCounterpartOnly);
  }
}

/**
 * The counterpart's suggestions of issues and options (issue 36): the case's issues and options are the owner
 * side's to change; the counterpart suggests, the owner's side (owner or editor) accepts or declines. An
 * accepted suggestion joins the case as if the owner's side had added it (IssuesService.createIn/addOptionIn:
 * the same limits, history line and live event). At most TABLE_LIMITS.openSuggestionsMax open at once.
 */
@Injectable()
export class SuggestionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
    private readonly issues: IssuesService,
    private readonly changes: CaseChanges,
  ) {}

  create(user: User, caseId: number, dto: CreateSuggestionDto): Promise<SuggestionResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { side } = await this.cases.lockOpen(user, caseId, manager, 'side');
      if (side !== 'counterpart') throw new SuggestionsCounterpartOnlyException();
      if (dto.kind === 'option' && dto.issueId === undefined) {
        throw new ValidationApiException(Messages.suggestionNeedsIssue, {
          issueId: Messages.suggestionNeedsIssue,
        });
      }
      if (dto.kind === 'option' && dto.options !== undefined) {
        throw new ValidationApiException(Messages.suggestionIssueOnly, {
          options: Messages.suggestionIssueOnly,
        });
      }
      if (dto.kind === 'issue' && dto.issueId !== undefined) {
        throw new ValidationApiException(Messages.suggestionIssueHasNoIssue, {
          issueId: Messages.suggestionIssueHasNoIssue,
        });
      }
      let issue: Issue | null = null;
      if (dto.kind === 'option') {
        issue = await manager.findOneBy(Issue, { id: dto.issueId!, caseId });
        if (!issue) throw new IssueNotFoundException();
      }
      const open = await manager.countBy(CaseSuggestion, { caseId, state: 'open' });
      if (open >= TABLE_LIMITS.openSuggestionsMax) {
        throw new LimitReachedException(Messages.tooManySuggestions(TABLE_LIMITS.openSuggestionsMax));
      }
      const saved = await manager.save(
        manager.create(CaseSuggestion, {
          caseId,
          kind: dto.kind,
          name: dto.name,
          issueId: issue?.id ?? null,
          options: dto.kind === 'issue' ? (dto.options ?? []) : [],
          createdBy: user.id,
          state: 'open',
          answeredAt: null,
        }),
      );
      await this.changes.record(manager, user, {
        caseId,
        kind: 'suggestion-added',
        summary:
          dto.kind === 'issue'
            ? `${displayName(user)} suggested the issue '${dto.name}'`
            : `${displayName(user)} suggested the option '${dto.name}' for '${issue!.name}'`,
        subject: { kind: 'suggestion', id: saved.id },
      });
      return toSuggestionResponse(saved, side);
    });
  }

  /** Every suggestion of the case, newest first (both sides read them: they are shared). */
  async list(user: User, caseId: number): Promise<SuggestionResponse[]> {
    const { side } = await this.cases.findCase(user, caseId, 'read');
    const rows = await this.dataSource.manager.find(CaseSuggestion, {
      where: { caseId },
      order: { id: 'DESC' },
      // Bounded: the open ones are capped, the answered ones are history; the newest hundred is plenty.
      take: 100,
    });
    return rows.map((row) => toSuggestionResponse(row, side));
  }

  /**
   * The owner's side answers a suggestion (owner or editor; a viewer 403 CASE_READ_ONLY, the counterpart 403
   * OWNER_ONLY, a stranger 404): accepting adds the issue or option, declining only says no.
   */
  answer(user: User, id: number, dto: AnswerSuggestionDto): Promise<SuggestionResponse> {
    return this.dataSource.transaction(async (manager) => {
      const { caseId } = await this.findVisible(manager, user, id);
      const found = await this.cases.lockOpen(user, caseId, manager);
      const suggestion = await manager.findOneBy(CaseSuggestion, { id, caseId });
      if (!suggestion) throw new SuggestionNotFoundException();
      if (suggestion.state !== 'open') throw new SuggestionAnsweredException();
      if (dto.accept) {
        if (suggestion.kind === 'issue') {
          const names = suggestion.options.length > 0 ? suggestion.options : [Messages.suggestedIssueOption];
          await this.issues.createIn(manager, user, caseId, {
            name: suggestion.name,
            options: names.map((name) => ({ name })),
          });
        } else {
          const issue = await manager.findOneBy(Issue, { id: suggestion.issueId!, caseId });
          if (!issue) throw new SuggestionNotFoundException();
          await this.issues.addOptionIn(manager, user, issue, { name: suggestion.name });
        }
      }
      suggestion.state = dto.accept ? 'accepted' : 'declined';
      suggestion.answeredAt = new Date();
      const saved = await manager.save(suggestion);
      if (!dto.accept) {
        await this.changes.record(manager, user, {
          caseId,
          kind: 'suggestion-declined',
          summary: `${displayName(user)} declined the suggestion '${suggestion.name}'`,
          subject: { kind: 'suggestion', id },
        });
      }
      return toSuggestionResponse(saved, found.side);
    });
  }

  /** The suggestion's case, when the person is a member of it (else 404, as for a stranger); no lock yet. */
  private async findVisible(
    manager: EntityManager,
    user: User,
    id: number,
  ): Promise<{ caseId: number; role: CaseRole }> {
    const row = await manager
      .createQueryBuilder(CaseSuggestion, 's')
      .innerJoin(Case, 'c', 'c.id = s.case_id')
      .select('s.case_id', 'case_id')
      .addSelect(memberRoleSql('c'), 'member_role')
      .addSelect('c.status', 'status')
      .where(`s.id = :id AND ${memberRoleSql('c')} IS NOT NULL`, { id, memberUserId: user.id })
      .getRawOne<{ case_id: number; member_role: CaseRole; status: CaseStatus }>();
    if (!row) throw new SuggestionNotFoundException();
    assertRole(row.member_role, 'write');
    if (row.status === CaseStatus.Closed) throw new CaseClosedException();
    return { caseId: row.case_id, role: row.member_role };
  }
}

export function toSuggestionResponse(s: CaseSuggestion, readerSide: TableSide): SuggestionResponse {
  return {
    id: s.id,
    kind: s.kind,
    name: s.name,
    issueId: s.issueId,
    options: s.options,
    // Only the counterpart suggests.
    by: readerSide === 'counterpart' ? 'you' : 'them',
    state: s.state,
    createdAt: s.createdAt.toISOString(),
  };
}
