import {
  CONCESSION_PACE,
  concessionTarget,
  offerMoves,
  type OfferMove,
  type ScoredOffer,
} from './concession.js';
import { defaultOfferTarget } from './equivalent-offers.js';
import { nashPoint } from './nash.js';
import { estimateOpponentPoints, type OptionPoints } from './opponent-model.js';
import { packageTable, pickAtLevel, sumOf, totalOf } from './package-table.js';
import { paretoFrontier } from './pareto.js';
import { planPackage } from './plan-offer.js';
import { paretoImprovement } from './pareto-improvement.js';
import { seededRandom } from './random.js';
import { scenarioFromTable } from './scenarios.js';
import { scoreTable, wholePoints, type IssueScores } from './score-table.js';
import type { Party, Scenario, ScoredIssue } from './types.js';
import { floorOf, type WalkAway } from './walk-away.js';

export type NegotiationStyle = 'tough' | 'steady' | 'accommodating' | 'tit-for-tat' | 'hard-liner' | 'plan';

/** One side of a simulated negotiation. */
export interface Negotiator {
  style: NegotiationStyle;
  /** The plan's concession pace (default 0.2, tough); the other styles have their own. */
  e?: number;
}

/** One offer of a negotiation, scored for both sides with the points in `issues`. */
export interface NegotiationOffer {
  round: number;
  by: Party;
  optionIds: number[];
  userTotal: number;
  opponentTotal: number;
  /** The total the side demanded for itself when it made the offer (the offer is worth at least this to it). */
  level: number;
}

export interface SimulationOptions {
  user: Negotiator;
  opponent: Negotiator;
  /** How many rounds (each: the user offers, the other side accepts or counters); floored, at least 1 (1 if not finite). */
  rounds: number;
  /** The seed of the simulated styles' choices among equally good packages: the same seed, the same run. */
  seed: number;
  /** Each side's walk-away total (null or absent: no floor but the side's lowest total). */
  walkAway?: WalkAway | null;
  /**
   * The points a side playing `plan` believes the other side holds (its estimate's prior, by option id); by
   * default the other side's points in `issues` (the points entered for them). The other styles have no prior.
   */
  priors?: { user?: OptionPoints; opponent?: OptionPoints };
}

export interface NegotiationRun {
  /** Every offer in the order made. */
  offers: NegotiationOffer[];
  /** The accepted offer as a scenario, or null when the rounds ran out. */
  agreement: Scenario | null;
  /** Who accepted (the other side made the offer), or null. */
  acceptedBy: Party | null;
  /** The side that walked away because no package reaches its walk-away value, or null. */
  walkedAway: Party | null;
}

/** Point 3's plan: open at `opening`, concede at pace `e` to `target` by the last round, never below `walkAway`. */
export interface NegotiationPlan {
  opening: number;
  target: number;
  walkAway: number;
  e: number;
  k: number;
  /** Whether some package reaches both walk-away values by the points believed for the other side. */
  zone: boolean;
  /**
   * Re-planned from where the talk stands (issue 32): your last offer's total and its time; from then on the
   * plan concedes from that total (or its own level then, if lower) to the target at the same pace.
   */
  from?: { total: number; t: number };
}

export interface PlanOptions {
  walkAway?: WalkAway | null;
  /** The pace (default 0.2, tough). */
  e?: number;
  /** The share conceded at once (default 0). */
  k?: number;
  /** Your last offer's total and the time it was made: the plan goes on from there (see `NegotiationPlan`). */
  from?: { total: number; t: number } | null;
}

export const PLAN_PACE = CONCESSION_PACE.tough;

/**
 * The plan for the user (issues' `opponent` points are what is believed of the other side):
 * - opening: the case's one opening, `defaultOfferTarget` (Strategy's offers to open with aim at the same total):
 *   halfway from the balanced deal to the most you can get while they still reach their walk-away value, never
 *   a package that leaves them exactly at it when another gives them more;
 * - target: your total at its Nash point (from the walk-away point), at most the opening;
 * - walkAway: the user's walk-away value (or lowest total).
 * Without a package reaching both walk-away values (`zone` false) it opens at the user's best total and concedes
 * to the walk-away value. With `from`, the plan goes on from your last offer (see `planLevel`). Null when there
 * is no scenario.
 */
