import { LockOutlined } from '@ant-design/icons';
import type { CaseDetailResponse } from '@parley/contracts';
import { Alert, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { Concept } from '../../../../components/Concept';
import { RetryAlert } from '../../../../components/RetryAlert';
import { packageOptions, type DealPackage, type DecisionSupport } from '../../strategy/decision-support';
import { SaveBar } from '../../saving/SaveBar';
import { useGetOffersQuery } from '../negotiateApi';
import { OfferHistory } from './OfferHistory';
import { OfferList } from './OfferList';
import { RecordOffer } from './RecordOffer';
import { TheirPriorities } from './TheirPriorities';
import { useOutcomePlane } from './useOutcomePlane';
import './OffersSection.css';
import { useCaseAccess, useCaseLocked } from '../../access/case-access';

function Title({ children }: { children: string }) {
  return (
    <Typography.Title level={2} className="offers-card-title">
      {children}
    </Typography.Title>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Skeleton active paragraph={{ rows: 3 }} />
    </div>
  );
}

const packageText = (p: DealPackage) => `${packageOptions(p)} (you ${p.userTotal}, them ${p.opponentTotal})`;

/** The final agreement and what it leaves on the table, read as the Strategy tab reads it. */
export function AgreementReading({ support }: { support: DecisionSupport }) {
  const { agreement, leftOnTable, walkAway } = support;
  if (agreement === null || leftOnTable === null) return null;
  const below = agreement.belowWalkAway;
  const short =
    below.user && below.opponent
      ? `It is below both walk-away totals (yours ${walkAway.user}, theirs ${walkAway.opponent}). `
      : below.user
        ? `It is below your walk-away total (${walkAway.user}). `
        : below.opponent
          ? `It is below their walk-away total (${walkAway.opponent}). `
          : '';
  return (
    <Alert
      type={short !== '' ? 'warning' : leftOnTable === 'efficient' ? 'success' : 'info'}
      showIcon
      className="offers-agreement"
      title={`The final agreement: ${packageText(agreement)}.`}
      description={
        <>
          {short}
          <Concept term="leftOnTable">Left on the table</Concept>:{' '}
          {leftOnTable === 'efficient'
            ? 'nothing. The final agreement is efficient: no package is better for both sides.'
            : `${packageText(leftOnTable)} is at least as good for both sides and better for one. It gains you ${
                leftOnTable.userTotal - agreement.userTotal
              } and them ${leftOnTable.opponentTotal - agreement.opponentTotal} points.`}
        </>
      }
    />
  );
}

/**
 * The real negotiation's offers (issue 23, points 1 and 2): record each offer as it is made, read each move in
 * words, see both sides' totals over the offers and on the outcome plane, make any complete offer the final
 * agreement, and see what their offers reveal about their priorities.
 */
export function OffersSection({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const locked = useCaseLocked(detail);
  const { canEdit } = useCaseAccess();
  const query = useGetOffersQuery(caseId);
  const plane = useOutcomePlane(detail);
  const offers = query.data ?? [];

  if (query.isError && query.data === undefined)
    return (
      <section aria-label="Offers">
        <RetryAlert
          type="error"
          title="The offers could not be loaded"
          description="Check your connection and try again."
          onRetry={() => void query.refetch()}
        />
      </section>
    );

  return (
    <section aria-label="Offers" className="offers-section">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={<Title>Record an offer</Title>} className="offers-card">
            {locked ? (
              <Alert
                type="info"
                showIcon
                icon={<LockOutlined aria-hidden />}
                title={
                  canEdit
                    ? 'This case is closed, so its offers are kept as they are.'
                    : 'You view this case: its offers are recorded by the owner and editors.'
                }
                description={canEdit ? 'Reopen the case to record or delete offers.' : undefined}
              />
            ) : query.data === undefined ? (
              <Loading label="Offers loading" />
            ) : (
              <RecordOffer detail={detail} offers={offers} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            title={<Title>Offers so far</Title>}
            extra={<SaveBar area="agreement" />}
            className="offers-card"
          >
            <Flex vertical gap={12}>
              {plane.support ? <AgreementReading support={plane.support} /> : null}
              {query.data === undefined ? (
                <Loading label="Offers loading" />
              ) : (
                <OfferList detail={detail} offers={offers} />
              )}
            </Flex>
          </Card>
        </Col>
        <Col xs={24}>
          <Card
            title={<Title>What their offers reveal</Title>}
            extra={<SaveBar area="points" />}
            className="offers-card"
          >
            {query.data === undefined ? (
              <Loading label="Estimate loading" />
            ) : (
              <TheirPriorities detail={detail} offers={offers} />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={<Title>Offer history</Title>} className="offers-card">
            {plane.failure ? (
              <RetryAlert
                type="error"
                title="The charts could not be computed"
                description={plane.failure.message}
                onRetry={plane.retry}
              />
            ) : offers.length === 0 && query.data !== undefined ? (
              <Typography.Text type="secondary">
                The history appears here once offers are recorded: both sides&apos; totals over the offers,
                and the offers against the efficient deals.
              </Typography.Text>
            ) : plane.support === null || query.data === undefined ? (
              <Loading label="Offer history loading" />
            ) : (
              <OfferHistory detail={detail} offers={offers} support={plane.support} />
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}
