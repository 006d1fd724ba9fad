import type { CaseDetailResponse } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_LABELS,
  CONCEPTS,
  SAMPLE_LEASE,
  TRADES_LISTED,
  caseDecision,
  decisionFigures,
  decisionRequestOf,
  describeTrade,
  issuesAdvice,
  scoredIssuesOf,
} from '@parley/contracts';
import { escapeHtml } from '../common/html/escape-html.js';
import { REPORT_CONCEPTS } from './report-html.js';
import {
  analyze,
  equivalentOffers,
  kalaiSmorodinsky,
  seededRandom,
  trades,
  zopaCount,
  type Scenario,
} from '@parley/scoring';
import { renderCaseReport } from './case-report.js';

const hostile = '<script>alert("x")</script>';

function lease(overrides: Partial<CaseDetailResponse> = {}): CaseDetailResponse {
  return {
    case: {
      id: 1,
      name: `Lease ${hostile}`,
      goal: '<img src=x onerror=alert(1)>',
      description: 'Line one\nLine two',
      status: 'closed',
      closedAt: '2026-03-02T10:00:00.000Z',
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
    },
    parties: [
      { id: 5, name: 'You', type: 'user', reservationValue: null, alternative: '' },
      { id: 6, name: 'Opponent', type: 'opponent', reservationValue: null, alternative: '' },
    ],
    issues: [
      {
        id: 10,
        name: '<b>Rent</b>',
        description: null,
        priority: 50,
        isAiSuggested: false,
        options: [
          { id: 100, name: 'High', description: null },
          { id: 101, name: `Low ${hostile}`, description: null },
        ],
      },
      {
        id: 11,
        name: 'Term',
        description: 'Months',
        priority: 50,
        isAiSuggested: false,
        options: [{ id: 110, name: '12 months', description: null }],
      },
    ],
    // Rent: High you 40 / opponent 220, Low you 200 / opponent 60. Term: you 120 / opponent 0.
    scores: [
      { partyId: 5, issueId: 10, optionId: 100, points: 40 },
      { partyId: 5, issueId: 10, optionId: 101, points: 200 },
      { partyId: 6, issueId: 10, optionId: 100, points: 220 },
      { partyId: 6, issueId: 10, optionId: 101, points: 60 },
      { partyId: 5, issueId: 11, optionId: 110, points: 120 },
    ],
    finalAgreements: [{ issueId: 10, optionId: 101 }],
    ...overrides,
  };
}

/** The value shown for one figure of the report. */
function figure(html: string, label: string): string | undefined {
  return new RegExp(`<dt>${label}</dt><dd>([^<]*)</dd>`).exec(html)?.[1];
}