export function negotiationPlan(
  issues: readonly ScoredIssue[],
  opts: PlanOptions = {},
): NegotiationPlan | null {
  const table = scoreTable(issues);
  if (table.length === 0 || table.some((issue) => issue.optionIds.length === 0)) return null;
  const own = table.map((issue) => issue.user);
  const userMin = sumOf(own, Math.min);
  const userMax = sumOf(own, Math.max);
  const walkAway = Math.max(userMin, floorOf(opts.walkAway?.user));
  const e = opts.e ?? PLAN_PACE;
  const k = opts.k ?? 0;
  const from = opts.from ?? undefined;
  const opening = defaultOfferTarget(issues, {
    user: opts.walkAway?.user ?? null,
    opponent: opts.walkAway?.opponent ?? null,
  });
  const plan: NegotiationPlan =
    opening === null
      ? { opening: userMax, target: walkAway, walkAway, e, k, zone: false }
      : {
          opening: opening.target,
          target: Math.min(opening.target, Math.max(walkAway, opening.nash.user)),
          walkAway,
          e,
          k,
          zone: true,
        };
  return from === undefined ? plan : { ...plan, from };
}

/**
 * The total the plan demands at time t: concessionTarget from `opening` to `target`, never below `walkAway`.
 * Re-planned (`from`): after its time t0, concessionTarget over the time left, (t − t0) / (1 − t0), from
 * min(from.total, the plan's own level at t0) to min(target, that), so it never asks more than your last offer.
 */
export function planLevel(plan: NegotiationPlan, t: number): number {
  const curve = (time: number, max: number, min: number) =>
    Math.max(plan.walkAway, concessionTarget({ t: time, e: plan.e, k: plan.k, min, max }));
  const own = (time: number) => curve(time, plan.opening, plan.target);
  const from = plan.from;
  if (from === undefined || t < from.t) return own(t);
  const start = Math.min(from.total, own(from.t));
  const left = 1 - from.t;
  return curve(left <= 0 ? 1 : (t - from.t) / left, start, Math.min(plan.target, start));
}

/** Normalised time of a round: 0 at the first, 1 at the last (1 when there is a single round). */
export function roundTime(round: number, rounds: number): number {
  return rounds <= 1 ? 1 : Math.min(1, Math.max(0, (round - 1) / (rounds - 1)));
}

export interface NextOfferInput {
  plan: NegotiationPlan;
  /** Time of the offer, in [0, 1] (see `roundTime`). */
  t: number;
  /** The other side's offers so far, in order: option ids in issue order, null for an open issue. */
  theirOffers?: readonly (readonly (number | null)[])[];
  /** Your last complete offer (option ids in issue order), or null / absent before your first. */
  lastOffer?: readonly number[] | null;
}

export interface NextOffer {
  /** The total the plan demands now (never above your last offer's total). */
  level: number;
  /** The package to offer. */
  offer: Scenario;
  /** The estimate of the other side's points it was chosen by. */
  estimate: OptionPoints;
  /** Whether it holds your last offer (the same package). */
  holds: boolean;
}

/**
 * Point 3's next offer (issue 32): `planPackage` at the plan's level with the current estimate
 * (`estimateOpponentPoints` from their offers, with the points believed for them, the issues' `opponent`
 * points, as the prior), from your last offer: never worth more to you than it, holding it or changing at least
 * one option, on the frontier by the estimate, changing as few issues as it can; never below your walk-away
 * value. A last offer that is not a full package of the issues' options counts as none. Null when there is no
 * scenario or, before your first offer, no package reaches the level.
 */
export function nextOffer(issues: readonly ScoredIssue[], input: NextOfferInput): NextOffer | null {
  const table = scoreTable(issues);
  if (table.length === 0 || table.some((issue) => issue.optionIds.length === 0)) return null;
  const prior: OptionPoints = {};
  for (const issue of issues) for (const option of issue.options) prior[option.id] = option.opponent;
  const estimate = estimateOpponentPoints(issues, input.theirOffers ?? [], prior);
  const own = table.map((issue) => issue.user);
  const estimated = table.map((issue) => issue.optionIds.map((id) => estimate[id] ?? 0));
  const last = indexesOf(table, input.lastOffer);
  const planned = planLevel(input.plan, input.t);
  const level = last === null ? planned : Math.min(planned, totalOf(own, last));
  const indexes = planPackage(own, estimated, level, input.plan.walkAway, last);
  if (indexes === null) return null;
  const holds = last !== null && last.every((k, i) => indexes[i] === k);
  return { level, offer: scenarioFromTable(table, indexes), estimate, holds };
}

