import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { CaseDetailResponse, CaseRole } from '@parley/contracts';
import { assertRole, displayNameSql } from '../cases/case-access.js';
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

/** What the check of a kept answer reads: the row's version, the case's version, the person's role. */
interface Current {
  /** `xmin` and the owner's name: the kept answer is still the database's while both hold. */
  version: string;
  /** `cases.version`: the ETag. */
  caseVersion: string;
  role: CaseRole;
}

const ROLES: readonly CaseRole[] = ['owner', 'editor', 'viewer', 'counterpart'];

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
 * membership (the person's role, issue 35), then tells whether the kept answer is still the database's, whichever
 * process changed it. An answer is kept per case and role (it names the role; the role also decides the side of
 * the table it was read from, issue 36: the counterpart's answer is never another role's), and answers the
 * case's version (`cases.version`) as its ETag.
 */
@Injectable()
export class CaseDetailService {
  private readonly cache = new Map<string, Counted>();
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
  async detailAnswer(user: User, id: number): Promise<{ answer: CompressedAnswer; version: string }> {
    const current = await this.version(this.dataSource.manager, user, id);
    const key = `${id}:${current.role}`;
    const cached = this.cache.get(key);
    if (cached?.version === current.version) {
      // Most recently used last: the first entries are the ones to drop.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return { answer: cached.answer, version: current.caseVersion };
    }
    const { version, detail } = await this.read(user, id);
    const read = `${id}:${version.role}`;
    const answer = new CompressedAnswer(JSON.stringify(detail), () => {
      // A compressed copy counts against the bound while its answer is still the one kept.
      if (this.cache.get(read)?.answer === answer) this.remember(read, { version: version.version, answer });
    });
    this.remember(read, { version: version.version, answer });
    return { answer, version: version.caseVersion };
  }

  private read(user: User, id: number): Promise<{ version: Current; detail: CaseDetailResponse }> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      // First, so that the version is the one of the snapshot everything below is read from.
      const version = await this.version(manager, user, id);
      const found = await this.cases.findOwned(user, id, manager);
      // Each side reads its own two parties and their points only (issue 36): `user` is the reader's side.
      const parties = await this.cases.parties(id, found.side, manager);
      const issues = await this.issues.listWithOptions(id, manager);
      const scores = await this.points.scores(id, found.side, manager);
      const finalAgreements = await this.points.finalAgreements(id, manager);
      const detail = {
        case: toCaseResponse(found),
        issues: issues.map((issue) => toIssueResponse(issue)),
        parties: parties.map(toPartyResponse),
        scores: scores.map(toScoreResponse),
        finalAgreements: finalAgreements.map(toFinalAgreementResponse),
        role: found.role,
        ownerName: found.ownerName,
        version: Number(found.version),
      };
      return { version, detail };
    });
  }

  /**
   * The case row's version and the person's role, or CaseNotFoundException when they are not a member (or the
   * case is gone); refuses the owner whose access has ended as every case route does (assertRole).
   */
  private async version(manager: EntityManager, user: User, id: number): Promise<Current> {
    const rows: Array<{ version: string; case_version: string; role: CaseRole }> = await manager.query(
      `SELECT c.xmin::text || ':' || ${displayNameSql('owner')} AS version, c.version::text AS case_version,
              CASE WHEN c.owner_id = $2 THEN 'owner' ELSE m.role END AS role
         FROM cases c
         JOIN users owner ON owner.id = c.owner_id
         LEFT JOIN case_members m ON m.case_id = c.id AND m.user_id = $2 AND m.ended_at IS NULL
        WHERE c.id = $1 AND (c.owner_id = $2 OR m.user_id IS NOT NULL)`,
      [id, user.id],
    );
    const row = rows[0];
    if (!row) {
      this.forget(id);
      throw new CaseNotFoundException();
    }
    assertRole(row.role, 'read');
    return { version: row.version, caseVersion: row.case_version, role: row.role };
  }

  private remember(key: string, cached: Cached): void {
    this.forgetKey(key);
    const entry = { ...cached, size: cached.answer.size };
    if (entry.size > CACHE_MAX_SIZE) return;
    this.cache.set(key, entry);
    this.cachedSize += entry.size;
    for (const [oldest, dropped] of this.cache) {
      if (this.cachedSize <= CACHE_MAX_SIZE) break;
      this.cache.delete(oldest);
      this.cachedSize -= dropped.size;
    }
  }

  private forget(id: number): void {
    for (const role of ROLES) this.forgetKey(`${id}:${role}`);
  }

  private forgetKey(key: string): void {
    const entry = this.cache.get(key);
    if (!entry) return;
    this.cache.delete(key);
    this.cachedSize -= entry.size;
  }
}
