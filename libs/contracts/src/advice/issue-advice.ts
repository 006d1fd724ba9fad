import {
  issueStructures,
  minorIssues,
  strategicIssues,
  type IssueCategory,
  type ScoredIssue,
  type Trade,
} from '@parley/scoring';
import {
  factIssue,
  factTrade,
  signedPoints,
  type FactIssue,
  type FactPackage,
  type FactTrade,
} from '../facts/case-facts.js';

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

/** "A", "A and B", "A, B and C". */
function allOf(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const pointsText = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** The options both sides rank best (a shared issue has at least one). */
export function commonPreferred(issue: FactIssue): string[] {
  return issue.you.preferred.filter((name) => issue.them.preferred.includes(name));
}

/**
 * What the advice says an issue calls for, from its category (which follows its structure, `categorize`) and the
 * moves the page recommends:
 * - `agree`: both sides prefer the same option (or only one side cares): settle it on that option;
 * - `trade`: a trade shown beside the advice moves this issue, so the trade speaks for it;
 * - `move`: no trade does, but another recommended package (the package better for both, or what a final
 *   agreement leaves on the table) moves it, and that move speaks for it;
 * - `concede`: Opponent Advantage: giving them their preferred option gains them at least 1.5 times what it
 *   costs you;
 * - `hold`: Your Advantage: it would cost you at least 1.5 times what it gains them;
 * - `even`: Contested: similar stakes;
 * - `none`: neither side's points change with the issue.
 */
export type IssueStance = 'agree' | 'concede' | 'hold' | 'even' | 'trade' | 'move' | 'none';

export interface IssueAdvice {
  stance: IssueStance;
  /** Two to four sentences, each true of the points and none contradicting a recommended move. */
  talkingPoints: string[];
}

/**
 * The packages the page recommends beside the trades, in option names; each is optional (a screen passes what it
 * shows). Moves are read against their reference: the package better for both against the compromise, the
 * improvement against the agreement. The balanced (Nash) and proportional (Kalai–Smorodinsky) deals are
 * packages without a reference: a card never advises against what they do on its issue.
 */
export interface AdviceDeals {
  compromise?: FactPackage | null;
  /** Shown when no trade is: the package better for both than the compromise. */
  mutualGain?: FactPackage | null;
  agreement?: FactPackage | null;
  /** What the final agreement leaves on the table: a package at least as good for both. */
  improvement?: FactPackage | null;
  nash?: FactPackage | null;
  kalaiSmorodinsky?: FactPackage | null;
}

interface TradeOn {
  trade: FactTrade;
  role: 'give' | 'get';
}

/** The shown trades that move this issue, and how. */
function tradesOn(issue: FactIssue, trades: readonly FactTrade[]): TradeOn[] {
  return trades.flatMap((trade): TradeOn[] =>
    trade.give.issue === issue.name
      ? [{ trade, role: 'give' }]
      : trade.get.issue === issue.name
        ? [{ trade, role: 'get' }]
        : [],
  );
}

/**
 * The shown trades' sentences for this issue: one per move (trades making the same move here are named
 * together, "in return for Break clause or Parking spaces").
 */
function tradeSentences(issue: FactIssue, trades: readonly FactTrade[]): string[] {
  const groups = new Map<string, { role: TradeOn['role']; move: FactTrade['give']; others: string[] }>();
  for (const { trade, role } of tradesOn(issue, trades)) {
    const move = role === 'give' ? trade.give : trade.get;
    const other = role === 'give' ? trade.get.issue : trade.give.issue;
    const key = `${role}\u0000${move.option}\u0000${move.you}\u0000${move.them}`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { role, move, others: [other] });
    else if (!group.others.includes(other)) group.others.push(other);
  }
  return [...groups.values()].map(({ role, move, others }) => {
    const many = others.length > 1;
    const points = `(${move.option}: ${signedPoints(move.you)} for you, ${signedPoints(move.them)} for them)`;
    return role === 'give'
      ? `The ${many ? 'trades shown give' : 'trade shown gives'} ground here ${points} in return for ${eitherOf(others)}.`
      : `The ${many ? 'trades shown ask' : 'trade shown asks'} for ${move.option} here (${signedPoints(move.you)} for you, ${signedPoints(
          move.them,
        )} for them) in return for ground on ${eitherOf(others)}.`;
  });
}

