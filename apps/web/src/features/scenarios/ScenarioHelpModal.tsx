import { Modal, Typography } from 'antd';
import { Concept } from '../../components/Concept';
import { EXPORT_CAP } from './export-json';
import { PARETO_LINES, TOP_LINES } from './explorer-model';
import { formatCount } from './selection';

export interface ScenarioHelpModalProps {
  open: boolean;
  onClose: () => void;
}

/** Where the help's Concepts section is: every concept on the screens, in plain words. */
export const CONCEPTS_HREF = '/how-it-works#concepts';

/**
 * The `?` button's explanation of the chart as it is drawn today: one axis per issue, options placed by the
 * side the `Points of` switch names, density bands, highlighted lines; then brushing, the filter panel, the
 * selection buttons, the table and the download. A test reads it against the explorer it describes.
 */
export function ScenarioHelpModal({ open, onClose }: ScenarioHelpModalProps) {
  return (
    <Modal title="How to explore scenarios" open={open} onCancel={onClose} onOk={onClose} footer={null}>
      <Typography.Paragraph>
        Each issue is one vertical axis, and its options sit on it at their points. A{' '}
        <Concept term="scenario">scenario</Concept> picks one option per issue, so it runs across all the
        axes. The <strong>Points of: You / Opponent</strong> switch chooses whose points place the options.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Bands:</strong> between two neighbouring axes, the width of a band shows how many scenarios go
        from one option to the next (<Concept term="density">density</Concept>). With a filter set, the
        matching scenarios are drawn in colour and the others in grey. Every scenario is counted; none is left
        out.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Lines:</strong> the {TOP_LINES} <Concept term="topMatches">top matches</Concept> by total, up
        to {PARETO_LINES} <Concept term="pareto">Pareto-efficient</Concept> scenarios (dashed) and the{' '}
        <Concept term="nash">Nash point</Concept> (thick). A line&apos;s colour shows the other side&apos;s
        total. Point at a line, or focus the chart and use the arrow keys, to read its options and totals
        below the chart.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Brushing:</strong> drag up or down on an axis to keep only the scenarios whose option there
        lies in that range of the points shown. Drag the brush to move it, drag elsewhere on the axis to
        replace it, and click the axis outside the brush to clear it. All filters apply together.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Filter panel:</strong> the same filters as minimum and maximum boxes, for your points (
        <Concept term="uPts">U.Pts</Concept>) and the opponent&apos;s (<Concept term="oPts">O.Pts</Concept>)
        on every issue, usable with the keyboard. Clear both boxes to remove a filter.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Restore</strong> clears every filter. <strong>Keep</strong> confirms the selection as your
        working set. <strong>Exclude</strong> inverts it: the scenarios that do not match become the
        selection. The Strategy tab&apos;s Value Creation Analysis follows the selection.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <strong>Table:</strong> the best scenarios first by total, two columns per issue (U.Pts and O.Pts
        after the first 6 letters of its name; point at or focus a header for the full name).{' '}
        <strong>JSON</strong> downloads the selected scenarios (or the best ones when nothing is selected), at
        most {formatCount(EXPORT_CAP)}.
      </Typography.Paragraph>
      <Typography.Paragraph className="m-0">
        <Typography.Link href={CONCEPTS_HREF} target="_blank" rel="noopener noreferrer">
          Every concept in plain words (opens in a new tab)
        </Typography.Link>
      </Typography.Paragraph>
    </Modal>
  );
}
