import { Modal, Typography } from 'antd';
import { EXPORT_CAP } from './export-json';
import { formatCount } from './selection';

export interface ScenarioHelpModalProps {
  open: boolean;
  onClose: () => void;
}

/** The `?` button's explanation of brushing, the filter panel and the selection buttons. */
export function ScenarioHelpModal({ open, onClose }: ScenarioHelpModalProps) {
  return (
    <Modal title="How to explore scenarios" open={open} onCancel={onClose} onOk={onClose} footer={null}>
      <Typography.Paragraph>
        Each line is one scenario: one option per issue. Every issue has two axes, your points (U.Pts) and the
        opponent&apos;s points (O.Pts).
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Brushing:</strong> drag up or down on an axis to keep only the scenarios whose points there
        lie in that range. Drag the brush to move it, drag elsewhere on the axis to replace it, and click the
        axis outside the brush to clear it. All filters apply together.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Filter panel:</strong> the same filters as minimum and maximum boxes per axis, usable with the
        keyboard. Clear both boxes to remove a filter.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Restore</strong> clears every filter. <strong>Keep</strong> confirms the selection as your
        working set. <strong>Exclude</strong> inverts it: the scenarios that do not match become the
        selection.
      </Typography.Paragraph>
      <Typography.Paragraph className="m-0">
        <strong>JSON</strong> downloads the selected scenarios (or the best ones when nothing is selected), at
        most {formatCount(EXPORT_CAP)}. Counts are always exact; the chart draws a sample when there are too
        many scenarios to draw them all.
      </Typography.Paragraph>
    </Modal>
  );
}
