import { scenarioFromTable } from '../scenarios.js';
import { seededRandom } from '../random.js';
import { scoreTable, type IssueScores } from '../score-table.js';
import type { Party, Scenario, ScoredIssue } from '../types.js';
import type { WalkAway } from '../walk-away.js';
import { roundTime } from './plan.js';
import { Side, type NegotiationStyle, type SideOffer, type SideOptions } from './styles.js';

// The simulation (issue 34: moved out of negotiation.ts unchanged): a whole negotiation between two styles, and
// the simulated side's answers one at a time (the rehearsal).

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

export interface SimulationOptions extends SideOptions {
  /** How many rounds (each: the user offers, the other side accepts or counters); floored, at least 1 (1 if not finite). */
  rounds: number;
  /** The seed of the simulated styles' choices among equally good packages: the same seed, the same run. */
  seed: number;
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
