import { describe, expect, it } from 'vitest';
import {
  axisAt,
  axisX,
  backingSize,
  brushToRange,
  chartLayout,
  dragSpan,
  plotHeight,
  rangeToBrush,
  valueToY,
  yToValue,
} from './geometry';

// 1040 × 500 with 4 axes: margins left/right 40 → axes at 40, 360, 680, 1000.
// Plot from y = 40 (top margin) to y = 472 (500 − 28): 432 px; with max 216 that is 2 px per point.
const layout = chartLayout(1040, 500, 4);
const MAX = 216;

describe('chart geometry', () => {
  it('spreads the axes evenly and centres a single one', () => {
    expect([0, 1, 2, 3].map((i) => axisX(layout, i))).toEqual([40, 360, 680, 1000]);
    expect(axisX(chartLayout(1040, 500, 1), 0)).toBe(520);
  });

  it('scales points to pixels: 0 at the bottom, the maximum at the top', () => {
    expect(plotHeight(layout)).toBe(432);
    expect(valueToY(layout, 0, MAX)).toBe(472);
    expect(valueToY(layout, MAX, MAX)).toBe(40);
    expect(valueToY(layout, 100, MAX)).toBe(272); // 472 − 2 × 100
    expect(valueToY(layout, 500, MAX)).toBe(40); // clamped
    expect(yToValue(layout, 272, MAX)).toBe(100);
    expect(yToValue(layout, 0, MAX)).toBe(MAX); // above the plot → the maximum
    expect(yToValue(layout, 499, MAX)).toBe(0);
  });

  it('turns a brush into the whole points it covers, inclusive and in either drag direction', () => {
    // y 100 → 186 points, y 300 → 86 points.
    expect(brushToRange(layout, 100, 300, MAX)).toEqual({ min: 86, max: 186 });
    expect(brushToRange(layout, 300, 100, MAX)).toEqual({ min: 86, max: 186 });
    // y 101 → 185.5, y 299 → 86.5: only the whole points inside the brush count.
    expect(brushToRange(layout, 101, 299, MAX)).toEqual({ min: 87, max: 185 });
  });

  it('draws a range back as a brush', () => {
    expect(rangeToBrush(layout, { min: 86, max: 186 }, MAX)).toEqual({ y0: 100, y1: 300 });
    expect(rangeToBrush(layout, { min: 0, max: 1000 }, MAX)).toEqual({ y0: 40, y1: 472 });
    const range = brushToRange(layout, 140, 340, MAX);
    const back = rangeToBrush(layout, range, MAX);
    expect(brushToRange(layout, back.y0, back.y1, MAX)).toEqual(range);
  });

  it('finds the axis under the pointer within a tolerance', () => {
    expect(axisAt(layout, 45)).toBe(0);
    expect(axisAt(layout, 350)).toBe(1);
    expect(axisAt(layout, 200)).toBeNull();
    expect(axisAt(layout, 1020, 30)).toBe(3);
  });

  it('keeps a dragged brush inside the plot', () => {
    const base = { axis: 0, origin: null, moved: true };
    expect(dragSpan(layout, { ...base, mode: 'new', startY: 10, currentY: 200 })).toEqual({
      y0: 40,
      y1: 200,
    });
    expect(dragSpan(layout, { ...base, mode: 'new', startY: 300, currentY: 250 })).toEqual({
      y0: 250,
      y1: 300,
    });
    // Moving a 50 px brush 380 px down stops at the bottom (472) and keeps its height.
    const origin = { y0: 100, y1: 150 };
    expect(dragSpan(layout, { ...base, mode: 'move', origin, startY: 120, currentY: 500 })).toEqual({
      y0: 422,
      y1: 472,
    });
    expect(dragSpan(layout, { ...base, mode: 'move', origin, startY: 120, currentY: 130 })).toEqual({
      y0: 110,
      y1: 160,
    });
  });

  it('sizes the backing store by the device pixel ratio', () => {
    expect(backingSize(300, 500, 2)).toEqual({ width: 600, height: 1000, ratio: 2 });
    expect(backingSize(301, 500, 1.5)).toEqual({ width: 452, height: 750, ratio: 1.5 });
    expect(backingSize(300, 500, 0)).toEqual({ width: 300, height: 500, ratio: 1 });
  });
});
