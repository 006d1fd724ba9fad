import type { EntityManager } from 'typeorm';
import type { CaseLiveEvent, LiveEventActor, LiveEventSubject, TableSide } from '@parley/contracts';

/** The one PostgreSQL channel every committed change to a case is announced on (docs/api.md, "Live"). */
export const CASE_EVENTS_CHANNEL = 'parley_case_events';

/** What a change announces: the case, what happened, the case's version after it, who and what. */
export interface CaseEvent {
  caseId: number;
  type: string;
  version: number | null;
  actor: LiveEventActor | null;
  subject?: LiveEventSubject;
  /** A private change of one side of the table (issue 36): only that side's streams receive it. */
  side?: TableSide;
}

/**
 * Announces a change on CASE_EVENTS_CHANNEL from inside the transaction that makes it: PostgreSQL delivers
 * the notification when, and only if, that transaction commits, to every API process's listener. It lives in
 * common/ so that any module that writes to a case can call it without depending on live/, which reads the
 * cases and members.
 */
export const CaseEventsPublisher = {
  async publish(manager: EntityManager, event: CaseEvent): Promise<void> {
    await manager.query('SELECT pg_notify($1, $2)', [CASE_EVENTS_CHANNEL, JSON.stringify(event)]);
  },
};

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * A notification's payload as a CaseEvent, keeping only the fields an event may carry (ids, versions, names),
 * or null for anything else: a stream never forwards what a publisher put there by mistake.
 */
export function parseCaseEvent(payload: string | undefined): CaseEvent | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload ?? '');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { caseId, type, version, actor, subject, side } = raw as Record<string, unknown>;
  if (!isId(caseId) || !isText(type, 64)) return null;
  if (
    version !== null &&
    version !== undefined &&
    !(Number.isSafeInteger(version) && (version as number) >= 0)
  )
    return null;
  const event: CaseEvent = {
    caseId,
    type,
    version: (version as number | null | undefined) ?? null,
    actor: null,
  };
  if (typeof actor === 'object' && actor !== null) {
    const { id, name } = actor as Record<string, unknown>;
    if (!isId(id)) return null;
    event.actor = { id, name: typeof name === 'string' ? name.slice(0, 200) : '' };
  }
  if (typeof subject === 'object' && subject !== null) {
    const { kind, id } = subject as Record<string, unknown>;
    if (!isText(kind, 64)) return null;
    event.subject = isId(id) ? { kind, id } : { kind };
  }
  if (side !== undefined && side !== null) {
    // A side this process does not know could be a private change: nobody's stream receives it.
    if (side !== 'owner' && side !== 'counterpart') return null;
    event.side = side;
  }
  return event;
}

/** What a stream sends of an event: everything but the case, which the stream's address already names. */
export function toLiveEvent(event: CaseEvent): CaseLiveEvent {
  return {
    type: event.type,
    version: event.version,
    actor: event.actor,
    ...(event.subject ? { subject: event.subject } : {}),
  };
}
