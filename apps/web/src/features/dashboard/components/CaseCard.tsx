import {
  ArrowRightOutlined,
  CalendarOutlined,
  CopyOutlined,
  DeleteOutlined,
  LockOutlined,
} from '@ant-design/icons';
import type { CaseResponse } from '@parley/contracts';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { StatusTag } from '../../../components/StatusTag';
import { formatDate, formatUpdated } from '../../../lib/format';
import './CaseCard.css';

export interface CaseCardProps {
  caseItem: CaseResponse;
  /** Asks to delete the case (the owner confirms first). */
  onDelete?: () => void;
  /** Makes a copy of the case, everything on it included. */
  onDuplicate?: () => void;
  /** The clock "today" is read on (a parameter so that tests can fix it). */
  now?: Date | number;
}

/**
 * One case in the grid: the card is a link to the case, with Duplicate and Delete beside it (a button cannot
 * sit in a link).
 */
export function CaseCard({ caseItem, onDelete, onDuplicate, now }: CaseCardProps) {
  const closedAt = caseItem.status === 'closed' ? caseItem.closedAt : null;
  const card = (
    <Link to={`/cases/${caseItem.id}`} className="case-card-link" data-testid="case-card">
      <Card hoverable className="full-height">
        <div className="case-card-head">
          <Typography.Title level={2} className="case-card-title">
            {caseItem.name}
          </Typography.Title>
          <StatusTag status={caseItem.status} />
        </div>
        <p className="line-clamp-2 case-card-goal">{caseItem.goal || 'No goal specified'}</p>
        <div className="case-card-foot">
          <span className="case-card-dates">
            <span className="case-card-meta">
              <CalendarOutlined aria-hidden />
              Updated {formatUpdated(caseItem.updatedAt, now)}
            </span>
            {closedAt ? (
              <span className="case-card-meta">
                <LockOutlined aria-hidden />
                Closed {formatDate(closedAt)}
              </span>
            ) : null}
          </span>
          <span className="case-card-meta case-card-cta">
            View Analysis <ArrowRightOutlined aria-hidden />
          </span>
        </div>
      </Card>
    </Link>
  );
  if (!onDelete && !onDuplicate) return card;
  return (
    <Flex vertical gap={4} className="case-card">
      {card}
      <Flex justify="flex-end" gap={4}>
        {onDuplicate ? (
          <Button
            type="text"
            size="small"
            icon={<CopyOutlined aria-hidden />}
            aria-label={`Duplicate ${caseItem.name}`}
            onClick={onDuplicate}
          >
            Duplicate
          </Button>
        ) : null}
        {onDelete ? (
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
        ) : null}
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
