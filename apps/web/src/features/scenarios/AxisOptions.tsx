import { UnorderedListOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { memo } from 'react';
import type { IssueAxes } from './issue-axes';
import './AxisOptions.css';

/**
 * Every axis's options with both parties' points, one tap away: the chart thins the labels of options scored
 * alike (they would overlap), so this list is where every option's name can always be read.
 */
export const AxisOptions = memo(function AxisOptions({ axes }: { axes: IssueAxes }) {
  const by = axes.party === 'user' ? 'your' : "the opponent's";
  const content = (
    // Focusable: the list scrolls inside the popover, and the keyboard must be able to scroll it.
    <div className="axis-options" role="region" tabIndex={0} aria-label="All options on the chart's axes">
      <p className="axis-options-note">Each axis from top to bottom, by {by} points.</p>
      {axes.axes.map((axis) => (
        <section key={axis.issueIndex} aria-label={axis.name} className="axis-options-issue">
          <Typography.Text strong>{axis.name}</Typography.Text>
          <ul className="axis-options-list">
            {[...axis.ticks]
              .sort((a, b) => b.value - a.value || a.optionIndex - b.optionIndex)
              .map((tick) => (
                <li key={tick.optionId}>
                  {tick.name}{' '}
                  <Typography.Text type="secondary">
                    (you {tick.user} · opponent {tick.opponent})
                  </Typography.Text>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
  return (
    <Popover content={content} title="Options on each axis" trigger="click" placement="bottomRight">
      <Button icon={<UnorderedListOutlined aria-hidden />}>Show all options</Button>
    </Popover>
  );
});
