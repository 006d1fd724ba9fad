import {
  issueStructures,
  strategicIssues,
  type IssueCategory,
  type ScoredIssue,
  type Trade,
} from '@parley/scoring';
import { factIssue, factTrade, signedPoints, type FactIssue, type FactTrade } from '../ai/case-facts.js';

/** The SPEC's names of the four categories (Strategy tab, report). */
export const CATEGORY_LABELS: Record<IssueCategory, string> = {
  'your-advantage': 'Your Advantage',
  'win-win': 'Win-Win',
  'opponent-advantage': 'Opponent Advantage',
  contested: 'Contested',
};

/** "A", "A or B", "A, B or C". */
export function eitherOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

const pointsText = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** The options both sides rank best (a shared issue has at least one). */
export function commonPreferred(issue: FactIssue): string[] {
  return issue.you.preferred.filter((name) => issue.them.preferred.includes(name));
}

/**
 * What the advice says an issue calls for, from its structure (never from its category):
 * - `agree`: both sides prefer the same option (or only one side cares): settle it on that option;
 * - `concede`: giving them their preferred option costs you less than it gains them;
 * - `hold`: it would cost you more than it gains them;
 * - `even`: it costs you exactly what it gains them;
 * - `trade`: a trade shown beside the advice moves this issue, so the trade speaks for it;
 * - `none`: neither side's points change with the issue.
 */
export type IssueStance = 'agree' | 'concede' | 'hold' | 'even' | 'trade' | 'none';

export interface IssueAdvice {
  stance: IssueStance;
  /** Two or three sentences, each true of the points. */
  talkingPoints: string[];
  /** Beside the SPEC's category label where that label would mislead; null where it reads right. */
  labelNote: string | null;
}

/** The first shown trade that moves this issue, and how. */
function tradeOn(issue: FactIssue, trades: readonly FactTrade[]) {
  for (const trade of trades) {
    if (trade.give.issue === issue.name) return { trade, role: 'give' as const };
    if (trade.get.issue === issue.name) return { trade, role: 'get' as const };
  }
  return null;
}

function stanceOf(issue: FactIssue, trades: readonly FactTrade[]): IssueStance {
  if (issue.you.swing === 0 && issue.them.swing === 0) return 'none';
  if (issue.concession === null) return 'agree';
  if (tradeOn(issue, trades)) return 'trade';
  const { cost, gain } = issue.concession;
  return cost < gain ? 'concede' : cost > gain ? 'hold' : 'even';
}

function labelNoteOf(issue: FactIssue): string | null {
  const label = CATEGORY_LABELS[issue.category];
  const c = issue.concession;
  const bothCare = issue.you.swing > 0 && issue.them.swing > 0;
  if (c === null) {
    if (issue.category === 'win-win' || !bothCare) return null;
    return `Labelled ${label} from the average points, but you both prefer ${eitherOf(commonPreferred(issue))}: there is nothing to concede here.`;
  }
  if (issue.category === 'win-win') {
    return `Labelled Win-Win because both sides' average points are close, but the sides want ${
      issue.relation === 'opposed' ? 'opposite' : 'different'
    } options here.`;
  }
  if (issue.category === 'your-advantage' && c.cost < c.gain) {
    return `Labelled Your Advantage because your points average higher, but giving them ${c.give} costs you less (${c.cost}) than it gains them (${c.gain}).`;
  }
  if (issue.category === 'opponent-advantage' && c.cost > c.gain) {
    return `Labelled Opponent Advantage because their points average higher, but giving them ${c.give} costs you more (${c.cost}) than it gains them (${c.gain}).`;
  }
  return null;
}

/**
 * The talking points of one issue, chosen from how the issue divides the sides (`FactIssue`, from
 * `issueStructures`) and the trades shown beside them, so that no sentence claims shared value on an opposed
 * issue, "concede" appears only where giving the other side its preferred option costs you less than it gains
 * them, a shared issue says so, and nothing contradicts a trade on the same screen (an issue a shown trade
 * moves is described by that trade instead of "give ground on other issues before this one" or "concede").
 */
