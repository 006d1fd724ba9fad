import { offerMoves, type OfferMove, type ScoredOffer } from '../concession.js';
import { nashPoint } from '../nash.js';
import { paretoFrontier } from '../pareto.js';
import { paretoImprovement } from '../pareto-improvement.js';
import { scoreTable } from '../score-table.js';
import type { Party, Scenario, ScoredIssue } from '../types.js';
import { floorOf, type WalkAway } from '../walk-away.js';
import { sumOf } from './package-table.js';
import { simulateNegotiation } from './simulation.js';
import type { Negotiator } from './styles.js';

// The debrief (issue 34: moved out of negotiation.ts unchanged).

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
