import { suggestIssuePoints, suggestPoints } from './points.js';

/** The importance an issue or option counts with until the party rates it (docs/product.md, "Points"). */
export const DEFAULT_IMPORTANCE = 1;

/**
 * A party's rating of an issue or option: an importance level (1–5) and a 1-based rank. Either may be
 * missing while the party has not set it.
 */
export interface Rating {
  importance?: number;
  rank?: number;
}

export interface RatedOption extends Rating {
  id: number;
}

export interface RatedIssue extends Rating {
  id: number;
  /** In the order they were added: an option without a rank takes its place from its level (`rankOrder`). */
  options: readonly RatedOption[];
}

export interface IssueSuggestion {
  issueId: number;
  importance: number;
  rank: number;
  suggestedPoints: number;
}

export interface OptionSuggestion {
  issueId: number;
  optionId: number;
  importance: number;
  rank: number;
  suggestedPoints: number;
}

export interface PartySuggestions {
  issues: IssueSuggestion[];
  options: OptionSuggestion[];
}

const levelOf = (item: Rating) => item.importance ?? DEFAULT_IMPORTANCE;

/**
 * The order one group of rated items stands in (a party's issues, or the options of one issue), as indexes
 * into `items`: the items with a rank by their rank (ties in the order given), and each item without one just
 * before the first ranked item of a lower level (highest level first, ties in the order given). So a person
 * who never drags gets an order that follows their levels, a drag's order is kept, and an item not ranked yet
 * never lands above one rated higher. Both apps order by this.
 */
export function rankOrder(items: readonly Rating[]): number[] {
  const indexes = items.map((_, index) => index);
  const ranked = indexes
    .filter((i) => items[i]!.rank !== undefined)
    .sort((a, b) => items[a]!.rank! - items[b]!.rank! || a - b);
  const unranked = indexes
    .filter((i) => items[i]!.rank === undefined)
    .sort((a, b) => levelOf(items[b]!) - levelOf(items[a]!) || a - b);
  const order: number[] = [];
  let r = 0;
  let u = 0;
  while (r < ranked.length || u < unranked.length) {
    const takeUnranked =
      r === ranked.length ||
      (u < unranked.length && levelOf(items[unranked[u]!]!) > levelOf(items[ranked[r]!]!));
    order.push(takeUnranked ? unranked[u++]! : ranked[r++]!);
  }
  return order;
}

/** Each item's rank: its own, else its 1-based place in `rankOrder`. */
function ranksOf(items: readonly Rating[]): number[] {
  const ranks: number[] = [];
  rankOrder(items).forEach((index, place) => {
    ranks[index] = items[index]!.rank ?? place + 1;
  });
  return ranks;
}

/**
 * One party's suggested points for every issue and option, with the levels they were computed from. What the
 * party has not rated counts as importance 1; what has no rank is ranked by `rankOrder` (by its level, after
 * the ranked items of its level), so a fresh case already has suggestions.
 */
export function suggestPartyPoints(issues: readonly RatedIssue[]): PartySuggestions {
  const result: PartySuggestions = { issues: [], options: [] };
  const issueRanks = ranksOf(issues);
  issues.forEach((issue, issueIndex) => {
    const importance = levelOf(issue);
    const rank = issueRanks[issueIndex]!;
    const issueInput = { issueImportance: importance, issueRank: rank };
    result.issues.push({
      issueId: issue.id,
      importance,
      rank,
      suggestedPoints: suggestIssuePoints(issueInput),
    });
    const optionRanks = ranksOf(issue.options);
    issue.options.forEach((option, optionIndex) => {
      const optionImportance = levelOf(option);
      const optionRank = optionRanks[optionIndex]!;
      result.options.push({
        issueId: issue.id,
        optionId: option.id,
        importance: optionImportance,
        rank: optionRank,
        suggestedPoints: suggestPoints({ ...issueInput, optionImportance, optionRank }),
      });
    });
  });
  return result;
}

/**
 * An issue or option ranked above items of its group that were rated higher: an issue above more important
 * issues, an option above preferred options of the same issue.
 */
