/**
 * The shapes of issue 35's routes as the web reads them (members and roles, share links, the history and the
 * live events, docs/api.md). Kept here, beside the one API slice, because the dashboard, the join page and the
 * case screen all read them and features never import each other.
 */

import type { CaseRole, LinkRole, MemberRole } from '@parley/contracts';

/**
 * A person's place on a case: the owner, a member who changes (editor) or only reads (viewer), or (issue 36)
 * the counterpart, the other side of the table. The roles are the contract's (`libs/contracts/src/members`).
 */
export type { CaseRole, LinkRole, MemberRole };

/** What `GET /api/cases` and `GET /api/cases/:id` add to a case for the person reading it. */
export interface CaseAccessFields {
  role?: CaseRole;
  ownerName?: string | null;
  version?: number;
  /** `GET /api/cases` (issue 36): the other side's name, for a case at a joint table (null or absent: none). */
  withName?: string | null;
}

export interface MemberResponse {
  userId: number;
  name: string;
  email: string | null;
  role: CaseRole;
}

/** An open link as `GET /api/cases/:id/share-links` lists it: never its token (only its hash is stored). */
export interface ShareLinkResponse {
  id: number;
  role: LinkRole;
  expiresAt: string;
  maxUses: number;
  /** How many times it was accepted. */
  uses?: number;
  /** The one address it is for, when it is for one. */
  email?: string | null;
}

/** The link just created, with its address (`…/join/<token>`): the only time the token is answered. */
export interface CreatedShareLinkResponse {
  id: number;
  url: string;
  role: LinkRole;
  expiresAt: string;
  maxUses: number;
}

export interface CreateShareLinkRequest {
  role: LinkRole;
  email?: string;
  expiresInDays?: number;
  maxUses?: number;
}

export type ShareLinkState = 'open' | 'expired' | 'used' | 'revoked';

/** `GET /api/share-links/:token`: what a link invites to, before it is accepted. */
export interface ShareLinkInfo {
  caseName: string;
  ownerName: string;
  role: LinkRole;
  state: ShareLinkState;
}

export interface AcceptShareLinkResponse {
  caseId: number;
  role: CaseRole;
}

export interface ActivityItem {
  id: number;
  at: string;
  actor: { name: string };
  summary: string;
}

/** One page of a case's history, newest first; `next` is the `before` of the page after (null: no more). */
export interface ActivityPage {
  items: ActivityItem[];
  next: number | string | null;
}

export interface PresenceResponse {
  present: Array<{ userId: number; name: string }>;
}

/** What moved, in a live event (docs/api.md, Events). */
export type EventSubjectKind =
  | 'case'
  | 'issue'
  | 'option'
  | 'points'
  | 'party'
  | 'offer'
  | 'rehearsal'
  | 'agreement'
  | 'member'
  | (string & {});

/** One `data` of `GET /api/cases/:id/events`: ids and versions, never data. */
export interface CaseEvent {
  caseId?: number;
  type: string;
  version?: number | null;
  actor?: { id: number; name: string } | null;
  subject?: { kind: EventSubjectKind; id?: number; name?: string };
}

/** A 412 `CHANGED_BY_OTHER`'s extra fields: the value now stored and who stored it when. */
export interface ConflictDetails {
  current: unknown;
  changedBy: { name: string };
  changedAt: string | null;
}
