import { ArrowLeftOutlined, HomeOutlined, LockOutlined } from '@ant-design/icons';
import type { TableResponse } from '@parley/contracts';
import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { AppHeader, AppPage } from '../../../components/layout/AppPage';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { formatDateTime } from '../../../lib/format';
import { AGREEMENT_SOURCES, namedPackage } from './table-words';
import './table.css';

/**
 * The case screen of the other side once the owner ended the joint table (issue 36, point 7): their case answers
 * 404, and GET /table still answers the agreement and the offers, each with the reader's own total, and the
 * issues' and options' names to read them by. Read only: nothing here changes anything. The case's name and the
 * owner's name come from the dashboard's list when it has them.
 */
export function EndedTablePage({
  table,
  caseName = null,
  withName = null,
}: {
  table: TableResponse;
  caseName?: string | null;
  /** The person who negotiated with the reader (the owner), from the list. */
  withName?: string | null;
}) {
  const { agreement, offers, issues } = table;
  return (
    <AppPage
      header={
        <AppHeader>
          <ButtonLink to="/" icon={<ArrowLeftOutlined aria-hidden />}>
            <span className="label-wide-only">Back</span>
          </ButtonLink>
          <Typography.Title level={1} className="ended-table-title">
            {caseName ?? 'A negotiation you were part of'}
          </Typography.Title>
        </AppHeader>
      }
    >
      <Flex vertical gap={16} className="ended-table">
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined aria-hidden />}
          title="The joint table has ended"
          description={
            `${withName ?? 'The other side'} ended the joint table. You can still read the agreement and the ` +
            'offers made; nothing here can be changed.'
          }
        />
        <Card title={<SectionTitle>The agreement</SectionTitle>} className="table-card">
          {agreement === null ? (
            <Typography.Text>No agreement was reached at the table.</Typography.Text>
          ) : (
            <Flex vertical gap={4} className="table-item-body">
              <Typography.Text
                strong
              >{`Agreed: ${namedPackage(issues, agreement.optionIds)}.`}</Typography.Text>
              <Typography.Text>{`Your total: ${agreement.yourTotal}. Reached through ${AGREEMENT_SOURCES[agreement.source]}.`}</Typography.Text>
            </Flex>
          )}
        </Card>
        <Card title={<SectionTitle>The offers made</SectionTitle>} className="table-card">
          {offers.length === 0 ? (
            <Typography.Text>No offers were made.</Typography.Text>
          ) : (
            <ol aria-label="The offers made" className="ended-table-offers">
              {offers.map((offer) => (
                <li key={offer.id} className="table-item-body">
                  <Flex vertical gap={2}>
                    <Flex gap={8} wrap align="center">
                      <Typography.Text strong>
                        {offer.by === 'you' ? 'You offered' : 'They offered'}
                      </Typography.Text>
                      <Typography.Text type="secondary">{formatDateTime(offer.createdAt)}</Typography.Text>
                      {offer.complete ? null : <Tag>Leaves an issue open</Tag>}
                    </Flex>
                    <Typography.Text>{namedPackage(issues, offer.optionIds)}</Typography.Text>
                    <Typography.Text>{`Your total: ${offer.yourTotal}`}</Typography.Text>
                  </Flex>
                </li>
              ))}
            </ol>
          )}
          <Typography.Paragraph type="secondary" className="ended-table-note">
            Each total is counted with your own points; the other side&apos;s points were never shown to you,
            nor yours to them.
          </Typography.Paragraph>
        </Card>
        <div>
          <ButtonLink to="/" type="primary" icon={<HomeOutlined aria-hidden />}>
            Back to your cases
          </ButtonLink>
        </div>
      </Flex>
    </AppPage>
  );
}
