import { hasScenarios } from '../averages.js';
import { suffixBest } from '../equivalent-offers.js';
import { compareRatios, kalaiSmorodinskyOnFrontier, normalisedGains } from '../kalai-smorodinsky.js';
import { mutualGainPackage } from '../mutual-gain.js';
import { nashPoint } from '../nash.js';
import { paretoFrontierOfTable } from '../pareto.js';
import { scoreTable, wholePoints, type IssueScores } from '../score-table.js';
import { totalsRangeOfTable } from '../totals.js';
import { trades } from '../trades.js';
import type { Scenario, ScoredIssue, TotalsPoint } from '../types.js';
import { floorOf, type WalkAway } from '../walk-away.js';

/**
 * "Near" the balanced or the proportional deal: its own criterion (the product of gains, the smaller share of
 * what each side could gain) at least this share of the best one's on the same profile (decisions.md §44).
 */
export const NEAR_BEST = { numerator: 19, denominator: 20 } as const;

/** What the advice on the screen stands on: the case as entered and the settings of its offers. */
export interface AdviceRobustnessInput {
  /** Both sides' points in force; the opponent's are the ones the profiles replace. */
  issues: readonly ScoredIssue[];
  walkAway: WalkAway;
  /** The complete final agreement, option ids in issue order (null: none). */
  agreed?: readonly number[] | null;
  /** How many trades the screen lists (`trades`' limit). */
  tradesListed: number;
  /** The equivalent offers shown (option ids in issue order), with the target and tolerance they came from. */
  offers?: { optionIds: readonly (readonly number[])[]; target: number; tolerance: number } | null;
  /** 'offers': only the offers' figures (the screen asks for them apart, as their settings change). */
  only?: 'offers';
}

/**
 * How often each piece of advice holds across the profiles, as a share 0–1 (null: that advice is not shown,
 * or does not depend on the other side's points). Exact per profile; `profiles` says how many there were.
 */
export interface AdviceRobustness {
  profiles: number;
  /** Per listed trade, in `trades`' order: the trade still raises their total. */
  trades: number[];
  /** The package better for both than the compromise (shown when no trade is): still better for them. */
  mutualGain: number | null;
  /** The balanced (Nash) deal: still the balanced deal, or near it (NEAR_BEST). */
  nash: number | null;
  /** The proportional (Kalai–Smorodinsky) deal: still the proportional deal, or near it (NEAR_BEST). */
  kalaiSmorodinsky: number | null;
  /** Whether a zone of possible agreement exists stays as shown (null: their walk-away total not recorded). */
  zone: number | null;
  /** Whether the final agreement leaves something on the table stays as shown (null: no complete agreement). */
  leftOnTable: number | null;
  /** Per offer: it still reaches their walk-away total and no package worth as much to you beats it for both. */
  offers: number[];
}

/** An option as [issue index, option index]. */
type Slot = [number, number];

/** The recommendations as the screen shows them (points in force), and what each claim compares against. */
interface Shown {
  table: IssueScores[];
  /** Each listed trade's four options as [issue index, option index]. */
  trades: { give: Slot; giveFrom: Slot; get: Slot; getFrom: Slot }[];
  mutualGain: { to: number[]; from: number[] } | null;
  nash: number[] | null;
  kalaiSmorodinsky: number[] | null;
  zoneExists: boolean | null;
  agreed: number[] | null;
  improvable: boolean | null;
  offers: { indexes: number[]; userTotal: number }[];
  offerHigh: number;
}

/** Option indexes per issue of option ids in issue order; null when one does not belong. */
function indexesOfIds(table: readonly IssueScores[], ids: readonly number[]): number[] | null {
  if (ids.length !== table.length) return null;
  const indexes = table.map((issue, i) => issue.optionIds.indexOf(ids[i]!));
  return indexes.some((k) => k < 0) ? null : indexes;
}

const totalOf = (values: readonly (readonly number[])[], indexes: readonly number[]) =>
  indexes.reduce((sum, k, i) => sum + values[i]![k]!, 0);

