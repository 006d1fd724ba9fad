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

/** An issue as a rehearsal keeps it: its name and options as they were when the rehearsal began. */
export interface RehearsalIssue {
  id: number;
  name: string;
  options: { id: number; name: string }[];
}

export interface RehearsalResponse {
  id: number;
  caseId: number;
  style: RehearsalStyle;
  rounds: number;
  seed: number;
  createdAt: string;
  /** The issues in the order offers list them (a package names one option of each). */
  issues: RehearsalIssue[];
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
  /**
   * What the plan (tough pace, the default) would offer in this round against this opponent: nextOffer with the
   * rehearsal's points and the other side's counters so far; null once it has ended or only an answer is left.
   */
  suggestion: { level: number; optionIds: number[] } | null;
}

/** GET /api/cases/:id/rehearsals lists at most this many, the newest first. */
export const REHEARSALS_LISTED = 20;

/** POST /api/rehearsals/:id/offers — the other side's answer and the rehearsal after it. */
export interface RehearsalAnswerResponse {
  answer: 'accept' | 'counter' | 'walk-away' | 'deal' | 'no-deal';
  explanation: string;
  rehearsal: RehearsalResponse;
}

/** GET /api/cases/:id/next-offer?rounds=… — point 3's plan over that many rounds (default 10). */
export const NEXT_OFFER_ROUNDS_DEFAULT = 10;

/**
 * The plan's concession paces a person can pick (`pace=` of the next-offer route), each CONCESSION_PACE's e of
 * @parley/scoring: tough 0.2 (the default), steady 1, accommodating 2.
 */
export const PLAN_PACES = ['tough', 'steady', 'accommodating'] as const;
export type PlanPace = (typeof PLAN_PACES)[number];
export const PLAN_PACE_DEFAULT: PlanPace = 'tough';

/** What the plan says now, given the offers recorded (nextOffer and worthAccepting of @parley/scoring). */
export interface NextOfferResponse {
  /** Your next offer's round: your recorded offers + 1, at most `rounds`. */
  round: number;
  rounds: number;
  /** The pace asked for (tough by default); `plan.e` is its e. */
  pace: PlanPace;
  /** negotiationPlan: null when the case has no scenario. */
  plan: {
    opening: number;
    target: number;
    walkAway: number;
    e: number;
    k: number;
    zone: boolean;
  } | null;
  /** The total the plan demands in each round, 1 to `rounds` (planLevel); empty when there is no plan. */
  levels: number[];
  /** The package the plan opens with: its offer of round 1 before any offer of theirs (null: no plan). */
  opening: Scenario | null;
  /** The total the plan demands now and the package to offer (null: none reaches it). */
  next: { level: number; offer: Scenario } | null;
  /** The estimate of the other side's points from their recorded offers (by option id). */
  estimate: Record<number, number>;
  /** Their last recorded offer, judged: null when they have made none. */
  lastReceived: {
    offerId: number;
    complete: boolean;
    /** At least as good for you as your next offer and at or above your walk-away (a complete offer only). */
    worthAccepting: boolean;
    belowYourWalkAway: boolean;
    /** Below their walk-away total by the points entered for them. */
    belowTheirWalkAway: boolean;
  } | null;
}
