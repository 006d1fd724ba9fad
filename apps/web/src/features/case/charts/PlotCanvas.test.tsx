import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutPlot, type PlotSeries, type PlotSpec } from './plot';
import { PlotCanvas } from './PlotCanvas';
import { ContextStandIn, ResizeObserverStandIn } from './testing/canvas-stand-ins';

const YOURS: PlotSeries = { label: 'Your offers', color: 'blue', shape: 'circle' };
const THEIRS: PlotSeries = { label: 'Their offers', color: 'orange', shape: 'square' };

const SPEC: PlotSpec = {
  height: 200,
  x: { title: 'Offer', domain: [0.5, 2.5], ticks: [1, 2] },
  y: { title: 'Your total', domain: [0, 100] },
  series: [YOURS, THEIRS],
  points: [
    {
      x: 1,
      y: 80,
      series: YOURS,
      size: 6,
      label: 'Offer 1',
      rows: [
        { name: 'By', value: 'Your offers' },
        // Option names are the user's: shown as text, never as markup.
        { name: 'Options', value: 'Rent: <b>High</b>' },
      ],
    },
    { x: 2, y: 20, series: THEIRS, size: 6, label: 'Offer 2', rows: [{ name: 'By', value: 'Their offers' }] },
  ],
  lines: [],
  rules: [{ axis: 'y', value: 50, text: 'Your walk-away 50', color: 'red', dash: [6, 4] }],
  fillOpacity: 1,
};

const WIDTH = 500;
const NO_CHART = 'The chart cannot be drawn here; the table below holds every offer.';

/** Where a point of SPEC is drawn on a canvas WIDTH wide (jsdom puts the canvas at the page's top left). */
function pointAt(index: number) {
  const mark = layoutPlot(SPEC, WIDTH, SPEC.height).marks[index]!;
  return { clientX: mark.x, clientY: mark.y };
}

function drawWith(context: ContextStandIn | null) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as ReturnType<HTMLCanvasElement['getContext']>,
  );
}

function renderChart(spec: PlotSpec = SPEC) {
  return render(
    <PlotCanvas spec={spec} summary="Your total over 2 offers" noChart={NO_CHART} className="offers-chart" />,
  );
}

describe('PlotCanvas', () => {
  beforeEach(() => {
    ResizeObserverStandIn.reset();
    vi.stubGlobal('ResizeObserver', ResizeObserverStandIn);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws once its width is known, at the screen’s pixel ratio, with the summary as its name', () => {
    const context = new ContextStandIn();
    drawWith(context);
    vi.stubGlobal('devicePixelRatio', 2);
    renderChart();
    const chart = screen.getByRole('img', { name: 'Your total over 2 offers' });
    const canvas = chart.querySelector('canvas')!;
    expect(context.draws).toBe(0);

    act(() => ResizeObserverStandIn.resizeAll(WIDTH));
    expect(context.draws).toBe(1);
    expect([canvas.width, canvas.height, canvas.style.height]).toEqual([1000, 400, '200px']);
    expect(context.texts).toEqual(
      expect.arrayContaining(['1', '2', 'Offer', 'Your total', 'Your walk-away 50']),
    );
  });

  it('lists each series in the legend, in order', () => {
    drawWith(new ContextStandIn());
    renderChart();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your offers', 'Their offers']);
  });

  it('names the point under the pointer in a tooltip, and hides it when the pointer leaves', () => {
    drawWith(new ContextStandIn());
    renderChart();
    act(() => ResizeObserverStandIn.resizeAll(WIDTH));
    const canvas = screen.getByRole('img').querySelector('canvas')!;

    // Between the points: nothing.
    fireEvent.pointerMove(canvas, { clientX: 250, clientY: 100 });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    const first = pointAt(0);
    fireEvent.pointerMove(canvas, { clientX: first.clientX + 5, clientY: first.clientY - 5 });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent(/^Offer 1By Your offersOptions Rent: <b>High<\/b>$/);
    expect(tooltip.querySelector('b')).toBeNull();

    fireEvent.pointerLeave(canvas, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows a tapped point until the next tap, though the finger leaves the canvas as it lifts', () => {
    drawWith(new ContextStandIn());
    renderChart();
    act(() => ResizeObserverStandIn.resizeAll(WIDTH));
    const canvas = screen.getByRole('img').querySelector('canvas')!;

    fireEvent.pointerDown(canvas, { ...pointAt(1), pointerType: 'touch' });
    fireEvent.pointerLeave(canvas, { pointerType: 'touch' });
    expect(screen.getByRole('tooltip')).toHaveTextContent(/^Offer 2By Their offers$/);

    fireEvent.pointerDown(canvas, { clientX: 250, clientY: 100, pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('draws again when the data or the width change, not when it re-renders', () => {
    const context = new ContextStandIn();
    drawWith(context);
    const { rerender } = renderChart();
    act(() => ResizeObserverStandIn.resizeAll(WIDTH));
    const canvas = screen.getByRole('img').querySelector('canvas')!;
    fireEvent.pointerMove(canvas, pointAt(0));
    expect(context.draws).toBe(1);

    rerender(
      <PlotCanvas
        spec={SPEC}
        summary="Your total over 2 offers"
        noChart={NO_CHART}
        className="offers-chart"
      />,
    );
    act(() => ResizeObserverStandIn.resizeAll(WIDTH));
    expect(context.draws).toBe(1);

    act(() => ResizeObserverStandIn.resizeAll(320));
    expect(context.draws).toBe(2);

    // New data: drawn again, and the tooltip of the old data goes.
    const moved = { ...SPEC, points: SPEC.points.slice(1) };
    rerender(
      <PlotCanvas
        spec={moved}
        summary="Your total over 1 offer"
        noChart={NO_CHART}
        className="offers-chart"
      />,
    );
    expect(context.draws).toBe(3);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('says where the figures are instead where the browser gives no canvas', () => {
    drawWith(null);
    renderChart();
    expect(screen.getByRole('img', { name: 'Your total over 2 offers' })).toHaveTextContent(NO_CHART);
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
  });

  it('keeps the sentence in place of a chart that fails to draw', () => {
    drawWith(new ContextStandIn('fillText'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChart();
    act(() => ResizeObserverStandIn.resizeAll(WIDTH));
    expect(quiet).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Your total over 2 offers' })).toHaveTextContent(NO_CHART);
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
  });
});
