import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Messages } from '@parley/contracts';
import type { CaseEventPayload, TableSide } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CaseEventsPublisher } from '../common/events/case-events.js';
import { ApiException } from '../common/exceptions/api.exception.js';
import { currentRequest } from '../common/request/request-context.js';
import { displayName, displayNameSql } from './case-access.js';

/** What one committed change to a case was, for its history, its event and its things' versions. */
export interface CaseChangeRecord {
  caseId: number;
  /** A short code of what changed: `points`, `walk-away`, `issue-added`, `member-joined` … */
  kind: string;
  /** The history's line, in plain words, naming the person ("Ana changed Monthly rent's points"). */
  summary: string;
  /** What the event names as changed: `{kind: 'issue', id: 12}`. */
  subject: { kind: string; id?: number };
  /** The things (CaseThings) this change changed: a later change made against an older version of one conflicts. */
  things?: readonly string[];
  /** The event's type: `change` unless a stream must close (`member_removed`). */
  type?: string;
  /** false for a change that is not the case's content (members): the dashboard's "last updated" stays. */
  content?: boolean;
  /**
   * A private change of one side of the table (points, importance, walk-away, answers, confidence, plan,
   * rehearsals: issue 36): its history line and its event reach that side only. Left out for a shared change
   * (issues, options, offers, the agreement, members, the table), which everyone sees.
   */
  side?: TableSide;
}

/** The kinds of private change that can move a side's true points or walk-away, which the table's readiness reads. */
const READY_INPUTS = new Set(['points', 'points-calculated', 'walk-away']);

/** The names of the things two people can change at once; each change stamps those it changes. */
export const CaseThings = {
  case: () => 'case',
  issue: (id: number) => `issue:${id}`,
  option: (id: number) => `option:${id}`,
  issuePoints: (partyId: number, issueId: number) => `points:${partyId}:issue:${issueId}`,
  optionPoints: (partyId: number, optionId: number) => `points:${partyId}:option:${optionId}`,
  walkAway: (partyId: number) => `walk-away:${partyId}`,
  answers: (partyId: number) => `answers:${partyId}`,
  confidence: (partyId: number) => `confidence:${partyId}`,
  agreement: (issueId: number) => `agreement:${issueId}`,
  offer: (id: number) => `offer:${id}`,
  rehearsal: (id: number) => `rehearsal:${id}`,
  /** Each side's plan is its own (issue 36): the side is part of the key, so the two never conflict. */
  planSettings: (side: TableSide) => (side === 'owner' ? 'plan-settings' : `plan-settings:${side}`),
} as const;

/** 412: the thing a change was about changed, by someone else, after the version it was made against. */
export class ChangedByOtherException extends ApiException {
  constructor(current: unknown, name: string, changedAt: Date) {
    super(HttpStatus.PRECONDITION_FAILED, ErrorCode.ChangedByOther, Messages.changedByOther(name));
    this.extra = { current, changedBy: { name }, changedAt: changedAt.toISOString() };
  }
}

export class InvalidIfMatchException extends ApiException {
  constructor() {
    super(HttpStatus.BAD_REQUEST, ErrorCode.PreconditionInvalid, Messages.ifMatchInvalid);
  }
}

/**
 * The version a change was made against, from `If-Match` (`"12"`, `W/"12"` or `12`), or null when the request
 * names none (or `*`): such a change behaves as before versions, the last one wins.
 */
export function ifMatchVersion(header: string | undefined): bigint | null {
  if (header === undefined) return null;
  const value = header.trim();
  if (value === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,18})"?$/.exec(value);
  if (!match) throw new InvalidIfMatchException();
  return BigInt(match[1]!);
}

/**
 * The one change recorder (issue 35): every change to a case calls `record` once, inside its transaction,
 * after the case row is locked. It bumps `cases.version`, stamps each thing changed with that version and
 * its author, writes the history's line, and publishes the event on `parley_case_events` with `pg_notify`,
 * which PostgreSQL delivers when the transaction commits (and never when it rolls back). The event carries
 * ids and versions only.
 */
