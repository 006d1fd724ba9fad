import { scenarioCount, topScenarios, type ScoredIssue } from '@parley/scoring';

/** The static house-purchase example of the how-it-works page: a buyer and a seller, three issues. */
export interface DemoOption {
  label: string;
  buyer: number;
  seller: number;
}

export interface DemoIssue {
  name: string;
  options: DemoOption[];
}

export const HOUSE_DEMO: DemoIssue[] = [
  {
    name: 'Price',
    options: [
      { label: '$390,000', buyer: 250, seller: 40 },
      { label: '$400,000', buyer: 160, seller: 140 },
      { label: '$410,000', buyer: 60, seller: 230 },
    ],
  },
  {
    name: 'Closing date',
    options: [
      { label: 'In 30 days', buyer: 50, seller: 200 },
      { label: 'In 45 days', buyer: 80, seller: 120 },
      { label: 'In 60 days', buyer: 110, seller: 40 },
    ],
  },
  {
    name: 'Repairs',
    options: [
      { label: 'Seller fixes everything', buyer: 180, seller: 30 },
      { label: '$5,000 repair credit', buyer: 120, seller: 110 },
      { label: 'Sold as-is', buyer: 25, seller: 170 },
    ],
  },
];

export interface DemoAnalysis {
  /** Every combination of one option per issue. */
  scenarioCount: number;
  /** The deal with the most points for both sides together. */
  bestDeal: { choices: string[]; buyer: number; seller: number };
}

/** The demo as @parley/scoring reads a case: option ids are positions, the buyer is the user. */
function scoredDemo(issues: readonly DemoIssue[]): ScoredIssue[] {
  return issues.map((issue, i) => ({
    id: i,
    name: issue.name,
    options: issue.options.map((option, k) => ({
      id: k,
      name: option.label,
      user: option.buyer,
      opponent: option.seller,
    })),
  }));
}

export function analyzeDemo(issues: DemoIssue[]): DemoAnalysis {
  const scored = scoredDemo(issues);
  const [best] = topScenarios(scored, 1);
  return {
    scenarioCount: scenarioCount(scored),
    bestDeal: {
      choices: (best?.optionIds ?? []).map((k, i) => issues[i]?.options[k]?.label ?? ''),
      buyer: best?.userTotal ?? 0,
      seller: best?.opponentTotal ?? 0,
    },
  };
}
