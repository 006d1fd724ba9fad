import {
  ArrowRightOutlined,
  CalendarOutlined,
  CopyOutlined,
  DeleteOutlined,
  LockOutlined,
  LogoutOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { CaseResponse } from '@parley/contracts';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { StatusTag } from '../../../components/StatusTag';
import { formatDate, formatUpdated } from '../../../lib/format';
import type { CaseAccessFields, CaseRole } from '../../../lib/sharing';
import './CaseCard.css';

export interface CaseCardProps {
  caseItem: CaseResponse;
  /** Asks to delete the case (the owner confirms first). */
  onDelete?: () => void;
  /** Makes a copy of the case, everything on it included. */
  onDuplicate?: () => void;
  /** The clock "today" is read on (a parameter so that tests can fix it). */
  now?: Date | number;
  /** A case someone else owns (issue 35): whose it is and the reader's role on it. */
  shared?: { ownerName: string | null; role: CaseRole };
  /** Leaves a shared case (confirmation first). */
  onLeave?: () => void;
}

const SHARED_ROLE: Record<CaseRole, string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'View only',
  counterpart: 'The other side',
};

/** Who a case is negotiated with at the joint table (issue 36): the other person's name, on both sides' cards. */
function withNameOf(caseItem: CaseResponse): string | null {
  return (caseItem as CaseResponse & CaseAccessFields).withName ?? null;
}

/**
 * One case in the grid: the card is a link to the case, with Duplicate and Delete beside it (a button cannot
 * sit in a link).
 */
export function CaseCard({ caseItem, onDelete, onDuplicate, now, shared, onLeave }: CaseCardProps) {
  const closedAt = caseItem.status === 'closed' ? caseItem.closedAt : null;
  const withName = withNameOf(caseItem);
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
        {shared ? (
          <p className="case-card-shared">
            <span className="case-card-meta">
              <TeamOutlined aria-hidden />
              {shared.role === 'counterpart' && withName
                ? `with ${withName}`
                : shared.ownerName
                  ? `Shared by ${shared.ownerName}`
                  : 'Shared with you'}
            </span>
            <Tag>{SHARED_ROLE[shared.role]}</Tag>
            {shared.role === 'counterpart' && caseItem.tableEnded ? <Tag>The table has ended</Tag> : null}
          </p>
        ) : null}
        {withName && shared?.role !== 'counterpart' ? (
          <p className="case-card-shared">
            <span className="case-card-meta">
              <TeamOutlined aria-hidden />
              with {withName}
            </span>
          </p>
        ) : null}
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
  if (!onDelete && !onDuplicate && !onLeave) return card;
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
        {onLeave ? (
          <Button
            type="text"
            size="small"
            icon={<LogoutOutlined aria-hidden />}
            aria-label={`Leave ${caseItem.name}`}
            onClick={onLeave}
          >
            Leave
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
