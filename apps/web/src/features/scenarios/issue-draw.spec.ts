import { describe, expect, it } from 'vitest';
import { densitySegments } from './density';
import { chartLayout, ISSUE_CHART_MARGIN } from './geometry';
import { buildIssueAxes } from './issue-axes';
import {
  drawIssueAxes,
  drawIssueBase,
  drawIssueChart,
  drawIssueOverlay,
  lineAt,
  overlayIsBlank,
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
    strokeText: record('strokeText'),
    save: record('save'),
    restore: record('restore'),
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

describe('drawIssueChart', () => {
  it('draws every distinct segment once, the full issue names and a labelled tick per option height', () => {
    const { ctx, calls } = recordingContext();
    drawIssueChart(ctx, picture(), 2);
    expect(calls[0]).toMatchObject({ name: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    // Lease by your points: Rent 40 / 200 to Term 0 / 120 → 4 segments, each starting with a moveTo on axis 0.
    const segmentStarts = calls.filter(
      (c) => c.name === 'moveTo' && c.args[0] === 24 && c.strokeStyle !== '',
    );
    expect(segmentStarts.length).toBeGreaterThanOrEqual(4);
    const texts = calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Rent',
        'Term',
        'High · 40',
        'Low · 200',
        '36 months · 120',
        // The last axis's labels stop inside the canvas (its 124 px right margin less 8): 6 px a character
        // here, so 25 characters are cut to 18 and an ellipsis (the full list is one tap away).
        '12 months / 24 mon…',
      ]),
    );
  });

  it('draws highlight lines coloured by the other party’s total, the focused one on top', () => {
    const { ctx, calls } = recordingContext();
    const lines = [
      { key: 'a', kind: 'top' as const, values: [200, 120], shade: 0 },
      { key: 'b', kind: 'pareto' as const, values: [40, 120], shade: 1 },
    ];
    drawIssueChart(ctx, picture({ lines, focused: 0 }), 1);
    const strokes = calls.filter((c) => c.name === 'stroke').map((c) => c.strokeStyle);
    expect(strokes).toContain(scaleColor(1));
    // The focused line is drawn last of the lines, thick, in its own colour.
    const focusedStroke = calls.filter((c) => c.name === 'stroke' && c.strokeStyle === scaleColor(0));
    expect(focusedStroke.at(-1)?.lineWidth).toBe(3.5);
  });

  it('splits the picture into layers: density and lines, labelled axes, brushes and the focused line', () => {
    const lines = [{ key: 'a', kind: 'top' as const, values: [200, 120], shade: 0 }];
    const full = picture({ lines, focused: 0, brushes: [{ y0: 100, y1: 200 }, null] });
    const base = recordingContext();
    drawIssueBase(base.ctx, full, 1);
    const axesLayer = recordingContext();
    drawIssueAxes(axesLayer.ctx, full, 1);
    const overlay = recordingContext();
    drawIssueOverlay(overlay.ctx, full, 1);
    const names = (calls: typeof base.calls) => new Set(calls.map((c) => c.name));
    // The base has no text and no brush: a new selection redraws it without rastering the labels.
    expect(names(base.calls).has('fillText')).toBe(false);
    expect(names(base.calls).has('fillRect')).toBe(false);
    expect(axesLayer.calls.filter((c) => c.name === 'fillText').map((c) => c.args[0])).toContain('Rent');
    expect(names(axesLayer.calls).has('fillRect')).toBe(false);
    // The overlay: the brush and the focused line, nothing else.
    expect(overlay.calls.filter((c) => c.name === 'fillRect')).toHaveLength(1);
    expect(overlay.calls.filter((c) => c.name === 'stroke').at(-1)?.lineWidth).toBe(3.5);
    expect(names(overlay.calls).has('fillText')).toBe(false);
  });

  it('knows when the overlay has nothing to draw: no brush and no focused line', () => {
    const lines = [{ key: 'a', kind: 'top' as const, values: [200, 120], shade: 0 }];
    expect(overlayIsBlank(picture({ lines }))).toBe(true);
    expect(overlayIsBlank(picture({ lines, focused: 0 }))).toBe(false);
    expect(overlayIsBlank(picture({ lines, brushes: [null, { y0: 100, y1: 200 }] }))).toBe(false);
    // A focus on a line that is gone (the view changed under it) draws nothing either.
    expect(overlayIsBlank(picture({ lines, focused: 3 }))).toBe(true);
    const overlay = recordingContext();
    drawIssueOverlay(overlay.ctx, picture({ lines, focused: 3 }), 1);
    expect(overlay.calls.map((c) => c.name)).toEqual(['setTransform', 'clearRect']);
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