/** Option indexes of a full package given by ids, or null (absent, or not a full package of the options). */
function indexesOf(
  table: readonly IssueScores[],
  ids: readonly number[] | null | undefined,
): number[] | null {
  if (ids === null || ids === undefined || ids.length !== table.length) return null;
  const indexes = ids.map((id, i) => (table[i] as IssueScores).optionIds.indexOf(id));
  return indexes.some((k) => k < 0) ? null : indexes;
}

/**
 * Whether an offer received is worth accepting (AC_next, Baarslag et al.): it reaches the user's walk-away value
 * and is worth at least what the user would offer next; when no offer of theirs is to come (`next` null, the
 * last answer), reaching the walk-away value is enough: a deal above it beats none.
 */
export function worthAccepting(received: number, next: number | null, walkAway: number | null): boolean {
  if (received < floorOf(walkAway)) return false;
  return next === null || received >= next;
}

/**
 * Plays a negotiation between two styles over `rounds` rounds. Each round the user makes an offer (or first
 * accepts the other side's last one) and the other side accepts it or counters; after the last round the user
 * answers the last counter. Every side:
 * - offers, at its level, the package best for the other side by its estimate of their points (the frequency
 *   model of their offers), ties to its higher total, then a seeded order of the options; `plan` offers as
 *   `nextOffer` does (its estimate starts from its prior; never more than its last offer, on the frontier);
 * - demands at time t: tough, steady, accommodating concessionTarget with e = 0.2, 1, 2 from its best total to
 *   its walk-away value; hard-liner always its best total; tit-for-tat starts at its best total and moves its
 *   demand by as much as the other side's last offer moved its total (the other's last concession, mirrored),
 *   within its walk-away value and best total; plan, `planLevel`;
 * - accepts an offer that reaches its walk-away value and is worth at least its own next offer; in its last
 *   answer (the other side's answer in the last round, the user's after it), any offer that reaches its
 *   walk-away value, except the hard-liner;
 * - walks away at its turn, ending the run without a deal, when no package reaches its walk-away value.
 * The run ends at the first acceptance or walk-away, or when the rounds run out.
 */
export function simulateNegotiation(issues: readonly ScoredIssue[], opts: SimulationOptions): NegotiationRun {
  const table = scoreTable(issues);
  const offers: NegotiationOffer[] = [];
  if (table.length === 0 || table.some((issue) => issue.optionIds.length === 0)) {
    return { offers, agreement: null, acceptedBy: null, walkedAway: null };
  }
  const rounds = Number.isFinite(opts.rounds) ? Math.max(1, Math.floor(opts.rounds)) : 1;
  const next = seededRandom(opts.seed);
  const user = new Side(issues, 'user', opts, next);
  const opponent = new Side(issues, 'opponent', opts, next);
  const record = (round: number, by: Party, { indexes, level }: SideOffer) => {
    const scenario = scenarioFromTable(table, indexes);
    offers.push({
      round,
      by,
      optionIds: scenario.optionIds,
      userTotal: scenario.userTotal,
      opponentTotal: scenario.opponentTotal,
      level,
    });
    (by === 'user' ? opponent : user).received(indexes);
    return scenario;
  };
  const agreed = (indexes: number[], by: Party): NegotiationRun => ({
    offers,
    agreement: scenarioFromTable(table, indexes),
    acceptedBy: by,
    walkedAway: null,
  });
  const walked = (by: Party): NegotiationRun => ({
    offers,
    agreement: null,
    acceptedBy: null,
    walkedAway: by,
  });

  let counter: number[] | null = null;
  for (let round = 1; round <= rounds; round++) {
    const t = roundTime(round, rounds);
    const offer = user.offer(t);
    if (offer === null) return walked('user');
    if (counter !== null && user.accepts(counter, offer.indexes, false)) return agreed(counter, 'user');
    record(round, 'user', offer);
    const answer = opponent.offer(t);
    if (answer === null) return walked('opponent');
    if (opponent.accepts(offer.indexes, answer.indexes, round === rounds))
      return agreed(offer.indexes, 'opponent');
    record(round, 'opponent', answer);
    counter = answer.indexes;
  }
  if (counter !== null && user.accepts(counter, null, true)) return agreed(counter, 'user');
  return { offers, agreement: null, acceptedBy: null, walkedAway: null };
}

