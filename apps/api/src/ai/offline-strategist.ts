import type {
  AiIssuesRequest,
  IssueRecommendation,
  NegotiationInsightsResponse,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import { negotiationKindOf, repeatsExistingIssue, type NegotiationKind } from './issue-names.js';
import { SUGGESTED_OPTIONS } from './issue-options.js';
import { insightsFromAverages, insightsFromFacts, scenarioReadingFromFacts } from './offline-advice.js';
import {
  MAX_RECOMMENDATIONS,
  type Answer,
  type InsightsInput,
  type ScenariosInput,
  type Strategist,
} from './strategist.js';

interface Catalogue {
  kind: NegotiationKind;
  issues: Suggestion[];
}

type Suggestion = Omit<IssueRecommendation, 'options'>;

const issue = (name: string, description: string, priority: number, reasoning: string) => ({
  name,
  description,
  priority,
  reasoning,
});

/** The issues that usually decide each kind of negotiation, most decisive first. */
const CATALOGUES: Catalogue[] = [
  {
    kind: 'salary',
    issues: [
      issue(
        'Base salary',
        'The fixed yearly pay.',
        90,
        'Usually the largest part of the package and the anchor for raises.',
      ),
      issue(
        'Bonus',
        'Variable pay and how it is earned.',
        70,
        'Trades well against base salary when budgets are tight.',
      ),
      issue(
        'Start date',
        'When the new role begins.',
        45,
        'Cheap for one side, valuable for the other: good for trades.',
      ),
      issue(
        'Remote work',
        'Days worked from home each week.',
        60,
        'Often worth more to you than it costs the employer.',
      ),
      issue('Vacation days', 'Paid days off per year.', 55, 'A common concession when salary is capped.'),
      issue(
        'Equity',
        'Shares or options and their vesting.',
        50,
        'Long-term value that costs the company little cash now.',
      ),
      issue(
        'Training budget',
        'Courses, conferences and certifications.',
        35,
        'Easy to grant and signals growth on both sides.',
      ),
    ],
  },
  {
    kind: 'lease',
    issues: [
      issue('Monthly rent', 'The rent per month.', 90, 'The main cost over the whole term.'),
      issue(
        'Lease term',
        'How long the lease runs.',
        70,
        'Landlords value certainty; tenants value flexibility.',
      ),
      issue(
        'Deposit',
        'The security deposit and its return.',
        50,
        'Ties up cash; often negotiable for reliable tenants.',
      ),
      issue(
        'Rent increases',
        'How and when the rent may rise.',
        60,
        'Caps protect the budget in later years.',
      ),
      issue(
        'Repairs and maintenance',
        'Who fixes what, and how fast.',
        55,
        'Clear duties prevent the most common disputes.',
      ),
      issue(
        'Early termination',
        'Notice and fees for leaving early.',
        45,
        'An exit option is worth a lot if plans change.',
      ),
    ],
  },
  {
    kind: 'purchase',
    issues: [
      issue('Price', 'The purchase price.', 95, 'The issue both sides watch most closely.'),
      issue(
        'Closing date',
        'When ownership and payment change hands.',
        55,
        'Timing often matters more to one side than the other.',
      ),
      issue(
        'Repairs',
        'Defects fixed before the sale, or a credit.',
        60,
        'Converts inspection findings into money or work.',
      ),
      issue(
        'Included items',
        'What comes with the purchase.',
        40,
        'Low cost to the seller, real value to the buyer.',
      ),
      issue(
        'Financing terms',
        'Deposit, payment schedule and conditions.',
        50,
        'Conditions shift risk between the parties.',
      ),
      issue('Warranty', 'Guarantees after the sale.', 45, 'Reduces the buyer’s risk at a small cost.'),
    ],
  },
  {
    kind: 'business',
    issues: [
      issue('Price', 'The price or fee structure.', 90, 'The headline number of any commercial deal.'),
      issue('Volume', 'Quantities or commitment levels.', 65, 'Higher volume can justify a better price.'),
      issue(
        'Payment terms',
        'When and how invoices are paid.',
        55,
        'Cash timing is valuable and easy to trade.',
      ),
      issue(
        'Contract length',
        'The term and renewal conditions.',
        60,
        'Commitment length trades against price.',
      ),
      issue(
        'Service levels',
        'Delivery times, quality and remedies.',
        50,
        'Defines what good performance means.',
      ),
      issue(
        'Exclusivity',
        'Whether either side may work with others.',
        40,
        'Valuable to one side, costly to the other.',
      ),
    ],
  },
];

const GENERIC: Suggestion[] = [
  issue('Price', 'What is paid, and how.', 85, 'Almost every negotiation has a money issue.'),
  issue(
    'Timing',
    'Deadlines and start or delivery dates.',
    55,
    'Timing is often cheap for one side and valuable for the other.',
  ),
  issue('Scope', 'What exactly is included.', 60, 'Clarifies what the price buys.'),
  issue(
    'Risk and guarantees',
    'Who carries which risk, and the remedies.',
    50,
    'Shifting risk creates value without moving money.',
  ),
  issue('Duration', 'How long the agreement runs.', 45, 'Commitment length trades against other terms.'),
  issue('Flexibility', 'How the terms can change later.', 35, 'Options to adjust protect both sides.'),
];

/**
 * The strategist that needs no network: issue suggestions from catalogues of what usually decides a salary,
 * lease, purchase or business negotiation, and insights read from the case's own categories and numbers.
 * Deterministic, so its answers can be tested and trusted.
 */
export class OfflineStrategist implements Strategist {
  readonly name = 'offline' as const;

  async recommendIssues({ caseName, goal, existingIssues }: AiIssuesRequest): Promise<IssueRecommendation[]> {
    const kind = negotiationKindOf(`${caseName} ${goal}`);
    const catalogue = CATALOGUES.find((c) => c.kind === kind)?.issues ?? GENERIC;
    return catalogue
      .filter((i) => !repeatsExistingIssue(i.name, existingIssues, kind))
      .slice(0, MAX_RECOMMENDATIONS)
      .map((i) => ({ ...i, options: SUGGESTED_OPTIONS[i.name] ?? [] }));
  }

  async negotiationInsights(input: InsightsInput): Promise<Answer<NegotiationInsightsResponse>> {
    if ('facts' in input) return insightsFromFacts(input.facts);
    return insightsFromAverages(input.client);
  }

  async scenarioAnalysis(input: ScenariosInput): Promise<Answer<ScenarioAnalysisResponse>> {
    if ('facts' in input) return scenarioReadingFromFacts(input.facts);
    const { scenarioAnalysis, totalScenarios, isFiltered } = input.client;
    const rate = Math.round(scenarioAnalysis.winRate);
    const scope = isFiltered ? 'the selected scenarios' : `all ${totalScenarios} scenarios`;
    const suggestions =
      rate >= 50
        ? ['Many outcomes are good for both sides: propose a package early and anchor on it.']
        : rate > 0
          ? [
              'Few outcomes are good for both sides: aim for them, and trade across issues rather than one at a time.',
            ]
          : [
              'No outcome is good for both sides on average: revisit the points, or look for new issues that add value.',
            ];
    return {
      summary: `Across ${scope}, ${rate}% are good for both sides; on average you score ${Math.round(
        scenarioAnalysis.averageUserScore,
      )} and the other side ${Math.round(scenarioAnalysis.averageOpponentScore)}.`,
      suggestions,
    };
  }
}
