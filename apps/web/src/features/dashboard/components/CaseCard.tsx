import { ArrowRightOutlined, CalendarOutlined, LockOutlined } from '@ant-design/icons';
import type { CaseResponse } from '@parley/contracts';
import { Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { StatusTag } from '../../../components/StatusTag';
import { formatDate } from '../../../lib/format';
import './CaseCard.css';

/** One case in the grid; the whole card is a link to the case. */
export function CaseCard({ caseItem }: { caseItem: CaseResponse }) {
  const closedAt = caseItem.status === 'closed' ? caseItem.closedAt : null;
  return (
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
              Updated {formatDate(caseItem.updatedAt)}
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
}

/** The stand-in for a case card while the list loads. */
export function CaseCardSkeleton() {
  return (
    <Card data-testid="case-card-skeleton" aria-hidden>
      <Skeleton active title paragraph={{ rows: 3 }} />
    </Card>
  );
}