export interface OpponentResponseOptions {
  /** The simulated side's style (any but `plan`, which is the user's advice). */
  style: Exclude<NegotiationStyle, 'plan'>;
  rounds: number;
  seed: number;
  walkAway?: WalkAway | null;
  /**
   * The user's offers so far in the order made, each a full package (option indexes are read by id, in issue
   * order); the last is the one to answer, made at round `offers.length`.
   */
  offers: readonly (readonly number[])[];
}

export type OpponentAnswer =
  | { kind: 'accept'; round: number; last: boolean }
  | { kind: 'counter'; round: number; offer: NegotiationOffer }
  | { kind: 'walk-away'; round: number };

/**
 * One answer of the simulated side, step by step: what `simulateNegotiation` makes the other side (`opponent`)
 * do at round r = offers.length after the user's r-th offer, given the user's earlier offers. Its state (the
 * seeded order of its options, its estimate of the user's points, tit-for-tat's level) is rebuilt by feeding it
 * the user's offers in order, so the same seed, style, rounds and offers give the same answer, and the answers
 * equal those of `simulateNegotiation` with the same seed when the user's side draws no random numbers (`plan`).
 * It walks away when no package reaches its walk-away value; accepts the offer when it reaches that value and is
 * worth at least its own counter (in the last round, any offer reaching it, except the hard-liner); otherwise
 * counters. Null when there is no scenario, no offer, more offers than rounds, or an offer that is not a full
 * package of the issues' options.
 */
export function opponentResponse(
  issues: readonly ScoredIssue[],
  opts: OpponentResponseOptions,
): OpponentAnswer | null {
  const table = scoreTable(issues);
  if (table.length === 0 || table.some((issue) => issue.optionIds.length === 0)) return null;
  const rounds = Number.isFinite(opts.rounds) ? Math.max(1, Math.floor(opts.rounds)) : 1;
  const round = opts.offers.length;
  if (round === 0 || round > rounds) return null;
  const packages: number[][] = [];
  for (const ids of opts.offers) {
    if (ids.length !== table.length) return null;
    const indexes = ids.map((id, i) => (table[i] as IssueScores).optionIds.indexOf(id));
    if (indexes.some((k) => k < 0)) return null;
    packages.push(indexes);
  }
  const side = new Side(
    issues,
    'opponent',
    {
      user: { style: 'plan' },
      opponent: { style: opts.style },
      rounds,
      seed: opts.seed,
      walkAway: opts.walkAway ?? null,
    },
    seededRandom(opts.seed),
  );
  for (const indexes of packages.slice(0, -1)) side.received(indexes);
  const offered = packages[packages.length - 1] as number[];
  side.received(offered);
  const t = roundTime(round, rounds);
  const answer = side.offer(t);
  if (answer === null) return { kind: 'walk-away', round };
  const last = round === rounds;
  if (side.accepts(offered, answer.indexes, last)) return { kind: 'accept', round, last };
  const scenario = scenarioFromTable(table, answer.indexes);
  return {
    kind: 'counter',
    round,
    offer: {
      round,
      by: 'opponent',
      optionIds: scenario.optionIds,
      userTotal: scenario.userTotal,
      opponentTotal: scenario.opponentTotal,
      level: answer.level,
    },
  };
}

interface SideOffer {
  indexes: number[];
  level: number;
}

