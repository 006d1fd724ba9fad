import type { CaseDetailResponse, OfferResponse } from '@parley/contracts';
import { Col, Row, Table, Typography } from 'antd';
import { useMemo, type ComponentProps } from 'react';
import { packageOptions, type DecisionSupport } from '../../strategy/decision-support';
import { OFFERED_BY, offerPackage } from './offer-words';
import {
  historyPlot,
  historySummary,
  offersPlanePlot,
  planeSummary,
  type ChartOffer,
  type HistoryChartProps,
  type PlaneChartProps,
} from './offers-charts';
import { OffersChartSlot } from './OffersChartSlot';

/**
 * Both sides' totals over the offers (your total and theirs, each with its walk-away line and the balanced
 * deal), and the outcome plane (the efficient deals, the walk-aways, each side's path of offers). Every number
 * comes from the API's scoring of the offers and the Strategy tab's decision support; the table names each offer.
 */
export function OfferHistory({
  detail,
  offers,
  support,
}: {
  detail: CaseDetailResponse;
  offers: readonly OfferResponse[];
  support: DecisionSupport;
}) {
  const chartOffers: ChartOffer[] = useMemo(
    () =>
      offers.flatMap((offer, i) =>
        offer.complete
          ? [
              {
                number: i + 1,
                by: offer.by,
                userTotal: offer.userTotal,
                opponentTotal: offer.opponentTotal,
                options: offerPackage(detail, offer.optionIds),
              },
            ]
          : [],
      ),
    [offers, detail],
  );
  const { walkAway, nash, frontier } = support;
  const yours: HistoryChartProps = useMemo(
    () => ({ offers: chartOffers, side: 'user', walkAway: walkAway.user, balanced: nash?.userTotal ?? null }),
    [chartOffers, walkAway.user, nash],
  );
  const theirs: HistoryChartProps = useMemo(
    () => ({
      offers: chartOffers,
      side: 'opponent',
      walkAway: walkAway.opponent,
      balanced: nash?.opponentTotal ?? null,
    }),
    [chartOffers, walkAway.opponent, nash],
  );
  const plane: PlaneChartProps = useMemo(
    () => ({
      offers: chartOffers,
      frontier: frontier.map((p) => ({
        userTotal: p.userTotal,
        opponentTotal: p.opponentTotal,
        options: packageOptions(p),
      })),
      balanced:
        nash === null
          ? null
          : { userTotal: nash.userTotal, opponentTotal: nash.opponentTotal, options: packageOptions(nash) },
      walkAway,
    }),
    [chartOffers, frontier, nash, walkAway],
  );
  const yourPlot = useMemo(() => historyPlot(yours), [yours]);
  const theirPlot = useMemo(() => historyPlot(theirs), [theirs]);
  const planeSpec = useMemo(() => offersPlanePlot(plane), [plane]);
  const partial = offers.length - chartOffers.length;

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24}>
        <Typography.Paragraph className="offers-text">
          {nash === null
            ? 'Each complete offer with both totals.'
            : `Each complete offer with both totals; the balanced deal gives you ${nash.userTotal} and them ${nash.opponentTotal}.`}
          {partial > 0
            ? ` ${partial} partial ${partial === 1 ? 'offer is' : 'offers are'} in the list and the table, not the charts (their totals cover only the issues they decide).`
            : ''}
        </Typography.Paragraph>
      </Col>
      <Col xs={24} xl={12}>
        <HeadedChart
          title="Your total over the offers"
          spec={yourPlot}
          summary={historySummary(yours)}
          loadingLabel="Your totals chart loading"
        />
        <HeadedChart
          title="Their total over the offers"
          spec={theirPlot}
          summary={historySummary(theirs)}
          loadingLabel="Their totals chart loading"
        />
      </Col>
      <Col xs={24} xl={12}>
        <HeadedChart
          title="The offers against the efficient deals"
          spec={planeSpec}
          summary={planeSummary(plane)}
          loadingLabel="Outcome chart loading"
        />
      </Col>
      <Col xs={24}>
        <Table
          size="small"
          className="offers-table"
          pagination={false}
          scroll={{ x: 'max-content' }}
          caption={<span className="offers-table-caption">Every offer with both totals</span>}
          rowKey="id"
          dataSource={offers.map((offer, i) => ({ ...offer, number: i + 1 }))}
          columns={[
            { title: 'Offer', dataIndex: 'number', key: 'number' },
            { title: 'By', key: 'by', render: (_: unknown, o: OfferResponse) => OFFERED_BY[o.by] },
            { title: 'Your total', dataIndex: 'userTotal', key: 'user', align: 'right' },
            { title: 'Their total', dataIndex: 'opponentTotal', key: 'opponent', align: 'right' },
            {
              title: 'Package',
              key: 'package',
              render: (_: unknown, o: OfferResponse) =>
                `${offerPackage(detail, o.optionIds)}${o.complete ? '' : ' (partial)'}`,
            },
          ]}
        />
      </Col>
    </Row>
  );
}

/** One of the charts under its heading. */
function HeadedChart({ title, ...chart }: ComponentProps<typeof OffersChartSlot> & { title: string }) {
  return (
    <>
      <Typography.Title level={3} className="offers-heading">
        {title}
      </Typography.Title>
      <OffersChartSlot {...chart} />
    </>
  );
}