const optionIn = (p: FactPackage | null | undefined, issue: FactIssue) =>
  p?.options.find((o) => o.issue === issue.name)?.option ?? null;
const pointsOf = (issue: FactIssue, option: string) => issue.options.find((o) => o.name === option);

interface PackageMove {
  sentence: string;
  /** Your points on the issue change by this much (negative: the move gives ground here). */
  you: number;
}

/** The referenced packages' moves on this issue, each as a sentence. */
function packageMoves(issue: FactIssue, deals: AdviceDeals): PackageMove[] {
  const moves: PackageMove[] = [];
  const add = (from: FactPackage | null | undefined, to: FactPackage | null | undefined, label: string) => {
    const a = optionIn(from, issue);
    const b = optionIn(to, issue);
    if (a === null || b === null || a === b) return;
    const pa = pointsOf(issue, a);
    const pb = pointsOf(issue, b);
    if (!pa || !pb) return;
    const you = pb.you - pa.you;
    moves.push({
      you,
      sentence: `${label} moves it from ${a} to ${b} (${signedPoints(you)} for you, ${signedPoints(pb.them - pa.them)} for them).`,
    });
  };
  add(deals.compromise, deals.mutualGain, 'The package better for both');
  add(
    deals.agreement,
    deals.improvement,
    'What the final agreement leaves on the table: a package at least as good for both',
  );
  return moves;
}

/**
 * Where the balanced and proportional deals go against `stance` on this issue: under `hold`, an option worse
 * for you than the one you keep; under `concede`, one worse for them than the one you would give. One entry per
 * option, naming the deals that settle on it.
 */
function dealsAgainst(issue: FactIssue, stance: 'hold' | 'concede', deals: AdviceDeals) {
  const c = issue.concession!;
  const keep = pointsOf(issue, c.keep)!;
  const give = pointsOf(issue, c.give)!;
  const found = new Map<string, string[]>();
  for (const [label, deal] of [
    ['balanced', deals.nash],
    ['proportional', deals.kalaiSmorodinsky],
  ] as const) {
    const option = optionIn(deal, issue);
    const points = option === null ? undefined : pointsOf(issue, option);
    if (option === null || !points) continue;
    const against = stance === 'hold' ? points.you < keep.you : points.them < give.them;
    if (against) found.set(option, [...(found.get(option) ?? []), label]);
  }
  return [...found.entries()].map(([option, labels]) => {
    const p = pointsOf(issue, option)!;
    const name = labels.length === 1 ? `The ${labels[0]} deal` : `The ${allOf(labels)} deals`;
    return { option, name, plural: labels.length > 1, you: p.you - keep.you, them: p.them - keep.them };
  });
}

interface CaseContext {
  /** Issues whose cards say to concede them: what a held issue's card names to give ground on first. */
  concede: string[];
  /** Named to concede because no card otherwise names anything (the cheapest issue to give). */
  cheapest: string | null;
}

/**
 * The stance from the issue alone, decided here once (every sentence follows from it): a concession that costs
 * you exactly what it gains them is `even` whoever's swing is larger (its card says so, and no advice says to
 * concede or to hold it on its stakes).
 */
function baseStance(issue: FactIssue): IssueStance {
  if (issue.you.swing === 0 && issue.them.swing === 0) return 'none';
  const c = issue.concession;
  if (c === null || issue.category === 'win-win') return 'agree';
  if (c.cost === c.gain) return 'even';
  if (issue.category === 'opponent-advantage') return 'concede';
  if (issue.category === 'your-advantage') return 'hold';
  return 'even';
}

function stanceOf(issue: FactIssue, trades: readonly FactTrade[], deals: AdviceDeals): IssueStance {
  const base = baseStance(issue);
  if (base === 'none' || base === 'agree') return base;
  if (tradesOn(issue, trades).length > 0) return 'trade';
  if (packageMoves(issue, deals).length > 0) return 'move';
  return base;
}

/**
 * The talking points of one issue, chosen from how the issue divides the sides (`FactIssue`, from
 * `issueStructures`; its category follows the same structure) and the moves the page recommends, so that no
 * sentence claims shared value on an opposed issue, "concede" appears only on an issue whose stake is clearly
 * theirs, a shared issue says so, and nothing contradicts a recommended move: an issue a shown trade or a
 * recommended package moves is described by that move, whatever its size, and no card advises against what the
 * balanced or proportional deal does on its issue.
 */
