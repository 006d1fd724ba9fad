import { DownloadOutlined, QuestionOutlined } from '@ant-design/icons';
import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import type { Party, ScoredIssue } from '@parley/scoring';
import { App, Button, Card, Collapse, Empty, Flex, Tag, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { buildAxes, scenarioAxisValues } from './axes';
import { filterCountLabel, withoutRange, withRange, type Constraints } from './constraints';
import { chooseDrawnScenarios, withSelected } from './drawn';
import { buildExport, downloadJson, EXPORT_CAP, exportFileName } from './export-json';
import type { ValueRange } from './geometry';
import { FilterPanel } from './FilterPanel';
import { ParallelCoordinatesChart } from './ParallelCoordinatesChart';
import { ScenarioHelpModal } from './ScenarioHelpModal';
import { ScenarioTable } from './ScenarioTable';
import {
  counterText,
  formatCount,
  selectedMask,
  selectedScenarios,
  selectionCounts,
  take,
  type Selection,
} from './selection';
import { DEFAULT_SHOW, showLimit, tableScenarios, toRows, type ShowChoice } from './table-rows';
import { useDebouncedValue } from './useDebouncedValue';
import { SectionTitle } from '../../components/layout/SectionTitle';

/** Filters recompute this long after the last constraint change. */
export const FILTER_DELAY_MS = 50;
/** In a sampled chart, up to this many selected scenarios are drawn on top of the sample. */
const EXTRA_SELECTED_LINES = 1000;

export interface ScenarioExplorerProps {
  detail: CaseDetailResponse;
}

/** The explorer needs a user party, an opponent party and at least one issue. */
export function hasExplorerSetup(detail: CaseDetailResponse): boolean {
  return (
    detail.parties.some((p) => p.type === 'user') &&
    detail.parties.some((p) => p.type === 'opponent') &&
    detail.issues.length > 0
  );
}

function ExplorerTitle() {
  return <SectionTitle>Scenario Explorer</SectionTitle>;
}

/** The Overview tab's scenario explorer: parallel-coordinates chart, filters, counts and the scenario table. */
export function ScenarioExplorer({ detail }: ScenarioExplorerProps) {
  const issues = useMemo(() => scoredIssuesOf(detail), [detail]);
  if (!hasExplorerSetup(detail)) {
    return (
      <Card title={<ExplorerTitle />}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Add your party, the opponent and at least one issue to explore scenarios."
        />
      </Card>
    );
  }
  // Filters refer to issues by position: start afresh when the issues change.
  const issueKey = issues.map((issue) => `${issue.id}:${issue.options.length}`).join(',');
  return <Explorer key={issueKey} issues={issues} caseName={detail.case.name} />;
}

function Explorer({ issues, caseName }: { issues: ScoredIssue[]; caseName: string }) {
  const { message } = App.useApp();
  const { axes, max } = useMemo(() => buildAxes(issues), [issues]);
  const base = useMemo(() => chooseDrawnScenarios(issues), [issues]);
  const [ranges, setRanges] = useState<Constraints>([]);
  const [excluded, setExcluded] = useState(false);
  const [show, setShow] = useState<ShowChoice>(DEFAULT_SHOW);
  const [helpOpen, setHelpOpen] = useState(false);

  const appliedRanges = useDebouncedValue(ranges, FILTER_DELAY_MS);
  const selection: Selection = useMemo(
    () => ({ ranges: appliedRanges, excluded: excluded && appliedRanges.length > 0 }),
    [appliedRanges, excluded],
  );
  const counts = useMemo(() => selectionCounts(issues, selection), [issues, selection]);
  const drawn = useMemo(
    () =>
      base.sampled && counts.active
        ? withSelected(base.scenarios, selectedScenarios(issues, selection), EXTRA_SELECTED_LINES)
        : base.scenarios,
    [base, counts.active, issues, selection],
  );
  const lines = useMemo(() => drawn.map(scenarioAxisValues), [drawn]);
  const mask = useMemo(() => selectedMask(issues, drawn, selection), [issues, drawn, selection]);
  const rows = useMemo(
    () => toRows(issues, tableScenarios(issues, selection, showLimit(show))),
    [issues, selection, show],
  );

  const changeRanges = (next: Constraints) => {
    setRanges(next);
    if (next.length === 0) setExcluded(false);
  };
  const onBrush = (issueIndex: number, party: Party, range: ValueRange | null) =>
    changeRanges(
      range === null
        ? withoutRange(ranges, issueIndex, party)
        : withRange(ranges, { issueIndex, party, ...range }),
    );

  const exportJson = () => {
    const scenarios = counts.active
      ? take(selectedScenarios(issues, selection), EXPORT_CAP)
      : rows.map((row) => row.scenario);
    const data = buildExport(issues, scenarios, {
      caseName,
      kind: counts.active ? 'selected' : 'top',
      totalScenarios: counts.total,
      available: counts.active ? counts.selected : scenarios.length,
      selectedScenarios: counts.selected,
    });
    downloadJson(exportFileName(caseName), data);
    if (data.truncated) {
      void message.info(
        `Exported the first ${formatCount(data.exported)} of ${formatCount(counts.selected)} selected scenarios.`,
      );
    }
  };

  const sampleNote = base.sampled
    ? `The chart shows a sample of ${formatCount(drawn.length)} of ${formatCount(base.total)} scenarios (the best by total plus a fixed random sample); counts are exact.`
    : `The chart shows all ${formatCount(base.total)} scenarios.`;

  return (
    <Card
      title={<ExplorerTitle />}
      extra={
        <Flex gap={8}>
          <Tooltip title={`Download as JSON (at most ${formatCount(EXPORT_CAP)} scenarios)`}>
            <Button icon={<DownloadOutlined aria-hidden />} onClick={exportJson}>
              JSON
            </Button>
          </Tooltip>
          <Button
            aria-label="Help"
            icon={<QuestionOutlined aria-hidden />}
            onClick={() => setHelpOpen(true)}
          />
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong role="status" aria-live="polite">
              {counterText(counts)}
            </Typography.Text>
            <Tag>{filterCountLabel(ranges.length)}</Tag>
            {selection.excluded ? (
              <Tag color="warning">Excluded: showing the non-matching scenarios</Tag>
            ) : null}
          </Flex>
          {ranges.length > 0 ? (
            <Flex gap={8} wrap>
              <Button onClick={() => changeRanges([])}>Restore</Button>
              <Button
                onClick={() =>
                  void message.success(`Kept ${formatCount(counts.selected)} scenarios as your working set.`)
                }
              >
                Keep
              </Button>
              <Button aria-pressed={excluded} onClick={() => setExcluded((value) => !value)}>
                Exclude
              </Button>
            </Flex>
          ) : null}
        </Flex>
        <Typography.Text type="secondary">{sampleNote}</Typography.Text>
        {counts.total === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Every issue needs at least one option before there are scenarios to explore."
          />
        ) : (
          <ParallelCoordinatesChart
            axes={axes}
            max={max}
            lines={lines}
            mask={mask}
            constraints={ranges}
            onBrush={onBrush}
            label={`Parallel coordinates chart of ${formatCount(drawn.length)} scenarios across ${axes.length} axes. Drag on an axis to filter, or use the filter panel.`}
          />
        )}
        <Collapse
          items={[
            {
              key: 'filters',
              label: 'Filter panel (keyboard-friendly)',
              children: <FilterPanel axes={axes} max={max} constraints={ranges} onChange={changeRanges} />,
            },
          ]}
        />
        <ScenarioTable
          axes={axes}
          rows={rows}
          show={show}
          onShowChange={setShow}
          kind={counts.active ? 'selected' : 'top'}
          available={counts.active ? counts.selected : counts.total}
        />
      </Flex>
      <ScenarioHelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Card>
  );
}
