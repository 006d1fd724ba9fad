import { describe, expect, it } from 'vitest';
import { issueStructures, trades, type ScoredIssue } from '@parley/scoring';
import { issuesAdvice } from './issue-advice.js';

/**
 * Two published GENIUS / ANAC domains (the 2010 Itex vs Cypress case from Inspire, and the 2011 Camera case),
 * converted as NEGOTIATION.md says: an option's points = 250 × (issue weight / largest weight) × (evaluation /
 * the issue's largest evaluation), rounded to whole points. Each row: option, your evaluation, theirs.
 */
interface Domain {
  weights: [you: number[], them: number[]];
  issues: Array<[name: string, options: Array<[option: string, you: number, them: number]>]>;
}

function convert({ weights, issues }: Domain): ScoredIssue[] {
  const [youW, themW] = weights;
  const maxYou = Math.max(...youW);
  const maxThem = Math.max(...themW);
  return issues.map(([name, options], i) => {
    const topYou = Math.max(...options.map((o) => o[1]));
    const topThem = Math.max(...options.map((o) => o[2]));
    return {
      id: i + 1,
      name,
      options: options.map(([option, you, them], k) => ({
        id: 10 * (i + 1) + k,
        name: option,
        user: Math.round((250 * youW[i]! * you) / (maxYou * topYou)),
        opponent: Math.round((250 * themW[i]! * them) / (maxThem * topThem)),
      })),
    };
  });
}

// You are Itex (the seller of bicycle components), they are Cypress (the buyer).
const itexCypress: Domain = {
  weights: [
    [0.28812635027374, 0.1915290482981283, 0.24212575877553694, 0.2782188426525948],
    [0.4700166576535899, 0.1220816713696379, 0.17727008190772825, 0.2306315890690439],
  ],
  issues: [
    [
      'Price',
      [
        ['$4.37', 30, 1],
        ['$4.12', 20, 10],
        ['$3.98', 10, 25],
        ['$3.71', 5, 33],
        ['$3.47', 1, 40],
      ],
    ],
    [
      'Delivery',
      [
        ['60 days', 1, 1],
        ['45 days', 20, 10],
        ['30 days', 10, 19],
        ['20 days', 5, 25],
      ],
    ],
    [
      'Payment',
      [
        ['Upon delivery', 10, 15],
        ['30 days after delivery', 25, 6],
        ['60 days after delivery', 1, 1],
      ],
    ],
    [
      'Returns',
      [
        ['Full price', 1, 20],
        ['5% spoilage allowed', 30, 7],
        ['10% spoilage allowed', 5, 1],
      ],
    ],
  ],
};

// You are the camera's buyer, they are the seller.
const camera: Domain = {
  weights: [
    [0.34, 0.06, 0.13, 0.1, 0.11, 0.26],
    [0.08, 0.09, 0.33, 0.26, 0.17, 0.07],
  ],
  issues: [
    [
      'Maker',
      [
        ['Canon', 320, 5],
        ['Nikon', 300, 70],
        ['Pentax', 10, 500],
        ['Sony', 25, 300],
        ['Panasonic', 30, 20],
      ],
    ],
    [
      'Body',
      [
        ['Full size', 150, 30],
        ['APS-C', 50, 315],
        ['Micro Four Thirds', 20, 120],
        ['compact', 10, 10],
      ],
    ],
    [
      'Lens',
      [
        ['High end model', 350, 250],
        ['Middle range model', 100, 125],
        ['Entry model', 30, 10],
      ],
    ],
    [
      'Tripod',
      [
        ['GITZO', 525, 50],
        ['Manfrotto', 250, 160],
        ['Induro', 25, 20],
      ],
    ],
    [
      'Bag',
      [
        ['Domke', 340, 20],
        ['Lowepro', 55, 100],
        ['Tamrac', 35, 10],
        ['National Geographic', 45, 30],
        ['Artizan and Artist', 15, 40],
      ],
    ],
    [
      'Accessory',
      [
        ['Electronic Flash', 40, 35],
        ['Battery Grip', 220, 15],
        ['Memory', 10, 20],
        ['Strap', 5, 5],
      ],
    ],
  ],
};

describe('advice on published negotiation domains', () => {
  it('reads Itex vs Cypress: price opposed, the rest mixed, nothing called shared; the most even trade leads', () => {
    const issues = convert(itexCypress);
    expect(issueStructures(issues).map((s) => s.relation)).toEqual(['opposed', 'mixed', 'mixed', 'mixed']);
    const advice = issuesAdvice(issues, trades(issues, { limit: 3 }));
    for (const { advice: a } of advice) {
      expect(a.stance).not.toBe('agree');
      expect(a.talkingPoints.join(' ')).not.toMatch(/both prefer/);
    }
    // Payment: both sides rank 60 days after delivery lowest (rule it out); Itex wants 30 days, Cypress upon
    // delivery.
    expect(advice[2]!.advice.talkingPoints[0]).toBe(
      'You want 30 days after delivery, they want Upon delivery, and you both rank 60 days after delivery lower: rule it out first.',
    );
    const all = trades(issues, { limit: Infinity });
    const headline = all[0]!;
    for (const t of all) {
      expect(Math.min(t.userGain, t.opponentGain)).toBeLessThanOrEqual(
        Math.min(headline.userGain, headline.opponentGain),
      );
    }
  });

  it('reads Camera: both sides want the high-end lens, so the advice says agree, never concede', () => {
    const issues = convert(camera);
    const structures = issueStructures(issues);
    expect(structures[2]!.relation).toBe('shared');
    const lens = issuesAdvice(issues, trades(issues, { limit: 3 }))[2]!.advice;
    expect(lens.stance).toBe('agree');
    expect(lens.talkingPoints[0]).toBe('You both prefer High end model: agree on it first.');
    expect(lens.talkingPoints.join(' ')).not.toMatch(/concede/i);
  });
});
