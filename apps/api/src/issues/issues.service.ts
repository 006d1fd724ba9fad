import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { Limits, Messages } from '@parley/contracts';
import type { CaseRole, IssueResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';
import { CasesService } from '../cases/cases.service.js';
import { assertRole, displayName, memberRoleSql } from '../cases/case-access.js';
import { CaseChanges, CaseThings } from '../cases/case-changes.service.js';
import { toIssueResponse, toOptionResponse } from './issue.mapper.js';
import type { CreateIssueDto } from './dto/create-issue.dto.js';
import type { CreateOptionDto } from './dto/create-option.dto.js';
import type { UpdateIssueDto } from './dto/update-issue.dto.js';
import type { UpdateOptionDto } from './dto/update-option.dto.js';
import { Issue } from './issue.entity.js';
import {
  IssueNotFoundException,
  LastOptionException,
  LimitReachedException,
  OptionInOfferException,
  OptionNotFoundException,
} from './issues.exception.js';
import { Option } from './option.entity.js';

/** An option with the case it belongs to, as ownership checks find it. */
export interface OwnedOption {
  option: Option;
  caseId: number;
}

/**
 * Issues and their options. Every lookup goes through the owner's cases, and every change locks the case
 * row first, so limits hold under concurrent requests and the case's "last updated" moves with its content.
 * A closed case refuses every change here (409 CASE_CLOSED).
 */
@Injectable()
export class IssuesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
    private readonly changes: CaseChanges,
  ) {}

  /** An issue of a case the person is a member of (any role may read it), or IssueNotFoundException. */
  async findOwnedIssue(user: User, id: number, manager: EntityManager = this.dataSource.manager) {
    const { entities, raw } = await manager
      .createQueryBuilder(Issue, 'issue')
      .innerJoin(Case, 'c', 'c.id = issue.case_id')
      .addSelect(memberRoleSql('c'), 'member_role')
      .where(`issue.id = :id AND ${memberRoleSql('c')} IS NOT NULL`, { id, memberUserId: user.id })
      .getRawAndEntities<{ member_role: CaseRole }>();
    const found = entities[0];
    if (!found) throw new IssueNotFoundException();
    assertRole(raw[0]!.member_role, 'read');
    return found;
  }

  async findOwnedOption(
    user: User,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<OwnedOption> {
    const { entities, raw } = await manager
      .createQueryBuilder(Option, 'option')
      .innerJoinAndSelect('option.issue', 'issue')
      .innerJoin(Case, 'c', 'c.id = issue.case_id')
      .addSelect(memberRoleSql('c'), 'member_role')
      .where(`option.id = :id AND ${memberRoleSql('c')} IS NOT NULL`, { id, memberUserId: user.id })
      .getRawAndEntities<{ member_role: CaseRole }>();
    const found = entities[0];
    if (!found) throw new OptionNotFoundException();
    assertRole(raw[0]!.member_role, 'read');
    return { option: found, caseId: found.issue.caseId };
  }

  /** A case's issues with their options, both in the order they were added (the case is already checked). */
  listWithOptions(caseId: number, manager: EntityManager = this.dataSource.manager): Promise<Issue[]> {
    return manager.find(Issue, {
      where: { caseId },
      relations: { options: true },
      order: { id: 'ASC', options: { id: 'ASC' } },
    });
  }

  /**
   * The issue with its case row locked, found again after the lock: a delete that held the lock first has
   * removed it by then, and the change answers 404 instead of breaking a foreign key or deadlocking.
   */
  private async lockIssue(user: User, id: number, manager: EntityManager): Promise<Issue> {
    const { caseId } = await this.findOwnedIssue(user, id, manager);
    await this.cases.lockOpen(user, caseId, manager);
    return this.findOwnedIssue(user, id, manager);
  }

  /** The option with its case row locked (case first, then what hangs on it), found again after the lock. */
  private async lockOption(user: User, id: number, manager: EntityManager): Promise<OwnedOption> {
    const { caseId } = await this.findOwnedOption(user, id, manager);
    await this.cases.lockOpen(user, caseId, manager);
    return this.findOwnedOption(user, id, manager);
  }

  /**
   * Refuses (409 OPTION_IN_OFFER) when an offer of the case names one of `options` (issue 36): offers are both
   * sides' record, and keep the options they named. Read under the case's lock, so no offer slips in between.
   */
  private async assertInNoOffer(
    manager: EntityManager,
    caseId: number,
    options: ReadonlyArray<Pick<Option, 'id' | 'name'>>,
  ): Promise<void> {
    if (options.length === 0) return;
    const rows = (await manager.query(
      `SELECT (choice ->> 'optionId')::integer AS id
         FROM offers o, jsonb_array_elements(o.choices) AS choice
        WHERE o.case_id = $1 AND (choice ->> 'optionId')::integer = ANY($2::integer[])
        LIMIT 1`,
      [caseId, options.map((option) => option.id)],
    )) as Array<{ id: number }>;
    const used = rows[0];
    if (used) throw new OptionInOfferException(options.find((o) => o.id === used.id)?.name ?? 'This option');
  }

  /** An issue with its options as the routes answer it (for a 412's `current`). */
  private async issueAnswer(id: number, manager: EntityManager): Promise<IssueResponse | null> {
    const issue = await manager.findOne(Issue, {
      where: { id },
      relations: { options: true },
      order: { options: { id: 'ASC' } },
    });
    return issue ? toIssueResponse(issue) : null;
  }

  /** An issue is created with its options, in one transaction. */
  create(user: User, caseId: number, dto: CreateIssueDto): Promise<Issue> {
    return this.dataSource.transaction(async (manager) => {
      await this.cases.lockOpen(user, caseId, manager);
      return this.createIn(manager, user, caseId, dto);
    });
  }

  /**
   * The issue with its options, inside the caller's transaction with the case already locked for a change by
   * the owner's side (create, or an accepted suggestion: issue 36); within Limits, recorded and announced.
   */
  async createIn(
    manager: EntityManager,
    user: User,
    caseId: number,
    dto: Pick<CreateIssueDto, 'name' | 'description' | 'priority' | 'isAiSuggested' | 'options'>,
  ): Promise<Issue> {
    if ((await manager.countBy(Issue, { caseId })) >= Limits.issuesPerCaseMax) {
      throw new LimitReachedException(Messages.tooManyIssues(Limits.issuesPerCaseMax));
    }
    const issue = await manager.save(
      manager.create(Issue, {
        caseId,
        name: dto.name,
        description: dto.description ?? null,
        priority: dto.priority ?? Limits.priorityDefault,
        isAiSuggested: dto.isAiSuggested ?? false,
      }),
    );
    issue.options = await manager.save(
      dto.options.map((o) =>
        manager.create(Option, { issueId: issue.id, name: o.name, description: o.description ?? null }),
      ),
    );
    await this.changes.record(manager, user, {
      caseId,
      kind: 'issue-added',
      summary: `${displayName(user)} added the issue '${issue.name}'`,
      subject: { kind: 'issue', id: issue.id },
      things: [CaseThings.issue(issue.id)],
    });
    return issue;
  }

  /**
   * Removes an issue with its options and every party's points for it; refused (409 OPTION_IN_OFFER) while an
   * offer names one of its options (issue 36).
   */
  remove(user: User, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const issue = await this.lockIssue(user, id, manager);
      await this.changes.assertFresh(manager, user, issue.caseId, [CaseThings.issue(id)], () =>
        this.issueAnswer(id, manager),
      );
      const options = await manager.find(Option, { where: { issueId: id }, order: { id: 'ASC' } });
      await this.assertInNoOffer(manager, issue.caseId, options);
      await manager.delete(Issue, { id: issue.id });
      await this.changes.record(manager, user, {
        caseId: issue.caseId,
        kind: 'issue-removed',
        summary: `${displayName(user)} removed the issue '${issue.name}'`,
        subject: { kind: 'issue', id },
        things: [CaseThings.issue(id)],
      });
    });
  }

  /** Renames, re-describes or re-prioritises an issue: the case is locked first, then the issue read again. */
  update(user: User, id: number, dto: UpdateIssueDto): Promise<Issue> {
    return this.dataSource.transaction(async (manager) => {
      const issue = await this.lockIssue(user, id, manager);
      const { caseId } = issue;
      await this.changes.assertFresh(manager, user, caseId, [CaseThings.issue(id)], () =>
        this.issueAnswer(id, manager),
      );
      const wasName = issue.name;
      if (dto.name !== undefined) issue.name = dto.name;
      if (dto.description !== undefined) issue.description = dto.description;
      if (dto.priority !== undefined) issue.priority = dto.priority;
      await manager.update(
        Issue,
        { id },
        { name: issue.name, description: issue.description, priority: issue.priority },
      );
      await this.changes.record(manager, user, {
        caseId,
        kind: 'issue-changed',
        summary:
          issue.name !== wasName
            ? `${displayName(user)} renamed the issue '${wasName}' to '${issue.name}'`
            : dto.priority !== undefined && dto.name === undefined && dto.description === undefined
              ? `${displayName(user)} changed the importance of '${issue.name}'`
              : `${displayName(user)} changed the issue '${issue.name}'`,
        subject: { kind: 'issue', id },
        things: [CaseThings.issue(id)],
      });
      issue.options = await manager.find(Option, { where: { issueId: id }, order: { id: 'ASC' } });
      return issue;
    });
  }

  addOption(user: User, issueId: number, dto: CreateOptionDto): Promise<Option> {
    return this.dataSource.transaction(async (manager) => {
      const issue = await this.lockIssue(user, issueId, manager);
      return this.addOptionIn(manager, user, issue, dto);
    });
  }

  /**
   * A new option of `issue`, inside the caller's transaction with the case already locked for a change by the
   * owner's side (addOption, or an accepted suggestion: issue 36); within Limits, recorded and announced.
   */
  async addOptionIn(
    manager: EntityManager,
    user: User,
    issue: Issue,
    dto: Pick<CreateOptionDto, 'name' | 'description'>,
  ): Promise<Option> {
    const issueId = issue.id;
    if ((await manager.countBy(Option, { issueId })) >= Limits.optionsPerIssueMax) {
      throw new LimitReachedException(Messages.tooManyOptions(Limits.optionsPerIssueMax));
    }
    const option = await manager.save(
      manager.create(Option, { issueId, name: dto.name, description: dto.description ?? null }),
    );
    await this.changes.record(manager, user, {
      caseId: issue.caseId,
      kind: 'option-added',
      summary: `${displayName(user)} added the option '${option.name}' to '${issue.name}'`,
      subject: { kind: 'option', id: option.id },
      things: [CaseThings.option(option.id)],
    });
    return option;
  }

  updateOption(user: User, id: number, dto: UpdateOptionDto): Promise<Option> {
    return this.dataSource.transaction(async (manager) => {
      const { option, caseId } = await this.lockOption(user, id, manager);
      await this.changes.assertFresh(manager, user, caseId, [CaseThings.option(id)], async () =>
        toOptionResponse(option),
      );
      const wasName = option.name;
      if (dto.name !== undefined) option.name = dto.name;
      if (dto.description !== undefined) option.description = dto.description;
      await manager.update(Option, { id }, { name: option.name, description: option.description });
      await this.changes.record(manager, user, {
        caseId,
        kind: 'option-changed',
        summary:
          option.name !== wasName
            ? `${displayName(user)} renamed the option '${wasName}' to '${option.name}'`
            : `${displayName(user)} changed the option '${option.name}'`,
        subject: { kind: 'option', id },
        things: [CaseThings.option(id)],
      });
      return option;
    });
  }

  /** Removes an option and every party's points for it; an issue keeps at least one option. */
  removeOption(user: User, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const { option, caseId } = await this.lockOption(user, id, manager);
      await this.changes.assertFresh(manager, user, caseId, [CaseThings.option(id)], async () =>
        toOptionResponse(option),
      );
      if ((await manager.countBy(Option, { issueId: option.issueId })) <= 1) throw new LastOptionException();
      await this.assertInNoOffer(manager, caseId, [option]);
      await manager.delete(Option, { id });
      await this.changes.record(manager, user, {
        caseId,
        kind: 'option-removed',
        summary: `${displayName(user)} removed the option '${option.name}' from '${option.issue.name}'`,
        subject: { kind: 'option', id },
        things: [CaseThings.option(id)],
      });
    });
  }
}
