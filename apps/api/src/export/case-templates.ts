import {
  CASE_FILE_FORMAT,
  CASE_FILE_VERSION,
  CaseStatus,
  SAMPLE_LEASE,
  type CaseFile,
  type CaseFileIssue,
  type CaseFileLevel,
  type CaseTemplateKey,
  type CaseTemplateSummary,
  type PerParty,
} from '@parley/contracts';
import { suggestPartyPoints } from '@parley/scoring';

/** An option with each side's preference level (1 Least Preferred … 5 Most Preferred). */
type TemplateOption = [name: string, you: number, them: number];

interface TemplateIssue {
  name: string;
  description: string;
  priority: number;
  /** Each side's importance level (1 Less Important … 5 Extremely Important). */
  you: number;
  them: number;
  options: TemplateOption[];
}

interface CaseTemplate {
  name: string;
  summary: string;
  goal: string;
  description: string;
  /** The other side's name, e.g. "Employer". */
  opponent: string;
  issues: TemplateIssue[];
}

const STARTED_FROM = (what: string) =>
  `Started from the ${what} template. The levels for both sides are typical guesses: set your own in Smart Points, and rename or remove what does not fit.`;

/**
 * Typical issues and options of the negotiations people prepare most, with levels for both sides that make
 * each one explorable at once: every template has issues the sides weigh differently (something to trade)
 * beside the one both fight over. Points are suggested from the levels by @parley/scoring, as Smart Points
 * suggests them.
 */
