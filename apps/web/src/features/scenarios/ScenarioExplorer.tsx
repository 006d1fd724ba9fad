import { DownloadOutlined, OrderedListOutlined, QuestionOutlined } from '@ant-design/icons';
import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import {
  scenarioCount,
  type Party,
  type Scenario,
  type ScenarioSelection,
  type ScoredIssue,
} from '@parley/scoring';
import { Alert, App, Button, Card, Collapse, Empty, Flex, Segmented, Tag, Tooltip, Typography } from 'antd';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { buildAxes, type ChartAxis } from './axes';
import { filterCountLabel, type Constraints } from './constraints';
import {
  explorerSelection,
  handedSelection,
  INITIAL_SELECTION,
  selectionQuery,
  type ExplorerSelectionAction,
} from './explorer-selection';
import { buildExport, downloadJson, EXPORT_CAP, exportFileName } from './export-json';
import type { DensitySegment } from './density';
import type { ExplorerQuery, ExplorerStatics } from './explorer-model';
import type { ValueRange } from './geometry';
import { explorerMissing, explorerNotes } from './explorer-gaps';
import { AxisOptions } from './AxisOptions';
import { FilterPanel } from './FilterPanel';
import { buildIssueAxes, otherParty, scenarioOptionsText, scenarioValues } from './issue-axes';
import { shadeOf, type HighlightLine } from './issue-draw';
import { ParallelCoordinatesChart } from './ParallelCoordinatesChart';
import { ScenarioHelpModal } from './ScenarioHelpModal';
import { ScenarioTable } from './ScenarioTable';
import { counterText, formatCount, selectedScenarios, take } from './selection';
import { toRows, type ShowChoice } from './table-rows';
import { useDebouncedValue } from './useDebouncedValue';
import { useExplorerView } from './useExplorerView';
import { ButtonLink } from '../../components/ButtonLink';
import { Concept } from '../../components/Concept';
import { SectionTitle } from '../../components/layout/SectionTitle';
import { RetryAlert } from '../../components/RetryAlert';
import { useEventCallback } from '../../lib/useEventCallback';
import { useMountedLater } from '../../lib/useMountedLater';

/**
 * Filters recompute this long after the last constraint change while someone types in the filter panel; a
 * finished change (a brush released, Enter in the panel, Restore) applies at once (docs/decisions.md §26).
 */
export const FILTER_DELAY_MS = 50;

export interface ScenarioExplorerProps {
  detail: CaseDetailResponse;
  /**
   * Told the applied selection whenever it changes: null while no filter is active. The case screen hands it
   * to the Strategy tab's Value Creation Analysis.
   */
  onSelectionChange?: (selection: ScenarioSelection | null) => void;
  /** Where 'Add Issues' leads while the case has no issue (the case screen's Issues tab). */
  issuesHref?: string;
}

/** The explorer card's id: a link to `#scenario-explorer` (Strategy's "Hi-Plot chart") scrolls to it and focuses it. */
export const EXPLORER_ANCHOR = 'scenario-explorer';

/**
 * Brings the explorer into view and focus when the address asks for it (`#scenario-explorer`), on each such
 * navigation: the Strategy tab's link opens the Overview on it, with the selection it holds in view.
 */
function useJumpToExplorer() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== `#${EXPLORER_ANCHOR}`) return;
    const card = document.getElementById(EXPLORER_ANCHOR);
    if (!card) return;
    card.scrollIntoView?.({ block: 'start' }); // jsdom has none
    card.focus({ preventScroll: true });
  }, [hash, key]);
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

/**
 * The Overview tab's scenario explorer: parallel-coordinates chart, filters, counts and the scenario table.
 * Memoised: the case screen re-renders when the selection it hands to Strategy changes, and the explorer,
 * whose props did not, need not render again with it (docs/performance.md, third pass).
 */
