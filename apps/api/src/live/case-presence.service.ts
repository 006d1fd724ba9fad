import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { LiveEventType } from '@parley/contracts';
import type { CasePresenceResponse, LiveEventActor, TableSide } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CaseEventsPublisher } from '../common/events/case-events.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { TooManyStreamsException } from './live.exception.js';

/** How often each process refreshes its streams' rows (and writes a heartbeat on each stream). */
export const PRESENCE_REFRESH_MS = 20_000;
/** A row not refreshed for this long belongs to a process that is gone: it counts for nothing. */
export const PRESENCE_TTL_SECONDS = 60;

/** Advisory-lock namespace (the two-key form) under which one person's stream openings take turns. */
const OPEN_STREAMS_LOCK = 7_301;

/** A person's name as others see it: the first name, or the e-mail address members already see. */
export function displayName(user: Pick<User, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email || 'Someone';
}

const LIVE_ROW = `seen_at > now() - make_interval(secs => ${PRESENCE_TTL_SECONDS})`;

/**
 * Who has a case open, shared by every API process through PostgreSQL (table case_presence, one row per
 * open stream). Joining and leaving announce a `presence` event in the same transaction.
 */
@Injectable()
export class CasePresenceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A row for a stream about to open, or TooManyStreamsException when the person already holds the most
   * streams one person may, counted across every process. One person's openings take turns (an advisory
   * lock for the transaction), so two at once cannot both take the last place.
   */
  join(user: User, caseId: number, side?: TableSide): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [OPEN_STREAMS_LOCK, user.id]);
      const [{ open }] = (await manager.query(
        `SELECT count(*)::int AS open FROM case_presence WHERE user_id = $1 AND ${LIVE_ROW}`,
        [user.id],
      )) as [{ open: number }];
      const max = this.config.liveStreams.perPerson;
      if (open >= max) throw new TooManyStreamsException(max);
      const id = randomUUID();
      await manager.query(
        'INSERT INTO case_presence (id, case_id, user_id, seen_at) VALUES ($1, $2, $3, now())',
        [id, caseId, user.id],
      );
      await this.announce(manager, caseId, { id: user.id, name: displayName(user) }, side);
      return id;
    });
  }

  /** Removes a closed stream's row (its case may be gone already: then there is nothing to say). */
  async leave(presenceId: string, caseId: number, actor: LiveEventActor, side?: TableSide): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const gone = (await manager.query('DELETE FROM case_presence WHERE id = $1 RETURNING id', [
        presenceId,
      ])) as unknown[];
      if (gone.length > 0) await this.announce(manager, caseId, actor, side);
    });
  }

  /** Removes the rows of many closed streams in one statement (a process shutting down), announced per case. */
  async leaveAll(presenceIds: string[]): Promise<void> {
    if (presenceIds.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      const gone = (await manager.query(
        'DELETE FROM case_presence WHERE id = ANY($1::uuid[]) RETURNING case_id AS "caseId"',
        [presenceIds],
      )) as Array<{ caseId: number }>;
      for (const caseId of new Set(gone.map((row) => row.caseId))) await this.announce(manager, caseId, null);
    });
  }

  /**
   * Keeps this process's rows alive, and deletes rows whose process stopped refreshing them, announcing the
   * cases they were on.
   */
  async refresh(presenceIds: string[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (presenceIds.length > 0) {
        await manager.query('UPDATE case_presence SET seen_at = now() WHERE id = ANY($1::uuid[])', [
          presenceIds,
        ]);
      }
      const expired = (await manager.query(
        `DELETE FROM case_presence WHERE NOT (${LIVE_ROW}) RETURNING case_id AS "caseId"`,
      )) as Array<{ caseId: number }>;
      for (const caseId of new Set(expired.map((row) => row.caseId)))
        await this.announce(manager, caseId, null);
    });
  }

  /**
   * Everyone with the case open now, once each, the reader included. The counterpart (issue 36) is told of the
   * owner and themselves only, as GET …/members tells them: the owner's team is not theirs to know.
   */
  async present(caseId: number, readerSide: TableSide = 'owner'): Promise<CasePresenceResponse> {
    const rows = (await this.dataSource.query(
      `SELECT u.id AS "userId", u.first_name AS "firstName", u.email
         FROM users u
        WHERE u.id IN (SELECT user_id FROM case_presence WHERE case_id = $1 AND ${LIVE_ROW})
          AND ($2 = 'owner'
               OR u.id = (SELECT owner_id FROM cases WHERE id = $1)
               OR u.id IN (SELECT user_id FROM case_members WHERE case_id = $1 AND role = 'counterpart'))
        ORDER BY u.id`,
      [caseId, readerSide],
    )) as Array<{ userId: number; firstName: string | null; email: string | null }>;
    return { present: rows.map((row) => ({ userId: row.userId, name: displayName(row) })) };
  }

  /**
   * A `presence` event: who came or went, or nobody named when rows went without their person; `side` keeps
   * an owner's team member's to the owner's side's streams.
   */
  private announce(
    manager: EntityManager,
    caseId: number,
    actor: LiveEventActor | null,
    side?: TableSide,
  ): Promise<void> {
    return CaseEventsPublisher.publish(manager, {
      caseId,
      type: LiveEventType.Presence,
      version: null,
      actor,
      ...(side ? { side } : {}),
    });
  }
}
