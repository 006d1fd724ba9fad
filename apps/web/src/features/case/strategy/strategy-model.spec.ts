import { scoredIssuesOf } from '@parley/contracts';
import {
  enumerateScenarios,
  selectionContains,
  selectionFromRanges,
  winWinPercent,
  type Scenario,
  type ScenarioSelection,
  type ScoredIssue,
} from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { aLeaseDetail, aTradeDetail } from '../../../testing/fixtures';
import { decisionSupportInput, decisionSupportOf } from './decision-support';
import {
  barWidthPercent,
  buildStrategy,
  formatCount,
  hasScoringSetup,
  KEY_PRINCIPLES,
  scenarioLabel,
  swingLabel,
  valueCreationOf,
} from './strategy-model';

// The lease fixture, worked out by hand:
// Rent: High (you 40, opp 220), Low (you 200, opp 60) → swings 160 and 160, opposite wants, equal stakes →
//   contested, tactical priority 4 (the SPEC's averages, 120 and 140, said Win-Win).
// Term: 12/24/36 months (you 0/0/120, opp 0/0/0) → swings 120 and 0: only you care, so they prefer every option
//   as you do → win-win, 2.
// Scenarios: 2 × 3 = 6. Totals (you/opp): High+12 40/220, High+24 40/220, High+36 160/220,
//   Low+12 200/60, Low+24 200/60, Low+36 320/60. Your best 320; best sum 380 (High+36 and Low+36).
// Averages: you 120 + 40 = 160, opp 140 + 0 = 140; only High+36 (160/220) is at or above both → 1/6 = 17%.

describe('hasScoringSetup', () => {
  it('needs issues and at least one score', () => {
    expect(hasScoringSetup(aLeaseDetail())).toBe(true);
    expect(hasScoringSetup(aLeaseDetail({ scores: [] }))).toBe(false);
    expect(hasScoringSetup(aLeaseDetail({ issues: [] }))).toBe(false);
  });
});

