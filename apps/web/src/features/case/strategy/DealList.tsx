import { Pagination, Tag, Typography } from 'antd';
import { memo, useId, useState } from 'react';
import { countOf } from './decision-support';
import type { DealPoint } from './efficient-deals-chart';

/** Rows a page of the list shows; a 12 × 10 frontier holds hundreds of points. */
export const DEALS_PER_PAGE = 10;

/** "Below your walk-away" / "Below their walk-away" tags for a package. */
export function WalkAwayFlags({ below }: { below: { user: boolean; opponent: boolean } }) {
  return (
    <>
      {below.user ? <Tag color="error">Below your walk-away</Tag> : null}
      {below.opponent ? <Tag color="warning">Below their walk-away</Tag> : null}
    </>
  );
}

/**
 * The chart's points as a table beside it (below it on a phone): each point's label, options and both
 * totals, the marked points first, a page of {@link DEALS_PER_PAGE} at a time with the count stated.
 */
export const DealList = memo(function DealList({ points }: { points: readonly DealPoint[] }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(points.length / DEALS_PER_PAGE));
  const current = Math.min(page, pages);
  const first = (current - 1) * DEALS_PER_PAGE;
  const shown = points.slice(first, first + DEALS_PER_PAGE);
  const efficient = points.filter((p) => p.series === 'frontier').length;
  return (
    <div className="deal-list">
      {/* A safety net on narrow screens: the table scrolls inside its box, never the page. */}
      <div className="deal-table-scroll" tabIndex={0} role="group" aria-label="Efficient deals table">
        <table className="deal-table" aria-describedby={`${id}-count`}>
          <caption className="deal-table-caption">Efficient deals and marked points</caption>
          <thead>
            <tr>
              <th scope="col">Point</th>
              <th scope="col">Options</th>
              <th scope="col" className="deal-table-number">
                You
              </th>
              <th scope="col" className="deal-table-number">
                Opponent
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((point) => (
              <tr key={point.label}>
                <th scope="row" className="deal-table-label">
                  {point.label}
                  <WalkAwayFlags below={point.belowWalkAway} />
                </th>
                <td className="deal-table-options">{point.options}</td>
                <td className="deal-table-number">{point.userTotal}</td>
                <td className="deal-table-number">{point.opponentTotal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography.Text type="secondary" id={`${id}-count`}>
        {countOf(efficient, 'efficient deal')}
        {points.length > efficient ? ` and ${countOf(points.length - efficient, 'marked point')}` : ''}
        {pages > 1 ? `; rows ${first + 1}–${first + shown.length} of ${points.length}` : ''}
      </Typography.Text>
      {pages > 1 ? (
        <Pagination
          size="small"
          current={current}
          total={points.length}
          pageSize={DEALS_PER_PAGE}
          showSizeChanger={false}
          onChange={setPage}
          aria-label="Efficient deals pages"
        />
      ) : null}
    </div>
  );
});
