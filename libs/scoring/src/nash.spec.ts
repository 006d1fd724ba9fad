import { describe, expect, it } from 'vitest';
import { lease } from '../testing/cases.js';
import { nashPoint } from './nash.js';
import { paretoFrontier } from './pareto.js';
import type { Scenario } from './types.js';

const point = (userTotal: number, opponentTotal: number): Scenario => ({
  optionIds: [],
  user: [],
  opponent: [],
  userTotal,
  opponentTotal,
});

describe('nashPoint', () => {
  it('maximises the product of both gains over the disagreement point', () => {
    // From the worst case d = (125, 175): (500, 175) 375 × 0 = 0; (425, 225) 300 × 50 = 15000;
    // (400, 275) 275 × 100 = 27500; (325, 325) 200 × 150 = 30000; (300, 350) 175 × 175 = 30625;
    // (225, 400) 100 × 225 = 22500; (125, 450) 0 × 275 = 0 → (300, 350)
    expect(nashPoint(paretoFrontier(lease), { user: 125, opponent: 175 })).toMatchObject({
      optionIds: [12, 21, 30],
      userTotal: 300,
      opponentTotal: 350,
    });
  });

  it('only considers points at or above the disagreement point', () => {
    // d = (300, 300): (325, 325) 25 × 25 = 625, (300, 350) 0 × 50 = 0; the rest fall below d on one side
    expect(nashPoint(paretoFrontier(lease), { user: 300, opponent: 300 })).toMatchObject({
      optionIds: [11, 21, 31],
    });
    expect(nashPoint(paretoFrontier(lease), { user: 400, opponent: 400 })).toBeNull();
    expect(nashPoint([], { user: 0, opponent: 0 })).toBeNull();
  });

  it('breaks ties towards the higher userTotal', () => {
    // From (0, 0): 300 × 100 = 200 × 150 = 100 × 300 = 30000
    const frontier = [point(300, 100), point(200, 150), point(100, 300)];
    expect(nashPoint(frontier, { user: 0, opponent: 0 })).toBe(frontier[0]);
    expect(nashPoint([...frontier].reverse(), { user: 0, opponent: 0 })).toBe(frontier[0]);
  });

  it('accepts a point exactly at the disagreement point', () => {
    const frontier = [point(50, 50)];
    expect(nashPoint(frontier, { user: 50, opponent: 50 })).toBe(frontier[0]); // 0 × 0 = 0
  });
});