describe('renderCaseReport', () => {
  const html = renderCaseReport(lease(), new Date('2026-03-03T12:00:00.000Z'));

  it('keeps every user text as text', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>Rent</b>');
    expect(html).toContain('Lease &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(html).toContain('&#60;b&#62;Rent&#60;/b&#62;');
  });

  it('sums up the case with @parley/scoring', () => {
    // 2 × 1 scenarios; Your Max 200 + 120 = 320; Opponent Max 220 + 0 = 220.
    expect(figure(html, 'Scenarios')).toBe('2');
    expect(figure(html, 'Your Max')).toBe('320');
    expect(figure(html, 'Opponent Max')).toBe('220');
    // Scenarios High+12 (160, 220) and Low+12 (320, 60); averages 240 and 140: neither reaches both → 0%.
    expect(figure(html, 'Win-Win Rate')).toBe('0%');
  });

  it('ends with what the words mean, in the lines the app shows on the spot (escaped as all text)', () => {
    const glossary = html.slice(html.indexOf('<h2>What the words mean</h2>'), html.indexOf('<footer>'));
    expect(glossary).toContain(
      `<dt>${escapeHtml(CONCEPTS.nash.name)}</dt><dd>${escapeHtml(CONCEPTS.nash.text)}</dd>`,
    );
    for (const key of REPORT_CONCEPTS) expect(glossary).toContain(escapeHtml(CONCEPTS[key].name));
    expect(glossary.match(/<dt>/g)).toHaveLength(REPORT_CONCEPTS.length);
  });

  it('shows partial totals while an issue is open', () => {
    // Agreed: Rent Low (you 200, opponent 60); Term not agreed yet.
    expect(figure(html, 'Your Total')).toBe('200 so far');
    expect(figure(html, 'Opponent Total')).toBe('60 so far');
    expect(figure(html, 'Issues agreed')).toBe('1 of 2');
    expect(html).toContain('<tr class="agreed">');
  });

  it('places the settled agreement in each party’s range', () => {
    const settled = renderCaseReport(
      lease({
        finalAgreements: [
          { issueId: 10, optionId: 101 },
          { issueId: 11, optionId: 110 },
        ],
      }),
      new Date(),
    );
    // You: 200 + 120 = 320 of min 160, max 320 → 100%. Opponent: 60 + 0 of min 60, max 220 → 0%.
    expect(figure(settled, 'Your Total')).toBe('320 (100% of range)');
    expect(figure(settled, 'Opponent Total')).toBe('60 (0% of range)');
  });

  it('states the status, dates and generation time', () => {
    expect(html).toContain('Status: Closed');
    expect(html).toContain('Closed Mar 2, 2026, 10:00 AM UTC');
    expect(html).toContain('Generated by Parley on Mar 3, 2026, 12:00 PM UTC.');
  });

  it('shows every time in the reader’s time zone when one is given', () => {
    const berlin = renderCaseReport(lease(), new Date('2026-03-03T12:00:00.000Z'), {
      timeZone: 'Europe/Berlin',
    });
    // 10:00 UTC on 2 March is 11:00 in Berlin (CET, UTC+1); 12:00 UTC on 3 March is 13:00.
    expect(berlin).toContain('Closed Mar 2, 2026, 11:00 AM Europe/Berlin');
    expect(berlin).toContain('Generated by Parley on Mar 3, 2026, 1:00 PM Europe/Berlin.');
    expect(berlin).not.toContain(' UTC');
  });

  it('says so when a case has no issues yet', () => {
    const empty = renderCaseReport(lease({ issues: [], scores: [], finalAgreements: [] }), new Date());
    expect(figure(empty, 'Scenarios')).toBe('0');
    expect(empty).toContain('No issues yet.');
    expect(empty).toContain('No scenarios yet.');
  });
});

/**
 * Deposit: 1 month (you 60, them 0), 2 months (30, 60); Term: 12 months (0, 40), 24 months (80, 20);
 * Rent: High (20, 100), Low (100, 20). The 8 packages (you, them): D1 T12 High (80, 140), D1 T12 Low (160, 60),
 * D1 T24 High (160, 120), D1 T24 Low (240, 40), D2 T12 High (50, 200), D2 T12 Low (130, 120),
 * D2 T24 High (130, 180), D2 T24 Low (210, 100). Walk-away: you 150, them 100.
 */
function decisionCase(overrides: Partial<CaseDetailResponse> = {}): CaseDetailResponse {
  const option = (id: number, name: string) => ({ id, name, description: null });
  const issue = (id: number, name: string, options: ReturnType<typeof option>[]) => ({
    id,
    name,
    description: null,
    priority: 50,
    isAiSuggested: false,
    options,
  });
  const points: [number, number, number, number][] = [
    [20, 200, 60, 0],
    [20, 201, 30, 60],
    [21, 210, 0, 40],
    [21, 211, 80, 20],
    [22, 220, 20, 100],
    [22, 221, 100, 20],
  ];
  return {
    case: {
      id: 2,
      name: 'Office lease',
      goal: null,
      description: null,
      status: 'active',
      closedAt: null,
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
    },
    parties: [
      { id: 5, name: 'You', type: 'user', reservationValue: 150, alternative: `Stay ${hostile}` },
      {
        id: 6,
        name: '<img src=x onerror=alert(2)>',
        type: 'opponent',
        reservationValue: 100,
        alternative: 'Another <b>tenant</b>',
      },
    ],
    issues: [
      issue(20, 'Deposit', [option(200, '1 month'), option(201, '2 months')]),
      issue(21, 'Term', [option(210, '12 months'), option(211, '24 months')]),
      issue(22, '<b>Rent</b>', [option(220, 'High'), option(221, `Low ${hostile}`)]),
    ],
    scores: points.flatMap(([issueId, optionId, you, them]) => [
      { partyId: 5, issueId, optionId, points: you },
      { partyId: 6, issueId, optionId, points: them },
    ]),
    // D2 T12 Low: (130, 120).
    finalAgreements: [
      { issueId: 20, optionId: 201 },
      { issueId: 21, optionId: 210 },
      { issueId: 22, optionId: 221 },
    ],
    ...overrides,
  };
}

