import { describe, expect, it } from 'vitest';
import {
  CONFIDENCE_KEEP,
  POINTS_CONFIDENCE_SHARE,
  PROFILE_RADIUS_FLOOR,
  answerHolds,
  plausibleProfiles,
  type ElicitationIssue,
  type TradeoffAnswer,
  type TradeoffConfidence,
} from './tradeoff.js';

// Rent: $1,900 (10) or $2,000 (11); term: 12 months (20) or 24 months (21). The points in force say they
// prefer the cheap, short lease by far; an answer that they would rather have the dear, long one goes
// against them, so a profile that does not keep that answer breaks it.
const lease: ElicitationIssue[] = [
  {
    id: 1,
    options: [
      { id: 10, points: 220 },
      { id: 11, points: 40 },
    ],
  },
  {
    id: 2,
    options: [
      { id: 20, points: 200 },
      { id: 21, points: 30 },
    ],
  },
];
const preferDearLong = (confidence?: TradeoffConfidence): TradeoffAnswer => ({
  question: { left: { 1: 10, 2: 20 }, right: { 1: 11, 2: 21 } },
  prefer: 'right',
  ...(confidence ? { confidence } : {}),
});
const breaking = (profiles: Record<string, number>[], answer: TradeoffAnswer) =>
  profiles.filter((p) => !answerHolds(lease, answer, p)).length / profiles.length;

describe('plausibleProfiles with confidence', () => {
  it('gives the same profiles for "sure" as for no confidence', () => {
    const a = plausibleProfiles(lease, [preferDearLong()], { count: 100 });
    const b = plausibleProfiles(lease, [preferDearLong('sure')], { count: 100 });
    expect(b).toEqual(a);
    expect(a.length).toBeGreaterThan(90);
    expect(breaking(a, preferDearLong())).toBe(0);
  });

  it('keeps a "think so" answer in about 4 profiles of 5 and a guess in about 3 of 5', () => {
    const count = 600;
    const thinkSo = plausibleProfiles(lease, [preferDearLong('think-so')], { count });
    const guess = plausibleProfiles(lease, [preferDearLong('guess')], { count });
    expect(thinkSo.length).toBeGreaterThan(count * 0.9);
    expect(guess.length).toBeGreaterThan(count * 0.9);
    // Without the answer, the points in force (±50) always break it: the share breaking it is the share that
    // dropped it, 1 − keep, within about four standard deviations of a binomial draw.
    const tolerance = (p: number) => 4 * Math.sqrt((p * (1 - p)) / count);
    const dropThinkSo = 1 - CONFIDENCE_KEEP['think-so'];
    const dropGuess = 1 - CONFIDENCE_KEEP.guess;
    expect(Math.abs(breaking(thinkSo, preferDearLong()) - dropThinkSo)).toBeLessThan(tolerance(dropThinkSo));
    expect(Math.abs(breaking(guess, preferDearLong()) - dropGuess)).toBeLessThan(tolerance(dropGuess));
  });

  it('draws a profile that drops an answer around the points as entered, within the radius', () => {
    const profiles = plausibleProfiles(lease, [preferDearLong('guess')], { count: 300, radius: 20 });
    const dropped = profiles.filter((p) => !answerHolds(lease, preferDearLong(), p));
    expect(dropped.length).toBeGreaterThan(0);
    for (const p of dropped) {
      expect(Math.abs(p['10']! - 220)).toBeLessThanOrEqual(20);
      expect(Math.abs(p['11']! - 40)).toBeLessThanOrEqual(20);
      expect(Math.abs(p['20']! - 200)).toBeLessThanOrEqual(20);
      expect(Math.abs(p['21']! - 30)).toBeLessThanOrEqual(20);
    }
  });

  it('without answers: the points as entered, each within ±radius', () => {
    const profiles = plausibleProfiles(lease, [], { count: 200, radius: 30 });
    expect(profiles).toHaveLength(200);
    const entered: Record<string, number> = { 10: 220, 11: 40, 20: 200, 21: 30 };
    for (const p of profiles) {
      for (const [id, points] of Object.entries(entered)) {
        expect(Math.abs(p[id]! - points)).toBeLessThanOrEqual(30);
      }
    }
    // Spread over the whole box, not bunched at its centre.
    const spread = profiles.map((p) => p['10']!);
    expect(Math.max(...spread) - Math.min(...spread)).toBeGreaterThan(30);
  });

  it('by a share of the spread: each option within that share of its issue’s spread, at least 2 points', () => {
    // Issue 1 spreads 180 points (220 − 40), issue 2 170 (200 − 30); a twentieth is 9 and 8.5 points.
    const share = POINTS_CONFIDENCE_SHARE.sure;
    const profiles = plausibleProfiles(lease, [], { count: 200, spreadShare: share });
    const entered: Record<string, number> = { 10: 220, 11: 40, 20: 200, 21: 30 };
    const spread: Record<string, number> = { 10: 180, 11: 180, 20: 170, 21: 170 };
    let widest = 0;
    for (const p of profiles) {
      for (const [id, points] of Object.entries(entered)) {
        expect(Math.abs(p[id]! - points)).toBeLessThanOrEqual(Math.ceil(share * spread[id]!));
        widest = Math.max(widest, Math.abs(p[id]! - points));
      }
    }
    expect(widest).toBeGreaterThan(4);
    // A guess spreads ten times as far; an issue whose options tie still moves by the floor.
    const guessed = plausibleProfiles(lease, [], { count: 200, spreadShare: POINTS_CONFIDENCE_SHARE.guess });
    expect(Math.max(...guessed.map((p) => Math.abs(p['10']! - 220)))).toBeGreaterThan(40);
    const tied = [
      {
        id: 1,
        options: [
          { id: 10, points: 100 },
          { id: 11, points: 100 },
        ],
      },
      lease[1]!,
    ];
    for (const p of plausibleProfiles(tied, [], { count: 100, spreadShare: 0.05 }))
      expect(Math.abs(p['10']! - 100)).toBeLessThanOrEqual(PROFILE_RADIUS_FLOOR);
  });

  it('answers that contradict each other give nothing when sure, and the profiles without one when guessed', () => {
    const left: TradeoffAnswer = {
      question: { left: { 1: 10, 2: 20 }, right: { 1: 11, 2: 21 } },
      prefer: 'left',
    };
    const right = preferDearLong();
    expect(plausibleProfiles(lease, [left, right])).toEqual([]);
    const profiles = plausibleProfiles(lease, [left, { ...right, confidence: 'guess' }], { count: 200 });
    // Only the profiles that dropped the guess are left (about 40 %), and every one keeps the sure answer.
    expect(profiles.length).toBeGreaterThan(40);
    expect(profiles.length).toBeLessThan(120);
    for (const p of profiles) {
      expect(answerHolds(lease, left, p)).toBe(true);
      expect(answerHolds(lease, right, p)).toBe(false);
    }
  });

  it('is the same for the same input', () => {
    const answers = [preferDearLong('think-so')];
    expect(plausibleProfiles(lease, answers, { count: 50 })).toEqual(
      plausibleProfiles(lease, answers, { count: 50 }),
    );
  });

  it('refuses a confidence it does not know', () => {
    const odd = { ...preferDearLong(), confidence: 'maybe' } as unknown as TradeoffAnswer;
    expect(() => plausibleProfiles(lease, [odd])).toThrow(/confidence/);
  });
});
