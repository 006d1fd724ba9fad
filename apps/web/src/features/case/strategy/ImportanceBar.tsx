import { IMPORTANCE_BAR_MAX, importanceBarPercent } from '@parley/scoring';
import { Flex, Typography } from 'antd';
import { MeterTrack } from '../../../components/MeterTrack';
import { barWidthPercent, swingLabel } from './strategy-model';
import './ImportanceBar.css';

interface ImportanceBarProps {
  /** `Your swing` or `Their swing`. */
  label: string;
  issueName: string;
  /** The side's swing on the issue (best minus worst points); the bar runs from 0 to 250 points. */
  importance: number;
  /** A colour of the palette (lib/theme.ts). */
  color: string;
}

/**
 * One side's stake in an issue (its swing: how far the issue alone moves that side's total) as a bar from 0 to
 * 250 points, the same scale for both sides: a meter named `Your swing on Rent: 120 points` for assistive
 * technology.
 */
export function ImportanceBar({ label, issueName, importance, color }: ImportanceBarProps) {
  const shown = swingLabel(importance);
  return (
    <div>
      <Flex justify="space-between" gap={8}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text strong>{shown}</Typography.Text>
      </Flex>
      <MeterTrack
        role="meter"
        aria-label={`${label} on ${issueName}: ${shown}`}
        aria-valuemin={0}
        aria-valuemax={IMPORTANCE_BAR_MAX}
        aria-valuenow={Math.round(importanceBarPercent(importance))}
        aria-valuetext={shown}
        fillPercent={barWidthPercent(importance)}
        fillColor={color}
        fillTestId="importance-fill"
      />
      <div aria-hidden className="importance-bar-scale">
        <span className="importance-bar-min">0</span>
        <span className="importance-bar-max">{IMPORTANCE_BAR_MAX} points</span>
      </div>
    </div>
  );
}
