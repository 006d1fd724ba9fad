import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { CaseStatus, PartyType } from '@parley/contracts';
import type { PerParty } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { SubscriptionService } from '../subscription/subscription.service.js';
import { Case } from './case.entity.js';
import { CaseClosedException, CaseNotFoundException, PartyNotFoundException } from './cases.exception.js';
import type { CreateCaseDto } from './dto/create-case.dto.js';
import type { UpdateCaseDto } from './dto/update-case.dto.js';
import { Party } from './party.entity.js';

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
 * Every query is scoped to the signed-in user's cases: a foreign id is simply not found.
 * Methods that take an EntityManager run inside the caller's transaction: with the embedded database's
 * single connection, a query outside the transaction's manager would wait for it forever.
 */
@Injectable()
export class CasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Case) private readonly cases: Repository<Case>,
    private readonly subscriptions: SubscriptionService,
  ) {}

  list(user: User): Promise<Case[]> {
    return this.cases.find({ where: { ownerId: user.id }, order: { updatedAt: 'DESC', id: 'DESC' } });
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
   * The user's own case, or CaseNotFoundException. Other modules scope their rows through this; with
   * `lock`, the case row is held until the transaction ends, so changes to one case take turns.
   */
  async findOwned(
    user: User,
    id: number,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<Case> {
    const found = await manager.findOne(Case, {
      where: { id, ownerId: user.id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!found) throw new CaseNotFoundException();
    return found;
  }

  /**
   * The user's own case, locked for the rest of the transaction, to change what hangs on it: issues, options,
   * points and agreements. A closed case refuses (CaseClosedException); Reopen comes first.
   */
  async lockOpen(user: User, id: number, manager: EntityManager): Promise<Case> {
    const found = await this.findOwned(user, id, manager, true);
    if (found.status === CaseStatus.Closed) throw new CaseClosedException();
    return found;
  }

  /** A party of one of the user's cases, or PartyNotFoundException. */
  async findOwnedParty(user: User, id: number, manager: EntityManager = this.dataSource.manager) {
    const found = await manager
      .createQueryBuilder(Party, 'party')
      .innerJoin(Case, 'c', 'c.id = party.case_id')
      .where('party.id = :id AND c.owner_id = :ownerId', { id, ownerId: user.id })
      .getOne();
    if (!found) throw new PartyNotFoundException();
    return found;
  }

  parties(caseId: number, manager: EntityManager = this.dataSource.manager): Promise<Party[]> {
    return manager.find(Party, { where: { caseId }, order: { id: 'ASC' } });
  }

  /** Marks a case as changed now: its issues, options and points count as its content. */
  async touch(manager: EntityManager, caseId: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Case)
      .set({ updatedAt: () => 'now()' })
      .where('id = :caseId', { caseId })
      .execute();
  }

  /** Changes the fields sent; closing stamps closedAt, any other status clears it. */
  update(user: User, id: number, dto: UpdateCaseDto): Promise<Case> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.findOwned(user, id, manager, true);
      if (dto.name !== undefined) found.name = dto.name;
      if (dto.goal !== undefined) found.goal = dto.goal;
      if (dto.description !== undefined) found.description = dto.description;
      if (dto.status !== undefined && dto.status !== found.status) {
        found.status = dto.status;
        found.closedAt = dto.status === CaseStatus.Closed ? new Date() : null;
      }
      return manager.save(found);
    });
  }

  /**
   * Deletes a case with everything that hangs on it (parties, issues, options, points, agreements: the foreign
   * keys cascade), in one transaction that holds the case row first, like every change to a case.
   */
  remove(user: User, id: number): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await this.findOwned(user, id, manager, true);
      await manager.delete(Case, { id, ownerId: user.id });
    });
  }
}