/** One side's state: its own points, what it has seen of the other side, and how it demands. */
class Side {
  private readonly own: number[][];
  private readonly ids: number[][];
  private readonly view: ScoredIssue[];
  private readonly style: NegotiationStyle;
  private readonly floor: number;
  private readonly best: number;
  private readonly plan: NegotiationPlan | null;
  private readonly prior: OptionPoints | null;
  private readonly order: number[][] | null;
  private readonly theirs: number[][] = [];
  private level: number;
  /** The plan's last offer (option indexes), from which it never retracts. */
  private lastOwn: number[] | null = null;
  private lastTheirs: number[] | null = null;

  constructor(issues: readonly ScoredIssue[], party: Party, opts: SimulationOptions, next: () => number) {
    const other: Party = party === 'user' ? 'opponent' : 'user';
    const negotiator = opts[party];
    this.style = negotiator.style;
    const believedPoints = opts.priors?.[other];
    // The side's own view: its points as `user`, what it believes of the other side as `opponent`.
    this.view = issues.map((issue) => ({
      id: issue.id,
      name: issue.name,
      options: issue.options.map((option) => ({
        id: option.id,
        name: option.name,
        user: wholePoints(option[party]),
        opponent: wholePoints(believedPoints?.[option.id] ?? option[other]),
      })),
    }));
    this.own = this.view.map((issue) => issue.options.map((option) => option.user));
    this.ids = this.view.map((issue) => issue.options.map((option) => option.id));
    this.floor = Math.max(sumOf(this.own, Math.min), floorOf(opts.walkAway?.[party]));
    this.best = sumOf(this.own, Math.max);
    this.level = this.best;
    if (this.style === 'plan') {
      this.plan = negotiationPlan(this.view, {
        walkAway: { user: opts.walkAway?.[party] ?? null, opponent: opts.walkAway?.[other] ?? null },
        e: negotiator.e ?? PLAN_PACE,
      });
      this.prior = Object.fromEntries(
        this.view.flatMap((issue) => issue.options.map((o) => [o.id, o.opponent])),
      );
      this.order = null;
    } else {
      this.plan = null;
      this.prior = null;
      // A seeded order of each issue's options: which of equally good packages this side picks.
      this.order = this.own.map((options) => shuffled(options.length, next));
    }
  }

  /** The other side made `indexes`. */
  received(indexes: number[]): void {
    if (this.style === 'tit-for-tat' && this.lastTheirs !== null) {
      const moved = totalOf(this.own, indexes) - totalOf(this.own, this.lastTheirs);
      this.level = Math.min(this.best, Math.max(this.floor, this.level - moved));
    }
    this.lastTheirs = indexes;
    this.theirs.push(indexes);
  }

  /** The total this side demands at time t. */
  demand(t: number): number {
    switch (this.style) {
      case 'tough':
      case 'steady':
      case 'accommodating':
        return concessionTarget({ t, e: CONCESSION_PACE[this.style], min: this.floor, max: this.best });
      case 'hard-liner':
        return this.best;
      case 'tit-for-tat':
        return this.level;
      case 'plan':
        return this.plan === null ? this.best : planLevel(this.plan, t);
    }
  }

  /**
   * The package this side offers at time t (option indexes) and the level it demanded; null when no package
   * reaches its walk-away value (it walks away).
   */
  offer(t: number): SideOffer | null {
    if (this.floor > this.best) return null;
    const level = Math.max(this.floor, this.demand(t));
    const theirOffers = this.theirs.map((indexes) => indexes.map((k, i) => this.ids[i]?.[k] ?? null));
    const estimate = estimateOpponentPoints(this.view, theirOffers, this.prior);
    const estimated = this.ids.map((ids) => ids.map((id) => estimate[id] ?? 0));
    if (this.style === 'plan') {
      const last = this.lastOwn;
      const indexes = planPackage(this.own, estimated, level, this.floor, last);
      if (indexes === null) return null;
      this.lastOwn = indexes;
      return { indexes, level: last === null ? level : Math.min(level, totalOf(this.own, last)) };
    }
    const indexes = pickAtLevel(packageTable(this.own, estimated, this.order), level);
    // Some package always reaches the level: it lies between the walk-away value and the side's best total.
    return indexes === null ? null : { indexes, level };
  }

  /** Whether this side accepts `received`, given its own `next` offer (null: none to come) and the deadline. */
  accepts(received: number[], next: number[] | null, last: boolean): boolean {
    const value = totalOf(this.own, received);
    if (value < this.floor) return false;
    if (last && this.style !== 'hard-liner') return true;
    return next === null
      ? this.style !== 'hard-liner' || value >= this.best
      : value >= totalOf(this.own, next);
  }
}

