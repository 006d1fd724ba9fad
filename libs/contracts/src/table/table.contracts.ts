/**
 * The other side joins (issue 36): two sides at one table. The case's owner and their editors and viewers are
 * the `owner` side; the person who accepted a `counterpart` link is the `counterpart` side. Each side reads the
 * case from its own perspective (`user` = the reader's side, `opponent` = the other side) and nothing one side
 * enters privately reaches the other (docs/privacy.md).
 */

/** Which side of the table a row belongs to, as stored (never as seen by the reader). */
export const TABLE_SIDES = ['owner', 'counterpart'] as const;
export type TableSide = (typeof TABLE_SIDES)[number];

/** PUT /api/cases/:id/ready */
export interface ReadyRequest {
  ready: boolean;
}

/** A side's readiness as the reader sees it. `changedAfterReady`: its points or walk-away moved since it said ready. */
export interface SideReadiness {
  ready: boolean;
  changedAfterReady: boolean;
}

/** One package Parley proposes: the same id and options for both sides, with the reader's own total only. */
export interface ProposalResponse {
  id: number;
  /** In the case's current issue order. */
  optionIds: number[];
  yourTotal: number;
  /** Whether the reader has marked it as one they would accept (their own mark only). */
  markedByYou: boolean;
}

/** POST /api/cases/:id/proposals (no body): 409 NOT_READY unless both sides are ready; 429 PROPOSALS_LIMITED when nothing changed since the last set or too many sets this hour. */
export interface ProposalsResponse {
  proposals: ProposalResponse[];
}

/** PUT /api/cases/:id/acceptances: the reader's private marks, replacing their previous ones. */
export interface AcceptancesRequest {
  proposalIds: number[];
  offerIds: number[];
}

export interface AgreementResponse {
  /** In the case's current issue order. */
  optionIds: number[];
  yourTotal: number;
  /** How it was made. */
  source: 'offer' | 'proposal' | 'marks' | 'typed' | 'improvement';
}

/** The answer tells only whether the marks met: never which of the reader's marks the other side did not share. */
export interface AcceptancesResponse {
  agreement: AgreementResponse | null;
}

/** An offer at the table, scored with the reader's own points only. */
export interface TableOfferResponse {
  id: number;
  /** `you`: the reader's side made it. */
  by: 'you' | 'them';
  optionIds: (number | null)[];
  complete: boolean;
  yourTotal: number;
  createdAt: string;
  /** The latest offer of the side that made it. */
  latest: boolean;
  markedByYou: boolean;
}

/** After the deal: a package at least as good for both and better for one (settlementImprovement). */
export interface ImprovementResponse {
  optionIds: number[];
  yourTotal: number;
  yourGain: number;
  /** The reader's own answer so far (null: not answered). The other side's answer is never sent. */
  youAccepted: boolean | null;
}

/** PUT /api/cases/:id/improvement */
export interface ImprovementRequest {
  accept: boolean;
}

/** An issue at the table by name, with its options by name: shared by both sides, nothing private. */
export interface TableIssueResponse {
  id: number;
  name: string;
  options: Array<{ id: number; name: string }>;
}

/** GET /api/cases/:id/table */
export interface TableResponse {
  counterpart: { name: string } | null;
  /**
   * The case's issues and options by name, in the case's issue order (the order of every `optionIds`): what an
   * ended counterpart, whose case answers 404, names the agreement and the offers with.
   */
  issues: TableIssueResponse[];
  /** The reader's side as stored; null when the reader is not at the table (no counterpart). */
  side: TableSide | null;
  ready: { you: SideReadiness; them: SideReadiness };
  offers: TableOfferResponse[];
  proposals: ProposalResponse[];
  agreement: AgreementResponse | null;
  improvement: ImprovementResponse | null;
  /** True once the owner ended the joint table: the counterpart then reads the agreement and the offers only. */
  ended: boolean;
}

/** A counterpart's suggestion of an issue or an option (POST /api/cases/:id/suggestions). */
export const SUGGESTION_KINDS = ['issue', 'option'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export interface CreateSuggestionRequest {
  kind: SuggestionKind;
  name: string;
  /** Required for an option: the issue it belongs to. */
  issueId?: number;
  /**
   * An issue only (optional): the names of its options, 1–10. Without them the issue joins with one option,
   * "To be decided", which the owner's side renames.
   */
  options?: string[];
}

export interface SuggestionResponse {
  id: number;
  kind: SuggestionKind;
  name: string;
  issueId: number | null;
  /** An issue's suggested options (empty for an option). */
  options: string[];
  by: 'you' | 'them';
  state: 'open' | 'accepted' | 'declined';
  createdAt: string;
}

/** GET /api/cases/:id/suggestions; PUT /api/suggestions/:id { accept } (the owner's side) answers the suggestion. */
export interface SuggestionsResponse {
  suggestions: SuggestionResponse[];
}

export interface AnswerSuggestionRequest {
  accept: boolean;
}

export const TABLE_LIMITS = {
  /** Proposal sets per case per hour, and only after something changed. */
  proposalSetsPerHour: 4,
  proposalsPerSet: 3,
  suggestionNameMax: 200,
  /** Open suggestions a counterpart may have at once. */
  openSuggestionsMax: 20,
} as const;

/** The table's refusals, in plain words (none names a number or a mark of the other side). */
export const TableMessages = {
  noCounterpart:
    'Nobody has joined this case as the other side yet. Invite them with a counterpart link first.',
  tableEnded: 'The joint table has ended: the agreement and the offers can still be read.',
  notReady: 'Both sides must say they are ready before Parley proposes packages.',
  proposalsUnchanged:
    'Nothing has changed since Parley’s last proposals: a new set comes after an offer, a point or a walk-away changes.',
  proposalsPerHour: (max: number) =>
    `Parley proposes at most ${max} sets an hour for a case. Try again later.`,
  notACurrentProposal: 'This is not one of Parley’s current proposals for this case',
  notACompleteOffer: 'This is not a complete offer of this case',
  ownOffer: 'You can accept only the other side’s offer, not your own side’s.',
  notLatestOffer: 'Only the other side’s latest offer can be accepted: they have made a newer one.',
  offerIncomplete: 'This offer leaves an issue open: only an offer that settles every issue can be accepted.',
  noImprovement: 'There is no better deal to answer for this agreement.',
} as const;
