import type { CaseDetailResponse, SuggestionResponse } from '@parley/contracts';
import { App, Button, Card, ConfigProvider, Flex, List, Tag, Typography } from 'antd';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { useCaseAccess } from '../access/case-access';
import { SuggestForm } from './SuggestForm';
import { useAnswerSuggestionMutation, useGetSuggestionsQuery } from './tableApi';
import { useAtTable } from './useAtTable';
import './table.css';

const STATE_WORDS: Record<SuggestionResponse['state'], string> = {
  open: 'Waiting for an answer',
  accepted: 'Added to the case',
  declined: 'Declined',
};

/** "The issue Parking", "The option 2 years for Term". */
export function suggestionWords(detail: CaseDetailResponse, s: SuggestionResponse): string {
  if (s.kind === 'issue')
    return s.options?.length ? `The issue ${s.name} (${s.options.join(', ')})` : `The issue ${s.name}`;
  const issue = detail.issues.find((i) => i.id === s.issueId);
  return issue ? `The option ${s.name} for ${issue.name}` : `The option ${s.name}`;
}

/**
 * Suggestions at the joint table (issue 36, point 3), on the Issues tab: the other side suggests issues and
 * options and sees what became of them; the owner's side sees the open ones with Accept / Decline. Nothing
 * without a joint table.
 */
export function SuggestionsPanel({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const { isCounterpart, canEditIssues } = useCaseAccess();
  const atTable = useAtTable(caseId);
  const closed = detail.case.status === 'closed';
  const query = useGetSuggestionsQuery(caseId, { skip: !atTable });
  const [answer, answering] = useAnswerSuggestionMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  if (!atTable) return null;
  const all = query.data ?? [];
  const shown = isCounterpart ? all : all.filter((s) => s.state === 'open');
  if (!isCounterpart && shown.length === 0) return null;

  const reply = async (s: SuggestionResponse, accept: boolean) => {
    try {
      await answer({ caseId, suggestionId: s.id, accept }).unwrap();
    } catch (error) {
      if (!handleUnauthorized(error))
        notification.error({ title: 'Not answered', description: 'Please try again.' });
    }
  };

  const mayAnswer = canEditIssues && !closed;
  return (
    <ConfigProvider componentDisabled={closed || !(isCounterpart || canEditIssues)}>
      <Card
        className="suggestions-panel"
        title={
          <SectionTitle>
            {isCounterpart ? 'Suggest to the owner' : 'Suggested by the other side'}
          </SectionTitle>
        }
      >
        <Flex vertical gap={12}>
          {isCounterpart ? (
            <>
              <Typography.Text type="secondary">
                The issues and options are the owner&apos;s to change. Suggest one: it joins the case when
                they accept it.
              </Typography.Text>
              <SuggestForm detail={detail} />
            </>
          ) : null}
          <List
            aria-label="Suggestions"
            loading={query.isLoading}
            locale={{ emptyText: 'No suggestions yet' }}
            rowKey="id"
            dataSource={shown}
            renderItem={(s) => (
              <List.Item
                actions={
                  mayAnswer && s.state === 'open' && s.by === 'them'
                    ? [
                        <Button
                          key="accept"
                          type="primary"
                          loading={answering.isLoading}
                          onClick={() => void reply(s, true)}
                          aria-label={`Accept ${suggestionWords(detail, s)}`}
                        >
                          Accept
                        </Button>,
                        <Button
                          key="decline"
                          loading={answering.isLoading}
                          onClick={() => void reply(s, false)}
                          aria-label={`Decline ${suggestionWords(detail, s)}`}
                        >
                          Decline
                        </Button>,
                      ]
                    : [<Tag key="state">{STATE_WORDS[s.state]}</Tag>]
                }
              >
                <Typography.Text className="table-item-body">{suggestionWords(detail, s)}</Typography.Text>
              </List.Item>
            )}
          />
        </Flex>
      </Card>
    </ConfigProvider>
  );
}
