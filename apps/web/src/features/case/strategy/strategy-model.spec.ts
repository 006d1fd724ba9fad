import { describe, expect, it } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import {
  BAR_MIDPOINT_PERCENT,
  barWidthPercent,
  buildStrategy,
  formatCount,
  hasScoringSetup,
  importanceLabel,
  KEY_PRINCIPLES,
  scenarioLabel,
  talkingPoints,
  CATEGORIES,
} from './strategy-model';

// The lease fixture, worked out by hand:
// Rent: High (you 40, opp 220), Low (you 200, opp 60) → yours (40 + 200) / 2 = 120, theirs (220 + 60) / 2 = 140,
//   difference −20 (within ±30, neither side above 150) → win-win, tactical priority 2.
// Term: 12/24/36 months (you 0/0/120, opp 0/0/0) → yours 120 / 3 = 40, theirs 0, difference 40 → your-advantage, 1.
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
  it('categorizes each issue with its importances and talking points', () => {
    const { issues, counts } = buildStrategy(aLeaseDetail());
    expect(issues.map((i) => [i.name, i.yourImportance, i.opponentImportance, i.category])).toEqual([
      ['Rent', 120, 140, 'win-win'],
      ['Term', 40, 0, 'your-advantage'],
    ]);
    expect(issues[0]?.talkingPoints).toBe(talkingPoints('win-win'));
    expect(counts).toEqual({ 'your-advantage': 1, 'win-win': 1, 'opponent-advantage': 0, contested: 0 });
  });

  it('groups the issues into playbook phases in priority order', () => {
    const { playbook } = buildStrategy(aLeaseDetail());
    expect(playbook.map((p) => [p.phase, p.title, p.priority, p.issues.map((i) => i.name)])).toEqual([
      ['Opening', 'Lead with Strength', 'high', ['Term']],
      ['Value Creation', 'Create Mutual Value', 'high', ['Rent']],
    ]);
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
    const { valueCreation } = buildStrategy(aLeaseDetail());
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
    const { top } = buildStrategy(aLeaseDetail()).valueCreation;
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
    const { valueCreation } = buildStrategy(detail);
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

describe('talkingPoints', () => {
  it('gives two or three points for every category', () => {
    for (const category of CATEGORIES) {
      expect(talkingPoints(category).length).toBeGreaterThanOrEqual(2);
      expect(talkingPoints(category).length).toBeLessThanOrEqual(3);
    }
    expect(talkingPoints('contested').join(' ')).toMatch(/last/);
    expect(talkingPoints('win-win').join(' ')).toMatch(/package/);
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
  it('rounds importances to whole percent', () => {
    expect(importanceLabel(120)).toBe('120%');
    expect(importanceLabel(46.666)).toBe('47%');
  });

  it('fills the bar by percent of its 0–200% track, clamped', () => {
    expect(barWidthPercent(120)).toBe(60);
    expect(barWidthPercent(250)).toBe(100);
    expect(barWidthPercent(-5)).toBe(0);
    expect(BAR_MIDPOINT_PERCENT).toBe(50);
  });

  it('formats counts with thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(6)).toBe('6');
  });
});
