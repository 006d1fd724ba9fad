import { LockOutlined } from '@ant-design/icons';
import type { CaseDetailResponse } from '@parley/contracts';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { RetryAlert } from '../../../components/RetryAlert';
import { useCaseAccess } from '../access/case-access';
import { AgreementCard } from './AgreementCard';
import { InviteCard } from './InviteCard';
import { LeaveTable } from './LeaveTable';
import { ProposalsCard } from './ProposalsCard';
import { ReadyRow } from './ReadyRow';
import { TheirOffersCard } from './TheirOffersCard';
import { useGetTableQuery } from './tableApi';
import './table.css';

/**
 * The joint table on the Negotiate tab (issue 36): with the other side there, their name, both sides'
 * readiness, the agreement and the better deal, Parley's proposals and the other side's offers, each with the
 * reader's private marks. For an owner without the other side, a card that invites them; for anyone else
 * without a table, nothing (the tab works as before).
 */
export function TableSection({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const access = useCaseAccess();
  const query = useGetTableQuery(caseId);
  const table = query.data;

  if (table === undefined) {
    if (query.isError)
      return access.isCounterpart ? (
        <RetryAlert
          type="error"
          title="The table could not be loaded"
          description="Check your connection and try again."
          onRetry={() => void query.refetch()}
        />
      ) : null;
    return (
      <div role="status" aria-label="Table loading">
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (!table.counterpart) return access.isOwner && detail.case.status !== 'closed' ? <InviteCard /> : null;
  const name = access.isCounterpart ? (access.ownerName ?? table.counterpart.name) : table.counterpart.name;

  return (
    <section aria-label="The table" className="table-section">
      <Card className="table-card">
        <Flex vertical gap={12}>
          <SectionTitle>{`At the table with ${name}`}</SectionTitle>
          {table.ended ? (
            <Alert
              type="info"
              showIcon
              icon={<LockOutlined aria-hidden />}
              title="The joint table has ended."
              description="The agreement and the offers made stay readable."
            />
          ) : (
            <ReadyRow caseId={caseId} table={table} name={name} />
          )}
          <Typography.Text type="secondary" className="table-privacy">
            Your points and walk-away stay private to you. So do your marks: Parley tells both sides when your
            marks meet, and the other side never learns which of yours they did not share.
          </Typography.Text>
          {access.isCounterpart && !table.ended ? (
            <div>
              <LeaveTable caseId={caseId} />
            </div>
          ) : null}
        </Flex>
      </Card>
      <AgreementCard detail={detail} table={table} />
      <ProposalsCard detail={detail} table={table} />
      <TheirOffersCard detail={detail} table={table} name={name} />
    </section>
  );
}
