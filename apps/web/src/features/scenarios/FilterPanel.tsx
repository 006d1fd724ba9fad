import { Flex, InputNumber, Typography } from 'antd';
import { Explained } from '../../components/Concept';
import type { ChartAxis } from './axes';
import { rangeOn, withBound, type Constraints } from './constraints';
import './FilterPanel.css';

export interface FilterPanelProps {
  axes: readonly ChartAxis[];
  max: number;
  constraints: Constraints;
  onChange: (next: Constraints) => void;
  /** Enter in a box: the change is finished, apply it now rather than after the typing delay. */
  onCommit?: () => void;
}

/**
 * The keyboard way to filter: a min/max pair per axis, editing the same constraints as the chart's brushes.
 * An empty pair means the axis is not filtered.
 */
export function FilterPanel({ axes, max, constraints, onChange, onCommit }: FilterPanelProps) {
  return (
    <Flex vertical gap={8} role="group" aria-label="Filter panel">
      <Typography.Text type="secondary">
        Points from 0 to {max} on every axis; both ends are inclusive. Clear both boxes to remove a filter.
      </Typography.Text>
      <Flex wrap gap={12}>
        {axes.map((axis) => {
          const range = rangeOn(constraints, axis.issueIndex, axis.party);
          return (
            <Flex
              key={axis.key}
              vertical
              gap={4}
              role="group"
              aria-label={`${axis.name} filter`}
              className="filter-panel-axis"
            >
              <Typography.Text strong>
                <Explained explanation={axis.description}>{axis.label}</Explained>
              </Typography.Text>
              <Flex gap={6} align="center">
                <InputNumber
                  aria-label={`${axis.name} minimum`}
                  title={`${axis.description}: minimum`}
                  min={0}
                  precision={0}
                  placeholder="0"
                  value={range ? range.min : null}
                  onChange={(value) => onChange(withBound(constraints, axis, max, 'min', value))}
                  onPressEnter={onCommit}
                  className="filter-panel-min"
                />
                <span aria-hidden>–</span>
                <InputNumber
                  aria-label={`${axis.name} maximum`}
                  title={`${axis.description}: maximum`}
                  min={0}
                  precision={0}
                  placeholder={String(max)}
                  value={range ? range.max : null}
                  onChange={(value) => onChange(withBound(constraints, axis, max, 'max', value))}
                  onPressEnter={onCommit}
                  className="filter-panel-min"
                />
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}
