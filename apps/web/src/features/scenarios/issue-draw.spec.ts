import { describe, expect, it } from 'vitest';
import { densitySegments } from './density';
import { chartLayout, ISSUE_CHART_MARGIN } from './geometry';
import { buildIssueAxes } from './issue-axes';
import {
  axesDrawing,
  drawIssueBase,
  lineAt,
  overlayDrawing,
  scaleColor,
  shadeOf,
  type IssuePicture,
} from './issue-draw';
import { leaseIssues } from './testing/cases';

/** A 2D context stand-in that records what is drawn (text measured at 6 px a character). */
function recordingContext() {
  const calls: { name: string; args: unknown[]; strokeStyle: string; lineWidth: number }[] = [];
  const state = {
    strokeStyle: '',
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    lineWidth: 1,
    lineJoin: '',
    globalAlpha: 1,
  };
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push({ name, args, strokeStyle: state.strokeStyle, lineWidth: state.lineWidth });
  const ctx = Object.assign(state, {
    setTransform: record('setTransform'),
    clearRect: record('clearRect'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    fillRect: record('fillRect'),
    strokeRect: record('strokeRect'),
    fillText: record('fillText'),
    setLineDash: record('setLineDash'),
    measureText: (text: string) => ({ width: text.length * 6 }),
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const issues = leaseIssues();
const axes = buildIssueAxes(issues, 'user'); // 2 axes, 0 … 230
// 400 px wide: axes at x 24 and 276 (400 − 124); y runs from 64 (230) to 480 (0).
const layout = chartLayout(400, 500, 2, ISSUE_CHART_MARGIN);

function picture(overrides: Partial<IssuePicture> = {}): IssuePicture {
  return {
    layout,
    axes,
    segments: densitySegments(issues, axes, null),
    active: false,
    lines: [],
    focused: null,
    brushes: [null, null],
    ...overrides,
  };
}

/** Text measured at 6 px a character, whatever the font. */
const measure = (text: string) => text.length * 6;

describe('the chart’s layers', () => {
  it('draws every distinct segment once on the canvas, and nothing else there', () => {
    const { ctx, calls } = recordingContext();
    drawIssueBase(ctx, picture({ brushes: [{ y0: 100, y1: 200 }, null] }), 2);
    expect(calls[0]).toMatchObject({ name: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    // Lease by your points: Rent 40 / 200 to Term 0 / 120 → 4 segments, each starting with a moveTo on axis 0.
    const segmentStarts = calls.filter((c) => c.name === 'moveTo' && c.args[0] === 24);
    expect(segmentStarts).toHaveLength(4);
    // No text and no brush: a new selection redraws the density without rastering the labels.
    const names = new Set(calls.map((c) => c.name));
    expect(names.has('fillText')).toBe(false);
    expect(names.has('fillRect')).toBe(false);
  });

  it('lays out the full issue names and a labelled tick per option height on the axes', () => {
    const axesLayer = axesDrawing(picture(), measure);
    expect(axesLayer.map((axis) => axis.x)).toEqual([24, 276]);
    expect(axesLayer[0]).toMatchObject({ top: 64, bottom: 480 });
    const texts = axesLayer.flatMap((axis) => [...axis.names, ...axis.ticks].map((t) => t.text));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Rent',
        'Term',
        'High · 40',
        'Low · 200',
        '12 months / 24 months · 0',
        '36 months · 120',
      ]),
    );
    // A tick label sits right of its axis at its option's height: Low · 200 on Rent.
    expect(axesLayer[0]!.ticks.find((t) => t.text === 'Low · 200')).toMatchObject({ x: 30 });
    // The first name is kept inside the chart: centred on its axis, but not left of x 2.
    expect(axesLayer[0]!.names[0]!.x).toBe(Math.max(2 + (4 * 6) / 2, 24));
  });

  it('wraps a long issue name within the space to the next axis, keeping its last three lines', () => {
    const long = { ...axes, axes: axes.axes.map((a) => ({ ...a, name: 'word '.repeat(60).trim() })) };
    const names = axesDrawing(picture({ axes: long }), measure)[0]!.names;
    expect(names).toHaveLength(3);
    // Lines stack upwards to 10 px above the plot's top, 14 px apart.
    expect(names.map((n) => n.y)).toEqual([64 - 10 - 28, 64 - 10 - 14, 64 - 10]);
  });

  it('puts the brushes and the focused line, coloured by the other party’s total, on the overlay', () => {
    const lines = [
      { key: 'a', kind: 'top' as const, values: [200, 120], shade: 0 },
      { key: 'b', kind: 'pareto' as const, values: [40, 120], shade: 1 },
    ];
    const overlay = overlayDrawing(picture({ lines, focused: 0, brushes: [{ y0: 100, y1: 200 }, null] }));
    expect(overlay.brushes).toEqual([{ x: 17, y: 100, width: 14, height: 100 }]);
    // 200 of 230 on Rent: 480 − 416 · 200 / 230; 120 on Term: 480 − 416 · 120 / 230.
    expect(overlay.focused).toEqual({
      points: `24,${480 - (416 * 200) / 230} 276,${480 - (416 * 120) / 230}`,
      color: scaleColor(0),
    });
    expect(overlayDrawing(picture({ lines, focused: null })).focused).toBeNull();
  });

  it('draws the highlight lines on the canvas in their colours, the frontier dashed', () => {
    const { ctx, calls } = recordingContext();
    const lines = [
      { key: 'a', kind: 'top' as const, values: [200, 120], shade: 0 },
      { key: 'b', kind: 'pareto' as const, values: [40, 120], shade: 1 },
    ];
    drawIssueBase(ctx, picture({ lines }), 1);
    const strokes = calls.filter((c) => c.name === 'stroke').map((c) => c.strokeStyle);
    expect(strokes).toContain(scaleColor(1));
    expect(strokes).toContain(scaleColor(0));
    expect(calls.filter((c) => c.name === 'setLineDash').map((c) => c.args[0])).toContainEqual([4, 3]);
  });

  it('finds the line under the pointer between two axes', () => {
    const lines = [
      { key: 'a', kind: 'top' as const, values: [230, 0], shade: 0 },
      { key: 'b', kind: 'top' as const, values: [0, 230], shade: 0 },
    ];
    // Half-way (x 150), line a runs through y 272 and line b through 272 too; a quarter of the way they part.
    expect(lineAt({ layout, axes, lines }, 87, 168)).toBe(0); // a: 64 + 416 · 0.25 = 168
    expect(lineAt({ layout, axes, lines }, 87, 376)).toBe(1); // b: 480 − 416 · 0.25 = 376
    expect(lineAt({ layout, axes, lines }, 87, 270)).toBeNull();
  });

  it('maps totals onto the colour scale', () => {
    expect(shadeOf(60, 60, 220)).toBe(0);
    expect(shadeOf(140, 60, 220)).toBe(0.5);
    expect(shadeOf(5, 5, 5)).toBe(0.5);
    expect(scaleColor(0)).not.toBe(scaleColor(1));
  });
});