describe('buildStrategy', () => {
  it('categorizes each issue by how it divides the sides, with its swings and talking points', () => {
    const { issues, counts } = buildStrategy(aLeaseDetail());
    expect(issues.map((i) => [i.name, i.yourImportance, i.opponentImportance, i.category])).toEqual([
      ['Rent', 160, 160, 'contested'],
      ['Term', 120, 0, 'win-win'],
    ]);
    expect(issues[0]?.talkingPoints).toEqual([
      'You want Low, they want High: what one side gains here, the other loses.',
      'It can move your total by up to 160 points and theirs by up to 160 points.',
      'Giving them High costs you exactly what it gains them (160 points): expect resistance, and settle it late with objective criteria.',
    ]);
    // Only you care about the term (they score every option 0).
    expect(issues[1]?.talkingPoints[0]).toBe(
      'Only you gain or lose on Term (up to 120 points): ask for 36 months; it costs them nothing.',
    );
    expect(counts).toEqual({ 'your-advantage': 0, 'win-win': 1, 'opponent-advantage': 0, contested: 1 });
  });

  it('groups the issues into playbook phases in priority order', () => {
    const { playbook } = buildStrategy(aLeaseDetail());
    expect(playbook.map((p) => [p.phase, p.title, p.priority, p.issues.map((i) => i.name)])).toEqual([
      ['Value Creation', 'Create Mutual Value', 'high', ['Term']],
      ['Final Negotiation', 'Navigate Contested Ground', 'high', ['Rent']],
    ]);
  });

  it('follows the moves the decision support recommends once they come, for the same case only', () => {
    const detail = aTradeDetail();
    const support = decisionSupportOf(decisionSupportInput(detail));
    // The trade gives ground on Deposit (2 → 3 months) and asks for Term (24 → 36 months).
    const cards = buildStrategy(detail, support.cards).issues;
    expect(cards[0]!.talkingPoints.join(' ')).toContain(
      'The trade shown gives ground here (3 months: −20 for you, +60 for them) in return for Term.',
    );
    expect(cards[1]!.talkingPoints.join(' ')).toContain('The trade shown asks for 36 months here');
    // Support worked out for other points is not read: the cards follow the trades of the case as it is.
    const changed = aTradeDetail({
      scores: detail.scores.map((s) => (s.optionId === 53 && s.partyId === 12 ? { ...s, points: 30 } : s)),
    });
    expect(buildStrategy(changed, support.cards)).toEqual(buildStrategy(changed));
  });

  it('leaves the strategic analysis empty without both parties', () => {
    const strategy = buildStrategy(
      aLeaseDetail({
        parties: [{ id: 11, name: 'You', type: 'user', reservationValue: null, alternative: '' }],
      }),
    );
    expect(strategy.issues).toEqual([]);
    expect(strategy.playbook).toEqual([]);
    expect(strategy.counts).toEqual({
      'your-advantage': 0,
      'win-win': 0,
      'opponent-advantage': 0,
      contested: 0,
    });
  });

  it('computes the value creation figures', () => {
    const valueCreation = valueCreationOf(scoredIssuesOf(aLeaseDetail()));
    expect(valueCreation).toMatchObject({
      scenarioCount: 6,
      winWinPercent: 17,
      userMax: 320,
      maxTotalValue: 380,
    });
    expect(valueCreation.bestWinWin).toEqual({
      key: '31-35',
      choices: [
        { issue: 'Rent', option: 'High' },
        { issue: 'Term', option: '36 months' },
      ],
      user: 160,
      opponent: 220,
      total: 380,
    });
  });

  it('lists the top five scenarios by total value, ties to the higher own total', () => {
    // 380: Low+36 (320) before High+36 (160); 260: Low+12, Low+24 (200, earlier option first), then High+12.
    const { top } = valueCreationOf(scoredIssuesOf(aLeaseDetail()));
    expect(top.map((s) => [scenarioLabel(s.choices), s.user, s.opponent, s.total])).toEqual([
      ['Rent: Low, Term: 36 months', 320, 60, 380],
      ['Rent: High, Term: 36 months', 160, 220, 380],
      ['Rent: Low, Term: 12 months', 200, 60, 260],
      ['Rent: Low, Term: 24 months', 200, 60, 260],
      ['Rent: High, Term: 12 months', 40, 220, 260],
    ]);
  });

  it('has no scenarios when an issue has no options', () => {
    const lease = aLeaseDetail();
    const detail = aLeaseDetail({
      issues: [
        ...lease.issues,
        { id: 23, name: 'Deposit', description: null, priority: 10, isAiSuggested: false, options: [] },
      ],
    });
    const valueCreation = valueCreationOf(scoredIssuesOf(detail));
    expect(valueCreation).toEqual({
      scenarioCount: 0,
      winWinPercent: 0,
      userMax: 320,
      maxTotalValue: 0,
      bestWinWin: null,
      top: [],
    });
  });
});

describe('KEY_PRINCIPLES', () => {
  it('names the six principles in order', () => {
    expect(KEY_PRINCIPLES.map((p) => p.title)).toEqual([
      'Start Strong',
      'Create Value First',
      'Strategic Concessions',
      'Save Contested Issues',
      'Stay Flexible',
      'Document Everything',
    ]);
  });
});

describe('formatting', () => {
  it('shows a swing in whole points', () => {
    expect(swingLabel(120)).toBe('120 points');
    expect(swingLabel(46.666)).toBe('47 points');
    expect(swingLabel(1)).toBe('1 point');
  });

  it('fills the bar by its share of the 0–250 points track, clamped', () => {
    expect(barWidthPercent(125)).toBe(50);
    expect(barWidthPercent(250)).toBe(100);
    expect(barWidthPercent(300)).toBe(100);
    expect(barWidthPercent(-5)).toBe(0);
  });

  it('formats counts with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(6)).toBe('6');
  });
});

