import type { CaseDetailResponse, TableOfferResponse, TableResponse } from '@parley/contracts';
import { App, Button, Card, Flex, List, Tag, Typography } from 'antd';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { formatDateTime } from '../../../lib/format';
import { useAppDispatch } from '../../../lib/hooks';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { offerPackage } from '../negotiate/offers/offer-words';
import { MarkBox } from './MarkBox';
import { tableApi, useAcceptOfferMutation } from './tableApi';

/**
 * The other side's offers at the table (issue 36, point 3), newest first, each scored with the reader's own
 * points only, each complete one with the private "I would accept this"; their latest complete offer can be
 * accepted outright, which makes it the agreement for both.
 */
export function TheirOffersCard({
  detail,
  table,
  name,
}: {
  detail: CaseDetailResponse;
  table: TableResponse;
  name: string;
}) {
  const caseId = detail.case.id;
  // Newest first, whatever order the answer lists them in.
  const theirs = table.offers
    .filter((o) => o.by === 'them')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const latest = theirs.find((o) => o.latest) ?? null;
  const [acceptOffer, { isLoading }] = useAcceptOfferMutation();
  const { modal, message, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const dispatch = useAppDispatch();
  const settled = table.agreement !== null || table.ended;

  const accept = (offer: TableOfferResponse) =>
    void modal.confirm({
      title: `Accept ${name}'s latest offer?`,
      content: `${offerPackage(detail, offer.optionIds)}. Your total: ${offer.yourTotal}. It becomes the agreement for both sides.`,
      okText: 'Accept their offer',
      cancelText: 'Not now',
      onOk: async () => {
        try {
          await acceptOffer({ caseId, offerId: offer.id }).unwrap();
          void message.success('Agreement reached');
        } catch (error) {
          if (handleUnauthorized(error)) return;
          // Read the table again: their latest offer, or the agreement, may have moved meanwhile.
          dispatch(tableApi.util.invalidateTags([{ type: 'Table', id: caseId }]));
          notification.error({
            title: 'Not accepted',
            description: 'It may no longer be their latest offer. The table has been read again.',
          });
        }
      },
    });

  return (
    <Card title={<SectionTitle>{`${name}'s offers`}</SectionTitle>} className="table-card">
      <Flex vertical gap={12}>
        {latest && latest.complete && !settled ? (
          <Button
            type="primary"
            loading={isLoading}
            onClick={() => accept(latest)}
            className="table-accept-latest"
          >
            Accept their latest offer
          </Button>
        ) : null}
        {theirs.length === 0 ? (
          <Typography.Text type="secondary">
            {name} has made no offer yet. Their offers appear here as they make them.
          </Typography.Text>
        ) : (
          <List
            aria-label={`${name}'s offers`}
            rowKey="id"
            dataSource={theirs}
            renderItem={(offer) => (
              <List.Item className="table-item">
                <Flex vertical gap={4} className="table-item-body">
                  <Flex gap={8} wrap align="center">
                    <Typography.Text strong>Your total {offer.yourTotal}</Typography.Text>
                    {offer.latest ? <Tag color="blue">Latest</Tag> : null}
                    {offer.complete ? null : <Tag>Leaves issues open</Tag>}
                    <Typography.Text type="secondary">{formatDateTime(offer.createdAt)}</Typography.Text>
                  </Flex>
                  <Typography.Text>{offerPackage(detail, offer.optionIds)}</Typography.Text>
                  {offer.complete ? (
                    <MarkBox
                      caseId={caseId}
                      table={table}
                      kind="offer"
                      id={offer.id}
                      marked={offer.markedByYou}
                      label={`I would accept ${name}'s offer of ${formatDateTime(offer.createdAt)}`}
                    />
                  ) : null}
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Card>
  );
}
