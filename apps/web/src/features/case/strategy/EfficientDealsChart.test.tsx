import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { palette } from '../../../lib/theme';
import { layoutPlot } from '../charts/plot';
import { ContextStandIn, ResizeObserverStandIn } from '../charts/testing/canvas-stand-ins';
import EfficientDealsChart from './EfficientDealsChart';
import { efficientDealsPlot, type DealPoint } from './efficient-deals-chart';
import { EfficientDealsChartSlot, lazyEfficientDealsChart } from './EfficientDealsChartSlot';

const below = { user: false, opponent: false };
const POINTS: DealPoint[] = [
  {
    label: 'Nash point',
    series: 'nash',
    userTotal: 160,
    opponentTotal: 220,
    options: 'Rent: High; Term: 36',
    belowWalkAway: below,
  },
  {
    label: 'Final agreement',
    series: 'agreement',
    userTotal: 40,
    opponentTotal: 220,
    options: 'Rent: High; Term: 12',
    belowWalkAway: { user: true, opponent: false },
  },
  {
    label: 'Efficient deal 1',
    series: 'frontier',
    userTotal: 320,
    opponentTotal: 60,
    options: 'Rent: Low; Term: 36',
    belowWalkAway: below,
  },
  {
    label: 'Efficient deal 2',
    series: 'frontier',
    userTotal: 160,
    opponentTotal: 220,
    options: 'Rent: High; Term: 36',
    belowWalkAway: below,
  },
];

const NO_CHART = 'The chart cannot be drawn here; the list beside it holds every point.';

describe('efficientDealsPlot', () => {
  it('draws every point with its options, the marked points on top, the frontier line and both walk-away lines', () => {
    const plot = efficientDealsPlot({ points: POINTS, walkAway: { user: 150, opponent: 100 } });
    expect(plot.points.map((p) => [p.label, p.series.label, p.x, p.y, p.size])).toEqual([
      ['Efficient deal 1', 'Efficient deal', 320, 60, 4],
      ['Efficient deal 2', 'Efficient deal', 160, 220, 4],
      ['Nash point', 'Nash point', 160, 220, 11],
      ['Final agreement', 'Final agreement', 40, 220, 8],
    ]);
    expect(plot.points[2]?.rows).toEqual([
      { name: 'You', value: '160' },
      { name: 'Opponent', value: '220' },
      { name: 'Options', value: 'Rent: High; Term: 36' },
    ]);
    // Only the series present, in the theme's colours and their own shapes.
    expect(plot.series.map((s) => [s.label, s.color, s.shape])).toEqual([
      ['Efficient deal', palette.primary, 'circle'],
      ['Nash point', palette.chartNash, 'diamond'],
      ['Final agreement', palette.opponent, 'square'],
    ]);
    expect(plot.rules.map((r) => [r.axis, r.value, r.text, r.color, r.dash])).toEqual([
      ['x', 150, 'Your walk-away 150', palette.error, [6, 4]],
      ['y', 100, 'Their walk-away 100', palette.error, [6, 4]],
    ]);
    // The frontier line joins the efficient deals from left to right.
    expect(plot.lines).toEqual([
      {
        points: [
          { x: 160, y: 220 },
          { x: 320, y: 60 },
        ],
        color: palette.chartLineSelected,
        width: 1.5,
      },
    ]);
    // The axes hold every point and both walk-away lines, with a little room: you 40–320, them 60–220 and 100.
    expect(plot.x.domain).toEqual([26, 334]);
    expect(plot.y.domain).toEqual([52, 228]);
  });

  it('draws no walk-away line that is not recorded', () => {
    expect(efficientDealsPlot({ points: POINTS, walkAway: { user: null, opponent: null } }).rules).toEqual(
      [],
    );
  });
});

describe('EfficientDealsChart', () => {
  it('shows a loading placeholder until the chart chunk has arrived', async () => {
    let arrive!: () => void;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Chart = lazyEfficientDealsChart(() => held.then(() => import('./EfficientDealsChart')));
    render(
      <EfficientDealsChartSlot Chart={Chart} points={POINTS} walkAway={{ user: 150, opponent: null }} />,
    );
    expect(screen.getByRole('status', { name: 'Efficient deals chart loading' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    arrive();
    expect(
      await screen.findByRole('img', { name: /^Your total against the opponent's for 2 efficient deals/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Efficient deals chart loading' })).not.toBeInTheDocument();
    // jsdom draws no canvas: the chart says so instead of breaking the tab.
    expect(screen.getByText(NO_CHART)).toBeInTheDocument();
  });

  describe('on a canvas', () => {
    beforeEach(() => {
      ResizeObserverStandIn.reset();
      vi.stubGlobal('ResizeObserver', ResizeObserverStandIn);
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('names the point under the pointer with both totals and its options, the legend every series', () => {
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
        new ContextStandIn() as unknown as ReturnType<HTMLCanvasElement['getContext']>,
      );
      const walkAway = { user: 150, opponent: 100 };
      render(<EfficientDealsChart points={POINTS} walkAway={walkAway} />);
      act(() => ResizeObserverStandIn.resizeAll(600));
      const chart = screen.getByRole('img', {
        name: /^Your total against the opponent's for 2 efficient deals/,
      });
      expect(chart).toHaveAccessibleName(
        "Your total against the opponent's for 2 efficient deals; Nash point at you 160, opponent 220; " +
          'Final agreement at you 40, opponent 220; your walk-away line at 150; their walk-away line at 100',
      );
      expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent(
        'Efficient dealNash pointFinal agreement',
      );

      // The Nash point is drawn over efficient deal 2 (both at 160, 220): the tooltip names the one seen.
      const plot = efficientDealsPlot({ points: POINTS, walkAway });
      const nash = layoutPlot(plot, 600, plot.height).marks[2]!;
      fireEvent.pointerMove(chart.querySelector('canvas')!, { clientX: nash.x + 3, clientY: nash.y + 3 });
      expect(screen.getByRole('tooltip')).toHaveTextContent(
        /^Nash pointYou 160Opponent 220Options Rent: High; Term: 36$/,
      );
    });

    it('keeps a sentence in place of a chart that fails to draw', () => {
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
        new ContextStandIn('fill') as unknown as ReturnType<HTMLCanvasElement['getContext']>,
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(<EfficientDealsChart points={POINTS} walkAway={{ user: null, opponent: null }} />);
      act(() => ResizeObserverStandIn.resizeAll(600));
      expect(screen.getByText(NO_CHART)).toBeInTheDocument();
    });
  });
});