/** The Value Creation figures of a selection by listing every scenario (small cases only). */
function bruteForce(issues: readonly ScoredIssue[], selection: ScenarioSelection) {
  const all = [...enumerateScenarios(issues)];
  const averageUser = all.reduce((sum, s) => sum + s.userTotal, 0) / all.length;
  const averageOpponent = all.reduce((sum, s) => sum + s.opponentTotal, 0) / all.length;
  const chosen = all.filter((s) => selectionContains(issues, selection, s));
  const winWin = (s: Scenario) => s.userTotal >= averageUser && s.opponentTotal >= averageOpponent;
  const value = (s: Scenario) => s.userTotal + s.opponentTotal;
  // Ranked: value, then userTotal, then enumeration (option) order — a stable sort keeps the latter.
  const ranked = [...chosen].sort((a, b) => value(b) - value(a) || b.userTotal - a.userTotal);
  return {
    scenarioCount: chosen.length,
    winWinPercent: chosen.length === 0 ? 0 : winWinPercent(chosen.filter(winWin).length / chosen.length),
    userMax: chosen.reduce((max, s) => Math.max(max, s.userTotal), 0),
    maxTotalValue: ranked[0] === undefined ? 0 : value(ranked[0]),
    top: ranked.slice(0, 5).map((s) => s.optionIds.join('-')),
    bestWinWin: ranked.find(winWin)?.optionIds.join('-') ?? null,
  };
}

describe('valueCreationOf a selection', () => {
  // Three issues with uneven, overlapping points: 4 × 3 × 3 = 36 scenarios.
  const issues: ScoredIssue[] = [
    {
      id: 1,
      name: 'Price',
      options: [
        [10, 80],
        [40, 50],
        [60, 30],
        [90, 5],
      ],
    },
    {
      id: 2,
      name: 'Term',
      options: [
        [0, 40],
        [30, 30],
        [45, 0],
      ],
    },
    {
      id: 3,
      name: 'Start',
      options: [
        [20, 20],
        [5, 60],
        [50, 10],
      ],
    },
  ].map((issue) => ({
    id: issue.id,
    name: issue.name,
    options: issue.options.map(([user, opponent], k) => ({
      id: issue.id * 10 + k,
      name: `${issue.name} ${k + 1}`,
      user: user as number,
      opponent: opponent as number,
    })),
  }));
  const cases: [string, ScenarioSelection][] = [
    ['a price range', selectionFromRanges(issues, [{ issueIndex: 0, party: 'user', min: 30, max: 70 }])],
    [
      'two ranges',
      selectionFromRanges(issues, [
        { issueIndex: 0, party: 'user', min: 30, max: 100 },
        { issueIndex: 2, party: 'opponent', min: 15, max: 70 },
      ]),
    ],
    [
      'the same, excluded',
      selectionFromRanges(
        issues,
        [
          { issueIndex: 0, party: 'user', min: 30, max: 100 },
          { issueIndex: 2, party: 'opponent', min: 15, max: 70 },
        ],
        true,
      ),
    ],
  ];

  it.each(cases)('matches brute force over %s', (_, selection) => {
    const value = valueCreationOf(issues, selection);
    const expected = bruteForce(issues, selection);
    expect(expected.scenarioCount).toBeGreaterThan(0);
    expect({
      scenarioCount: value.scenarioCount,
      winWinPercent: value.winWinPercent,
      userMax: value.userMax,
      maxTotalValue: value.maxTotalValue,
      top: value.top.map((s) => s.key),
      bestWinWin: value.bestWinWin?.key ?? null,
    }).toEqual(expected);
  });

  it('has no scenarios when nothing matches, so the tab shows its empty texts', () => {
    const none = selectionFromRanges(issues, [{ issueIndex: 1, party: 'user', min: 46, max: 100 }]);
    expect(valueCreationOf(issues, none)).toEqual({
      scenarioCount: 0,
      winWinPercent: 0,
      userMax: 0,
      maxTotalValue: 0,
      bestWinWin: null,
      top: [],
    });
  });

  it('reads the same without a selection as over everything', () => {
    const lease = scoredIssuesOf(aLeaseDetail());
    expect(valueCreationOf(lease, null).scenarioCount).toBe(6);
    // Rent U.Pts ≥ 100 keeps Low: 3 of the 6, best Low + 36 months (320 + 60 = 380).
    const low = valueCreationOf(
      lease,
      selectionFromRanges(lease, [{ issueIndex: 0, party: 'user', min: 100, max: 230 }]),
    );
    expect(low).toMatchObject({ scenarioCount: 3, userMax: 320, maxTotalValue: 380 });
    expect(low.top.map((s) => s.key)).toEqual(['32-35', '32-33', '32-34']);
  });
});