const TEMPLATES: Record<Exclude<CaseTemplateKey, 'sample-lease'>, CaseTemplate> = {
  salary: {
    name: 'Salary negotiation',
    summary: 'A job offer: base salary, signing bonus, remote days, start date and title.',
    goal: 'A package worth more to me than the first offer',
    description: STARTED_FROM('salary'),
    opponent: 'Employer',
    issues: [
      {
        name: 'Base salary',
        description: 'The yearly salary before tax.',
        priority: 90,
        you: 5,
        them: 5,
        options: [
          ['$120k', 1, 5],
          ['$130k', 3, 4],
          ['$140k', 5, 1],
        ],
      },
      {
        name: 'Signing bonus',
        description: 'A one-off payment on joining.',
        priority: 50,
        you: 2,
        them: 2,
        options: [
          ['$0', 1, 5],
          ['$10k', 3, 3],
          ['$20k', 5, 1],
        ],
      },
      {
        name: 'Remote days',
        description: 'Days a week worked from home.',
        priority: 70,
        you: 4,
        them: 2,
        options: [
          ['None', 1, 5],
          ['2 days a week', 3, 4],
          ['4 days a week', 5, 2],
        ],
      },
      {
        name: 'Start date',
        description: 'When the new job begins.',
        priority: 40,
        you: 2,
        them: 4,
        options: [
          ['In 2 weeks', 2, 5],
          ['In 6 weeks', 5, 1],
        ],
      },
      {
        name: 'Title',
        description: 'The job title on the contract.',
        priority: 60,
        you: 3,
        them: 1,
        options: [
          ['Senior Engineer', 2, 4],
          ['Staff Engineer', 5, 2],
        ],
      },
    ],
  },
  lease: {
    name: 'Lease negotiation',
    summary: 'Renting a home: monthly rent, lease term, deposit, pets and repairs.',
    goal: 'A home I can afford, on terms I can live with',
    description: STARTED_FROM('lease'),
    opponent: 'Landlord',
    issues: [
      {
        name: 'Monthly rent',
        description: 'The rent paid each month.',
        priority: 90,
        you: 5,
        them: 5,
        options: [
          ['$1,900', 5, 1],
          ['$2,000', 3, 3],
          ['$2,100', 1, 5],
        ],
      },
      {
        name: 'Lease term',
        description: 'How long the lease runs before either side can end it.',
        priority: 50,
        you: 2,
        them: 4,
        options: [
          ['12 months', 5, 1],
          ['24 months', 2, 5],
        ],
      },
      {
        name: 'Deposit',
        description: 'The security deposit paid up front.',
        priority: 60,
        you: 3,
        them: 2,
        options: [
          ['1 month', 5, 1],
          ['2 months', 1, 5],
        ],
      },
      {
        name: 'Pets',
        description: 'Whether a pet may live in the home.',
        priority: 70,
        you: 4,
        them: 2,
        options: [
          ['No pets', 1, 5],
          ['A cat allowed', 5, 2],
        ],
      },
      {
        name: 'Repairs',
        description: 'Who takes care of small repairs.',
        priority: 40,
        you: 2,
        them: 3,
        options: [
          ['Landlord handles all', 5, 1],
          ['Tenant handles minor repairs', 2, 5],
        ],
      },
    ],
  },
  supplier: {
    name: 'Supplier contract',
    summary:
      'Renewing a supply contract: unit price, payment terms, delivery, contract length, minimum order.',
    goal: 'Reliable supply at a price that keeps my margin',
    description: STARTED_FROM('supplier contract'),
    opponent: 'Supplier',
    issues: [
      {
        name: 'Unit price',
        description: 'The price per unit delivered (here a sack of flour).',
        priority: 90,
        you: 5,
        them: 5,
        options: [
          ['$28 a sack', 5, 1],
          ['$30 a sack', 3, 3],
          ['$32 a sack', 1, 5],
        ],
      },
      {
        name: 'Payment terms',
        description: 'How many days after delivery an invoice is due.',
        priority: 70,
        you: 4,
        them: 2,
        options: [
          ['Net 15', 1, 5],
          ['Net 30', 3, 4],
          ['Net 60', 5, 1],
        ],
      },
      {
        name: 'Delivery',
        description: 'How often the supplier delivers.',
        priority: 60,
        you: 3,
        them: 2,
        options: [
          ['Weekly', 2, 5],
          ['Twice a week', 5, 2],
        ],
      },
      {
        name: 'Contract length',
        description: 'How long the prices and terms hold.',
        priority: 40,
        you: 1,
        them: 4,
        options: [
          ['6 months', 4, 1],
          ['12 months', 3, 3],
          ['24 months', 2, 5],
        ],
      },
      {
        name: 'Minimum order',
        description: 'The least the buyer commits to order each month.',
        priority: 50,
        you: 3,
        them: 3,
        options: [
          ['20 sacks a month', 5, 1],
          ['40 sacks a month', 1, 5],
        ],
      },
    ],
  },
  'house-purchase': {
    name: 'House purchase',
    summary: 'Buying a house: price, closing date, inspection, appliances and repairs.',
    goal: 'The house at a price within my budget, without surprises',
    description: STARTED_FROM('house purchase'),
    opponent: 'Seller',
    issues: [
      {
        name: 'Price',
        description: 'The purchase price.',
        priority: 90,
        you: 5,
        them: 5,
        options: [
          ['$480k', 5, 1],
          ['$495k', 3, 3],
          ['$510k', 1, 5],
        ],
      },
      {
        name: 'Closing date',
        description: 'When the sale completes and the keys change hands.',
        priority: 40,
        you: 1,
        them: 4,
        options: [
          ['In 30 days', 5, 2],
          ['In 60 days', 3, 4],
          ['In 90 days', 1, 5],
        ],
      },
      {
        name: 'Inspection',
        description: 'Time to inspect the house and withdraw if it finds problems.',
        priority: 70,
        you: 4,
        them: 2,
        options: [
          ['No inspection', 1, 5],
          ['10 days', 4, 3],
          ['21 days', 5, 1],
        ],
      },
      {
        name: 'Appliances',
        description: 'Which appliances stay with the house.',
        priority: 50,
        you: 3,
        them: 1,
        options: [
          ['None', 1, 5],
          ['Kitchen appliances', 4, 3],
          ['All appliances', 5, 2],
        ],
      },
      {
        name: 'Repairs',
        description: 'What the seller does about the repairs the house needs.',
        priority: 60,
        you: 3,
        them: 3,
        options: [
          ['Sold as is', 1, 5],
          ['$5,000 credit', 4, 3],
          ['Seller fixes the roof', 5, 1],
        ],
      },
    ],
  },
};

