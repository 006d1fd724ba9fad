import { IMPORTANCE_BAR_MAX, importanceBarPercent } from '@parley/scoring';
import { Flex, Typography } from 'antd';
import { BAR_MIDPOINT_PERCENT, barWidthPercent, importanceLabel } from './strategy-model';

interface ImportanceBarProps {
  /** `Your importance` or `Opponent importance`. */
  label: string;
  issueName: string;
  /** The unrounded strategic importance; the bar clamps it to 0–200%. */
  importance: number;
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
      <div
        role="meter"
        aria-label={`${label} of ${issueName}: ${shown}`}
        aria-valuemin={0}
        aria-valuemax={IMPORTANCE_BAR_MAX}
        aria-valuenow={Math.round(importanceBarPercent(importance))}
        aria-valuetext={shown}
        style={{
          position: 'relative',
          height: 10,
          marginTop: 4,
          borderRadius: 5,
          background: '#e2e8f0',
        }}
      >
        <div
          data-testid="importance-fill"
          style={{
            width: `${barWidthPercent(importance)}%`,
            height: '100%',
            borderRadius: 5,
            background: color,
          }}
        />
        <div
          data-testid="importance-midpoint"
          title="100%"
          aria-hidden
          style={{
            position: 'absolute',
            left: `${BAR_MIDPOINT_PERCENT}%`,
            top: -3,
            bottom: -3,
            width: 2,
            marginLeft: -1,
            background: '#0f172a',
          }}
        />
      </div>
      <div aria-hidden style={{ position: 'relative', height: 16, fontSize: 11, color: '#64748b' }}>
        <span style={{ position: 'absolute', left: 0 }}>0%</span>
        <span
          style={{ position: 'absolute', left: `${BAR_MIDPOINT_PERCENT}%`, transform: 'translateX(-50%)' }}
        >
          100%
        </span>
        <span style={{ position: 'absolute', right: 0 }}>200%</span>
      </div>
    </div>
  );
}
