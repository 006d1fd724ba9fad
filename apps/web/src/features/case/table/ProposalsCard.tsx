import { BulbOutlined } from '@ant-design/icons';
import type { CaseDetailResponse, TableResponse } from '@parley/contracts';
import { Alert, App, Button, Card, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { offerPackage } from '../negotiate/offers/offer-words';
import { MarkBox } from './MarkBox';
import { proposalsRefusal, whyNoProposals } from './table-words';
import { useAskProposalsMutation } from './tableApi';

/**
 * Parley's fair proposals (issue 36, point 4): asked for once both sides are ready, each shown with its
 * options and the reader's own total only, each with the reader's private "I would accept this".
 */
export function ProposalsCard({ detail, table }: { detail: CaseDetailResponse; table: TableResponse }) {
  const caseId = detail.case.id;
  const [ask, { isLoading }] = useAskProposalsMutation();
  const [refusal, setRefusal] = useState<{ title: string; description: string } | null>(null);
  const handleUnauthorized = useUnauthorizedHandler();
  const { message } = App.useApp();
  const why = whyNoProposals(table);

  const onAsk = async () => {
    setRefusal(null);
    try {
      const answer = await ask(caseId).unwrap();
      void message.success(
        answer.proposals.length === 0
          ? 'Parley found no package that clears both walk-aways'
          : `Parley proposes ${answer.proposals.length === 1 ? 'one package' : `${answer.proposals.length} packages`}`,
      );
    } catch (error) {
      if (!handleUnauthorized(error)) setRefusal(proposalsRefusal(error));
    }
  };

  return (
    <Card title={<SectionTitle>Parley&apos;s proposals</SectionTitle>} className="table-card">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" className="m-0">
          Parley knows both sides&apos; points and shows neither to the other. It proposes packages that clear
          both walk-aways and leave nothing on the table. You see your own total only; the other side sees
          theirs.
        </Typography.Paragraph>
        <Flex gap={12} wrap align="center">
          <Button
            type="primary"
            icon={<BulbOutlined aria-hidden />}
            loading={isLoading}
            disabled={why !== null || table.agreement !== null}
            onClick={() => void onAsk()}
          >
            Ask Parley for fair proposals
          </Button>
          {why ? <Typography.Text type="secondary">{why}</Typography.Text> : null}
        </Flex>
        {refusal ? (
          <Alert type="info" showIcon title={refusal.title} description={refusal.description} role="status" />
        ) : null}
        {table.proposals.length === 0 ? (
          <Typography.Text type="secondary">No proposals yet.</Typography.Text>
        ) : (
          <List
            aria-label="Proposals"
            rowKey="id"
            dataSource={table.proposals}
            renderItem={(proposal, i) => (
              <List.Item className="table-item">
                <Flex vertical gap={4} className="table-item-body">
                  <Typography.Text strong>
                    Proposal {i + 1}: your total {proposal.yourTotal}
                  </Typography.Text>
                  <Typography.Text>{offerPackage(detail, proposal.optionIds)}</Typography.Text>
                  <MarkBox
                    caseId={caseId}
                    table={table}
                    kind="proposal"
                    id={proposal.id}
                    marked={proposal.markedByYou}
                    label={`I would accept proposal ${i + 1}`}
                  />
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Card>
  );
}
