/**
 * What `GET /api/cases/:id/events` sends (server-sent events, one `data` line of JSON per event) and
 * `GET /api/cases/:id/presence` answers. An event names what moved by ids and versions only: the receiver
 * refetches what it may read.
 */

/** Events the stream itself sends; every other `type` names a committed change to the case. */
export const LiveEventType = {
  /** The stream may have missed events (a reconnect, the server's listener reconnected): refetch the case. */
  Resync: 'resync',
  /** Someone opened or closed the case: refetch `GET /api/cases/:id/presence`. */
  Presence: 'presence',
  /** A member was removed; to that member it is the stream's last event. */
  MemberRemoved: 'member_removed',
  /** The case was deleted: the stream's last event. */
  CaseDeleted: 'case_deleted',
} as const;

/** The person behind an event: an id and a name, nothing else. */
export interface LiveEventActor {
  id: number;
  name: string;
}

/** What a change concerns: `kind` ('issue', 'option', 'points', 'member' …) and its id when it has one. */
export interface LiveEventSubject {
  kind: string;
  id?: number;
}

/** The `data` of one server-sent event. */
export interface CaseLiveEvent {
  type: string;
  /** The case's version after the change (also the event's `id:`); null for resync and presence. */
  version: number | null;
  actor: LiveEventActor | null;
  subject?: LiveEventSubject;
}

/** GET /api/cases/:id/presence: everyone who has the case open now, the reader included. */
export interface CasePresenceResponse {
  present: Array<{ userId: number; name: string }>;
}