/** The report as text: tags become spaces, entities stay (so escaped user text stays recognisable). */
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The HTML of one h2 section, up to the next h2. */
const section = (html: string, title: string) => {
  const start = html.indexOf(`<h2>${title}</h2>`);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = html.indexOf('<h2>', start + 1);
  return html.slice(start, end < 0 ? undefined : end);
};

describe('renderCaseReport: walk-away values and efficient deals', () => {
  const detail = decisionCase();
  const html = renderCaseReport(detail, new Date('2026-03-03T12:00:00.000Z'));
  const decision = section(html, 'Walk-Away Values and Efficient Deals');
  const text = plain(decision);

  it('keeps hostile names and alternatives as text in the new section', () => {
    expect(decision).not.toMatch(/<script|<img|<b>/);
    expect(decision).toContain('<td>Stay &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;</td>');
    expect(decision).toContain('<td>&#60;img src=x onerror=alert(2)&#62;</td>');
    expect(decision).toContain('Another &#60;b&#62;tenant&#60;/b&#62;');
    expect(decision).toContain('&#60;b&#62;Rent&#60;/b&#62;: Low &#60;script&#62;');
    expect(html).not.toMatch(/<script|<img|<b>/);
  });

  it('states both walk-away values and the zone of possible agreement, exactly', () => {
    expect(text).toContain('You 150 Stay &#60;script&#62;');
    expect(text).toContain('&#60;img src=x onerror=alert(2)&#62; 100 Another');
    // (160, 120) and (210, 100) clear both: 2 of 8.
    expect(figure(decision, 'Packages in the zone')).toBe('2 of 8');
    expect(figure(decision, 'Share of all packages')).toBe('25%');
    expect(text).toContain('2 of 8 packages clear both walk-away totals (yours 150, theirs 100).');
    expect(text).not.toContain('use no walk-away values');
  });

  it('lists the frontier with the Nash and Kalai–Smorodinsky points relative to the walk-away point', () => {
    // Frontier: (240, 40), (210, 100), (160, 120), (130, 180), (50, 200).
    expect(text).toContain('5 packages are efficient: no other is better for both sides.');
    expect(text).toContain('All 5 efficient packages, from the best for you to the best for them.');
    const rows = [
      ...decision.matchAll(
        /<tr><td class="num">(\d+)<\/td><td class="num">(\d+)<\/td><td class="num">(\d+)<\/td>/g,
      ),
    ];
    expect(rows.map((r) => [r[2], r[3]].map(Number))).toEqual([
      [240, 40],
      [210, 100],
      [160, 120],
      [130, 180],
      [50, 200],
    ]);
    // Over d = (150, 100): (210, 100) gives 60 × 0 = 0, (160, 120) gives 10 × 20 = 200 → Nash (160, 120);
    // ideal (210, 120): shares (1, 0) and (1/6, 1) → Kalai–Smorodinsky (160, 120) too.
    expect(text).toMatch(
      /Nash point \(balanced deal\) .* Deposit: 1 month Term: 24 months &#60;b&#62;Rent&#60;\/b&#62;: High You 160 · Opponent 120/,
    );
    expect(text).toMatch(/Kalai–Smorodinsky point \(equal shares\) .* You 160 · Opponent 120/);
    // Packages below a walk-away total are flagged in the list.
    expect(text).toContain(
      'Deposit: 1 month; Term: 24 months; &#60;b&#62;Rent&#60;/b&#62;: Low &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Below their walk-away total',
    );
  });

  it('states the trade in the screen’s words, with the options it moves', () => {
    // From the compromise (1 month, 12 months, High): the one trade is the issue's example.
    expect(text).toContain(
      '1 trade, from the compromise package (every issue split down the middle), best first (the trade whose smaller gain is largest).',
    );
    expect(text).toContain(
      'Give ground on Deposit (−30 for you, +60 for them) and ask for Term (+80 for you, −20 for them): +50 for you, +40 for them',
    );
    expect(text).toContain('Deposit: 1 month → 2 months; Term: 12 months → 24 months');
  });

  it('builds the equivalent offers around the default target, above both walk-away totals', () => {
    // Where you get your preferred option (Deposit 1 month, Term 24 months, Rent Low): (160, 120) Deposit and
    // Term, (210, 100) Term and Rent; only these two clear 150 and 100. From the walk-away point (150, 100):
    // Nash (160, 120) (10 · 20 > 60 · 0); your best (210, 100) gives them exactly their walk-away total, an opening
    // they could only just accept, so it is left out (issue 32, point 4): the target is the Nash point's 160.
    expect(text).toContain(
      'Put these packages on the table together: each is worth about the same to you, and the one they pick shows what matters to them.',
    );
    expect(text).toContain(
      'Target 160 for you: the balanced deal (Nash point) is already the most you can get while they get more than their walk-away total. 3 offers asked for, your total within 10 points of the target, each reaching your walk-away total (150) and theirs (100); none is beaten for both sides by a package in that range, and they differ in the issues where you get your preferred option. Only 1 package fits: no other there gives you your preferred options on a different set of issues.',
    );
    expect(text).toMatch(/Offer 1 Your preferred option on Deposit, Term .* You 160 · Opponent 120/);
    expect(text).not.toContain('Offer 2');
    const wide = plain(
      section(
        renderCaseReport(detail, new Date(), { offers: { count: 2, tolerance: 100, target: 200 } }),
        'Walk-Away Values and Efficient Deals',
      ),
    );
    // 100–300 around the chosen 200: (210, 100) nearest, then (160, 120).
    expect(wide).toContain('Target 200 for you: the one you set (the default is 160).');
    expect(wide).toMatch(/Offer 1 .* You 210 · Opponent 100 .* Offer 2 .* You 160 · Opponent 120/);
    expect(wide).not.toContain('Only ');
    const far = plain(
      section(
        renderCaseReport(detail, new Date(), { offers: { count: 2, tolerance: 10, target: 100 } }),
        'Walk-Away Values and Efficient Deals',
      ),
    );
    expect(far).toContain(
      'Target 100 for you: the one you set (the default is 160). No package within 10 points of it reaches both walk-away totals.',
    );
  });

  it('flags the final agreement below your walk-away total and shows what it leaves on the table', () => {
    const final = plain(section(html, 'Final Agreement'));
    expect(final).toContain(
      'Below your walk-away total The agreement gives you 130, your walk-away total is 150.',
    );
    expect(final).toContain('The agreement gives them 120, at or above their walk-away total of 100.');
    // (130, 180) is at least as good for both: 0 more for you, 60 more for them.
    expect(final).toContain('Left on the table');
    expect(final).toContain('0 more for you, 60 more for them');
    expect(final).toContain('Term: 12 months → 24 months');
    expect(final).toContain(
      '&#60;b&#62;Rent&#60;/b&#62;: Low &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; → High',
    );
    expect(final).toContain('You 130 · Opponent 180');
    // An efficient agreement says so; a partial one waits for every issue.
    const efficient = renderCaseReport(
      decisionCase({
        finalAgreements: [
          { issueId: 20, optionId: 200 },
          { issueId: 21, optionId: 211 },
          { issueId: 22, optionId: 220 },
        ],
      }),
      new Date(),
    );
    expect(plain(section(efficient, 'Final Agreement'))).toContain(
      'The final agreement is efficient: no package is better for both sides.',
    );
    const partial = renderCaseReport(
      decisionCase({ finalAgreements: [{ issueId: 20, optionId: 200 }] }),
      new Date(),
    );
    expect(plain(section(partial, 'Final Agreement'))).toContain(
      'Agree on every issue to check the agreement',
    );
  });

  it('flags the top scenarios below a walk-away total', () => {
    // Best by joint value: (210, 100), (130, 180) below yours, (240, 40) below theirs, ...
    const best = section(html, 'Best Outcomes');
    expect(best).toContain('<h3>#1</h3>');
    expect(best).toContain('<h3>#2 <span class="tag warn">Below your walk-away total</span></h3>');
    expect(best).toContain('<h3>#3 <span class="tag warn">Below their walk-away total</span></h3>');
  });

  it('says the figures use no walk-away values when none is recorded', () => {
    const none = decisionCase({
      parties: decisionCase().parties.map((p) => ({ ...p, reservationValue: null, alternative: '' })),
    });
    const page = section(renderCaseReport(none, new Date()), 'Walk-Away Values and Efficient Deals');
    const words = plain(page);
    expect(words).toContain('No walk-away values are recorded: the figures below use no walk-away values.');
    expect(figure(page, 'Packages in the zone')).toBe('8 of 8');
    expect(figure(page, 'Share of all packages')).toBe('100%');
    expect(words).toContain('You Not recorded None recorded');
    expect(page).not.toContain('tag warn');
    // Over the worst totals (50, 40): products (240,40) 0, (210,100) 9,600, (160,120) 8,800, (130,180) 11,200,
    // (50,200) 0 → Nash (130, 180).
    expect(words).toMatch(/Nash point \(balanced deal\) .* You 130 · Opponent 180/);
  });

  it('lists at most 25 efficient packages, evenly spread, and says how many there are', () => {
    // 3 issues of 10 options, you 10k and them 90 − 10k: every total you + them is 270, so all 28 distinct
    // points (you 0, 10, …, 270) are efficient.
    const issues = [1, 2, 3].map((i) => ({
      id: i,
      name: `Issue ${i}`,
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: Array.from({ length: 10 }, (_, k) => ({ id: 10 * i + k, name: `O${k}`, description: null })),
    }));
    const wide = decisionCase({
      issues,
      scores: issues.flatMap((issue) =>
        issue.options.flatMap((o, k) => [
          { partyId: 5, issueId: issue.id, optionId: o.id, points: 10 * k },
          { partyId: 6, issueId: issue.id, optionId: o.id, points: 90 - 10 * k },
        ]),
      ),
      finalAgreements: [],
    });
    const page = section(renderCaseReport(wide, new Date()), 'Walk-Away Values and Efficient Deals');
    expect(plain(page)).toContain('28 packages are efficient');
    expect(plain(page)).toContain(
      'Showing 25 of 28 efficient packages, evenly spread from the best for you to the best for them.',
    );
    const rows = [...page.matchAll(/<tr><td class="num">(\d+)<\/td><td class="num">([\d,]+)<\/td>/g)];
    expect(rows).toHaveLength(25);
    expect(rows[0]!.slice(1, 3)).toEqual(['1', '270']);
    expect(rows.at(-1)!.slice(1, 3)).toEqual(['28', '0']);
  });

  it('equals what @parley/scoring computes on a larger random case', () => {
    // Seed 22 gives more trades than are listed and several equivalent offers (many seeds give no trade from the
    // compromise).
    const random = seededRandom(22);
    const pick = () => Math.floor(random() * 101);
    const issues = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      name: `Issue ${i + 1}`,
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: Array.from({ length: 5 }, (_, k) => ({
        id: 100 * (i + 1) + k,
        name: `Option ${i + 1}.${k}`,
        description: null,
      })),
    }));
    const scored = issues.map((issue) => ({
      id: issue.id,
      name: issue.name,
      options: issue.options.map((o) => ({ id: o.id, name: o.name, user: pick(), opponent: pick() })),
    }));
    const walkAway = { user: 260, opponent: 240 };
    const page = renderCaseReport(
      decisionCase({
        parties: decisionCase().parties.map((p) => ({
          ...p,
          reservationValue: p.type === 'user' ? walkAway.user : walkAway.opponent,
        })),
        issues,
        scores: scored.flatMap((issue) =>
          issue.options.flatMap((o) => [
            { partyId: 5, issueId: issue.id, optionId: o.id, points: o.user },
            { partyId: 6, issueId: issue.id, optionId: o.id, points: o.opponent },
          ]),
        ),
        finalAgreements: [],
      }),
      new Date(),
      { offers: { count: 4, tolerance: 15 } },
    );
    const words = plain(section(page, 'Walk-Away Values and Efficient Deals'));
    const analysis = analyze(scored, { disagreement: walkAway });
    const totals = (s: Scenario | null) => `You ${s!.userTotal} · Opponent ${s!.opponentTotal}`;
    expect(figure(page, 'Packages in the zone')).toBe(
      `${zopaCount(scored, walkAway).toLocaleString('en-US')} of 15,625`,
    );
    expect(words).toContain(`${analysis.pareto.length} packages are efficient`);
    expect(words).toMatch(new RegExp(`Nash point \\(balanced deal\\) [^#]*? ${totals(analysis.nash)}`));
    expect(words).toMatch(
      new RegExp(
        `Kalai–Smorodinsky point \\(equal shares\\) [^#]*? ${totals(kalaiSmorodinsky(scored, walkAway))}`,
      ),
    );
    const all = trades(scored, { limit: Infinity });
    expect(all.length).toBeGreaterThan(TRADES_LISTED);
    // The trades the Strategy tab lists, which the issue cards follow; the report says there are more.
    expect(words).toContain(
      `The best ${TRADES_LISTED} of ${all.length} trades (those the Strategy tab lists, which the issue cards follow)`,
    );
    const said = (t: (typeof all)[number]) => {
      const name = (id: number) => scored.find((i) => i.id === id)!.name;
      return describeTrade({
        give: {
          issue: name(t.give.issueId),
          option: '',
          you: t.give.userChange,
          them: t.give.opponentChange,
        },
        get: { issue: name(t.get.issueId), option: '', you: t.get.userChange, them: t.get.opponentChange },
        userGain: t.userGain,
        opponentGain: t.opponentGain,
      });
    };
    for (const t of all.slice(0, TRADES_LISTED)) expect(words).toContain(said(t));
    expect(words).not.toContain(said(all[TRADES_LISTED]!));
    const offers = equivalentOffers(scored, { count: 4, tolerance: 15, walkAway });
    expect(offers.length).toBeGreaterThan(1);
    offers.forEach((offer, i) => expect(words).toMatch(new RegExp(`Offer ${i + 1} [^#]*? ${totals(offer)}`)));
  });
});

