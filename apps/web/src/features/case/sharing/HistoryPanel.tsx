import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { formatDateTime } from '../../../lib/format';
import type { ActivityItem } from '../../../lib/sharing';
import { useGetActivityQuery } from './sharingApi';
import './HistoryPanel.css';

type Cursor = number | string | undefined;

/** One line: who, what in plain words, when. */
function HistoryLine({ item }: { item: ActivityItem }) {
  // The API's summary may already start with the person's name; it is not said twice.
  const named = item.summary.startsWith(item.actor.name);
  return (
    <li className="history-line">
      <Typography.Text>
        {named ? null : <Typography.Text strong>{item.actor.name} </Typography.Text>}
        {item.summary}
      </Typography.Text>
      <Typography.Text type="secondary" className="history-time">
        <time dateTime={item.at}>{formatDateTime(item.at)}</time>
      </Typography.Text>
    </li>
  );
}

/** One page of the history; the last page read offers the next. */
function HistoryPage({
  caseId,
  before,
  last,
  onMore,
}: {
  caseId: number;
  before: Cursor;
  last: boolean;
  onMore: (next: number | string) => void;
}) {
  const { data, error, isLoading, isFetching, refetch } = useGetActivityQuery(
    before === undefined ? { caseId } : { caseId, before },
  );
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (error || !data)
    return (
      <RetryAlert
        type="error"
        title="Could not load the history"
        description="Something went wrong while loading who changed what."
        onRetry={() => void refetch()}
      />
    );
  return (
    <>
      {data.items.map((item) => (
        <HistoryLine key={item.id} item={item} />
      ))}
      {last && data.next !== null ? (
        <li className="history-more">
          <Button onClick={() => onMore(data.next as number | string)} loading={isFetching}>
            Show more
          </Button>
        </li>
      ) : null}
    </>
  );
}

/**
 * Who changed what on the case (issue 35, point 5), newest first, a page at a time ("Show more"); every member
 * reads it. Pages stay as read; a change on the case reads them again (the Activity tag).
 */
export function HistoryPanel({ caseId }: { caseId: number }) {
  const [pages, setPages] = useState<Cursor[]>([undefined]);
  const first = useGetActivityQuery({ caseId });
  const empty = first.data !== undefined && first.data.items.length === 0;
  return (
    <Card>
      <Flex vertical gap={8}>
        <SectionTitle>History</SectionTitle>
        {empty ? (
          <Typography.Text type="secondary">No changes yet.</Typography.Text>
        ) : (
          <ol className="history-list" aria-label="History">
            {pages.map((before, index) => (
              <HistoryPage
                key={String(before)}
                caseId={caseId}
                before={before}
                last={index === pages.length - 1}
                onMore={(next) => setPages((current) => [...current, next])}
              />
            ))}
          </ol>
        )}
      </Flex>
    </Card>
  );
}
