import type {
  EstimateCertainty,
  MoveClass,
  NegotiationDebrief,
  NegotiationPlan,
  Scenario,
} from '@parley/scoring';

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
  /** The plan's pace when it began: its suggested offers follow it (issue 32). */
  pace: PlanPace;
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
   * What the plan (at the rehearsal's pace) would offer in this round against this opponent: nextOffer with the
   * rehearsal's points, the other side's counters so far and your last offer; null once it has ended or only an
   * answer is left.
   */
  suggestion: { level: number; optionIds: number[] } | null;
  /** Once ended: what to do differently, in one line (null while open). */
  lesson: string | null;
}

/** GET /api/cases/:id/rehearsals lists at most this many, the newest first. */
export const REHEARSALS_LISTED = 20;

/** POST /api/rehearsals/:id/offers — the other side's answer and the rehearsal after it. */
export interface RehearsalAnswerResponse {
  answer: 'accept' | 'counter' | 'walk-away' | 'deal' | 'no-deal';
  explanation: string;
  rehearsal: RehearsalResponse;
}

/**
 * GET /api/cases/:id/next-offer?rounds=…&pace=… — point 3's plan over that many rounds; without them, the pace
 * and rounds saved with the case (PUT /api/cases/:id/plan-settings; 10 rounds and tough until one is saved).
 */
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
  /**
   * negotiationPlan (re-planned from your last complete offer, whose total and time are not repeated here: see
   * `opened` and `levels`): null when the case has no scenario.
   */
  plan: Omit<NegotiationPlan, 'from'> | null;
  /** The total the plan demands in each round, 1 to `rounds` (planLevel); empty when there is no plan. */
  levels: number[];
  /** The package the plan opens with: its offer of round 1 before any offer of theirs (null: no plan). */
  opening: Scenario | null;
  /** Your first recorded offer's total for you (null before it): the opening the talk actually had. */
  opened: number | null;
  /**
   * The total the plan demands now and the package to offer (null: none reaches it); never more for you than
   * your last complete offer; `holds` when it is that offer again.
   */
  next: { level: number; offer: Scenario; holds: boolean } | null;
  /** The estimate of the other side's points from their recorded offers (by option id; see EstimateResponse). */
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

/** PUT /api/cases/:id/plan-settings — the plan's pace and rounds, saved with the case. */
export interface PlanSettingsRequest {
  pace: PlanPace;
  rounds: number;
}

/**
 * GET /api/cases/:id/estimate — the other side's points read from their offers (readOpponent of @parley/scoring,
 * from the points entered for them). After an adoption it reads from the last offer then read, so an offer is
 * never read twice and adopting again changes nothing until they make a new move. POST …/estimate/adopt makes
 * the estimate their points (409 when it changes nothing), POST …/estimate/undo puts back the points it replaced
 * (409 when none are kept), DELETE …/estimate/previous discards those.
 */
export interface EstimateResponse {
  /** By option id: every option of the case. */
  points: Record<number, number>;
  /** The points entered for them now, by option id (a missing one as 0). */
  entered: Record<number, number>;
  /** Whether the estimate differs from the points entered (adopting it would change them). */
  changed: boolean;
  /** Their offers read (after an adoption, the last one read then and those since). */
  offers: number;
  /** Their recorded offers in all. */
  recorded: number;
  /** The moves read that gave ground (what the estimate learns from). */
  moves: number;
  certainty: EstimateCertainty;
  /** The last adoption, while the points it replaced are kept (undoable, also after a reload). */
  adoption: { adoptedAt: string } | null;
}