describe('renderCaseReport: where nothing gives both sides more (the sample renewal)', () => {
  // The sample case every newcomer gets (its points as shipped).
  const detail = decisionCase({
    parties: decisionCase().parties.map((p) => ({ ...p, reservationValue: null })),
    issues: SAMPLE_LEASE.map((issue) => ({
      id: issue.id,
      name: issue.name,
      description: null,
      priority: 50,
      isAiSuggested: false,
      options: issue.options.map((o) => ({ id: o.id, name: o.name, description: null })),
    })),
    scores: SAMPLE_LEASE.flatMap((issue) =>
      issue.options.flatMap((o) => [
        { partyId: 5, issueId: issue.id, optionId: o.id, points: o.user },
        { partyId: 6, issueId: issue.id, optionId: o.id, points: o.opponent },
      ]),
    ),
    finalAgreements: [],
  });
  const html = renderCaseReport(detail, new Date('2026-03-03T12:00:00.000Z'));
  const first = plain(
    html.slice(html.indexOf('<section class="first-page"'), html.indexOf('<div class="details">')),
  );
  const oneSided =
    'No package gives both sides more than the compromise package, but this trade gives one side more and costs the other nothing: Give ground on Term (−40 for you, +90 for them) and ask for Rent (+80 for you, −90 for them): +40 for you, ±0 for them';

  it('names the one-sided trade the Strategy tab lists, on the first page and in the details', () => {
    const scored = scoredIssuesOf(detail);
    expect(trades(scored, { limit: Infinity })).toEqual([]);
    expect(
      caseDecision(scored, { walkAway: { user: null, opponent: null }, agreed: [] }).oneSidedTrades,
    ).toHaveLength(1);
    expect(first).toContain(oneSided);
    expect(first).toContain('Term: 24 months → 36 months; Rent: $2,000 → $1,800');
    expect(plain(section(html, 'Walk-Away Values and Efficient Deals'))).toContain(oneSided);
    expect(plain(html)).not.toContain(
      'No package gives both sides more than the compromise package (every issue',
    );
    // The cards follow it: the issues it moves are described by the trade.
    const issueByIssue = plain(section(html, 'Issue by Issue'));
    expect(issueByIssue).toMatch(/The trade shown[^.]*Term|Term[^.]*trade shown/);
  });
});

