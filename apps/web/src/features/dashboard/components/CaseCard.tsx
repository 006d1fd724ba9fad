import { ArrowRightOutlined, CalendarOutlined, DeleteOutlined, LockOutlined } from '@ant-design/icons';
import type { CaseResponse } from '@parley/contracts';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { StatusTag } from '../../../components/StatusTag';
import { formatDate } from '../../../lib/format';

const metaStyle = { display: 'inline-flex', alignItems: 'center', gap: 6, color: '#64748b', fontSize: 13 };

export interface CaseCardProps {
  caseItem: CaseResponse;
  /** Asks to delete the case (the owner confirms first). */
  onDelete?: () => void;
}

/** One case in the grid: the card is a link to the case, with Delete beside it (a button cannot sit in a link). */
export function CaseCard({ caseItem, onDelete }: CaseCardProps) {
  const closedAt = caseItem.status === 'closed' ? caseItem.closedAt : null;
  const card = (
    <Link to={`/cases/${caseItem.id}`} className="case-card-link" data-testid="case-card">
      <Card hoverable style={{ height: '100%' }}>
        <div style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 12 }}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
            {caseItem.name}
          </Typography.Title>
          <StatusTag status={caseItem.status} />
        </div>
        <p className="line-clamp-2" style={{ color: '#475569', margin: '12px 0 16px', minHeight: '3em' }}>
          {caseItem.goal || 'No goal specified'}
        </p>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
          }}
        >
          <span style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            <span style={metaStyle}>
              <CalendarOutlined aria-hidden />
              Updated {formatDate(caseItem.updatedAt)}
            </span>
            {closedAt ? (
              <span style={metaStyle}>
                <LockOutlined aria-hidden />
                Closed {formatDate(closedAt)}
              </span>
            ) : null}
          </span>
          <span style={{ ...metaStyle, color: '#1d4ed8', fontWeight: 500 }}>
            View Analysis <ArrowRightOutlined aria-hidden />
          </span>
        </div>
      </Card>
    </Link>
  );
  if (!onDelete) return card;
  return (
    <Flex vertical gap={4} className="case-card">
      {card}
      <Flex justify="flex-end">
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete ${caseItem.name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Flex>
    </Flex>
  );
}

/** The stand-in for a case card while the list loads. */
export function CaseCardSkeleton() {
  return (
    <Card data-testid="case-card-skeleton" aria-hidden>
      <Skeleton active title paragraph={{ rows: 3 }} />
    </Card>
  );
}
