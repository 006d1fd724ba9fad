import { ADVANTAGE_RATIO, IMPORTANCE_BAR_MAX, POINTS_MAX, POINTS_MIN } from '@parley/scoring';

/**
 * One concept a screen names: its plain name (the technical one in brackets where there is one) and one line
 * that says what it is. The web app's tooltips, the help's Concepts section and the printable report's glossary
 * all read these texts, so a concept is explained the same way everywhere (docs/decisions.md §35).
 */
export interface ConceptText {
  /** The plain name, with the technical name in brackets: `Balanced deal (Nash point)`. */
  name: string;
  /** One line, no jargon, ending with a full stop. */
  text: string;
}

/** Every concept, grouped as the help lists them. */
export const CONCEPTS = {
  // The case and its points.
  scenario: {
    name: 'Scenario (package, deal)',
    text: 'One option chosen on every issue: one possible deal. Its total for a side adds up that side’s points of the chosen options.',
  },
  points: {
    name: 'Points',
    text: `What an option is worth to one side, a whole number up to ${POINTS_MAX}. A side’s total for a deal is the sum of its points on every issue.`,
  },
  uPts: {
    name: 'U.Pts (your points)',
    text: 'Your points for the chosen option (U for user); the column starts with the first 6 letters of the issue’s name.',
  },
  oPts: {
    name: 'O.Pts (their points)',
    text: 'The opponent’s points for the chosen option; the column starts with the first 6 letters of the issue’s name.',
  },
  maxTotal: {
    name: 'Your Max, Opponent Max',
    text: 'A side’s best possible total: its highest points on every issue, added up.',
  },
  priority: {
    name: 'Priority (0–100)',
    text: 'A first note of how much the issue matters to you. It is kept with the issue; the analysis works from the points set in Smart Points.',
  },
  suggestedPoints: {
    name: 'Suggested points',
    text: `A starting value from ${POINTS_MIN} to ${POINTS_MAX}, worked out from how important the issue is, how much the option is preferred and both their ranks. Use it or type your own.`,
  },
  // The scenario explorer.
  hiPlot: {
    name: 'Hi-Plot (scenario explorer)',
    text: 'The chart on the Overview tab: one axis per issue, each option placed at its points, every scenario running across the axes.',
  },
  pointsOf: {
    name: 'Points of: You / Opponent',
    text: 'Chooses whose points place the options on the explorer’s axes; the lines are then coloured by the other side’s total.',
  },
  density: {
    name: 'Density (band width)',
    text: 'How many scenarios run between two options on neighbouring axes: the wider the band, the more scenarios.',
  },
  topMatches: {
    name: 'Top matches',
    text: 'The scenarios with the highest joint total (yours plus the opponent’s) among those selected.',
  },
  // Outcomes.
  pareto: {
    name: 'Efficient deal (Pareto-efficient)',
    text: 'A deal no other deal beats for both sides: anything at least as good for one side is worse for the other.',
  },
  efficientDeals: {
    name: 'Efficient deals (Pareto frontier)',
    text: 'All the efficient deals together: the best possible trade-offs, from the one best for you to the one best for them.',
  },
  nash: {
    name: 'Balanced deal (Nash point)',
    text: 'The package that makes both sides’ gains over walking away largest together (the product of the two gains).',
  },
  kalaiSmorodinsky: {
    name: 'Even-share deal (Kalai–Smorodinsky point)',
    text: 'The efficient package in which each side gets the same share of the most it could gain over walking away.',
  },
  winWinRate: {
    name: 'Win-win rate',
    text: 'The share of scenarios in which both sides get at least their average total.',
  },
  bestWinWin: {
    name: 'Best win-win scenario',
    text: 'The scenario with the largest joint total among those that give both sides at least their average total.',
  },
  yourBest: {
    name: 'Your best',
    text: 'Your highest total among the scenarios counted here: the selection, or all of them.',
  },
  maxTotalValue: {
    name: 'Max total value',
    text: 'The largest joint total (your points plus the opponent’s) a scenario reaches.',
  },
  // Walking away.
  walkAway: {
    name: 'Walk-away value (reservation value)',
    text: 'The lowest total a side would accept: below it, having no agreement is better.',
  },
  batna: {
    name: 'Best alternative (BATNA)',
    text: 'What a side will do if there is no agreement, such as another offer; it sets the walk-away value.',
  },
  zopa: {
    name: 'Zone of possible agreement (ZOPA)',
    text: 'The packages that reach both sides’ walk-away values: the deals both could accept.',
  },
  leftOnTable: {
    name: 'Left on the table',
    text: 'What an agreement misses: a package at least as good for both sides and better for one.',
  },
  // Offers and trades.
  compromise: {
    name: 'Compromise package',
    text: 'Every issue split down the middle: on each issue, the option fairest to both sides. Trades start from it.',
  },
  trade: {
    name: 'Trade',
    text: 'Give ground on an issue that matters more to them and gain on one that matters more to you, so both totals rise.',
  },
  equivalentOffers: {
    name: 'Equivalent offers',
    text: 'Several complete packages worth about the same to you, each favouring you on different issues; the one the other side picks shows what matters to them.',
  },
  offerTarget: {
    name: 'Target and tolerance',
    text: 'The total for you the offers aim at, and how many points above or below it an offer may lie.',
  },
  // Issues, sorted.
  importance: {
    name: 'Swing',
    text: `How far the issue alone moves a side’s total: its best option’s points minus its worst. Both bars run from 0 to ${IMPORTANCE_BAR_MAX} points.`,
  },
  categories: {
    name: 'Issue categories',
    text: 'Win-Win where both sides want the same option; otherwise by whose stake is clearly larger (Your or Opponent Advantage), or Contested when the stakes are alike.',
  },
  yourAdvantage: {
    name: 'Your Advantage',
    text: `The sides want different options and the issue matters clearly more to you: giving them theirs would cost you at least ${ADVANTAGE_RATIO} times what it gains them.`,
  },
  winWin: {
    name: 'Win-Win (category)',
    text: 'Both sides prefer the same option (or only one side cares): agreeing on it costs neither anything.',
  },
  opponentAdvantage: {
    name: 'Opponent Advantage',
    text: `The sides want different options and it matters clearly more to them: giving them theirs gains them at least ${ADVANTAGE_RATIO} times what it costs you.`,
  },
  contested: {
    name: 'Contested',
    text: `The sides want different options and the stakes are alike (neither ${ADVANTAGE_RATIO} times the other): what one gains, the other loses about as much. Expect hard bargaining.`,
  },
  // Agreement and cases.
  rangeShare: {
    name: '% of range',
    text: 'Where a total lands between that side’s worst possible total (0%) and its best (100%).',
  },
  successRate: {
    name: 'Success Rate',
    text: 'The share of your cases, drafts aside, that are completed or closed.',
  },
} as const satisfies Record<string, ConceptText>;

