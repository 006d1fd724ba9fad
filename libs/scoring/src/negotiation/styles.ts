import { CONCESSION_PACE, concessionTarget } from '../concession.js';
import { estimateOpponentPoints, type OptionPoints } from '../opponent-model.js';
import { wholePoints } from '../score-table.js';
import type { Party, ScoredIssue } from '../types.js';
import { floorOf, type WalkAway } from '../walk-away.js';
import { styleAccepts } from './acceptance.js';
import { packageTable, pickAtLevel, sumOf, totalOf } from './package-table.js';
import { PLAN_PACE, negotiationPlan, planLevel, type NegotiationPlan } from './plan.js';
import { planPackage } from './plan-offer.js';

// The simulated styles (issue 34: moved out of negotiation.ts unchanged): how each side demands, offers and
// accepts in a simulated negotiation.

export type NegotiationStyle = 'tough' | 'steady' | 'accommodating' | 'tit-for-tat' | 'hard-liner' | 'plan';

/** One side of a simulated negotiation. */
export interface Negotiator {
  style: NegotiationStyle;
  /** The plan's concession pace (default 0.2, tough); the other styles have their own. */
  e?: number;
}

/** The sides of a simulated negotiation (`SimulationOptions` without the rounds and the seed). */
export interface SideOptions {
  user: Negotiator;
  opponent: Negotiator;
  /** Each side's walk-away total (null or absent: no floor but the side's lowest total). */
  walkAway?: WalkAway | null;
  /**
   * The points a side playing `plan` believes the other side holds (its estimate's prior, by option id); by
   * default the other side's points in `issues` (the points entered for them). The other styles have no prior.
   */
  priors?: { user?: OptionPoints; opponent?: OptionPoints };
}

export interface SideOffer {
  indexes: number[];
  level: number;
}

/** One side's state: its own points, what it has seen of the other side, and how it demands. */
export class Side {
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

  constructor(issues: readonly ScoredIssue[], party: Party, opts: SideOptions, next: () => number) {
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
    return styleAccepts(
      this.style,
      value,
      this.floor,
      this.best,
      next === null ? null : totalOf(this.own, next),
      last,
    );
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