export const ScenarioExplorer = memo(function ScenarioExplorer({
  detail,
  onSelectionChange,
  issuesHref,
}: ScenarioExplorerProps) {
  const issues = useMemo(() => scoredIssuesOf(detail), [detail]);
  useJumpToExplorer();
  if (!hasExplorerSetup(detail)) {
    return (
      <Card title={<ExplorerTitle />} id={EXPLORER_ANCHOR} tabIndex={-1}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={explorerMissing(detail)}>
          {issuesHref && detail.issues.length === 0 ? (
            <ButtonLink to={issuesHref} type="primary" icon={<OrderedListOutlined aria-hidden />}>
              Add Issues
            </ButtonLink>
          ) : null}
        </Empty>
      </Card>
    );
  }
  // Filters refer to issues by position: start afresh when the issues change.
  const issueKey = issues.map((issue) => `${issue.id}:${issue.options.length}`).join(',');
  return (
    <Explorer
      key={issueKey}
      issues={issues}
      caseName={detail.case.name}
      onSelectionChange={onSelectionChange}
    />
  );
});

const LINE_KIND_LABELS: Record<HighlightLine['kind'], string> = {
  top: 'Top match',
  pareto: 'Pareto-efficient',
  nash: 'Nash point',
};

interface DrawnLine extends HighlightLine {
  scenario: Scenario;
  title: string;
}

function highlightLines(
  top: readonly Scenario[],
  statics: ExplorerStatics | null,
  party: Party,
): DrawnLine[] {
  const other = otherParty(party);
  const [min, max] =
    statics === null
      ? [0, 0]
      : other === 'user'
        ? [statics.userMin, statics.userMax]
        : [statics.opponentMin, statics.opponentMax];
  const line = (kind: HighlightLine['kind'], scenario: Scenario, title: string): DrawnLine => ({
    key: `${kind}:${scenario.optionIds.join('-')}`,
    kind,
    values: scenarioValues(scenario, party),
    shade: shadeOf(other === 'user' ? scenario.userTotal : scenario.opponentTotal, min, max),
    scenario,
    title,
  });
  return [
    ...(statics?.pareto ?? []).map((s) => line('pareto', s, LINE_KIND_LABELS.pareto)),
    ...top.map((s, i) => line('top', s, `${LINE_KIND_LABELS.top} #${i + 1}`)),
    ...(statics?.nash ? [line('nash', statics.nash, LINE_KIND_LABELS.nash)] : []),
  ];
}