export type ConceptKey = keyof typeof CONCEPTS;

/** The help's groups, in order: every concept appears in exactly one (a unit test holds it). */
export const CONCEPT_GROUPS: ReadonlyArray<{ title: string; keys: readonly ConceptKey[] }> = [
  {
    title: 'The case and its points',
    keys: ['scenario', 'points', 'uPts', 'oPts', 'maxTotal', 'priority', 'suggestedPoints'],
  },
  { title: 'The scenario explorer', keys: ['hiPlot', 'pointsOf', 'density', 'topMatches'] },
  {
    title: 'Good deals',
    keys: [
      'pareto',
      'efficientDeals',
      'nash',
      'kalaiSmorodinsky',
      'winWinRate',
      'bestWinWin',
      'yourBest',
      'maxTotalValue',
    ],
  },
  { title: 'Walking away', keys: ['walkAway', 'batna', 'zopa', 'leftOnTable'] },
  { title: 'Offers and trades', keys: ['compromise', 'trade', 'equivalentOffers', 'offerTarget'] },
  {
    title: 'How issues divide the sides',
    keys: ['importance', 'categories', 'yourAdvantage', 'winWin', 'opponentAdvantage', 'contested'],
  },
  { title: 'Agreement and cases', keys: ['rangeShare', 'successRate'] },
];

/** `Balanced deal (Nash point): the package that …`: the name and the line as one sentence. */
export function conceptSentence(key: ConceptKey): string {
  const { name, text } = CONCEPTS[key];
  return `${name}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
