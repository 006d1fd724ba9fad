import { describe, expect, it } from 'vitest';
import { palette } from '../../../lib/theme';
import { layoutPlot, type PlotSeries, type PlotSpec } from './plot';
import { drawPlot } from './plot-draw';
import { ContextStandIn } from './testing/canvas-stand-ins';

const DOT: PlotSeries = { label: 'Dot', color: 'blue', shape: 'circle' };
const BOX: PlotSeries = { label: 'Box', color: 'orange', shape: 'square' };
const point = (x: number, series: PlotSeries) => ({ x, y: x, series, size: 4, label: `${x}`, rows: [] });

const SPEC: PlotSpec = {
  height: 200,
  x: { title: 'Across', domain: [0, 10] },
  y: { title: 'Up', domain: [0, 10] },
  series: [DOT, BOX],
  points: [point(1, DOT), point(2, DOT), point(3, BOX), point(4, DOT)],
  lines: [
    {
      points: [
        { x: 1, y: 1 },
        { x: 4, y: 4 },
      ],
      color: 'grey',
      width: 1.5,
    },
  ],
  rules: [{ axis: 'x', value: 5, text: 'Walk-away 5', color: 'red', dash: [6, 4] }],
  fillOpacity: 0.9,
};

describe('drawPlot', () => {
  it('draws the grid, the rule, the line, then the marks in order, filled at the chart’s opacity and outlined', () => {
    const ctx = new ContextStandIn();
    drawPlot(ctx, layoutPlot(SPEC, 300, 200), 2);
    expect(ctx.paints).toEqual([
      `stroke ${palette.border} 1`, // the grid
      `stroke ${palette.textMuted} 1`, // the ticks
      'stroke red 1', // the rule
      'stroke grey 1', // the line
      // Marks 1 and 2 as one path, then 3, then 4: the order drawn is the order given.
      'fill blue 0.9',
      'stroke blue 1',
      'fill orange 0.9',
      'stroke orange 1',
      'fill blue 0.9',
      'stroke blue 1',
    ]);
    // The grid dashed, the rule in its own dash, solid lines after each.
    expect(ctx.dashes).toEqual([[3, 3], [], [6, 4], []]);
    // The tick labels, the axis titles, and the rule's label last, over the marks.
    expect(ctx.texts.slice(-3)).toEqual(['Across', 'Up', 'Walk-away 5']);
    expect(ctx.calls.get('arc')).toBe(3);
  });

  it('puts an upright line’s label left of the line where it would run off the canvas', () => {
    const ctx = new ContextStandIn();
    const layout = layoutPlot({ ...SPEC, rules: [{ ...SPEC.rules[0]!, value: 9 }] }, 300, 200);
    drawPlot(ctx, layout, 1);
    // "Walk-away 5" is 11 × 7 = 77 px: from the line at x 9 it would end past 300.
    const line = layout.rules[0]!.from.x;
    expect(ctx.placedTexts.at(-1)).toBe(`Walk-away 5 right ${line - 4}`);

    const room = new ContextStandIn();
    drawPlot(room, layoutPlot(SPEC, 300, 200), 1);
    expect(room.placedTexts.at(-1)).toMatch(/^Walk-away 5 left /);
  });
});
