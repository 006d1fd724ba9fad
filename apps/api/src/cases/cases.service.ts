import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Repository } from 'typeorm';
import { CaseStatus, PartyType } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { Case } from './case.entity.js';
import { CaseNotFoundException } from './cases.exception.js';
import type { CreateCaseDto } from './dto/create-case.dto.js';
import { Party } from './party.entity.js';

export interface CaseWithParties {
  case: Case;
  parties: Party[];
}

/** Every query is scoped to the signed-in user's cases: a foreign id is simply not found. */
@Injectable()
export class CasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Case) private readonly cases: Repository<Case>,
    @InjectRepository(Party) private readonly parties: Repository<Party>,
  ) {}

  list(user: User): Promise<Case[]> {
    return this.cases.find({ where: { ownerId: user.id }, order: { updatedAt: 'DESC', id: 'DESC' } });
  }

  /** A case is born with its two parties, in one transaction. */
  create(user: User, dto: CreateCaseDto): Promise<Case> {
    return this.dataSource.transaction(async (manager) => {
      const created = await manager.save(
        manager.create(Case, {
          ownerId: user.id,
          name: dto.name,
          goal: dto.goal ?? null,
          description: dto.description ?? null,
          status: CaseStatus.Active,
          closedAt: null,
        }),
      );
      await manager.save([
        manager.create(Party, { caseId: created.id, name: 'You', type: PartyType.User }),
        manager.create(Party, { caseId: created.id, name: 'Opponent', type: PartyType.Opponent }),
      ]);
      return created;
    });
  }

  /** The user's own case, or CaseNotFoundException. Other modules scope their rows through this. */
  async findOwned(user: User, id: number): Promise<Case> {
    const found = await this.cases.findOneBy({ id, ownerId: user.id });
    if (!found) throw new CaseNotFoundException();
    return found;
  }

  async detail(user: User, id: number): Promise<CaseWithParties> {
    const found = await this.findOwned(user, id);
    const parties = await this.parties.find({ where: { caseId: found.id }, order: { id: 'ASC' } });
    return { case: found, parties };
  }
}
