import { memo } from 'react';
import { Flex, Pagination, Select, Typography } from 'antd';
import { Concept, Explained } from '../../components/Concept';
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

const TOTALS = [
  { key: 'userTotal', title: 'You' },
  { key: 'opponentTotal', title: 'Opponent' },
  { key: 'total', title: 'Total' },
] as const;

/**
 * The scenario table, best first by joint total, with its `Show` select (5, 10, 25, 50 or All, paged): #, two
 * columns per issue with the spec's names (`Rent U.Pts`, `Rent O.Pts`; the full name and whose points on hover,
 * focus and tap, and as the header's description) whose cells
 * name the option with its points, and the totals, which stay in view (sticky) however wide the table. A plain
 * table: antd's measured its columns after the first paint and drew itself again, one long task
 * on the 12-issue case (docs/performance.md); CSS sticky columns need no measuring.
 */
export const ScenarioTable = memo(function ScenarioTable(props: ScenarioTableProps) {
  const { axes, rows, show, onShowChange, kind, available, page, onPageChange, loading } = props;
  const paged = show === 'all' && available > ALL_PAGE_SIZE;
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
          {kind === 'selected' ? 'selected ' : ''}
          <Concept term="scenario">scenarios</Concept>, best first by total (yours + opponent’s)
          {show === 'all' ? ` · all ${formatCount(available)}` : ''}
        </Typography.Text>
      </Flex>
      <div className="scenario-table-scroll" aria-busy={loading ? true : undefined}>
        <table aria-label="Scenarios" className="scenario-table">
          <thead>
            <tr>
              <th scope="col" className="scenario-table-rank">
                #
              </th>
              {axes.map((axis) => (
                <th scope="col" key={axis.key}>
                  <Explained explanation={axis.description}>{axis.label}</Explained>
                </th>
              ))}
              {TOTALS.map((total) => (
                <th
                  scope="col"
                  key={total.key}
                  className={`scenario-table-sticky scenario-table-${total.key}`}
                >
                  {total.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={axes.length + 4} className="scenario-table-empty">
                  {loading
                    ? 'Loading scenarios…'
                    : kind === 'selected'
                      ? 'No scenario matches the filters.'
                      : 'No scenarios yet.'}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key}>
                  <td className="scenario-table-rank">{row.rank}</td>
                  {axes.map((axis, a) => {
                    const option = row.optionNames[axis.issueIndex] ?? '';
                    return (
                      <td key={axis.key}>
                        <span title={`${axis.issueName}: ${option}`} className="scenario-table-cell">
                          <span className="scenario-table-option">{option}</span>{' '}
                          <strong>{row.values[a]}</strong>
                        </span>
                      </td>
                    );
                  })}
                  {TOTALS.map((total) => (
                    <td key={total.key} className={`scenario-table-sticky scenario-table-${total.key}`}>
                      {row[total.key]}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {paged ? (
        <Pagination
          align="end"
          current={page}
          pageSize={ALL_PAGE_SIZE}
          total={available}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      ) : null}
    </Flex>
  );
});