/** 0…n − 1 in a seeded random order (Fisher–Yates). */
function shuffled(n: number, next: () => number): number[] {
  const order = Array.from({ length: n }, (_, k) => k);
  for (let k = n - 1; k > 0; k--) {
    const j = Math.floor(next() * (k + 1));
    [order[k], order[j]] = [order[j] as number, order[k] as number];
  }
  return order;
}

export interface DebriefOptions {
  walkAway?: WalkAway | null;
  /**
   * Replay the plan against the same opponent (its style, the rounds and the seed of the rehearsal), at pace
   * `e` (default the plan's, tough).
   */
  replay?: { opponent: Negotiator; rounds: number; seed: number; e?: number };
}

export interface NegotiationDebrief {
  agreement: Scenario | null;
  /** The best package at least as good for both and better for one than the deal (`paretoImprovement`), or null. */
  leftOnTable: Scenario | null;
  /** The balanced deal: the Nash point from the walk-away point (each unrecorded side at its lowest total). */
  nash: Scenario | null;
  /** Every move, as `offerMoves` reads it. */
  moves: OfferMove[];
  /** How much each side gave up of its own total over its moves (the sum of its drops). */
  conceded: Record<Party, number>;
  /** What the plan reached against the same opponent, when `replay` is given (undefined otherwise). */
  planAgreement?: Scenario | null;
  /**
   * The user's move that gave up the most of its own total for a package that was not efficient (a package at
   * least as good for both and better for one existed, `paretoImprovement`), the latest of equal ones; null
   * when none did. Read only when the offers carry their option ids.
   */
  wasteful?: { index: number; gave: number; better: Scenario } | null;
}

/**
 * The debrief of a negotiation (a rehearsal's or a real one's offers and agreement): the deal against the
 * frontier (what was left on the table) and the balanced deal, each side's moves and how much it conceded, and
 * what the plan reached against the same opponent.
 */
export function negotiationDebrief(
  issues: readonly ScoredIssue[],
  run: { offers: readonly ScoredOffer[]; agreement: Scenario | null },
  opts: DebriefOptions = {},
): NegotiationDebrief {
  const table = scoreTable(issues);
  const walkAway = opts.walkAway ?? null;
  const moves = offerMoves(run.offers);
  const conceded: Record<Party, number> = { user: 0, opponent: 0 };
  for (const move of moves) if (move.self < 0) conceded[move.by] -= move.self;
  const frontier = paretoFrontier(issues);
  const nash =
    frontier.length === 0
      ? null
      : nashPoint(frontier, {
          user: Math.max(
            sumOf(
              table.map((issue) => issue.user),
              Math.min,
            ),
            floorOf(walkAway?.user),
          ),
          opponent: Math.max(
            sumOf(
              table.map((issue) => issue.opponent),
              Math.min,
            ),
            floorOf(walkAway?.opponent),
          ),
        });
  let wasteful: NegotiationDebrief['wasteful'] = null;
  for (const move of moves) {
    const ids = (run.offers[move.index] as ScoredOffer & { optionIds?: readonly number[] }).optionIds;
    if (move.by !== 'user' || move.self >= 0 || ids === undefined) continue;
    const better = paretoImprovement(issues, [...ids]);
    if (better !== null && (wasteful === null || -move.self >= wasteful.gave)) {
      wasteful = { index: move.index, gave: -move.self, better };
    }
  }
  const debrief: NegotiationDebrief = {
    agreement: run.agreement,
    leftOnTable: run.agreement === null ? null : paretoImprovement(issues, run.agreement.optionIds),
    nash,
    moves,
    conceded,
    wasteful,
  };
  if (opts.replay !== undefined) {
    debrief.planAgreement = simulateNegotiation(issues, {
      user: opts.replay.e === undefined ? { style: 'plan' } : { style: 'plan', e: opts.replay.e },
      opponent: opts.replay.opponent,
      rounds: opts.replay.rounds,
      seed: opts.replay.seed,
      walkAway,
    }).agreement;
  }
  return debrief;
}