/** Whether some frontier point is at least (user, opponent) on both and, with `strictly`, better on one. */
function reaches(frontier: readonly Scenario[], user: number, opponent: number, strictly: boolean): boolean {
  return frontier.some(
    (s) =>
      s.userTotal >= user &&
      s.opponentTotal >= opponent &&
      (!strictly || s.userTotal > user || s.opponentTotal > opponent),
  );
}

function findShown(input: AdviceRobustnessInput): Shown {
  const table = scoreTable(input.issues);
  const optionIndex = (issueId: number, optionId: number): Slot => {
    const i = input.issues.findIndex((issue) => issue.id === issueId);
    return [i, table[i]!.optionIds.indexOf(optionId)];
  };
  const deals = input.only !== 'offers';
  const listed = deals ? trades(input.issues, { limit: input.tradesListed }) : [];
  const mutual = deals && listed.length === 0 ? mutualGainPackage(input.issues) : null;
  const range = totalsRangeOfTable(table);
  const d = {
    user: input.walkAway.user ?? range.userMin,
    opponent: input.walkAway.opponent ?? range.opponentMin,
  };
  const frontier = deals ? paretoFrontierOfTable(table) : [];
  const nash = deals ? nashPoint(frontier, d) : null;
  const ks = deals ? kalaiSmorodinskyOnFrontier(frontier, d) : null;
  const agreed = deals && input.agreed ? indexesOfIds(table, input.agreed) : null;
  const userTotals = table.map((issue) => issue.user);
  const opponentTotals = table.map((issue) => issue.opponent);
  const offerIndexes = (input.offers?.optionIds ?? [])
    .map((ids) => indexesOfIds(table, ids))
    .filter((indexes) => indexes !== null);
  return {
    table,
    trades: listed.map((t) => ({
      give: optionIndex(t.give.issueId, t.give.optionId),
      giveFrom: optionIndex(t.give.issueId, t.give.fromOptionId),
      get: optionIndex(t.get.issueId, t.get.optionId),
      getFrom: optionIndex(t.get.issueId, t.get.fromOptionId),
    })),
    mutualGain:
      mutual === null
        ? null
        : {
            to: indexesOfIds(table, mutual.scenario.optionIds)!,
            from: indexesOfIds(table, mutual.fromOptionIds)!,
          },
    nash: nash === null ? null : indexesOfIds(table, nash.optionIds),
    kalaiSmorodinsky: ks === null ? null : indexesOfIds(table, ks.scenario.optionIds),
    zoneExists:
      !deals || input.walkAway.opponent === null || !hasScenarios(table)
        ? null
        : reaches(frontier, floorOf(input.walkAway.user), input.walkAway.opponent, false),
    agreed,
    improvable:
      agreed === null
        ? null
        : reaches(frontier, totalOf(userTotals, agreed), totalOf(opponentTotals, agreed), true),
    offers: offerIndexes.map((indexes) => ({ indexes, userTotal: totalOf(userTotals, indexes) })),
    offerHigh: input.offers
      ? Math.floor(input.offers.target + Math.max(0, Math.floor(input.offers.tolerance)))
      : 0,
  };
}

/**
 * How often each recommendation of the Strategy tab that depends on the other side's points holds across
 * plausible profiles of those points (`plausibleProfiles`): the recommendations are found once with the points
 * in force, then each profile replaces the opponent's points and every claim is checked exactly on it
 * (decisions.md §44 defines each claim). Your own points and both walk-away totals stay as entered. An option
 * a profile does not name keeps its points in force. Null without profiles.
 */
