import { Flex, Select, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import type { ChartAxis } from './axes';
import { formatCount } from './selection';
import { ALL_PAGE_SIZE, SHOW_CHOICES, type ScenarioRow, type ShowChoice } from './table-rows';
import './ScenarioTable.css';

export interface ScenarioTableProps {
  axes: readonly ChartAxis[];
  rows: readonly ScenarioRow[];
  show: ShowChoice;
  onShowChange: (show: ShowChoice) => void;
  /** What the rows are: the best of the selection, or the best of all scenarios. */
  kind: 'selected' | 'top';
  /** How many scenarios the list stands for (the exact selected count, or the total). */
  available: number;
  /** The page of All (1-based) and its change. */
  page: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
}

/**
 * #, two columns per issue with the spec's names (`Rent U.Pts`, `Rent O.Pts`; the full name on hover) whose
 * cells name the option with its points, and the totals, which stay in view (sticky) however wide the table.
 */
export function tableColumns(axes: readonly ChartAxis[]): ColumnsType<ScenarioRow> {
  return [
    { key: 'rank', title: '#', dataIndex: 'rank', width: 64, fixed: 'start' },
    ...axes.map((axis, a) => ({
      key: axis.key,
      title: (
        <Tooltip title={axis.description}>
          <span title={axis.issueName}>{axis.label}</span>
        </Tooltip>
      ),
      render: (_: unknown, row: ScenarioRow) => {
        const option = row.optionNames[axis.issueIndex] ?? '';
        return (
          <span title={`${axis.issueName}: ${option}`} className="scenario-table-cell">
            <span className="scenario-table-option">{option}</span> <strong>{row.values[a]}</strong>
          </span>
        );
      },
    })),
    { key: 'userTotal', title: 'You', dataIndex: 'userTotal', width: 72, fixed: 'end' },
    { key: 'opponentTotal', title: 'Opponent', dataIndex: 'opponentTotal', width: 92, fixed: 'end' },
    { key: 'total', title: 'Total', dataIndex: 'total', width: 72, fixed: 'end' },
  ];
}

/** The scenario table, best first by joint total, with its `Show` select (5, 10, 25, 50 or All, paged). */
export function ScenarioTable(props: ScenarioTableProps) {
  const { axes, rows, show, onShowChange, kind, available, page, onPageChange, loading } = props;
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
          {kind === 'selected' ? 'selected scenarios' : 'scenarios'}, best first by total (yours + opponent’s)
          {show === 'all' ? ` · all ${formatCount(available)}` : ''}
        </Typography.Text>
      </Flex>
      <Table<ScenarioRow>
        aria-label="Scenarios"
        size="small"
        columns={columns}
        dataSource={rows as ScenarioRow[]}
        rowKey="key"
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={
          show === 'all' && available > ALL_PAGE_SIZE
            ? {
                current: page,
                pageSize: ALL_PAGE_SIZE,
                total: available,
                showSizeChanger: false,
                onChange: onPageChange,
                placement: ['bottomEnd'],
              }
            : false
        }
        locale={{ emptyText: kind === 'selected' ? 'No scenario matches the filters.' : 'No scenarios yet.' }}
      />
    </Flex>
  );
}