const SAMPLE = {
  name: 'Sample: lease renewal',
  summary:
    'The sample from the landing page, ready to explore: rent, term and deposit, scored for both sides.',
  goal: 'Renew the lease at a fair rent',
  description:
    'The sample from the landing page: a tenant renewing a lease with the landlord, with points for both sides. Explore it, change it, or delete it when you are done.',
  opponent: 'Landlord',
};

/** The templates as the New Case dialog lists them, the sample first. */
export function templateSummaries(): CaseTemplateSummary[] {
  return [
    {
      key: 'sample-lease',
      name: SAMPLE.name,
      summary: SAMPLE.summary,
      issues: SAMPLE_LEASE.map((issue) => issue.name),
    },
    ...Object.entries(TEMPLATES).map(([key, template]) => ({
      key: key as CaseTemplateKey,
      name: template.name,
      summary: template.summary,
      issues: template.issues.map((issue) => issue.name),
    })),
  ];
}

/** One side's levels of a template, with the ranks and points @parley/scoring suggests from them. */
function suggestedSide(issues: readonly TemplateIssue[], side: 'you' | 'them') {
  const suggestions = suggestPartyPoints(
    issues.map((issue, i) => ({
      id: i,
      importance: issue[side],
      options: issue.options.map((option, k) => ({ id: k, importance: option[side === 'you' ? 1 : 2] })),
    })),
  );
  const level = (s: { importance: number; rank: number; suggestedPoints: number }): CaseFileLevel => ({
    importance: s.importance,
    rank: s.rank,
    suggestedPoints: s.suggestedPoints,
    actualPoints: null,
  });
  return {
    issue: (i: number) => level(suggestions.issues.find((s) => s.issueId === i)!),
    option: (i: number, k: number) =>
      level(suggestions.options.find((s) => s.issueId === i && s.optionId === k)!),
  };
}

const parties = (opponent: string): CaseFile['parties'] => ({
  user: { name: 'You', reservationValue: null, alternative: '' },
  opponent: { name: opponent, reservationValue: null, alternative: '' },
});

/** A template as a case file, which the import writes like any other. */
export function templateCaseFile(key: CaseTemplateKey): CaseFile {
  if (key === 'sample-lease') {
    return {
      format: CASE_FILE_FORMAT,
      version: CASE_FILE_VERSION,
      case: {
        name: SAMPLE.name,
        goal: SAMPLE.goal,
        description: SAMPLE.description,
        status: CaseStatus.Active,
      },
      parties: parties(SAMPLE.opponent),
      issues: SAMPLE_LEASE.map((issue): CaseFileIssue => ({
        name: issue.name,
        description: null,
        priority: 50,
        isAiSuggested: false,
        levels: { user: null, opponent: null },
        options: issue.options.map((option) => ({
          name: option.name,
          description: null,
          points: { user: option.user, opponent: option.opponent },
          levels: { user: null, opponent: null },
        })),
        agreedOption: null,
      })),
    };
  }
  const template = TEMPLATES[key];
  const sides: PerParty<ReturnType<typeof suggestedSide>> = {
    user: suggestedSide(template.issues, 'you'),
    opponent: suggestedSide(template.issues, 'them'),
  };
  return {
    format: CASE_FILE_FORMAT,
    version: CASE_FILE_VERSION,
    case: {
      name: template.name,
      goal: template.goal,
      description: template.description,
      status: CaseStatus.Active,
    },
    parties: parties(template.opponent),
    issues: template.issues.map((issue, i) => ({
      name: issue.name,
      description: issue.description,
      priority: issue.priority,
      isAiSuggested: false,
      levels: { user: sides.user.issue(i), opponent: sides.opponent.issue(i) },
      options: issue.options.map(([name], k) => {
        const user = sides.user.option(i, k);
        const opponent = sides.opponent.option(i, k);
        return {
          name,
          description: null,
          points: { user: user.suggestedPoints, opponent: opponent.suggestedPoints },
          levels: { user, opponent },
        };
      }),
      agreedOption: null,
    })),
  };
}