function Explorer({
  issues,
  caseName,
  onSelectionChange,
}: {
  issues: ScoredIssue[];
  caseName: string;
  onSelectionChange?: (selection: ScenarioSelection | null) => void;
}) {
  const { message } = App.useApp();
  const later = useMountedLater();
  const filterAxes = useMemo(() => buildAxes(issues), [issues]);
  const [party, setParty] = useState<Party>('user');
  const axes = useMemo(() => buildIssueAxes(issues, party), [issues, party]);
  const [selection, dispatch] = useReducer(explorerSelection, INITIAL_SELECTION);
  const { ranges, excluded, show, page } = selection;
  const [focused, setFocused] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpMounted, setHelpMounted] = useState(false);
  if (helpOpen && !helpMounted) setHelpMounted(true);

  const [appliedRanges, applyRanges] = useDebouncedValue(ranges, FILTER_DELAY_MS);
  const { exclude, offset, limit } = selectionQuery(selection, appliedRanges, party);
  const query: ExplorerQuery = useMemo(
    () => ({ ranges: appliedRanges, exclude, party, offset, limit }),
    [appliedRanges, exclude, party, offset, limit],
  );
  const { view, statics, pending, ask, failure, retry } = useExplorerView(issues, query);
  const total = useMemo(() => scenarioCount(issues), [issues]);
  const active = view?.active ?? false;
  const selected = view?.selected ?? total;

  // Handed on once the explorer's own view for it is in (counts and chart first; the case screen's re-render
  // for Strategy is a transition after them).
  const selectionReady = !pending || view === null;
  useEffect(() => {
    if (!selectionReady) return;
    onSelectionChange?.(handedSelection(issues, { ranges: appliedRanges, exclude }));
  }, [issues, appliedRanges, exclude, onSelectionChange, selectionReady]);

  const lines = useMemo(() => highlightLines(view?.top ?? [], statics, party), [view, statics, party]);
  // The table follows in a later, interruptible render: a new view commits the counts and the chart first.
  const tableView = useDeferredValue(view);
  const rows = useMemo(
    () => toRows(issues, tableView?.page ?? [], tableView?.offset ?? 0),
    [issues, tableView],
  );
  // So do the filter's buttons and tag: a released brush renders the chart's brush alone, then the new view.
  const filterCount = useDeferredValue(ranges.length);
  const focusedLine = focused === null ? undefined : lines[focused];

  /** `now`: a finished change (brush released, Restore), applied without the typing delay. */
  const changeRanges = useEventCallback((action: ExplorerSelectionAction, now: boolean) => {
    if (now) {
      // The worker starts on the query this change makes before React renders it.
      const next = explorerSelection(selection, action);
      ask(selectionQuery(next, next.ranges, party));
      applyRanges(next.ranges);
    }
    dispatch(action);
    setFocused(null);
  });
  // The chart calls this once, when a brush is released (a drag changes nothing until then).
  const onBrush = useEventCallback((issueIndex: number, range: ValueRange | null) =>
    changeRanges({ type: 'brushed', issueIndex, party, range }, true),
  );
  const onPanelChange = useEventCallback((next: Constraints) =>
    changeRanges({ type: 'rangesChanged', ranges: next }, false),
  );
  const commitFilters = useEventCallback(() => applyRanges(ranges));
  const restore = useEventCallback(() => changeRanges({ type: 'restored' }, true));
  const keep = useEventCallback(() => {
    dispatch({ type: 'kept' });
    void message.success(`Kept ${formatCount(selected)} scenarios as your working set.`);
  });
  const toggleExclude = useCallback(() => dispatch({ type: 'excludeToggled' }), []);
  const changeParty = useCallback((value: Party) => {
    setParty(value);
    setFocused(null);
  }, []);
  const openHelp = useCallback(() => setHelpOpen(true), []);

  const onShowChange = useCallback((next: ShowChoice) => dispatch({ type: 'showChanged', show: next }), []);
  const onPageChange = useCallback((next: number) => dispatch({ type: 'pageChanged', page: next }), []);

  const exportJson = useEventCallback(() => {
    const scenarios = active
      ? take(selectedScenarios(issues, { ranges: appliedRanges, excluded: exclude }), EXPORT_CAP)
      : rows.map((row) => row.scenario);
    const data = buildExport(issues, scenarios, {
      caseName,
      kind: active ? 'selected' : 'top',
      totalScenarios: total,
      available: active ? selected : scenarios.length,
      selectedScenarios: selected,
    });
    downloadJson(exportFileName(caseName), data);
    if (data.truncated) {
      void message.info(
        `Exported the first ${formatCount(data.exported)} of ${formatCount(selected)} selected scenarios.`,
      );
    }
  });

  const other = otherParty(party);
  const scaleRange = useMemo(
    () =>
      statics === null
        ? null
        : other === 'user'
          ? [statics.userMin, statics.userMax]
          : [statics.opponentMin, statics.opponentMax],
    [statics, other],
  );
  const notes = useMemo(() => explorerNotes(issues), [issues]);
  const actions = useMemo(
    () => <ExplorerActions onExport={exportJson} onHelp={openHelp} />,
    [exportJson, openHelp],
  );

  // Every part below is memoised: a released brush, a new view and a hovered line each render only the parts
  // whose props changed (docs/performance.md, fifth pass).
  return (
    <Card title={<ExplorerTitle />} extra={actions} id={EXPLORER_ANCHOR} tabIndex={-1}>
      <Flex vertical gap={16}>
        <ExplorerCounts
          total={total}
          selected={selected}
          active={active}
          filterCount={filterCount}
          exclude={exclude}
          excluded={excluded}
          onRestore={restore}
          onKeep={keep}
          onToggleExclude={toggleExclude}
        />
        {failure ? <ExplorerFailure onRetry={retry} /> : null}
        {notes.length > 0 ? (
          <Alert
            type="info"
            showIcon
            title={notes.length === 1 ? notes[0] : <ExplorerNotes notes={notes} />}
            data-testid="explorer-notes"
          />
        ) : null}
        <Flex align="center" justify="space-between" gap={8} wrap>
          <PartySwitch party={party} onChange={changeParty} />
          {total === 0 ? null : <AxisOptions axes={axes} />}
        </Flex>
        {total === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Every issue needs at least one option before there are scenarios to explore."
          />
        ) : (
          <>
            <ParallelCoordinatesChart
              axes={axes}
              segments={view?.segments ?? NO_SEGMENTS}
              active={active}
              lines={lines}
              focused={focused}
              onFocusLine={setFocused}
              constraints={ranges}
              onBrush={onBrush}
              label={`Parallel coordinates chart of ${formatCount(total)} scenarios, one axis per issue, options placed by ${party === 'user' ? 'your' : "the opponent's"} points. Drag on an axis to filter; use the arrow keys to walk the highlighted lines, or the filter panel.`}
            />
          </>
        )}
        {/* Below the chart (the legend, the line readout, the filter panel and the table): mounted after the
            chart's first paint, in a commit of its own (lib/useMountedLater). */}
        {later ? (
          <>
            {total === 0 ? null : (
              <>
                <ChartLegend party={party} scaleRange={scaleRange} active={active} />
                <LineReadout issues={issues} line={focusedLine} />
              </>
            )}
            <FilterSection
              axes={filterAxes.axes}
              max={filterAxes.max}
              constraints={ranges}
              onChange={onPanelChange}
              onCommit={commitFilters}
            />
            <ScenarioTable
              axes={filterAxes.axes}
              rows={rows}
              show={show}
              onShowChange={onShowChange}
              kind={(tableView?.active ?? false) ? 'selected' : 'top'}
              available={tableView?.selected ?? total}
              page={page}
              onPageChange={onPageChange}
              loading={pending && view === null && failure === null}
            />
          </>
        ) : (
          <div
            className="scenario-explorer-later"
            aria-busy="true"
            aria-label="Loading the filter panel and the table"
          />
        )}
      </Flex>
      {/* Mounted once first opened, and kept, so that it closes with its animation. */}
      {helpMounted ? <ScenarioHelpModal open={helpOpen} onClose={() => setHelpOpen(false)} /> : null}
    </Card>
  );
}

