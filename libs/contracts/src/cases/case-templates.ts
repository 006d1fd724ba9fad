import type { ScoredIssue } from '@parley/scoring';

/**
 * What a new case can start from (POST /api/cases/from-template): the SPEC's sample lease, to explore at once,
 * and templates of the negotiations people prepare most, each with typical issues, options and levels for both
 * sides. A blank case is POST /api/cases.
 */
export const CASE_TEMPLATE_KEYS = ['sample-lease', 'salary', 'lease', 'supplier', 'house-purchase'] as const;
export type CaseTemplateKey = (typeof CASE_TEMPLATE_KEYS)[number];

/** GET /api/case-templates: one template as the New Case dialog offers it. */
export interface CaseTemplateSummary {
  key: CaseTemplateKey;
  /** The new case's name, e.g. "Salary negotiation". */
  name: string;
  /** One line on what the template models. */
  summary: string;
  /** Its issues' names, in order. */
  issues: string[];
}

/** POST /api/cases/from-template */
export interface CreateFromTemplateRequest {
  template: CaseTemplateKey;
  /** The new case's name; the template's own by default. */
  name?: string;
}

/**
 * The sample the landing page shows (SPEC §1: a top-5 table of rent, term and deposit): a tenant renewing a
 * lease. Points are the tenant's (`user`) and the landlord's (`opponent`). The landing's cards and the sample
 * case a first visit offers are both made from it.
 */
export const SAMPLE_LEASE: ScoredIssue[] = [
  {
    id: 1,
    name: 'Rent',
    options: [
      { id: 11, name: '$1,800', user: 250, opponent: 80 },
      { id: 12, name: '$2,000', user: 170, opponent: 170 },
      { id: 13, name: '$2,200', user: 60, opponent: 250 },
    ],
  },
  {
    id: 2,
    name: 'Term',
    options: [
      { id: 21, name: '12 months', user: 120, opponent: 40 },
      { id: 22, name: '24 months', user: 100, opponent: 110 },
      { id: 23, name: '36 months', user: 60, opponent: 200 },
    ],
  },
  {
    id: 3,
    name: 'Deposit',
    options: [
      { id: 31, name: '1 month', user: 150, opponent: 50 },
      { id: 32, name: '2 months', user: 60, opponent: 90 },
    ],
  },
];
