import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CaseStatus, PartyType } from '@parley/contracts';
import type { PerParty } from '@parley/contracts';
import type { CaseRole, TableSide } from '@parley/contracts';
import { User } from '../auth/user.entity.js';
import { currentRequest } from '../common/request/request-context.js';
import { SubscriptionService } from '../subscription/subscription.service.js';
import {
  assertRole,
  displayName,
  displayNameSql,
  memberRoleSql,
  memberSideSql,
  sideOfRole,
} from './case-access.js';
import type { CaseNeed } from './case-access.js';
import { CaseChanges, CaseThings } from './case-changes.service.js';
import { CaseMember } from './case-member.entity.js';
import { toCaseResponse } from './case.mapper.js';
import { Case } from './case.entity.js';
import { CaseClosedException, CaseNotFoundException, PartyNotFoundException } from './cases.exception.js';
import type { CreateCaseDto } from './dto/create-case.dto.js';
import type { UpdateCaseDto } from './dto/update-case.dto.js';
import { Party } from './party.entity.js';
import { deleteSideData } from './side-data.js';

/** What a new case is made of. */
export interface NewCase {
  name: string;
  goal: string | null;
  description: string | null;
  status: CaseStatus;
}

export type NewParty = Pick<Party, 'name'> & Partial<Pick<Party, 'reservationValue' | 'alternative'>>;

const DEFAULT_PARTIES: PerParty<NewParty> = { user: { name: 'You' }, opponent: { name: 'Opponent' } };

/**
 * Every query is scoped to the cases the signed-in person owns or is a member of: a stranger's id is simply
 * not found, and the person's role decides what they may do (case-access.ts).
 * Methods that take an EntityManager run inside the caller's transaction: with the embedded database's
 * single connection, a query outside the transaction's manager would wait for it forever.
 */