@Injectable()
export class CaseChanges {
  /**
   * Refuses (412 CHANGED_BY_OTHER, nothing written) a change made against an older version of one of
   * `things` when someone else changed it since. Called with the case row locked, before anything is
   * written; `current` answers the thing as it is now, in the route's usual answer shape.
   */
  async assertFresh(
    manager: EntityManager,
    user: User,
    caseId: number,
    things: readonly string[],
    current: () => Promise<unknown>,
  ): Promise<void> {
    const base = ifMatchVersion(currentRequest()?.ifMatch);
    if (base === null || things.length === 0) return;
    const rows = (await manager.query(
      `SELECT ch.changed_at, ${displayNameSql('u')} AS name
         FROM case_changes ch LEFT JOIN users u ON u.id = ch.changed_by
        WHERE ch.case_id = $1 AND ch.thing = ANY($2) AND ch.version > $3
          AND ch.changed_by IS DISTINCT FROM $4
        ORDER BY ch.version DESC LIMIT 1`,
      [caseId, things, base.toString(), user.id],
    )) as Array<{ changed_at: Date; name: string }>;
    const newer = rows[0];
    if (newer) throw new ChangedByOtherException(await current(), newer.name, newer.changed_at);
  }

  /** Records one committed change (see the class); answers the case's new version. */
  async record(manager: EntityManager, user: User, change: CaseChangeRecord): Promise<string> {
    const content = change.content ?? true;
    const [row] = (await manager.query(
      `UPDATE cases SET version = version + 1${content ? ', updated_at = now()' : ''}
        WHERE id = $1 RETURNING version::text AS version`,
      [change.caseId],
    )) as [[{ version: string }], number];
    const version = row[0].version;
    const things = change.things ?? [];
    if (things.length > 0) {
      await manager.query(
        `INSERT INTO case_changes (case_id, thing, version, changed_by, changed_at)
         SELECT $1, thing, $3, $4, now() FROM unnest($2::text[]) AS thing
         ON CONFLICT (case_id, thing) DO UPDATE
           SET version = EXCLUDED.version, changed_by = EXCLUDED.changed_by, changed_at = EXCLUDED.changed_at`,
        [change.caseId, [...new Set(things)], version, user.id],
      );
    }
    await manager.query(
      `INSERT INTO case_activity (case_id, actor_id, version, kind, summary, subject_kind, subject_id, side)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        change.caseId,
        user.id,
        version,
        change.kind,
        change.summary,
        change.subject.kind,
        change.subject.id ?? null,
        change.side ?? null,
      ],
    );
    await this.publish(manager, user, {
      caseId: change.caseId,
      type: change.type ?? 'change',
      version: Number(version),
      subject: change.subject,
      ...(change.side ? { side: change.side } : {}),
    });
    if (change.side !== undefined && READY_INPUTS.has(change.kind)) {
      await this.tellOtherSideIfReady(manager, user, change.caseId, change.side, version);
    }
    const state = currentRequest()?.state;
    if (state) state.caseVersion = version;
    return version;
  }

  /**
   * A ready side's points or walk-away may have moved (issue 36, point 4): the other side's table shows
   * "changed after ready", so that side's streams get the same version as a change of the table (its subject is
   * the table, nothing of what changed), where they would otherwise see nothing of a private change.
   */
  private async tellOtherSideIfReady(
    manager: EntityManager,
    user: User,
    caseId: number,
    side: TableSide,
    version: string,
  ): Promise<void> {
    const ready = (await manager.query(`SELECT 1 FROM table_readiness WHERE case_id = $1 AND side = $2`, [
      caseId,
      side,
    ])) as unknown[];
    if (ready.length === 0) return;
    await this.publish(manager, user, {
      caseId,
      type: 'change',
      version: Number(version),
      subject: { kind: 'table', id: caseId },
      side: side === 'owner' ? 'counterpart' : 'owner',
    });
  }

  /** The event alone, for a case that is going (its version and history go with it). */
  async caseDeleted(manager: EntityManager, user: User, caseId: number, version: string): Promise<void> {
    await this.publish(manager, user, {
      caseId,
      type: 'case_deleted',
      version: Number(version) + 1,
      subject: { kind: 'case', id: caseId },
    });
  }

  private async publish(
    manager: EntityManager,
    user: User,
    event: Omit<CaseEventPayload, 'actor'>,
  ): Promise<void> {
    const payload: CaseEventPayload = { ...event, actor: { id: user.id, name: displayName(user) } };
    await CaseEventsPublisher.publish(manager, payload);
  }
}