export function issueAdvice(
  issue: FactIssue,
  trades: readonly FactTrade[] = [],
  deals: AdviceDeals = {},
): IssueAdvice {
  return adviseTogether([issue], trades, deals, false)[0]!;
}

/**
 * Every issue's advice, read together (see `issueAdvice`): a held issue's card names the issues to give ground on
 * first, and where no card would name anything to concede while two or more issues are in dispute, the card of the
 * cheapest of them to give (the smallest cost to you per point gained by them) says to concede it there.
 */
export function casesAdvice(
  issues: readonly FactIssue[],
  trades: readonly FactTrade[] = [],
  deals: AdviceDeals = {},
): IssueAdvice[] {
  return adviseTogether(issues, trades, deals, true);
}

/** `casesAdvice`; `nameCheapest` false for one issue read alone (no other issue to compare it with). */
function adviseTogether(
  issues: readonly FactIssue[],
  trades: readonly FactTrade[],
  deals: AdviceDeals,
  nameCheapest: boolean,
): IssueAdvice[] {
  const stances = issues.map((issue) => stanceOf(issue, trades, deals));
  // The issues whose cards say to give ground on them (a held issue's card names them to concede first).
  const conceded = issues.filter((issue, i) => {
    const stance = stances[i];
    if (stance === 'concede') return dealsAgainst(issue, 'concede', deals).length === 0;
    if (stance === 'even') return issue.minor;
    if (stance === 'trade') return tradesOn(issue, trades).some((t) => t.role === 'give');
    if (stance === 'move') return packageMoves(issue, deals).some((m) => m.you < 0);
    return false;
  });
  const namesConcession =
    conceded.length > 0 ||
    issues.some((issue, i) => stances[i] === 'hold' && dealsAgainst(issue, 'hold', deals).length > 0);
  let cheapest: { name: string; cost: number; gain: number } | null = null;
  // With a single issue in dispute there is nothing to choose between: its card keeps its own advice.
  const disputed = stances.filter((stance) => stance === 'hold' || stance === 'even').length;
  if (nameCheapest && !namesConcession && disputed >= 2) {
    issues.forEach((issue, i) => {
      if (stances[i] !== 'hold' && stances[i] !== 'even') return;
      const { cost, gain } = issue.concession!;
      // The smallest cost per point gained (compared exactly), then the smallest cost; ties to the first.
      const better =
        cheapest === null ||
        cost * cheapest.gain < cheapest.cost * gain ||
        (cost * cheapest.gain === cheapest.cost * gain && cost < cheapest.cost);
      if (better) cheapest = { name: issue.name, cost, gain };
    });
  }
  const context: CaseContext = {
    concede: conceded.map((issue) => issue.name),
    cheapest: (cheapest as { name: string } | null)?.name ?? null,
  };
  return issues.map((issue, i) => adviceOf(issue, stances[i]!, trades, deals, context));
}

function adviceOf(
  issue: FactIssue,
  stance: IssueStance,
  trades: readonly FactTrade[],
  deals: AdviceDeals,
  context: CaseContext,
): IssueAdvice {
  const { name, you, them } = issue;
  const swings = `It can move your total by up to ${pointsText(you.swing)} and theirs by up to ${pointsText(them.swing)}.`;
  const moves = packageMoves(issue, deals).map((m) => m.sentence);
  if (stance === 'none') {
    return {
      stance,
      talkingPoints: [
        `Neither side's points change with ${name}: settle it quickly, on any option.`,
        ...moves,
      ],
    };
  }
  const c = issue.concession;
  if (c === null) {
    if (them.swing === 0) {
      return {
        stance,
        talkingPoints: [
          `Only you gain or lose on ${name} (up to ${pointsText(you.swing)}): ask for ${eitherOf(you.preferred)}; it costs them nothing.`,
          'Settle it early: it needs no concession from either side.',
          ...moves,
        ],
      };
    }
    if (you.swing === 0) {
      return {
        stance,
        talkingPoints: [
          `Only they gain or lose on ${name} (up to ${pointsText(them.swing)}): ${eitherOf(them.preferred)} costs you nothing.`,
          'Offer it when you ask for something in return: it is worth more to them than to you.',
          ...moves,
        ],
      };
    }
    return {
      stance,
      talkingPoints: [
        `You both prefer ${eitherOf(commonPreferred(issue))}: agree on it first.`,
        'Say so early: negotiators miss issues where both sides want the same thing about half the time.',
        swings,
        ...moves,
      ],
    };
  }
  const opening =
    issue.relation === 'opposed'
      ? `You want ${c.keep}, they want ${c.give}: what one side gains here, the other loses.`
      : `You want ${c.keep}, they want ${c.give}, and you both rank ${eitherOf(issue.ruledOut)} lower: rule ${
          issue.ruledOut.length === 1 ? 'it' : 'them'
        } out first.`;
  if (stance === 'trade') {
    return {
      stance,
      talkingPoints: [opening, swings, ...tradeSentences(issue, trades), ...moves],
    };
  }
  if (stance === 'move') return { stance, talkingPoints: [opening, swings, ...moves] };
  return { stance, talkingPoints: [opening, swings, ...stanceSentences(issue, stance, deals, context)] };
}

