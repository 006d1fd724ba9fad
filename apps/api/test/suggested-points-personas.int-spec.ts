import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scoredIssuesOf,
  type CaseDetailResponse,
  type CaseResponse,
  type IssueResponse,
  type SavePartyPointsResponse,
} from '@parley/contracts';
import { analyze, rankOrder, type Scenario, type ScoredIssue } from '@parley/scoring';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { startWithTwoUsers } from './support/two-users.js';
import type { TestApp } from './support/test-app.js';

/**
 * People who fill in Smart Points as the screen asks (an importance per issue, a preference per option, no
 * drag of an option) and press "Use all suggestions": what the case's analysis then recommends must respect
 * what they said matters most (issue 18).
 */

/** One issue as a person rates it: its importance (1–5) and its options, in the order added, with a level. */
interface RatedIssue {
  name: string;
  importance: number;
  options: Array<[name: string, preference: number]>;
}

/** How the ranks of a person who never drags options are sent. */
type OptionRanks =
  /** As the Smart Points tab sends them now: the order its levels give (`rankOrder`). */
  | 'levels'
  /** As it sent them before issue 18: the order the options were added in, whatever their levels. */
  | 'added';

describe('suggested points for people who never drag (personas)', () => {
  let sut: TestApp;
  let call: ApiCall;
  let alice: string;

  beforeAll(async () => {
    ({ sut, call, alice } = await startWithTwoUsers());
  });
  afterAll(() => sut.close());

  /** A case with the issues and options of `you` (the opponent rates the same issues and options). */
  async function caseOf(name: string, you: RatedIssue[]) {
    const c = await json<CaseResponse>(call('POST', '/api/cases', alice, { name }));
    const issues: IssueResponse[] = [];
    for (const issue of you) {
      issues.push(
        await json<IssueResponse>(
          call('POST', `/api/cases/${c.id}/issues`, alice, {
            name: issue.name,
            options: issue.options.map(([option]) => ({ name: option })),
          }),
        ),
      );
    }
    const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${c.id}`, alice));
    const partyOf = (type: string) => detail.parties.find((p) => p.type === type)!.id;
    return { caseId: c.id, issues, you: partyOf('user'), opponent: partyOf('opponent') };
  }

  /**
   * What the Smart Points tab sends for a party: its levels and ranks in one batch (issues ranked by their
   * importance, the most important first), then "Use all suggestions": every option's suggestion as its points,
   * taken from the API's own answer (the tab shows the same numbers from the same function).
   */
  async function useAllSuggestions(
    caseId: number,
    partyId: number,
    issues: IssueResponse[],
    ratings: RatedIssue[],
    optionRanks: OptionRanks,
  ) {
    const ranksOf = (levels: number[]) => {
      const ranks: number[] = [];
      rankOrder(levels.map((importance) => ({ importance }))).forEach((index, place) => {
        ranks[index] = place + 1;
      });
      return ranks;
    };
    const issueRanks = ranksOf(ratings.map((r) => r.importance));
    const levels = await json<SavePartyPointsResponse>(
      call('PUT', `/api/cases/${caseId}/points`, alice, {
        partyId,
        issueImportance: issues.map((issue, i) => ({
          issueId: issue.id,
          importance: ratings[i]!.importance,
          rank: issueRanks[i],
        })),
        optionImportance: issues.flatMap((issue, i) => {
          const preferences = ratings[i]!.options.map(([, preference]) => preference);
          const ranks = optionRanks === 'levels' ? ranksOf(preferences) : preferences.map((_, k) => k + 1);
          return issue.options.map((option, k) => ({
            issueId: issue.id,
            optionId: option.id,
            importance: preferences[k],
            rank: ranks[k],
          }));
        }),
      }),
    );
    const saved = await call('PUT', `/api/cases/${caseId}/points`, alice, {
      partyId,
      scores: levels.optionImportance.map((row) => ({
        issueId: row.issueId,
        optionId: row.optionId,
        points: row.suggestedPoints,
      })),
    });
    expect(saved.status).toBe(200);
  }

  /** The case as the Strategy tab analyses it (from GET /api/cases/:id, with @parley/scoring's `analyze`). */
  async function analysisOf(caseId: number) {
    const issues = scoredIssuesOf(await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, alice)));
    return { issues, analysis: analyze(issues) };
  }

  /** The option a scenario takes on the issue named `issueName`. */
  const chosen = (issues: ScoredIssue[], scenario: Scenario, issueName: string) => {
    const i = issues.findIndex((issue) => issue.name === issueName);
    return issues[i]!.options.find((option) => option.id === scenario.optionIds[i])!.name;
  };

  describe('a software engineer weighing an offer', () => {
    // Base salary matters most to him, and only $185k will do; the options are in the order he typed them.
    const engineer: RatedIssue[] = [
      {
        name: 'Base salary',
        importance: 5,
        options: [
          ['$165,000', 1],
          ['$150,000', 1],
          ['$185,000', 5],
        ],
      },
      {
        name: 'Signing bonus',
        importance: 3,
        options: [
          ['$0', 1],
          ['$10,000', 3],
          ['$20,000', 5],
        ],
      },
      {
        name: 'Remote days per week',
        importance: 4,
        options: [
          ['0', 1],
          ['2', 3],
          ['5', 5],
        ],
      },
      {
        name: 'Start date',
        importance: 2,
        options: [
          ['In 2 weeks', 2],
          ['In 1 month', 4],
          ['In 2 months', 5],
        ],
      },
      {
        name: 'Equity (RSUs over 4 years)',
        importance: 2,
        options: [
          ['$40,000', 1],
          ['$80,000', 3],
          ['$120,000', 5],
        ],
      },
    ];
    // The employer, the same issues and options: salary within budget matters, an early start and office
    // days more.
    const employer: RatedIssue[] = [
      {
        name: 'Base salary',
        importance: 3,
        options: [
          ['$165,000', 3],
          ['$150,000', 5],
          ['$185,000', 1],
        ],
      },
      {
        name: 'Signing bonus',
        importance: 2,
        options: [
          ['$0', 5],
          ['$10,000', 3],
          ['$20,000', 1],
        ],
      },
      {
        name: 'Remote days per week',
        importance: 4,
        options: [
          ['0', 5],
          ['2', 4],
          ['5', 1],
        ],
      },
      {
        name: 'Start date',
        importance: 5,
        options: [
          ['In 2 weeks', 5],
          ['In 1 month', 3],
          ['In 2 months', 1],
        ],
      },
      {
        name: 'Equity (RSUs over 4 years)',
        importance: 1,
        options: [
          ['$40,000', 5],
          ['$80,000', 3],
          ['$120,000', 1],
        ],
      },
    ];

    // With the SPEC's formula: ranked in the order added, all his top 5 took $150,000; ranked by the levels, the
    // Nash point did.
    it.each<OptionRanks>(['levels', 'added'])(
      'gives his top 5 and the Nash point his preferred base salary (option ranks: %s)',
      async (optionRanks) => {
        const c = await caseOf(`Offer from Acme (${optionRanks})`, engineer);
        await useAllSuggestions(c.caseId, c.you, c.issues, engineer, optionRanks);
        await useAllSuggestions(c.caseId, c.opponent, c.issues, employer, 'levels');
        const { issues, analysis } = await analysisOf(c.caseId);

        // His points: Base salary weighs 100 (Extremely Important, first). Ranked by the levels, $185k is #1
        // (value 100 → 250), $165k #2 and $150k #3 (Least Preferred: value 16 and 12 → 25 + 0.16 × 225 = 61,
        // 25 + 0.12 × 225 = 52). Ranked in the order added, $165k is #1 but Least Preferred is still worth at
        // most 20 → 70, and $185k at #3 is worth 80 + 12 = 92 → 25 + 0.92 × 225 = 232.
        const salary = issues.find((issue) => issue.name === 'Base salary')!;
        expect(salary.options.map((option) => option.user)).toEqual(
          optionRanks === 'levels' ? [61, 52, 250] : [70, 61, 232],
        );
        expect(analysis.top).toHaveLength(5);
        for (const scenario of analysis.top) expect(chosen(issues, scenario, 'Base salary')).toBe('$185,000');
        expect(chosen(issues, analysis.nash!, 'Base salary')).toBe('$185,000');
      },
    );
  });

  describe('a tenant renewing a lease', () => {
    const tenant: RatedIssue[] = [
      {
        name: 'Monthly rent',
        importance: 5,
        options: [
          ['$2,400', 2],
          ['$2,250', 3],
          ['$2,100', 5],
        ],
      },
      {
        name: 'Lease term',
        importance: 2,
        options: [
          ['12 months', 5],
          ['24 months', 3],
          ['36 months', 1],
        ],
      },
      {
        name: 'Security deposit',
        importance: 2,
        options: [
          ['1 month', 5],
          ['2 months', 2],
        ],
      },
      {
        name: 'Pets',
        importance: 4,
        options: [
          ['Not allowed', 1],
          ['One cat', 5],
        ],
      },
    ];
    // The landlord wants a long lease above all; the rent only somewhat.
    const landlord: RatedIssue[] = [
      {
        name: 'Monthly rent',
        importance: 2,
        options: [
          ['$2,400', 5],
          ['$2,250', 3],
          ['$2,100', 1],
        ],
      },
      {
        name: 'Lease term',
        importance: 5,
        options: [
          ['12 months', 1],
          ['24 months', 3],
          ['36 months', 5],
        ],
      },
      {
        name: 'Security deposit',
        importance: 3,
        options: [
          ['1 month', 2],
          ['2 months', 5],
        ],
      },
      {
        name: 'Pets',
        importance: 1,
        options: [
          ['Not allowed', 5],
          ['One cat', 3],
        ],
      },
    ];

    // With the SPEC's formula her rent options spread no wider than the landlord's (importance adds the same to
    // each), and all of the top 5 and the Nash point paid $2,400.
    it('does not put the highest rent in every one of her top 5, nor at the Nash point', async () => {
      const c = await caseOf('Lease renewal', tenant);
      await useAllSuggestions(c.caseId, c.you, c.issues, tenant, 'levels');
      await useAllSuggestions(c.caseId, c.opponent, c.issues, landlord, 'levels');
      const { issues, analysis } = await analysisOf(c.caseId);

      const rents = analysis.top.map((scenario) => chosen(issues, scenario, 'Monthly rent'));
      expect(rents).toHaveLength(5);
      expect(rents.filter((rent) => rent !== '$2,400').length).toBeGreaterThan(0);
      expect(chosen(issues, analysis.nash!, 'Monthly rent')).not.toBe('$2,400');
      // Rent, Extremely Important and first, weighs 100: $2,100 (Most Preferred, #1) gets 250, $2,250
      // (Preferred, #2) 60 − 20 + 16 = 56 → 25 + 0.56 × 225 = 151, $2,400 (Somewhat Preferred, #3)
      // 40 − 20 + 12 = 32 → 25 + 0.32 × 225 = 97.
      const rent = issues.find((issue) => issue.name === 'Monthly rent')!;
      expect(rent.options.map((o) => o.user)).toEqual([97, 151, 250]);
    });
  });
});
