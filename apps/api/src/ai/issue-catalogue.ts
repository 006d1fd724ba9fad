import type { IssueRecommendation } from '@parley/contracts';
import type { NegotiationKind } from './issue-names.js';

const issue = (
  name: string,
  description: string,
  priority: number,
  reasoning: string,
  options: string[],
): IssueRecommendation => ({ name, description, priority, reasoning, options });

/**
 * The issues that usually decide each kind of negotiation, most decisive first, each with 2–4 options a person
 * would recognise, so that an added suggestion can be scored at once. Options name positions relative to the
 * case ("Current offer", "Your target") rather than invent figures the strategist cannot know.
 */
export const ISSUE_CATALOGUES: Record<NegotiationKind, IssueRecommendation[]> = {
  salary: [
    issue(
      'Base salary',
      'The fixed yearly pay.',
      90,
      'Usually the largest part of the package and the anchor for raises.',
      ['Current offer', 'Midpoint', 'Your target'],
    ),
    issue(
      'Bonus',
      'Variable pay and how it is earned.',
      70,
      'Trades well against base salary when budgets are tight.',
      ['No bonus', 'Up to 10% on targets', 'Up to 20% on targets'],
    ),
    issue(
      'Start date',
      'When the new role begins.',
      45,
      'Cheap for one side, valuable for the other: good for trades.',
      ['In 2 weeks', 'In 1 month', 'In 3 months'],
    ),
    issue(
      'Remote work',
      'Days worked from home each week.',
      60,
      'Often worth more to you than it costs the employer.',
      ['Fully on-site', '2 days remote', 'Fully remote'],
    ),
    issue('Vacation days', 'Paid days off per year.', 55, 'A common concession when salary is capped.', [
      'Standard allowance',
      '5 extra days',
      '10 extra days',
    ]),
    issue(
      'Equity',
      'Shares or options and their vesting.',
      50,
      'Long-term value that costs the company little cash now.',
      ['No equity', 'Standard grant', 'Larger grant'],
    ),
    issue(
      'Training budget',
      'Courses, conferences and certifications.',
      35,
      'Easy to grant and signals growth on both sides.',
      ['No budget', 'One course a year', 'Course and conference each year'],
    ),
  ],
  lease: [
    issue('Monthly rent', 'The rent per month.', 90, 'The main cost over the whole term.', [
      'Asking rent',
      '5% below asking',
      '10% below asking',
    ]),
    issue(
      'Lease term',
      'How long the lease runs.',
      70,
      'Landlords value certainty; tenants value flexibility.',
      ['12 months', '24 months', '36 months'],
    ),
    issue(
      'Deposit',
      'The security deposit and its return.',
      50,
      'Ties up cash; often negotiable for reliable tenants.',
      ['1 month of rent', '2 months of rent', '3 months of rent'],
    ),
    issue(
      'Rent increases',
      'How and when the rent may rise.',
      60,
      'Caps protect the budget in later years.',
      ['None during the term', 'Capped at inflation', 'Fixed 3% a year'],
    ),
    issue(
      'Repairs and maintenance',
      'Who fixes what, and how fast.',
      55,
      'Clear duties prevent the most common disputes.',
      ['Tenant handles minor repairs', 'Landlord handles all repairs'],
    ),
    issue(
      'Early termination',
      'Notice and fees for leaving early.',
      45,
      'An exit option is worth a lot if plans change.',
      ['Not allowed', 'After 12 months with 3 months notice', 'Any time with 2 months notice'],
    ),
  ],
  purchase: [
    issue('Price', 'The purchase price.', 95, 'The issue both sides watch most closely.', [
      'Asking price',
      '5% below asking',
      '10% below asking',
    ]),
    issue(
      'Closing date',
      'When ownership and payment change hands.',
      55,
      'Timing often matters more to one side than the other.',
      ['Within 30 days', 'Within 60 days', 'Within 90 days'],
    ),
    issue(
      'Repairs',
      'Defects fixed before the sale, or a credit.',
      60,
      'Converts inspection findings into money or work.',
      ['Sold as is', 'Seller repairs before closing', 'Price credit for repairs'],
    ),
    issue(
      'Included items',
      'What comes with the purchase.',
      40,
      'Low cost to the seller, real value to the buyer.',
      ['Nothing included', 'Appliances included', 'Appliances and furniture included'],
    ),
    issue(
      'Financing terms',
      'Deposit, payment schedule and conditions.',
      50,
      'Conditions shift risk between the parties.',
      ['Cash payment', 'Subject to financing', 'Seller financing'],
    ),
    issue('Warranty', 'Guarantees after the sale.', 45, 'Reduces the buyer’s risk at a small cost.', [
      'No warranty',
      '1-year warranty',
      '2-year warranty',
    ]),
  ],
  business: [
    issue('Price', 'The price or fee structure.', 90, 'The headline number of any commercial deal.', [
      'List price',
      '5% discount',
      '10% discount',
    ]),
    issue('Volume', 'Quantities or commitment levels.', 65, 'Higher volume can justify a better price.', [
      'No minimum',
      'Minimum yearly volume',
      'Volume tiers with discounts',
    ]),
    issue(
      'Payment terms',
      'When and how invoices are paid.',
      55,
      'Cash timing is valuable and easy to trade.',
      ['Upfront', 'Net 30', 'Net 60'],
    ),
    issue(
      'Contract length',
      'The term and renewal conditions.',
      60,
      'Commitment length trades against price.',
      ['1 year', '2 years', '3 years'],
    ),
    issue(
      'Service levels',
      'Delivery times, quality and remedies.',
      50,
      'Defines what good performance means.',
      ['Standard support', 'Priority support', 'Guaranteed response times with credits'],
    ),
    issue(
      'Exclusivity',
      'Whether either side may work with others.',
      40,
      'Valuable to one side, costly to the other.',
      ['None', 'Exclusive in one region', 'Fully exclusive'],
    ),
  ],
  generic: [
    issue('Price', 'What is paid, and how.', 85, 'Almost every negotiation has a money issue.', [
      'Their proposal',
      'Midpoint',
      'Your target',
    ]),
    issue(
      'Timing',
      'Deadlines and start or delivery dates.',
      55,
      'Timing is often cheap for one side and valuable for the other.',
      ['As soon as possible', 'Within a month', 'Within a quarter'],
    ),
    issue('Scope', 'What exactly is included.', 60, 'Clarifies what the price buys.', [
      'As proposed',
      'Reduced scope',
      'Extended scope',
    ]),
    issue(
      'Risk and guarantees',
      'Who carries which risk, and the remedies.',
      50,
      'Shifting risk creates value without moving money.',
      ['Each side carries its own risk', 'Shared risk', 'Full guarantee'],
    ),
    issue('Duration', 'How long the agreement runs.', 45, 'Commitment length trades against other terms.', [
      '6 months',
      '1 year',
      '2 years',
    ]),
    issue('Flexibility', 'How the terms can change later.', 35, 'Options to adjust protect both sides.', [
      'Fixed terms',
      'Review once a year',
      'Adjust any time by agreement',
    ]),
  ],
};
