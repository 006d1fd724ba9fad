import { TeamOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { errorCodeOf } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import type { CreatedShareLinkResponse } from '../../../lib/sharing';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { useEndTableMutation, useGetTableQuery } from '../table/tableApi';
import { CopyLink } from './CopyLink';
import { useCreateShareLinkMutation, useGetMembersQuery, useGetShareLinksQuery } from './sharingApi';

/**
 * The owner's invitation of the other side (issue 36, point 1): a one-use `counterpart` link, optionally for
 * one e-mail address, to copy; once they joined, "<name>, the other side" with End the joint table.
 */
export function CounterpartPanel({ caseId }: { caseId: number }) {
  const members = useGetMembersQuery(caseId);
  const links = useGetShareLinksQuery(caseId);
  const table = useGetTableQuery(caseId);
  const [createLink, creating] = useCreateShareLinkMutation();
  const [endTable, ending] = useEndTableMutation();
  const [created, setCreated] = useState<CreatedShareLinkResponse | null>(null);
  const [email, setEmail] = useState('');
  const { modal, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const counterpart = members.data?.find((m) => m.role === 'counterpart') ?? null;
  const openLink = links.data?.find((l) => l.role === 'counterpart') ?? null;
  const ended = table.data?.ended ?? false;

  const invite = async () => {
    const address = email.trim();
    try {
      setCreated(
        await createLink({ caseId, role: 'counterpart', ...(address ? { email: address } : {}) }).unwrap(),
      );
    } catch (error) {
      if (handleUnauthorized(error)) return;
      notification.error({
        title: 'Invitation not created',
        description:
          errorCodeOf(error) === 'COUNTERPART_EXISTS'
            ? 'The other side is already invited or at the table.'
            : 'Please check the e-mail address and try again.',
      });
    }
  };

  const end = (name: string) =>
    void modal.confirm({
      title: 'End the joint table?',
      content: `${name} can then read only the agreement and the offers made. Their points stay theirs.`,
      okText: 'End the joint table',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () =>
        endTable({ caseId })
          .unwrap()
          .catch((error: unknown) => {
            if (!handleUnauthorized(error))
              notification.error({ title: 'Not ended', description: 'Please try again.' });
          }),
    });

  let body;
  if (counterpart) {
    const name = counterpart.name || counterpart.email || 'The other side';
    body = (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text strong>{`${name}, the other side`}</Typography.Text>
        {ended ? (
          <Typography.Text type="secondary">The joint table has ended.</Typography.Text>
        ) : (
          <Button danger loading={ending.isLoading} onClick={() => end(name)}>
            End the joint table
          </Button>
        )}
      </Flex>
    );
  } else if (created) {
    body = (
      <Flex vertical gap={4}>
        <Typography.Text>
          Send this link to the other side. It works once, until {formatDate(created.expiresAt)}, and is shown
          only now:
        </Typography.Text>
        <CopyLink url={created.url} label="Link for the other side" />
      </Flex>
    );
  } else if (openLink) {
    body = (
      <Typography.Text>
        An invitation to the other side is open until {formatDate(openLink.expiresAt)}
        {openLink.email ? ` for ${openLink.email}` : ''}. Revoke it under Open links to make a new one.
      </Typography.Text>
    );
  } else {
    body = (
      <Form layout="vertical" requiredMark={false} onFinish={() => void invite()}>
        <Form.Item label="Their e-mail address (optional)" htmlFor="counterpart-email">
          <Input
            id="counterpart-email"
            type="email"
            autoComplete="off"
            placeholder="Anyone with the link"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<TeamOutlined aria-hidden />}
          loading={creating.isLoading}
        >
          Invite the other side
        </Button>
      </Form>
    );
  }

  return (
    <Card>
      <SectionTitle>The other side</SectionTitle>
      <Typography.Paragraph type="secondary">
        Invite the person you negotiate with. They join as the other side: they enter their own points, which
        you never see, as they never see yours, and Parley proposes fair packages to you both.
      </Typography.Paragraph>
      {body}
    </Card>
  );
}
