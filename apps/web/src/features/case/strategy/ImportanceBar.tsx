import { IMPORTANCE_BAR_MAX, importanceBarPercent } from '@parley/scoring';
import { Flex, Typography } from 'antd';
import { MeterTrack } from '../../../components/MeterTrack';
import { BAR_MIDPOINT_PERCENT, barWidthPercent, importanceLabel } from './strategy-model';
import './ImportanceBar.css';

interface ImportanceBarProps {
  /** `Your importance` or `Opponent importance`. */
  label: string;
  issueName: string;
  /** The unrounded strategic importance; the bar clamps it to 0–200%. */
  importance: number;
  /** A colour of the palette (lib/theme.ts). */
  color: string;
}

/**
 * One party's importance of an issue as a bar from 0% to 200%, with the 100% midpoint marked: a meter named
 * `Your importance of Rent: 120%` for assistive technology.
 */
export function ImportanceBar({ label, issueName, importance, color }: ImportanceBarProps) {
  const shown = importanceLabel(importance);
  return (
    <div>
      <Flex justify="space-between" gap={8}>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text strong>{shown}</Typography.Text>
      </Flex>
      <MeterTrack
        role="meter"
        aria-label={`${label} of ${issueName}: ${shown}`}
        aria-valuemin={0}
        aria-valuemax={IMPORTANCE_BAR_MAX}
        aria-valuenow={Math.round(importanceBarPercent(importance))}
        aria-valuetext={shown}
        fillPercent={barWidthPercent(importance)}
        fillColor={color}
        markPercent={BAR_MIDPOINT_PERCENT}
        markTitle="100%"
        fillTestId="importance-fill"
        markTestId="importance-midpoint"
      />
      <div aria-hidden className="importance-bar-scale">
        <span className="importance-bar-min">0%</span>
        <span className="importance-bar-midpoint">100%</span>
        <span className="importance-bar-max">200%</span>
      </div>
    </div>
  );
}