@Injectable()
export class CasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Case) private readonly cases: Repository<Case>,
    private readonly subscriptions: SubscriptionService,
    private readonly changes: CaseChanges,
  ) {}

  /**
   * The person's cases and the cases shared with them, most recently updated first, each with their role and
   * the owner's name. A person whose trial or Pro has ended sees only the cases shared with them (the gate
   * let them through for those: SubscriptionGuard).
   */
  async list(user: User): Promise<Array<CaseWithRole & { withName: string | null }>> {
    const denied = currentRequest()?.state.accessDenied !== undefined;
    const { entities, raw } = await this.cases
      .createQueryBuilder('c')
      .leftJoin(CaseMember, 'm', 'm.case_id = c.id AND m.user_id = :memberUserId', { memberUserId: user.id })
      .innerJoin(User, 'owner', 'owner.id = c.owner_id')
      .addSelect(`CASE WHEN c.owner_id = :memberUserId THEN 'owner' ELSE m.role END`, 'member_role')
      .addSelect(displayNameSql('owner'), 'owner_name')
      .addSelect('m.ended_at IS NOT NULL', 'table_ended')
      // Who the case is negotiated with (issue 36): the counterpart for the owner's side, the owner for them.
      .addSelect(
        `CASE WHEN m.role = 'counterpart' THEN ${displayNameSql('owner')} ELSE
           (SELECT ${displayNameSql('cu')} FROM case_members cm JOIN users cu ON cu.id = cm.user_id
             WHERE cm.case_id = c.id AND cm.role = 'counterpart') END`,
        'with_name',
      )
      .where(denied ? 'm.user_id IS NOT NULL' : '(c.owner_id = :memberUserId OR m.user_id IS NOT NULL)')
      .orderBy('c.updated_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .getRawAndEntities<{
        member_role: CaseRole;
        owner_name: string;
        table_ended: boolean;
        with_name: string | null;
      }>();
    return entities.map((found, i) => {
      const row = raw[i]!;
      return Object.assign(found, {
        role: row.member_role,
        ownerName: row.owner_name,
        side: sideOfRole(row.member_role),
        tableEnded: row.table_ended === true,
        withName: row.with_name ?? null,
      });
    });
  }

  /** A case is born with its two parties, in one transaction, within the trial's case limit. */
  create(user: User, dto: CreateCaseDto): Promise<Case> {
    return this.dataSource.transaction(async (manager) => {
      const { created } = await this.createIn(manager, user, {
        name: dto.name,
        goal: dto.goal ?? null,
        description: dto.description ?? null,
        status: CaseStatus.Active,
      });
      return created;
    });
  }

  /**
   * A new case of the user's with its two parties, inside the caller's transaction (an import writes the
   * rest of the model in the same one), within the trial's case limit.
   */
  async createIn(
    manager: EntityManager,
    user: User,
    fields: NewCase,
    parties: PerParty<NewParty> = DEFAULT_PARTIES,
  ): Promise<{ created: Case; parties: PerParty<Party> }> {
    await this.subscriptions.assertCanAddCase(user, manager, () =>
      manager.count(Case, { where: { ownerId: user.id } }),
    );
    const created = await manager.save(
      manager.create(Case, {
        ownerId: user.id,
        ...fields,
        closedAt: fields.status === CaseStatus.Closed ? new Date() : null,
      }),
    );
    const [you, opponent] = await manager.save([
      manager.create(Party, { caseId: created.id, type: PartyType.User, ...parties.user }),
      manager.create(Party, { caseId: created.id, type: PartyType.Opponent, ...parties.opponent }),
    ]);
    return { created, parties: { user: you!, opponent: opponent! } };
  }

  /**
   * The case with the person's role on it, or CaseNotFoundException when they are not its owner or a
   * member (a stranger's 404); the role is read in the query that loads the case. Refuses what the role does
   * not allow (`need`: CaseReadOnlyException for a viewer's change, OwnerOnlyException for an editor's owner
   * task). Other modules scope their rows through this; with `lock`, the case row is held until the
   * transaction ends, so changes to one case take turns.
   */
  async findCase(
    user: User,
    id: number,
    need: CaseNeed,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
    options: FindCaseOptions = {},
  ): Promise<CaseWithRole> {
    const withEnded = options.ended === true;
    let query = manager
      .createQueryBuilder(Case, 'c')
      .addSelect(memberRoleSql('c', withEnded), 'member_role')
      .addSelect(
        `(SELECT ${displayNameSql('owner')} FROM users owner WHERE owner.id = c.owner_id)`,
        'owner_name',
      )
      .addSelect(
        `EXISTS (SELECT 1 FROM case_members e WHERE e.case_id = c.id AND e.user_id = :memberUserId AND e.ended_at IS NOT NULL)`,
        'table_ended',
      )
      .where(`c.id = :id AND ${memberRoleSql('c', withEnded)} IS NOT NULL`, { id, memberUserId: user.id });
    if (lock) query = query.setLock('pessimistic_write');
    const { entities, raw } = await query.getRawAndEntities<{
      member_role: CaseRole;
      owner_name: string;
      table_ended: boolean;
    }>();
    const found = entities[0];
    if (!found) throw new CaseNotFoundException();
    const role = raw[0]!.member_role;
    const tableEnded = raw[0]!.table_ended === true;
    // An ended counterpart reads the table only: anything else it asks is refused as a stranger's would be.
    if (tableEnded && need !== 'read') throw new CaseNotFoundException();
    assertRole(role, need);
    return Object.assign(found, { role, ownerName: raw[0]!.owner_name, side: sideOfRole(role), tableEnded });
  }

  /** The case for reading (any member), as findCase. */
  findOwned(
    user: User,
    id: number,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<CaseWithRole> {
    return this.findCase(user, id, 'read', manager, lock);
  }

  /**
   * The case, locked for the rest of the transaction, to change what hangs on it: issues, options, points and
   * agreements (owner or editor); with `side`, a change to the caller's own side's private things, which the
   * counterpart may make too. A closed case refuses (CaseClosedException); Reopen comes first.
   */
  async lockOpen(
    user: User,
    id: number,
    manager: EntityManager,
    need: 'write' | 'side' = 'write',
  ): Promise<CaseWithRole> {
    const found = await this.findCase(user, id, need, manager, true);
    if (found.status === CaseStatus.Closed) throw new CaseClosedException();
    return found;
  }

  /**
   * A party of the caller's own side of one of their cases (any member may read it), or
   * PartyNotFoundException: the other side's parties are not found, as a stranger's are not (issue 36).
   */
  async findOwnedParty(user: User, id: number, manager: EntityManager = this.dataSource.manager) {
    const { entities, raw } = await manager
      .createQueryBuilder(Party, 'party')
      .innerJoin(Case, 'c', 'c.id = party.case_id')
      .addSelect(memberRoleSql('c'), 'member_role')
      .where(`party.id = :id AND party.side = ${memberSideSql('c')}`, { id, memberUserId: user.id })
      .getRawAndEntities<{ member_role: CaseRole }>();
    const found = entities[0];
    if (!found) throw new PartyNotFoundException();
    assertRole(raw[0]!.member_role, 'read');
    return found;
  }

  /** Whether a counterpart is at the table of the case now: joined, and the owner has not ended it (issue 36). */
  async atTable(caseId: number, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM case_members WHERE case_id = $1 AND role = 'counterpart' AND ended_at IS NULL`,
      [caseId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The two parties of one side of the case (`user` first by id): a reader passes their own side only. */
  parties(
    caseId: number,
    side: TableSide,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Party[]> {
    return manager.find(Party, { where: { caseId, side }, order: { id: 'ASC' } });
  }

  /**
   * The counterpart's side begins (issue 36): their `user` party named as the owner's side's `opponent`
   * party, their `opponent` party named as the owner's side's `user` party; no points are copied. Parties
   * left from an earlier counterpart (one who left keeping their data hidden) are deleted first: the new
   * person never reads them.
   */
  /**
   * What the counterpart calls the owner's side: the owner's party name, unless it is the default "You", which
   * would name the other side "You" on the counterpart's screens; then the owner's own name.
   */
  private async ownerSideName(
    manager: EntityManager,
    caseId: number,
    ownerUser: Party | undefined,
  ): Promise<string> {
    const named = ownerUser?.name.trim();
    if (named && named.toLowerCase() !== DEFAULT_PARTIES.user.name.toLowerCase()) return named;
    const rows: { name: string }[] = await manager.query(
      `SELECT ${displayNameSql('u')} AS name FROM cases c JOIN users u ON u.id = c.owner_id WHERE c.id = $1`,
      [caseId],
    );
    return (rows[0]?.name ?? DEFAULT_PARTIES.opponent.name).slice(0, 100);
  }

  async createCounterpartSide(manager: EntityManager, caseId: number): Promise<PerParty<Party>> {
    await deleteSideData(manager, caseId, 'counterpart');
    const owners = await this.parties(caseId, 'owner', manager);
    const ownerUser = owners.find((p) => p.type === PartyType.User);
    const ownerOpponent = owners.find((p) => p.type === PartyType.Opponent);
    const [you, opponent] = await manager.save([
      manager.create(Party, {
        caseId,
        side: 'counterpart',
        type: PartyType.User,
        name: ownerOpponent?.name ?? DEFAULT_PARTIES.opponent.name,
      }),
      manager.create(Party, {
        caseId,
        side: 'counterpart',
        type: PartyType.Opponent,
        name: await this.ownerSideName(manager, caseId, ownerUser),
      }),
    ]);
    return { user: you!, opponent: opponent! };
  }

  /**
   * Changes the fields sent (the owner only); closing stamps closedAt, any other status clears it. With
   * If-Match, refused when someone else changed the case's own fields since.
   */
  update(user: User, id: number, dto: UpdateCaseDto): Promise<CaseWithRole> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.findCase(user, id, 'owner', manager, true);
      const { role, ownerName, side, tableEnded } = found;
      await this.changes.assertFresh(manager, user, id, [CaseThings.case()], async () =>
        toCaseResponse(found),
      );
      const wasStatus = found.status;
      const wasName = found.name;
      if (dto.name !== undefined) found.name = dto.name;
      if (dto.goal !== undefined) found.goal = dto.goal;
      if (dto.description !== undefined) found.description = dto.description;
      if (dto.status !== undefined && dto.status !== found.status) {
        found.status = dto.status;
        found.closedAt = dto.status === CaseStatus.Closed ? new Date() : null;
      }
      const saved = await manager.save(found);
      const who = displayName(user);
      const summary =
        found.status !== wasStatus && found.status === CaseStatus.Closed
          ? `${who} closed the case`
          : found.status !== wasStatus && wasStatus === CaseStatus.Closed
            ? `${who} reopened the case`
            : found.name !== wasName
              ? `${who} renamed the case to '${found.name}'`
              : `${who} changed the case's details`;
      const kind =
        found.status !== wasStatus && found.status === CaseStatus.Closed
          ? 'case-closed'
          : found.status !== wasStatus && wasStatus === CaseStatus.Closed
            ? 'case-reopened'
            : 'case-details';
      saved.version = await this.changes.record(manager, user, {
        caseId: id,
        kind,
        summary,
        subject: { kind: 'case', id },
        things: [CaseThings.case()],
      });
      return Object.assign(saved, { role, ownerName, side, tableEnded });
    });
  }

  /**
   * Deletes a case with everything that hangs on it (parties, issues, options, points, agreements, members,
   * links and history: the foreign keys cascade), in one transaction that holds the case row first, like every
   * change to a case; its members' event streams are told it is gone.
   */
  remove(user: User, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.findCase(user, id, 'owner', manager, true);
      await this.changes.caseDeleted(manager, user, id, found.version);
      await manager.delete(Case, { id, ownerId: user.id });
    });
  }
}

/**
 * A case with the signed-in person's role on it, its owner's name and (issue 36) the side of the table they
 * read and write; `tableEnded`: a counterpart whose joint table the owner ended (found only with `ended`).
 */
export type CaseWithRole = Case & { role: CaseRole; ownerName: string; side: TableSide; tableEnded: boolean };

export interface FindCaseOptions {
  /** Also find a counterpart whose joint table the owner ended (GET /api/cases/:id/table only), to read. */
  ended?: boolean;
}
