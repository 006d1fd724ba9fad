import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { CaseDetailResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CompressedAnswer } from '../common/caching/compressed-answer.js';
import { toCaseResponse, toPartyResponse } from '../cases/case.mapper.js';
import { CaseNotFoundException } from '../cases/cases.exception.js';
import { CasesService } from '../cases/cases.service.js';
import { toIssueResponse } from '../issues/issue.mapper.js';
import { IssuesService } from '../issues/issues.service.js';
import { toFinalAgreementResponse, toScoreResponse } from '../points/points.mapper.js';
import { PointsService } from '../points/points.service.js';

/** Answers kept at most, by their JSON's length and their compressed copies: a few hundred cases, a few MB. */
const CACHE_MAX_SIZE = 4_000_000;

interface Cached {
  version: string;
  answer: CompressedAnswer;
}

interface Counted extends Cached {
  /** `answer.size` when it was counted into `cachedSize` (it grows as compressed copies are added). */
  size: number;
}

/**
 * The case with everything the case screen and the report draw, read in one snapshot so that the scores
 * always match the issues and options they belong to.
 *
 * The case screen's read is answered from a per-process cache of the serialised answer, checked against the
 * database on every request: the answer is kept with the case row's version (PostgreSQL's `xmin`, the
 * transaction that last wrote the row), and every change to a case writes its row in the same transaction —
 * its own fields directly, what hangs on it through CasesService.touch. One indexed query, which also checks
 * ownership, then tells whether the kept answer is still the database's, whichever process changed it.
 */
@Injectable()
export class CaseDetailService {
  private readonly cache = new Map<number, Counted>();
  private cachedSize = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cases: CasesService,
    private readonly issues: IssuesService,
    private readonly points: PointsService,
  ) {}

  async detail(user: User, id: number): Promise<CaseDetailResponse> {
    return (await this.read(user, id)).detail;
  }

  /** The same answer as `detail`, serialised (and compressed once per coding asked for), for GET /api/cases/:id. */
  async detailAnswer(user: User, id: number): Promise<CompressedAnswer> {
    const current = await this.version(this.dataSource.manager, user, id);
    const cached = this.cache.get(id);
    if (cached?.version === current) {
      // Most recently used last: the first entries are the ones to drop.
      this.cache.delete(id);
      this.cache.set(id, cached);
      return cached.answer;
    }
    const { version, detail } = await this.read(user, id);
    const answer = new CompressedAnswer(JSON.stringify(detail), () => {
      // A compressed copy counts against the bound while its answer is still the one kept.
      if (this.cache.get(id)?.answer === answer) this.remember(id, { version, answer });
    });
    this.remember(id, { version, answer });
    return answer;
  }

  private read(user: User, id: number): Promise<{ version: string; detail: CaseDetailResponse }> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      // First, so that the version is the one of the snapshot everything below is read from.
      const version = await this.version(manager, user, id);
      const found = await this.cases.findOwned(user, id, manager);
      const parties = await this.cases.parties(id, manager);
      const issues = await this.issues.listWithOptions(id, manager);
      const scores = await this.points.scores(id, manager);
      const finalAgreements = await this.points.finalAgreements(id, manager);
      const detail = {
        case: toCaseResponse(found),
        issues: issues.map((issue) => toIssueResponse(issue)),
        parties: parties.map(toPartyResponse),
        scores: scores.map(toScoreResponse),
        finalAgreements: finalAgreements.map(toFinalAgreementResponse),
      };
      return { version, detail };
    });
  }

  /** The case row's version, or CaseNotFoundException when the case is not the user's (or gone). */
  private async version(manager: EntityManager, user: User, id: number): Promise<string> {
    const rows: Array<{ version: string }> = await manager.query(
      'SELECT xmin::text AS version FROM cases WHERE id = $1 AND owner_id = $2',
      [id, user.id],
    );
    if (rows.length === 0) {
      this.forget(id);
      throw new CaseNotFoundException();
    }
    return rows[0]!.version;
  }

  private remember(id: number, cached: Cached): void {
    this.forget(id);
    const entry = { ...cached, size: cached.answer.size };
    if (entry.size > CACHE_MAX_SIZE) return;
    this.cache.set(id, entry);
    this.cachedSize += entry.size;
    for (const [oldest, dropped] of this.cache) {
      if (this.cachedSize <= CACHE_MAX_SIZE) break;
      this.cache.delete(oldest);
      this.cachedSize -= dropped.size;
    }
  }

  private forget(id: number): void {
    const entry = this.cache.get(id);
    if (!entry) return;
    this.cache.delete(id);
    this.cachedSize -= entry.size;
  }
}