export function adviceRobustness(
  input: AdviceRobustnessInput,
  profiles: readonly Readonly<Record<string, number>>[],
): AdviceRobustness | null {
  if (profiles.length === 0) return null;
  const shown = findShown(input);
  const { table } = shown;
  const { walkAway } = input;
  const userValues = table.map((issue) => issue.user);
  const needFrontier =
    shown.nash !== null ||
    shown.kalaiSmorodinsky !== null ||
    shown.zoneExists !== null ||
    shown.agreed !== null;
  const counts = {
    trades: shown.trades.map(() => 0),
    mutualGain: 0,
    nash: 0,
    kalaiSmorodinsky: 0,
    zone: 0,
    leftOnTable: 0,
    offers: shown.offers.map(() => 0),
  };
  for (const profile of profiles) {
    const opponent = table.map((issue) =>
      issue.optionIds.map((id, k) => {
        const points = profile[String(id)];
        return typeof points === 'number' ? wholePoints(points) : issue.opponent[k]!;
      }),
    );
    const at = ([i, k]: Slot) => opponent[i]![k]!;
    shown.trades.forEach((t, n) => {
      if (at(t.give) - at(t.giveFrom) + at(t.get) - at(t.getFrom) > 0) counts.trades[n]!++;
    });
    if (shown.mutualGain && totalOf(opponent, shown.mutualGain.to) > totalOf(opponent, shown.mutualGain.from))
      counts.mutualGain++;
    const profileTable: IssueScores[] = table.map((issue, i) => ({ ...issue, opponent: opponent[i]! }));
    if (needFrontier) {
      const frontier = paretoFrontierOfTable(profileTable);
      const range = totalsRangeOfTable(profileTable);
      const d: TotalsPoint = {
        user: walkAway.user ?? range.userMin,
        opponent: walkAway.opponent ?? range.opponentMin,
      };
      if (shown.nash !== null) {
        const best = nashPoint(frontier, d);
        const u = totalOf(userValues, shown.nash) - d.user;
        const o = totalOf(opponent, shown.nash) - d.opponent;
        if (best !== null && u >= 0 && o >= 0) {
          const top = (best.userTotal - d.user) * (best.opponentTotal - d.opponent);
          if (NEAR_BEST.denominator * u * o >= NEAR_BEST.numerator * top) counts.nash++;
        }
      }
      if (shown.kalaiSmorodinsky !== null) {
        const best = kalaiSmorodinskyOnFrontier(frontier, d);
        const u = totalOf(userValues, shown.kalaiSmorodinsky);
        const o = totalOf(opponent, shown.kalaiSmorodinsky);
        if (best !== null && u >= d.user && o >= d.opponent) {
          const [low] = normalisedGains(u, o, d, best.ideal);
          const near = {
            gain: NEAR_BEST.numerator * best.low.gain,
            span: NEAR_BEST.denominator * best.low.span,
          };
          if (compareRatios(low, near) >= 0) counts.kalaiSmorodinsky++;
        }
      }
      if (shown.zoneExists !== null) {
        const exists = reaches(frontier, floorOf(walkAway.user), walkAway.opponent as number, false);
        if (exists === shown.zoneExists) counts.zone++;
      }
      if (shown.agreed !== null) {
        const u = totalOf(userValues, shown.agreed);
        const o = totalOf(opponent, shown.agreed);
        if (reaches(frontier, u, o, true) === shown.improvable) counts.leftOnTable++;
      }
    }
    if (shown.offers.length > 0) {
      const best = suffixBest(profileTable);
      const top = best.levels[0]!;
      shown.offers.forEach((offer, n) => {
        const o = totalOf(opponent, offer.indexes);
        if (o < floorOf(walkAway.opponent)) return;
        const from = offer.userTotal - best.userBase;
        const to = Math.min(top.span, shown.offerHigh - best.userBase);
        for (let x = from; x <= to; x++) {
          const y = top.best[x]!;
          if (y < 0) continue;
          const opponentTotal = y + best.opponentBase;
          if (opponentTotal > o || (x > from && opponentTotal >= o)) return;
        }
        counts.offers[n]!++;
      });
    }
  }
  const share = (count: number) => count / profiles.length;
  return {
    profiles: profiles.length,
    trades: counts.trades.map(share),
    mutualGain: shown.mutualGain ? share(counts.mutualGain) : null,
    nash: shown.nash ? share(counts.nash) : null,
    kalaiSmorodinsky: shown.kalaiSmorodinsky ? share(counts.kalaiSmorodinsky) : null,
    zone: shown.zoneExists === null ? null : share(counts.zone),
    leftOnTable: shown.improvable === null ? null : share(counts.leftOnTable),
    offers: counts.offers.map(share),
  };
}
