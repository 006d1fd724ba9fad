import { describe, expect, it } from 'vitest';
import { palette } from '../../../../lib/theme';
import { historyPlot, historySummary, offersPlanePlot, planeSummary, type ChartOffer } from './offers-charts';

const offers: ChartOffer[] = [
  { number: 1, by: 'opponent', userTotal: 0, opponentTotal: 390, options: 'a' },
  { number: 2, by: 'user', userTotal: 280, opponentTotal: 130, options: 'b' },
  { number: 3, by: 'opponent', userTotal: 120, opponentTotal: 190, options: 'c' },
];

describe('historyPlot', () => {
  it('draws one side’s total per offer, each side’s offers as a path, its walk-away and the balanced deal', () => {
    const plot = historyPlot({ offers, side: 'opponent', walkAway: 170, balanced: 250 });
    expect(plot.points.map((p) => [p.x, p.y, p.series.label, p.series.shape, p.label])).toEqual([
      [1, 390, 'Their offers', 'square', 'Offer 1'],
      [2, 130, 'Your offers', 'circle', 'Offer 2'],
      [3, 190, 'Their offers', 'square', 'Offer 3'],
    ]);
    expect(plot.points[0]?.rows).toEqual([
      { name: 'By', value: 'Their offers' },
      { name: 'Their total', value: '390' },
      { name: 'Options', value: 'a' },
    ]);
    expect(plot.series.map((s) => s.label)).toEqual(['Your offers', 'Their offers']);
    expect(plot.lines).toEqual([
      { points: [{ x: 2, y: 130 }], color: palette.primary, width: 2 },
      {
        points: [
          { x: 1, y: 390 },
          { x: 3, y: 190 },
        ],
        color: palette.opponent,
        width: 2,
      },
    ]);
    expect(plot.rules.map((r) => [r.axis, r.value, r.text, r.color, r.dash])).toEqual([
      ['y', 170, 'Their walk-away 170', palette.error, [6, 4]],
      ['y', 250, 'Balanced deal 250', palette.chartNash, [2, 3]],
    ]);
    // One tick per offer, half an offer's room either side; their totals 130–390 with 8 % (21) of room.
    expect(plot.x).toEqual({ title: 'Offer', domain: [0.5, 3.5], ticks: [1, 2, 3] });
    expect(plot.y).toEqual({ title: 'Their total', domain: [109, 411], tickCount: 4 });
    expect(historySummary({ offers, side: 'opponent', walkAway: 170, balanced: 250 })).toBe(
      'Their total over 3 complete offers; their walk-away line at 170; the balanced deal at 250',
    );
  });

  it('leaves out the lines not recorded', () => {
    const plot = historyPlot({ offers: offers.slice(0, 1), side: 'user', walkAway: null, balanced: null });
    expect(plot.rules).toEqual([]);
    expect(plot.lines).toHaveLength(1);
  });

  it('ticks every other offer past a dozen', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ ...offers[i % 3]!, number: i + 1 }));
    const plot = historyPlot({ offers: many, side: 'user', walkAway: null, balanced: null });
    expect(plot.x.ticks).toEqual([1, 3, 5, 7, 9, 11, 13]);
  });
});

describe('offersPlanePlot', () => {
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
    const plot = offersPlanePlot(props);
    expect(plot.points.map((p) => [p.series.label, p.size])).toEqual([
      ['Efficient deal', 4],
      ['Efficient deal', 4],
      ['Balanced deal', 11],
      ['Their offers', 7],
      ['Your offers', 7],
      ['Their offers', 7],
    ]);
    expect(plot.points[3]?.rows).toEqual([
      { name: 'You', value: '0' },
      { name: 'Them', value: '390' },
      { name: 'Options', value: 'a' },
    ]);
    expect(plot.series.map((s) => s.label)).toEqual([
      'Efficient deal',
      'Balanced deal',
      'Your offers',
      'Their offers',
    ]);
    expect(plot.lines.map((l) => [l.color, l.points])).toEqual([
      [
        palette.chartLineSelected,
        [
          { x: 0, y: 390 },
          { x: 320, y: 30 },
        ],
      ],
      [palette.primary, [{ x: 280, y: 130 }]],
      [
        palette.opponent,
        [
          { x: 0, y: 390 },
          { x: 120, y: 190 },
        ],
      ],
    ]);
    expect(plot.rules.map((r) => [r.axis, r.value])).toEqual([
      ['x', 150],
      ['y', 170],
    ]);
    expect(planeSummary(props)).toBe(
      'Your total against theirs: 2 efficient deals; the balanced deal at you 220, them 250; 1 of your offers and 2 of theirs as paths; your walk-away line at 150; their walk-away line at 170',
    );
  });
});
