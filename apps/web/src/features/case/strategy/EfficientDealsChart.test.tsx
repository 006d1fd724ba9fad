import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { palette } from '../../../lib/theme';
import EfficientDealsChart from './EfficientDealsChart';
import type { DealPoint, EfficientDealsConfig } from './efficient-deals-chart';
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

/** Stands in for @ant-design/charts' Scatter (jsdom has no canvas) and keeps the configuration it was given. */
function recorder() {
  const given: EfficientDealsConfig[] = [];
  function Chart(config: EfficientDealsConfig) {
    given.push(config);
    return <canvas aria-hidden />;
  }
  return { Chart, given };
}

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
    expect(
      screen.getByText('The chart cannot be drawn here; the list beside it holds every point.'),
    ).toBeInTheDocument();
  });

  it('gives the chart every point with its options, the marked points on top, and both walk-away lines', () => {
    const { Chart, given } = recorder();
    render(<EfficientDealsChart Chart={Chart} points={POINTS} walkAway={{ user: 150, opponent: 100 }} />);
    const config = given.at(-1) as EfficientDealsConfig;

    expect(config.data.map((d) => [d.label, d.series, d.you, d.them, d.options])).toEqual([
      ['Efficient deal 1', 'Efficient deal', 320, 60, 'Rent: Low; Term: 36'],
      ['Efficient deal 2', 'Efficient deal', 160, 220, 'Rent: High; Term: 36'],
      ['Nash point', 'Nash point', 160, 220, 'Rent: High; Term: 36'],
      ['Final agreement', 'Final agreement', 40, 220, 'Rent: High; Term: 12'],
    ]);
    expect(config.tooltip).toEqual({
      title: 'label',
      items: [
        { field: 'you', name: 'You' },
        { field: 'them', name: 'Opponent' },
        { field: 'options', name: 'Options' },
      ],
    });
    // Only the series present, in the theme's colours.
    expect(config.scale.color).toEqual({
      domain: ['Efficient deal', 'Nash point', 'Final agreement'],
      range: [palette.primary, palette.chartNash, palette.opponent],
    });
    expect(config.annotations.map((a) => [a.type, a.data, a.labels[0]?.text])).toEqual([
      ['lineX', [150], 'Your walk-away 150'],
      ['lineY', [100], 'Their walk-away 100'],
    ]);
    // The frontier line joins the efficient deals from left to right.
    expect(config.line.data).toEqual([
      { you: 160, them: 220 },
      { you: 320, them: 60 },
    ]);
    // The axes hold every point and both walk-away lines, with a little room: you 40–320, them 60–220 and 100.
    expect(config.scale.x.domain).toEqual([26, 334]);
    expect(config.scale.y.domain).toEqual([52, 228]);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      "Your total against the opponent's for 2 efficient deals; Nash point at you 160, opponent 220; " +
        'Final agreement at you 40, opponent 220; your walk-away line at 150; their walk-away line at 100',
    );
  });

  it('draws no walk-away line that is not recorded', () => {
    const { Chart, given } = recorder();
    render(<EfficientDealsChart Chart={Chart} points={POINTS} walkAway={{ user: null, opponent: null }} />);
    expect(given.at(-1)?.annotations).toEqual([]);
  });

  it('keeps a sentence in place of a chart that fails to draw', () => {
    function Broken(): never {
      throw new Error('no canvas');
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        <EfficientDealsChart Chart={Broken} points={POINTS} walkAway={{ user: null, opponent: null }} />,
      );
    } finally {
      console.error = quiet;
    }
    expect(
      screen.getByText('The chart cannot be drawn here; the list beside it holds every point.'),
    ).toBeInTheDocument();
  });
});