function stanceSentences(
  issue: FactIssue,
  stance: IssueStance,
  deals: AdviceDeals,
  context: CaseContext,
): string[] {
  const c = issue.concession!;
  const costs = `Giving them ${c.give} costs you ${pointsText(c.cost)} and gains them ${c.gain}`;
  if (context.cheapest === issue.name) {
    return [
      `${costs}: of the issues you disagree on, this is the cheapest to give, so if you must concede something, concede it here, for something in return.`,
    ];
  }
  if (stance === 'concede') {
    const against = dealsAgainst(issue, 'concede', deals);
    if (against.length === 0)
      return [`${costs}: concede it, but only for something that matters more to you.`];
    return [
      `${costs}, more than it costs you.`,
      ...against.map(
        (d) =>
          `${d.name} ${d.plural ? 'settle' : 'settles'} it on ${d.option}, not ${c.give}: concede it only for something that matters more to you.`,
      ),
    ];
  }
  if (stance === 'hold') {
    const against = dealsAgainst(issue, 'hold', deals);
    const would = `Giving them ${c.give} would cost you ${pointsText(c.cost)} and gain them only ${c.gain}`;
    if (against.length > 0) {
      return [
        `${would}: open with ${c.keep}.`,
        ...against.map(
          (d) =>
            `${d.name} ${d.plural ? 'settle' : 'settles'} it on ${d.option} (${signedPoints(d.you)} for you, ${signedPoints(
              d.them,
            )} for them against ${c.keep}): give ground here only as part of a whole package like ${d.plural ? 'them' : 'it'}.`,
        ),
      ];
    }
    const first =
      context.concede.length > 0 ? eitherOf(context.concede) : (context.cheapest ?? 'other issues');
    return [`${would}: open with ${c.keep}, and give ground on ${first} before this one.`];
  }
  // Contested: similar stakes.
  if (issue.minor) {
    return [
      `${costs}, little to either side: do not hold the deal up over it; split the difference, or give it for something in return.`,
    ];
  }
  if (c.cost === c.gain) {
    return [
      `Giving them ${c.give} costs you exactly what it gains them (${pointsText(c.cost)}): expect resistance, and settle it late with objective criteria.`,
    ];
  }
  return [`${costs}, stakes much alike: expect resistance, and settle it late with objective criteria.`];
}

/** One issue's facts and what its card says. */
export interface IssueAdviceEntry {
  fact: FactIssue;
  advice: IssueAdvice;
}

/**
 * Every issue's facts and advice, given the trades and packages shown beside them (so that the advice never
 * contradicts a recommended move): what the Strategy tab's issue cards and the report say per issue.
 */
export function issuesAdvice(
  issues: readonly ScoredIssue[],
  shownTrades: readonly Trade[],
  deals: AdviceDeals = {},
): IssueAdviceEntry[] {
  const strategic = strategicIssues(issues);
  const structures = issueStructures(issues);
  const minor = minorIssues(structures);
  const stated = shownTrades.map((t) => factTrade(issues, t));
  const facts = issues.map((issue, i) => factIssue(issue, strategic[i]!, structures[i]!, minor[i] === true));
  const advice = casesAdvice(facts, stated, deals);
  return facts.map((fact, i) => ({ fact, advice: advice[i]! }));
}