describe('renderCaseReport: the first page is the decision', () => {
  const detail = decisionCase();
  const html = renderCaseReport(detail, new Date('2026-03-03T12:00:00.000Z'));
  const start = html.indexOf('<section class="first-page"');
  const first = html.slice(start, html.indexOf('<div class="details">'));
  const words = plain(first);
  const scored = scoredIssuesOf(detail);
  const walkAway = { user: 150, opponent: 100 };

  it('comes first, and the details start on a page of their own when printed', () => {
    expect(start).toBeGreaterThan(0);
    expect(html.indexOf('<div class="details">')).toBeGreaterThan(start);
    expect(html.indexOf('<h2>Case Information</h2>')).toBeGreaterThan(html.indexOf('<div class="details">'));
    expect(html).toContain('.first-page{border:none;padding:0;margin:0;break-after:page}');
    expect(html).toContain('.details{break-before:page}');
    expect(words).toContain('Office lease');
  });

  it('states both walk-away totals and how many packages clear both', () => {
    // Of the 8 packages only D1 T24 High (160, 120) and D2 T24 Low (210, 100) reach you 150 and them 100.
    expect(figure(first, 'Your walk-away total')).toBe('150');
    expect(figure(first, 'Their walk-away total')).toBe('100');
    expect(figure(first, 'Packages clearing both')).toBe('2 of 8');
  });

  it('names the offers to open with, the key trade and the balanced deal, all from @parley/scoring', () => {
    const offers = equivalentOffers(scored, { count: 3, tolerance: 10, walkAway });
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers)
      expect(words).toContain(`(you ${offer.userTotal}, them ${offer.opponentTotal})`);
    const [best] = trades(scored, { limit: 1 });
    const name = (id: number) => plain(scored.find((i) => i.id === id)!.name);
    expect(words).toContain(
      describeTrade({
        give: {
          issue: name(best!.give.issueId),
          option: '',
          you: best!.give.userChange,
          them: best!.give.opponentChange,
        },
        get: {
          issue: name(best!.get.issueId),
          option: '',
          you: best!.get.userChange,
          them: best!.get.opponentChange,
        },
        userGain: best!.userGain,
        opponentGain: best!.opponentGain,
      }).replace('<b>Rent</b>', '&#60;b&#62;Rent&#60;/b&#62;'),
    );
    // Nash from (150, 100): (160 − 150) × (120 − 100) = 200 for D1 T24 High beats (210 − 150) × 0 = 0.
    const nash = analyze(scored, { disagreement: walkAway }).nash!;
    expect([nash.userTotal, nash.opponentTotal]).toEqual([160, 120]);
    expect(words).toContain(
      'Balanced deal (Nash point) The efficient package that makes both sides’ gains over their walk-away totals largest together. Deposit: 1 month; Term: 24 months; &#60;b&#62;Rent&#60;/b&#62;: High (you 160, them 120)',
    );
  });

  it('shows the agreement, flagged below your walk-away total, and what it leaves on the table', () => {
    // Agreed D2 T12 Low: (130, 120); D2 T24 High (130, 180) is as good for you and 60 better for them.
    expect(words).toContain('(you 130, them 120) Below your walk-away total');
    expect(words).toContain(
      '0 more for you and 60 more for them, by changing Term: 12 months → 24 months; &#60;b&#62;Rent&#60;/b&#62;: Low &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; → High (you 130, them 180)',
    );
    expect(first).not.toContain('<script>');
  });

  it('says what is missing when nothing is recorded yet', () => {
    const bare = renderCaseReport(
      decisionCase({
        parties: detail.parties.map((p) => ({ ...p, reservationValue: null })),
        finalAgreements: [],
      }),
      new Date(),
    );
    const text = plain(
      bare.slice(bare.indexOf('<section class="first-page"'), bare.indexOf('<div class="details">')),
    );
    expect(bare).toContain('<dt>Your walk-away total</dt><dd><span class="muted">Not recorded</span></dd>');
    expect(text).toContain('over each side’s worst total');
    expect(text).toContain('No final agreement is recorded yet.');
    expect(text).toContain('Agree on every issue to see whether the agreement leaves value on the table.');
    const empty = renderCaseReport(lease({ issues: [], scores: [], finalAgreements: [] }), new Date());
    const emptyText = plain(
      empty.slice(empty.indexOf('<section class="first-page"'), empty.indexOf('<div class="details">')),
    );
    expect(emptyText).toContain('Offers to open with No scenarios yet.');
    expect(emptyText).toContain('Key trade No scenarios yet.');
  });
});

