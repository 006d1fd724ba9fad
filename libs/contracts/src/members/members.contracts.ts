/**
 * Preparing together (issue 35): a case's members and roles, share links, and its history. The owner is the
 * person who created the case; members are editors or viewers, and (issue 36) at most one counterpart: the
 * other side of the table, who reads the case from their own side (table/table.contracts.ts).
 */
export const CASE_ROLES = ['owner', 'editor', 'viewer', 'counterpart'] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

/** What a share link or a member change can give: the owner's role is never given. */
export const MEMBER_ROLES = ['editor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * What a share link can give (issue 36): a member's role, or `counterpart` — the other side of the table, one
 * use, at most one per case.
 */
export const LINK_ROLES = ['editor', 'viewer', 'counterpart'] as const;
export type LinkRole = (typeof LINK_ROLES)[number];

/** GET /api/cases/:id/members: the owner first, then the members in the order they joined. */
export interface CaseMemberResponse {
  userId: number;
  name: string;
  email: string | null;
  role: CaseRole;
}

export interface CaseMembersResponse {
  members: CaseMemberResponse[];
}

/** PATCH /api/cases/:id/members/:userId */
export interface UpdateMemberRequest {
  role: MemberRole;
}

/** POST /api/cases/:id/share-links (`counterpart`: one use, whatever maxUses says; at most one per case). */
export interface CreateShareLinkRequest {
  role: LinkRole;
  /** Only the person signed in with this e-mail address may accept the link. */
  email?: string;
  /** 1–30, default 7. */
  expiresInDays?: number;
  /** 1–100, default 1. */
  maxUses?: number;
}

/** POST /api/cases/:id/share-links answers the link once, with its token in `url` (`${APP_URL}/join/<token>`). */
export interface CreatedShareLinkResponse {
  id: number;
  url: string;
  role: LinkRole;
  expiresAt: string;
  maxUses: number;
}

/** GET /api/cases/:id/share-links: the open links, without their tokens (only their hashes are stored). */
export interface ShareLinkResponse {
  id: number;
  role: LinkRole;
  email: string | null;
  expiresAt: string;
  maxUses: number;
  uses: number;
  createdAt: string;
}

export interface ShareLinksResponse {
  links: ShareLinkResponse[];
}

export const SHARE_LINK_STATES = ['open', 'expired', 'used', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

/** GET /api/share-links/:token: what the join page shows before the person accepts. */
export interface ShareLinkPreviewResponse {
  caseName: string;
  ownerName: string;
  role: LinkRole;
  state: ShareLinkState;
}

/** POST /api/share-links/:token/accept */
export interface AcceptShareLinkResponse {
  caseId: number;
  role: CaseRole;
}

/** One line of a case's history (GET /api/cases/:id/activity), in plain words. */
export interface ActivityItem {
  id: number;
  at: string;
  actor: { name: string };
  summary: string;
}

/** Newest first; `next` is the `before` that reads the following page, null on the last. */
export interface ActivityPageResponse {
  items: ActivityItem[];
  next: number | null;
}

export const SHARE_LINK_DEFAULTS = {
  expiresInDays: 7,
  expiresInDaysMax: 30,
  maxUses: 1,
  maxUsesMax: 100,
  activityPageSize: 50,
} as const;

/**
 * What PostgreSQL's channel `parley_case_events` carries for each committed change (the API's
 * `CaseEventsPublisher`): ids and versions only, never a case's content (a listener passes it to every member
 * of the case).
 */
export interface CaseEventPayload {
  caseId: number;
  /** `change` for a change to the case's content; `member_removed` and `case_deleted` close streams. */
  type: string;
  version: number;
  actor: { id: number; name: string };
  subject: { kind: string; id?: number };
  /**
   * Issue 36: a private change of one side of the table (its points, walk-away, plan …) names that side, and
   * reaches that side's streams only; left out for a shared change, which every member's stream receives.
   */
  side?: 'owner' | 'counterpart';
}
