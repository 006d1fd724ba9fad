import { describe, expect, it } from 'vitest';
import { layoutPlot, markerOutline, nearestPoint, niceTicks, type PlotSeries, type PlotSpec } from './plot';

/** To the hundredth of a pixel: 256 − 0.8 × 246 is 59.19999999999999 in floating point. */
const px = (n: number) => Math.round(n * 100) / 100;

const DOT: PlotSeries = { label: 'Dot', color: 'blue', shape: 'circle' };
const BOX: PlotSeries = { label: 'Box', color: 'orange', shape: 'square' };

function spec(overrides: Partial<PlotSpec> = {}): PlotSpec {
  return {
    height: 300,
    x: { title: 'Across', domain: [0, 100] },
    y: { title: 'Up', domain: [0, 50] },
    series: [DOT, BOX],
    points: [
      { x: 50, y: 25, series: DOT, size: 4, label: 'Middle', rows: [] },
      { x: 50, y: 25, series: BOX, size: 6, label: 'Middle, on top', rows: [] },
      { x: 100, y: 0, series: DOT, size: 4, label: 'Corner', rows: [] },
    ],
    lines: [
      {
        points: [
          { x: 0, y: 50 },
          { x: 100, y: 0 },
        ],
        color: 'grey',
        width: 1.5,
      },
    ],
    rules: [
      { axis: 'x', value: 20, text: 'Upright 20', color: 'red', dash: [6, 4] },
      { axis: 'y', value: 10, text: 'Level 10', color: 'red', dash: [2, 3] },
    ],
    fillOpacity: 0.9,
    ...overrides,
  };
}