/** The outermost `<div class="screen-only">` blocks of a report: what it shows on screen and leaves off paper. */
function screenOnly(html: string): string[] {
  const blocks: string[] = [];
  let from = 0;
  for (;;) {
    const start = html.indexOf('<div class="screen-only">', from);
    if (start < 0) return blocks;
    let depth = 0;
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = start;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        blocks.push(html.slice(start, tags.lastIndex));
        from = tags.lastIndex;
        break;
      }
    }
    if (depth !== 0) throw new Error('unbalanced div');
  }
}

describe('renderCaseReport: the printed pages after the first', () => {
  const detail = decisionCase();
  const html = renderCaseReport(detail, new Date('2026-03-03T12:00:00.000Z'));
  const scored = scoredIssuesOf(detail);
  const offers = { count: 3, tolerance: 10 };
  const support = decisionFigures(scored, decisionRequestOf(detail, offers));
  const issueByIssue = section(html, 'Issue by Issue');

  // The Strategy tab's advice (its worker runs `caseDecision` too): the cards follow the trades listed and the
  // deals recommended.
  const decision = caseDecision(scored, decisionRequestOf(detail, offers));
  const reportAdvice = () => decision.cards.advice;

  it('states the trades the Strategy tab lists, and the cards follow them', () => {
    expect(decision.cards.trades).toEqual(trades(scored, { limit: TRADES_LISTED }));
    expect(decision.cards.trades.length).toBeGreaterThan(0);
    expect(reportAdvice()).toEqual(issuesAdvice(scored, decision.cards.trades, decision.cards.deals));
    expect(support.trades).toEqual(decision.cards.trades);
  });

  it('gives every issue its points and the Strategy tab’s advice, given the trades and deals the report states', () => {
    const advice = reportAdvice();
    const blocks = issueByIssue.split('<section class="issue">').slice(1);
    expect(blocks).toHaveLength(detail.issues.length);
    blocks.forEach((block, i) => {
      const issue = scored[i]!;
      expect(block).toContain(`<h3>${escapeHtml(issue.name)}</h3>`);
      const agreed = detail.finalAgreements.find((a) => a.issueId === issue.id)?.optionId;
      for (const option of issue.options) {
        const tag = option.id === agreed ? ' Agreed' : '';
        expect(plain(block)).toContain(`${escapeHtml(option.name)}${tag} ${option.user} ${option.opponent}`);
      }
      const { fact, advice: said } = advice[i]!;
      expect(block).toContain(`<p class="category">${CATEGORY_LABELS[fact.category]}</p>`);
      const points = [...block.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
      expect(points).toEqual(said.talkingPoints.map(escapeHtml));
    });
    // The agreed option of each issue is marked (D2, 12 months, Low).
    expect(issueByIssue.match(/<tr class="agreed">/g)).toHaveLength(3);
    expect(issueByIssue).not.toMatch(/<script|<img|<b>/);
  });

  it('counts the categories of the issues above', () => {
    const advice = reportAdvice();
    const count = (category: string) => advice.filter((a) => a.fact.category === category).length;
    expect(figure(issueByIssue, 'Your Advantage')).toBe(String(count('your-advantage')));
    expect(figure(issueByIssue, 'Win-Win')).toBe(String(count('win-win')));
    expect(figure(issueByIssue, 'Opponent Advantage')).toBe(String(count('opponent-advantage')));
    expect(figure(issueByIssue, 'Contested')).toBe(String(count('contested')));
  });

  it('leaves off paper what is on screen in full: the case information, the frontier, the best outcomes, the words', () => {
    const blocks = screenOnly(html);
    const inBlock = (marker: string) => blocks.some((b) => b.includes(marker));
    expect(inBlock('<h2>Case Information</h2>')).toBe(true);
    expect(inBlock('<table class="frontier">')).toBe(true);
    expect(inBlock('<h2>Best Outcomes</h2>')).toBe(true);
    expect(inBlock('<h2>What the words mean</h2>')).toBe(true);
    // What a person prints is not in them.
    for (const printed of [
      'Issue by Issue',
      'Summary',
      'Final Agreement',
      'Walk-Away Values and Efficient Deals',
    ])
      expect(inBlock(`<h2>${printed}</h2>`)).toBe(false);
    expect(html).toMatch(
      /@media print\{[^]*\.screen-only,\.on-first-page\{display:none\}\.print-only\{display:block\}/,
    );
    // On paper, each leaves a line saying where it is.
    expect(plain(html)).toContain(
      'They are listed on screen: in this report opened in a browser, and on the Strategy tab.',
    );
    expect(plain(html)).toContain(
      'What the words mean is on screen: at the end of this report opened in a browser, and under Concepts in How It Works.',
    );
  });

  it('does not print twice what the first page says: its offers and the balanced deal’s package', () => {
    const decision = section(html, 'Walk-Away Values and Efficient Deals');
    const listed = [...decision.matchAll(/<li( class="on-first-page")?><h4>Offer (\d+)/g)];
    expect(listed.length).toBe(support.offers.length);
    for (const [, mark, n] of listed) expect([n, mark !== undefined]).toEqual([n, Number(n) <= 3]);
    expect(plain(decision)).toContain(
      support.offers.length === 1 ? 'Offer 1 is on the first page.' : 'are on the first page',
    );
    expect(decision).toContain('<p class="print-only muted">On the first page, as the balanced deal.</p>');
  });
});