export interface RankConflict {
  /** The issue ranked too high, or the issue of the option ranked too high. */
  issueId: number;
  /** The option ranked too high; null when the conflict is between issues. */
  optionId: number | null;
  /** The ids (issues, or options of the same issue) ranked below it but rated higher, in rank order. */
  rankedAbove: number[];
}

/** The items of one group placed above a higher-rated one, each with those it is above, in rank order. */
function conflictsInGroup<T extends Rating & { id: number }>(items: readonly T[]) {
  const ordered = rankOrder(items).map((index) => items[index]!);
  return ordered.flatMap((item, place) => {
    const above = ordered.slice(place + 1).filter((below) => levelOf(below) > levelOf(item));
    return above.length > 0 ? [{ item, rankedAbove: above.map((below) => below.id) }] : [];
  });
}

/**
 * Where a party's ranks contradict its levels (a drag that put a less important issue, or a less preferred
 * option, above a higher-rated one), issues first, in rank order. Ranks and levels are read as
 * `suggestPartyPoints` reads them, so a party that never dragged has none.
 */
export function rankConflicts(issues: readonly RatedIssue[]): RankConflict[] {
  const conflicts: RankConflict[] = conflictsInGroup(issues).map(({ item, rankedAbove }) => ({
    issueId: item.id,
    optionId: null,
    rankedAbove,
  }));
  for (const index of rankOrder(issues)) {
    const issue = issues[index]!;
    for (const { item, rankedAbove } of conflictsInGroup(issue.options)) {
      conflicts.push({ issueId: issue.id, optionId: item.id, rankedAbove });
    }
  }
  return conflicts;
}

/** An issue with a party's points in force per option (null or missing: none), for `levelsFromPoints`. */
export interface PointedIssue {
  id: number;
  options: readonly { id: number; points?: number | null }[];
}

/** A level 1–5 for a share 0–1 of the largest: 1 up to a fifth, 5 above four fifths (0 is level 1). */
const levelOfShare = (share: number) => Math.min(5, Math.max(1, Math.ceil(share * 5 - 1e-9)));

/**
 * Levels and ranks read from a party's points in force, for a case nobody rated (issue 31, point 4;
 * decisions.md §58): within each issue, an option's level is its place between the issue's worst option
 * (level 1) and its best (5), by fifths of the distance; its rank follows its points (ties in the case's
 * order; options without points last, level 1). An issue's level is its stake (best less worst points) as a
 * share of the largest stake, by fifths; its rank follows the stake. The suggestions of these levels keep
 * each issue's order of options (tested); an issue without two different points has level 1.
 */
export function levelsFromPoints(issues: readonly PointedIssue[]): RatedIssue[] {
  const has = (p: number | null | undefined): p is number => typeof p === 'number' && Number.isFinite(p);
  const stakes = issues.map((issue) => {
    const points = issue.options.map((o) => o.points).filter(has);
    return points.length === 0 ? 0 : Math.max(...points) - Math.min(...points);
  });
  const largest = Math.max(0, ...stakes);
  const issueOrder = issues.map((_, i) => i).sort((a, b) => stakes[b]! - stakes[a]! || a - b);
  const issueRank = new Map(issueOrder.map((i, place) => [i, place + 1]));
  return issues.map((issue, i) => {
    const points = issue.options.map((o) => o.points).filter(has);
    const low = points.length === 0 ? 0 : Math.min(...points);
    const optionOrder = issue.options
      .map((_, k) => k)
      .sort((a, b) => {
        const [pa, pb] = [issue.options[a]!.points, issue.options[b]!.points];
        if (has(pa) !== has(pb)) return has(pa) ? -1 : 1;
        return (has(pa) && has(pb) ? pb - pa : 0) || a - b;
      });
    const optionRank = new Map(optionOrder.map((k, place) => [k, place + 1]));
    return {
      id: issue.id,
      importance: largest > 0 ? levelOfShare(stakes[i]! / largest) : DEFAULT_IMPORTANCE,
      rank: issueRank.get(i)!,
      options: issue.options.map((option, k) => ({
        id: option.id,
        importance:
          has(option.points) && stakes[i]! > 0
            ? levelOfShare((option.points - low) / stakes[i]!)
            : DEFAULT_IMPORTANCE,
        rank: optionRank.get(k)!,
      })),
    };
  });
}
