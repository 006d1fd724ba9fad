import { Flex, Select, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { ChartAxis } from './axes';
import { formatCount } from './selection';
import { ROW_CAP, SHOW_CHOICES, type ScenarioRow, type ShowChoice } from './table-rows';
import './ScenarioTable.css';

export interface ScenarioTableProps {
  axes: readonly ChartAxis[];
  rows: readonly ScenarioRow[];
  show: ShowChoice;
  onShowChange: (show: ShowChoice) => void;
  /** What the rows are: the selection (lexicographic order) or the best by total. */
  kind: 'selected' | 'top';
  /** How many scenarios the list stands for (the exact selected count, or the total). */
  available: number;
}

const PAGE_SIZE = 50;

export function tableColumns(axes: readonly ChartAxis[]): ColumnsType<ScenarioRow> {
  return [
    { key: 'rank', title: '#', dataIndex: 'rank', width: 56, fixed: 'start' },
    ...axes.map((axis, a) => ({
      key: axis.key,
      title: (
        <Tooltip title={axis.description}>
          <span>{axis.label}</span>
        </Tooltip>
      ),
      render: (_: unknown, row: ScenarioRow) => (
        <span title={`${axis.issueName}: ${row.optionNames[axis.issueIndex] ?? ''}`}>{row.values[a]}</span>
      ),
    })),
    { key: 'userTotal', title: 'You total', dataIndex: 'userTotal' },
    { key: 'opponentTotal', title: 'Opponent total', dataIndex: 'opponentTotal' },
    { key: 'total', title: 'Total', dataIndex: 'total' },
  ];
}

/** The scenario table with its `Show` select (5, 10, 25, 50 or All; All is paginated and capped). */
export function ScenarioTable({ axes, rows, show, onShowChange, kind, available }: ScenarioTableProps) {
  const capped = show === 'all' && available > ROW_CAP;
  const columns = useMemo(() => tableColumns(axes), [axes]);
  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <label htmlFor="scenario-table-show">Show</label>
        <Select<ShowChoice>
          id="scenario-table-show"
          aria-label="Show"
          value={show}
          onChange={onShowChange}
          options={SHOW_CHOICES.map((choice) => ({
            value: choice,
            label: choice === 'all' ? 'All' : String(choice),
          }))}
          className="scenario-table-show"
        />
        <Typography.Text type="secondary">
          {kind === 'selected'
            ? 'selected scenarios, in option order'
            : 'best scenarios by total (yours + opponent’s)'}
          {capped ? ` · listing the first ${formatCount(ROW_CAP)} of ${formatCount(available)}` : ''}
        </Typography.Text>
      </Flex>
      <Table<ScenarioRow>
        aria-label="Scenarios"
        size="small"
        columns={columns}
        dataSource={rows as ScenarioRow[]}
        rowKey="key"
        scroll={{ x: 'max-content' }}
        pagination={
          show === 'all' && rows.length > PAGE_SIZE
            ? { pageSize: PAGE_SIZE, showSizeChanger: false, placement: ['bottomEnd'] }
            : false
        }
        locale={{ emptyText: kind === 'selected' ? 'No scenario matches the filters.' : 'No scenarios yet.' }}
      />
    </Flex>
  );
}