const NO_SEGMENTS: DensitySegment[] = [];

function ExplorerNotes({ notes }: { notes: readonly string[] }) {
  return (
    <ul className="scenario-explorer-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** A computation that failed in the explorer's worker: said plainly, with a way to ask again. */
const ExplorerFailure = memo(function ExplorerFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert
      type="error"
      title="The scenarios could not be worked out"
      description="Something went wrong while counting the scenarios for this view. Your case and your filters are unchanged."
      onRetry={onRetry}
    />
  );
});

const ExplorerActions = memo(function ExplorerActions({
  onExport,
  onHelp,
}: {
  onExport: () => void;
  onHelp: () => void;
}) {
  return (
    <Flex gap={8}>
      <Tooltip title={`Download as JSON (at most ${formatCount(EXPORT_CAP)} scenarios)`}>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={onExport}>
          JSON
        </Button>
      </Tooltip>
      <Button aria-label="Help" icon={<QuestionOutlined aria-hidden />} onClick={onHelp} />
    </Flex>
  );
});

/** The counts, the filter tag and, while filters are set, Restore, Keep and Exclude. */
const ExplorerCounts = memo(function ExplorerCounts({
  total,
  selected,
  active,
  filterCount,
  exclude,
  excluded,
  onRestore,
  onKeep,
  onToggleExclude,
}: {
  total: number;
  selected: number;
  active: boolean;
  filterCount: number;
  exclude: boolean;
  excluded: boolean;
  onRestore: () => void;
  onKeep: () => void;
  onToggleExclude: () => void;
}) {
  return (
    <Flex align="center" justify="space-between" gap={8} wrap>
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong role="status" aria-live="polite" className="scenario-counter">
          {counterText({ total, matching: selected, selected, active })}
        </Typography.Text>
        <Tag>{filterCountLabel(filterCount)}</Tag>
        {exclude ? <Tag color="warning">Excluded: showing the non-matching scenarios</Tag> : null}
      </Flex>
      {filterCount > 0 ? (
        <Flex gap={8} wrap>
          <Button onClick={onRestore}>Restore</Button>
          <Button onClick={onKeep}>Keep</Button>
          <Button aria-pressed={excluded} onClick={onToggleExclude}>
            Exclude
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
});

const PartySwitch = memo(function PartySwitch({
  party,
  onChange,
}: {
  party: Party;
  onChange: (party: Party) => void;
}) {
  return (
    <Flex align="center" gap={8} wrap>
      <Typography.Text id="scenario-points-of">Points of:</Typography.Text>
      <Segmented<Party>
        aria-labelledby="scenario-points-of"
        value={party}
        onChange={onChange}
        options={PARTY_OPTIONS}
      />
      <Concept term="pointsOf" />
    </Flex>
  );
});

const PARTY_OPTIONS: Array<{ value: Party; label: string }> = [
  { value: 'user', label: 'You' },
  { value: 'opponent', label: 'Opponent' },
];

/** What the hovered or focused highlight line is: its kind, both totals and its options. */
const LineReadout = memo(function LineReadout({
  issues,
  line,
}: {
  issues: readonly ScoredIssue[];
  line: DrawnLine | undefined;
}) {
  return (
    <Typography.Paragraph className="scenario-line-readout" aria-live="polite" data-testid="line-readout">
      {line ? (
        <>
          <Typography.Text strong>{line.title}</Typography.Text>
          {` — You ${formatCount(line.scenario.userTotal)} · Opponent ${formatCount(line.scenario.opponentTotal)} · Total ${formatCount(line.scenario.userTotal + line.scenario.opponentTotal)}. `}
          {scenarioOptionsText(issues, line.scenario)}
        </>
      ) : (
        <Typography.Text type="secondary">
          Point at a highlighted line, or focus the chart and use the arrow keys, to see its options and
          totals.
        </Typography.Text>
      )}
    </Typography.Paragraph>
  );
});

/** The keyboard filter panel, folded by default (its boxes render only once it is opened). */
const FilterSection = memo(function FilterSection(props: {
  axes: readonly ChartAxis[];
  max: number;
  constraints: Constraints;
  onChange: (next: Constraints) => void;
  onCommit: () => void;
}) {
  return (
    <Collapse
      items={[
        { key: 'filters', label: 'Filter panel (keyboard-friendly)', children: <FilterPanel {...props} /> },
      ]}
    />
  );
});

const ChartLegend = memo(function ChartLegend({
  party,
  scaleRange,
  active,
}: {
  party: Party;
  scaleRange: number[] | null;
  active: boolean;
}) {
  const otherName = party === 'user' ? "Opponent's total" : 'Your total';
  return (
    <Flex gap={16} wrap align="center" role="list" aria-label="Chart legend">
      <Flex gap={6} align="center" role="listitem">
        <span className="scenario-legend-swatch scenario-legend-swatch-match" aria-hidden />
        <Typography.Text type="secondary">
          {active ? 'Matching scenarios ' : 'Scenarios '}
          <Concept term="density">(width: how many)</Concept>
        </Typography.Text>
      </Flex>
      {active ? (
        <Flex gap={6} align="center" role="listitem">
          <span className="scenario-legend-swatch scenario-legend-swatch-other" aria-hidden />
          <Typography.Text type="secondary">Not matching</Typography.Text>
        </Flex>
      ) : null}
      <Flex gap={6} align="center" role="listitem">
        <span className="scenario-legend-swatch" aria-hidden />
        <Typography.Text type="secondary">
          <Concept term="topMatches">Top matches</Concept> by total
        </Typography.Text>
      </Flex>
      <Flex gap={6} align="center" role="listitem">
        <span className="scenario-legend-swatch scenario-legend-swatch-pareto" aria-hidden />
        <Typography.Text type="secondary">
          <Concept term="pareto">Pareto-efficient</Concept>
        </Typography.Text>
      </Flex>
      <Flex gap={6} align="center" role="listitem">
        <span className="scenario-legend-swatch scenario-legend-swatch-nash" aria-hidden />
        <Typography.Text type="secondary">
          <Concept term="nash">Nash point</Concept>
        </Typography.Text>
      </Flex>
      <Flex gap={6} align="center" role="listitem">
        <Typography.Text type="secondary">Line colour: {otherName}</Typography.Text>
        <Typography.Text type="secondary" className="scenario-legend-value">
          {scaleRange ? formatCount(scaleRange[0] ?? 0) : ''}
        </Typography.Text>
        <span className="scenario-legend-scale" aria-hidden />
        <Typography.Text type="secondary" className="scenario-legend-value">
          {scaleRange ? formatCount(scaleRange[1] ?? 0) : ''}
        </Typography.Text>
      </Flex>
    </Flex>
  );
});
