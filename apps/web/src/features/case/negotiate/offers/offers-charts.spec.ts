import { describe, expect, it } from 'vitest';
import { historyConfig, historySummary, planeConfig, planeSummary, type ChartOffer } from './offers-charts';

const offers: ChartOffer[] = [
  { number: 1, by: 'opponent', userTotal: 0, opponentTotal: 390, options: 'a' },
  { number: 2, by: 'user', userTotal: 280, opponentTotal: 130, options: 'b' },
  { number: 3, by: 'opponent', userTotal: 120, opponentTotal: 190, options: 'c' },
];

describe('historyConfig', () => {
  it('draws one side’s total per offer, each side’s offers as a path, its walk-away and the balanced deal', () => {
    const config = historyConfig({ offers, side: 'opponent', walkAway: 170, balanced: 250 });
    expect(config.data.map((d) => [d.number, d.total, d.series])).toEqual([
      [1, 390, 'Their offers'],
      [2, 130, 'Your offers'],
      [3, 190, 'Their offers'],
    ]);
    const [yourPath, theirPath, walkAway, balanced] = config.annotations as Array<{
      type: string;
      data: unknown;
    }>;
    expect(yourPath).toMatchObject({ type: 'line', data: [{ x: 2, y: 130 }] });
    expect(theirPath).toMatchObject({
      type: 'line',
      data: [
        { x: 1, y: 390 },
        { x: 3, y: 190 },
      ],
    });
    expect(walkAway).toMatchObject({ type: 'lineY', data: [170] });
    expect(balanced).toMatchObject({ type: 'lineY', data: [250] });
    expect(historySummary({ offers, side: 'opponent', walkAway: 170, balanced: 250 })).toBe(
      'Their total over 3 complete offers; their walk-away line at 170; the balanced deal at 250',
    );
  });

  it('leaves out the lines not recorded', () => {
    const config = historyConfig({
      offers: offers.slice(0, 1),
      side: 'user',
      walkAway: null,
      balanced: null,
    });
    expect(config.annotations).toHaveLength(1);
  });
});

describe('planeConfig', () => {
  it('draws the frontier, the balanced deal, both paths and both walk-away lines', () => {
    const props = {
      offers,
      frontier: [
        { userTotal: 320, opponentTotal: 30, options: 'f1' },
        { userTotal: 0, opponentTotal: 390, options: 'f2' },
      ],
      balanced: { userTotal: 220, opponentTotal: 250, options: 'n' },
      walkAway: { user: 150, opponent: 170 },
    };
    const config = planeConfig(props);
    expect(config.data.map((d) => d.series)).toEqual([
      'Efficient deal',
      'Efficient deal',
      'Balanced deal',
      'Their offers',
      'Your offers',
      'Their offers',
    ]);
    const types = (config.annotations as Array<{ type: string; data: unknown }>).map((a) => [a.type, a.data]);
    expect(types).toEqual([
      [
        'line',
        [
          { x: 0, y: 390 },
          { x: 320, y: 30 },
        ],
      ],
      ['line', [{ x: 280, y: 130 }]],
      [
        'line',
        [
          { x: 0, y: 390 },
          { x: 120, y: 190 },
        ],
      ],
      ['lineX', [150]],
      ['lineY', [170]],
    ]);
    expect(planeSummary(props)).toBe(
      'Your total against theirs: 2 efficient deals; the balanced deal at you 220, them 250; 1 of your offers and 2 of theirs as paths; your walk-away line at 150; their walk-away line at 170',
    );
  });
});
