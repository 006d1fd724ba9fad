import type { MoveClass, NegotiationDebrief, Scenario } from '@parley/scoring';

/** Who made an offer at the table. */
export type OfferBy = 'user' | 'opponent';

/**
 * POST /api/cases/:id/offers — an offer made at the real negotiation: one option id per issue of the case, in
 * the case's issue order, null for an issue left open (a partial package); a note in a few words.
 */
export interface CreateOfferRequest {
  by: OfferBy;
  optionIds: (number | null)[];
  note?: string | null;
}

/** A move: the offer against the same side's previous one (classifyMove of @parley/scoring). */
export interface OfferMoveResponse {
  kind: MoveClass;
  /** How much the move changed the mover's total and the other side's. */
  self: number;
  other: number;
}

/**
 * An offer as recorded, scored with the points in force now. For a partial package each total is the sum over
 * the issues it decides (`complete` false, `openIssueIds` naming the others).
 */
export interface OfferResponse {
  id: number;
  caseId: number;
  by: OfferBy;
  /** In the case's current issue order; null for an open issue (or one whose option has since been deleted). */
  optionIds: (number | null)[];
  note: string | null;
  createdAt: string;
  userTotal: number;
  opponentTotal: number;
  complete: boolean;
  openIssueIds: number[];
  /** Against the same side's previous offer; null for a side's first offer. */
  move: OfferMoveResponse | null;
}

/** The styles the rehearsal's simulated side can play (issue 23 point 4). */
export const REHEARSAL_STYLES = ['tough', 'steady', 'accommodating', 'tit-for-tat', 'hard-liner'] as const;
export type RehearsalStyle = (typeof REHEARSAL_STYLES)[number];

export const RehearsalLimits = {
  roundsMin: 1,
  roundsMax: 50,
  seedMax: 2_147_483_647,
  offerNoteMax: 1000,
} as const;

/** POST /api/cases/:id/rehearsals — without a seed the API draws one, and answers with it. */
export interface CreateRehearsalRequest {
  style: RehearsalStyle;
  rounds: number;
  seed?: number;
}

/** POST /api/rehearsals/:id/offers — a full package; sending the other side's last offer accepts it. */
export interface RehearsalOfferRequest {
  optionIds: number[];
}

/** One offer of a rehearsal; the other side's carry a short explanation of the move in plain words. */
export interface RehearsalOfferResponse {
  round: number;
  by: OfferBy;
  optionIds: number[];
  userTotal: number;
  opponentTotal: number;
  explanation: string | null;
}

export type RehearsalStatus = 'open' | 'deal' | 'no-deal';

export interface RehearsalResponse {
  id: number;
  caseId: number;
  style: RehearsalStyle;
  rounds: number;
  seed: number;
  createdAt: string;
  status: RehearsalStatus;
  /** The round of the person's next offer (rounds + 1 once only an answer to their last offer is left). */
  round: number;
  offers: RehearsalOfferResponse[];
  agreement: Scenario | null;
  acceptedBy: OfferBy | null;
  walkedAway: OfferBy | null;
  /** The last thing the other side said. */
  message: string | null;
  /** negotiationDebrief of @parley/scoring once the rehearsal has ended (null while open). */
  debrief: NegotiationDebrief | null;
}

/** POST /api/rehearsals/:id/offers — the other side's answer and the rehearsal after it. */
export interface RehearsalAnswerResponse {
  answer: 'accept' | 'counter' | 'walk-away' | 'deal' | 'no-deal';
  explanation: string;
  rehearsal: RehearsalResponse;
}