describe('niceTicks', () => {
  it('rounds the ends out to the step and places a tick on every step, as G2 did', () => {
    // 308 / 5 = 61.6 → a step of 50; 26 → 0, 334 → 350.
    expect(niceTicks(26, 334)).toEqual({ domain: [0, 350], ticks: [0, 50, 100, 150, 200, 250, 300, 350] });
    // 82 / 4 = 20.5 → 20; 144 → 140, 226 → 240 (the history chart's four ticks asked for).
    expect(niceTicks(144, 226, 4)).toEqual({ domain: [140, 240], ticks: [140, 160, 180, 200, 220, 240] });
    // The 12 × 10 case: 1298 / 5 = 259.6 → 200.
    expect(niceTicks(1501, 2799).ticks).toEqual([1400, 1600, 1800, 2000, 2200, 2400, 2600, 2800]);
  });

  it('widens a single value by 1 either way', () => {
    // [6, 8]: 2 / 5 = 0.4 → a step of 0.5.
    expect(niceTicks(7, 7)).toEqual({ domain: [6, 8], ticks: [6, 6.5, 7, 7.5, 8] });
    expect(niceTicks(0, 0)).toEqual({ domain: [-1, 1], ticks: [-1, -0.5, 0, 0.5, 1] });
  });

  it('handles negative and reversed ranges', () => {
    // 49 / 5 = 9.8 → 10.
    const ticks = [-40, -30, -20, -10, 0, 10, 20];
    expect(niceTicks(-37, 12)).toEqual({ domain: [-40, 20], ticks });
    expect(niceTicks(12, -37)).toEqual({ domain: [-40, 20], ticks });
    expect(niceTicks(-90, -12).ticks).toEqual([-100, -80, -60, -40, -20, 0]);
  });

  it('gives fractional ticks without binary tails, and [0, 1] for ends that are not numbers', () => {
    expect(niceTicks(0.1, 0.35).ticks).toEqual([0.1, 0.15, 0.2, 0.25, 0.3, 0.35]);
    expect(niceTicks(Number.NaN, 3).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});

describe('layoutPlot', () => {
  // 400 × 300. Left: the title band 20 + the widest y label ("50": 2 × 7) + 4 + the tick 4 = 42. Right: 400 −
  // (half the last x label, "100": 10.5, + 4) = 385.5. Top: 6 + 4 = 10. Bottom: 300 − (4 + 4 + 12 + 4 + 20) = 256.
  const layout = layoutPlot(spec(), 400, 300);

  it('leaves room for the tick labels and the axis titles', () => {
    expect(layout.area).toEqual({ left: 42, top: 10, right: 385.5, bottom: 256 });
    expect(layout.xTicks.map((t) => [t.text, px(t.at)])).toEqual([
      ['0', 42],
      ['20', 110.7],
      ['40', 179.4],
      ['60', 248.1],
      ['80', 316.8],
      ['100', 385.5],
    ]);
    expect(layout.yTicks.map((t) => [t.text, px(t.at)])).toEqual([
      ['0', 256],
      ['10', 206.8],
      ['20', 157.6],
      ['30', 108.4],
      ['40', 59.2],
      ['50', 10],
    ]);
    expect(layout.xTitle).toEqual({ text: 'Across', x: 213.75, y: 290 });
    expect(layout.yTitle).toEqual({ text: 'Up', x: 10, y: 133 });
  });

  it('maps points, lines and rules to pixels, y growing downwards', () => {
    // x 50 of 0–100 → 42 + 343.5 / 2; y 25 of 0–50 → 256 − 246 / 2.
    expect(layout.marks.map((m) => [m.index, m.x, m.y, m.size, m.shape, m.color])).toEqual([
      [0, 213.75, 133, 4, 'circle', 'blue'],
      [1, 213.75, 133, 6, 'square', 'orange'],
      [2, 385.5, 256, 4, 'circle', 'blue'],
    ]);
    expect(layout.lines[0]?.points).toEqual([
      { x: 42, y: 10 },
      { x: 385.5, y: 256 },
    ]);
    const [upright, level] = layout.rules;
    // x 20 → 42 + 0.2 × 343.5 = 110.7; its label just right of it, below the top.
    expect(upright).toMatchObject({
      from: { x: 110.7, y: 10 },
      to: { x: 110.7, y: 256 },
      dash: [6, 4],
      label: { text: 'Upright 20', x: 114.7, y: 12, align: 'left', baseline: 'top' },
    });
    // y 10 → 256 − 0.2 × 246 = 206.8; its label at the right end, just above it.
    expect(level).toMatchObject({
      from: { x: 42, y: 206.8 },
      to: { x: 385.5, y: 206.8 },
      label: { text: 'Level 10', x: 385.5, y: 204.8, align: 'right', baseline: 'bottom' },
    });
  });

  it('keeps given ticks and their domain as they are', () => {
    const given = layoutPlot(spec({ x: { title: 'Offer', domain: [0.5, 3.5], ticks: [1, 2, 3] } }), 400, 300);
    // The y labels are as before, so the plot spans 42 to 400 − 12 (the last label "3" is narrow) = 388.
    expect(given.area.right).toBe(388);
    // 346 px for 3 offers: one every 115.33 px, the first half a step in.
    expect(given.xTicks.map((t) => px(t.at))).toEqual([99.67, 215, 330.33]);
  });

  it('still lays out on a canvas too small for its margins', () => {
    const tiny = layoutPlot(spec(), 10, 10);
    expect(tiny.area.right).toBeGreaterThan(tiny.area.left);
    expect(tiny.area.bottom).toBeGreaterThan(tiny.area.top);
  });
});

describe('nearestPoint', () => {
  const layout = layoutPlot(spec(), 400, 300);

  it('finds the nearest point within the radius, the one on top of equally near ones', () => {
    expect(nearestPoint(layout, 216, 130, 12)?.index).toBe(1);
    expect(nearestPoint(layout, 380, 250, 12)?.index).toBe(2);
  });

  it('finds none where no point is within the radius', () => {
    expect(nearestPoint(layout, 300, 50, 12)).toBeNull();
    // 13 px right of the corner point: just out of reach.
    expect(nearestPoint(layout, 398.5, 256, 12)).toBeNull();
    expect(nearestPoint(layout, 397.5, 256, 12)?.index).toBe(2);
  });
});

describe('markerOutline', () => {
  it('draws G2’s point shapes: a square of side 2·size, a narrower diamond, an equilateral triangle', () => {
    expect(markerOutline('circle', 0, 0, 4)).toBeNull();
    expect(markerOutline('square', 10, 10, 6)).toEqual([
      { x: 4, y: 4 },
      { x: 16, y: 4 },
      { x: 16, y: 16 },
      { x: 4, y: 16 },
    ]);
    const diamond = markerOutline('diamond', 0, 0, 10)!;
    expect(diamond.map((p) => [Math.round(p.x * 100) / 100, p.y])).toEqual([
      [-6.18, 0],
      [0, -10],
      [6.18, 0],
      [0, 10],
    ]);
    const [left, apex, right] = markerOutline('triangle', 0, 0, 7)!;
    expect(right!.x - left!.x).toBe(14);
    expect(Math.hypot(apex!.x - left!.x, apex!.y - left!.y)).toBeCloseTo(14);
  });
});