export function issueAdvice(issue: FactIssue, trades: readonly FactTrade[] = []): IssueAdvice {
  const stance = stanceOf(issue, trades);
  const labelNote = labelNoteOf(issue);
  const { name, you, them } = issue;
  const swings = `It can move your total by up to ${pointsText(you.swing)} and theirs by up to ${pointsText(them.swing)}.`;
  if (stance === 'none') {
    return {
      stance,
      labelNote,
      talkingPoints: [`Neither side's points change with ${name}: settle it quickly, on any option.`],
    };
  }
  const c = issue.concession;
  if (c === null) {
    if (them.swing === 0) {
      return {
        stance,
        labelNote,
        talkingPoints: [
          `Only you gain or lose on ${name} (up to ${pointsText(you.swing)}): ask for ${eitherOf(you.preferred)}; it costs them nothing.`,
          'Settle it early: it needs no concession from either side.',
        ],
      };
    }
    if (you.swing === 0) {
      return {
        stance,
        labelNote,
        talkingPoints: [
          `Only they gain or lose on ${name} (up to ${pointsText(them.swing)}): ${eitherOf(them.preferred)} costs you nothing.`,
          'Offer it when you ask for something in return: it is worth more to them than to you.',
        ],
      };
    }
    return {
      stance,
      labelNote,
      talkingPoints: [
        `You both prefer ${eitherOf(commonPreferred(issue))}: agree on it first.`,
        'Say so early: negotiators miss issues where both sides want the same thing about half the time.',
        swings,
      ],
    };
  }
  const opening =
    issue.relation === 'opposed'
      ? `You want ${c.keep}, they want ${c.give}: what one side gains here, the other loses.`
      : `You want ${c.keep}, they want ${c.give}, and you both rank ${eitherOf(issue.ruledOut)} lower: rule ${
          issue.ruledOut.length === 1 ? 'it' : 'them'
        } out first.`;
  return { stance, labelNote, talkingPoints: [opening, swings, stanceSentence(issue, c, trades)] };
}

function stanceSentence(
  issue: FactIssue,
  c: NonNullable<FactIssue['concession']>,
  trades: readonly FactTrade[],
): string {
  const shown = tradeOn(issue, trades);
  if (shown) {
    const { trade, role } = shown;
    return role === 'give'
      ? `The trade shown gives ground here (${trade.give.option}: ${signedPoints(trade.give.you)} for you, ${signedPoints(
          trade.give.them,
        )} for them) in return for ${trade.get.issue}.`
      : `The trade shown asks for ${trade.get.option} here (${signedPoints(trade.get.you)} for you, ${signedPoints(
          trade.get.them,
        )} for them) in return for ground on ${trade.give.issue}.`;
  }
  if (c.cost < c.gain) {
    return `Giving them ${c.give} costs you ${pointsText(c.cost)} and gains them ${c.gain}: concede it, but only for something that matters more to you.`;
  }
  if (c.cost > c.gain) {
    return `Giving them ${c.give} would cost you ${pointsText(c.cost)} and gain them only ${c.gain}: open with ${c.keep}, and give ground on other issues before this one.`;
  }
  return `Giving them ${c.give} costs you exactly what it gains them (${pointsText(c.cost)}): expect resistance, and settle it late with objective criteria.`;
}

/**
 * Every issue's facts and advice, given the trades shown beside them (so that the advice never contradicts a
 * shown trade): what the Strategy tab's playbook and the report say per issue.
 */
export function issuesAdvice(
  issues: readonly ScoredIssue[],
  shownTrades: readonly Trade[],
): { fact: FactIssue; advice: IssueAdvice }[] {
  const strategic = strategicIssues(issues);
  const structures = issueStructures(issues);
  const stated = shownTrades.map((t) => factTrade(issues, t));
  return issues.map((issue, i) => {
    const fact = factIssue(issue, strategic[i]!, structures[i]!);
    return { fact, advice: issueAdvice(fact, stated) };
  });
}
