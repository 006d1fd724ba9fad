import { describe, expect, it } from 'vitest';
import { buildAxes, scenarioAxisValues } from './axes';
import { chooseDrawnScenarios } from './drawn';
import { CHART_COLORS, drawChart, type ChartPicture } from './draw';
import { chartLayout } from './geometry';
import { leaseIssues } from './testing/cases';

/** A 2D context stand-in that records the calls the drawing makes. */
function recordingContext() {
  const calls: { name: string; args: unknown[]; strokeStyle?: string }[] = [];
  const state = {
    strokeStyle: '',
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    lineWidth: 1,
    lineJoin: '',
  };
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push({ name, args, strokeStyle: state.strokeStyle });
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
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const issues = leaseIssues();
const { axes, max } = buildAxes(issues); // 4 axes, max 230
// 1040 × 500: axes at x 40, 360, 680, 1000; y = 472 − 432 · v / 230.
const layout = chartLayout(1040, 500, 4);
const lines = chooseDrawnScenarios(issues).scenarios.map(scenarioAxisValues);

function picture(overrides: Partial<ChartPicture> = {}): ChartPicture {
  return { layout, axes, max, lines, mask: null, brushes: [null, null, null, null], ...overrides };
}

describe('drawChart', () => {
  it('scales for the device pixel ratio and draws one polyline per scenario', () => {
    const { ctx, calls } = recordingContext();
    drawChart(ctx, picture(), 2);
    expect(calls[0]).toMatchObject({ name: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    // 6 polylines start with moveTo on the first axis; each crosses 3 more axes. Axes add 4 more moveTos.
    const moves = calls.filter((c) => c.name === 'moveTo');
    expect(moves.slice(0, 6).map((c) => c.args[0])).toEqual([40, 40, 40, 40, 40, 40]);
    // First scenario High + 12 months: Rent U 40 → y = 472 − 432 · 40 / 230.
    expect(moves[0]!.args[1]).toBeCloseTo(472 - (432 * 40) / 230);
    expect(
      calls
        .filter((c) => c.name === 'lineTo')
        .slice(0, 3)
        .map((c) => c.args),
    ).toEqual([
      [360, 472 - (432 * 220) / 230], // Rent O 220
      [680, 472], // Term U 0
      [1000, 472], // Term O 0
    ]);
  });

  it('dims unselected lines and draws the selected ones on top', () => {
    const { ctx, calls } = recordingContext();
    drawChart(ctx, picture({ mask: [false, false, false, true, true, true] }), 1);
    const strokes = calls.filter((c) => c.name === 'stroke').map((c) => c.strokeStyle);
    expect(strokes.slice(0, 2)).toEqual([CHART_COLORS.dimmed, CHART_COLORS.selected]);
  });

  it('labels every axis as text and draws brushes', () => {
    const { ctx, calls } = recordingContext();
    drawChart(ctx, picture({ brushes: [{ y0: 100, y1: 300 }, null, null, null] }), 1);
    const texts = calls.filter((c) => c.name === 'fillText').map((c) => c.args[0]);
    expect(texts).toEqual(
      expect.arrayContaining(['Rent U.Pts', 'Rent O.Pts', 'Term U.Pts', 'Term O.Pts', '230']),
    );
    expect(calls.find((c) => c.name === 'fillRect')?.args).toEqual([33, 100, 14, 200]);
  });
});
