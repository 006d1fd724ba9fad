import type { CaseDetailResponse, TableResponse } from '@parley/contracts';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { offerPackage } from '../negotiate/offers/offer-words';
import { AGREEMENT_SOURCES, gainWords } from './table-words';
import { useAnswerImprovementMutation } from './tableApi';

/**
 * The agreement both sides reached (issue 36, point 5) and, once there is one, the better deal after the deal
 * (point 6): a package at least as good for both and better for one, shown with the reader's own gain; it
 * replaces the agreement only if both sides accept.
 */
export function AgreementCard({ detail, table }: { detail: CaseDetailResponse; table: TableResponse }) {
  const caseId = detail.case.id;
  const { agreement, improvement } = table;
  const [answer, { isLoading }] = useAnswerImprovementMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  if (agreement === null) return null;

  const reply = async (accept: boolean) => {
    try {
      await answer({ caseId, accept }).unwrap();
    } catch (error) {
      if (!handleUnauthorized(error))
        notification.error({
          title: 'Answer not saved',
          description: 'The deal is as before. Please try again.',
        });
    }
  };

  return (
    <Card title={<SectionTitle>The agreement</SectionTitle>} className="table-card table-agreement">
      <Flex vertical gap={12}>
        <Alert
          type="success"
          showIcon
          title={`Agreed: ${offerPackage(detail, agreement.optionIds)}.`}
          description={`Your total: ${agreement.yourTotal}. Reached through ${AGREEMENT_SOURCES[agreement.source]}.`}
        />
        {improvement ? (
          <Flex vertical gap={8} className="table-improvement" role="region" aria-label="A better deal">
            <Typography.Text strong>
              You can both do better than the deal you made: {offerPackage(detail, improvement.optionIds)}.
            </Typography.Text>
            <Typography.Text>
              It gives {gainWords(improvement.yourGain)} (your total {improvement.yourTotal}), and the other
              side at least as much as the deal gives them.
            </Typography.Text>
            <Typography.Text type="secondary">
              It replaces the deal only if both of you accept; otherwise the deal stands as it is.
            </Typography.Text>
            {improvement.youAccepted === null ? (
              <Flex gap={8} wrap>
                <Button type="primary" loading={isLoading} onClick={() => void reply(true)}>
                  Accept the better deal
                </Button>
                <Button loading={isLoading} onClick={() => void reply(false)}>
                  Keep our deal
                </Button>
              </Flex>
            ) : (
              <Typography.Text role="status">
                {improvement.youAccepted
                  ? 'You accepted. It replaces the deal once the other side accepts too.'
                  : 'You kept the deal as it is.'}
              </Typography.Text>
            )}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
