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
  /** The deal with the most points for both sides together (issues are independent: the best option of each). */
  bestDeal: { choices: string[]; buyer: number; seller: number };
}

export function analyzeDemo(issues: DemoIssue[]): DemoAnalysis {
  const scenarioCount = issues.reduce((count, issue) => count * issue.options.length, 1);
  const picks = issues.map((issue) =>
    issue.options.reduce((best, option) =>
      option.buyer + option.seller > best.buyer + best.seller ? option : best,
    ),
  );
  return {
    scenarioCount,
    bestDeal: {
      choices: picks.map((option) => option.label),
      buyer: picks.reduce((sum, option) => sum + option.buyer, 0),
      seller: picks.reduce((sum, option) => sum + option.seller, 0),
    },
  };
}
