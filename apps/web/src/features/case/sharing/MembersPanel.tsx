import { CopyOutlined, DeleteOutlined, LinkOutlined, LogoutOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Radio,
  Select,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { useRemoveMemberMutation } from '../../../lib/api';
import { errorCodeOf } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import type { CreatedShareLinkResponse, MemberResponse, MemberRole } from '../../../lib/sharing';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { useCaseAccess } from '../access/case-access';
import { LeaveTable } from '../table/LeaveTable';
import { CounterpartPanel } from './CounterpartPanel';
import { ROLE_LABELS } from './role-words';
import {
  useCreateShareLinkMutation,
  useGetMembersQuery,
  useGetShareLinksQuery,
  useRevokeShareLinkMutation,
  useUpdateMemberMutation,
} from './sharingApi';
import './MembersPanel.css';

/** The link form's limits and defaults (issue 35, point 2). */
export const LINK_DAYS = { default: 7, max: 30 } as const;
export const LINK_USES = { default: 1, max: 100 } as const;

interface LinkValues {
  role: MemberRole;
  email?: string;
  expiresInDays: number;
  maxUses: number;
}

/** A member's line: the owner changes a member's role or removes them; everyone else reads it. */
function MemberRow({
  caseId,
  member,
  manage,
  isMe,
}: {
  caseId: number;
  member: MemberResponse;
  manage: boolean;
  isMe: boolean;
}) {
  const { modal, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [updateMember, updating] = useUpdateMemberMutation();
  const [removeMember, removing] = useRemoveMemberMutation();
  const who = member.name || member.email || 'A member';
  // The other side is not a member to re-role or remove: the owner ends the joint table instead (issue 36).
  const changeable = manage && member.role !== 'owner' && member.role !== 'counterpart';
  return (
    <List.Item
      className="member-row"
      actions={
        changeable
          ? [
              <Select<MemberRole>
                key="role"
                aria-label={`Role of ${who}`}
                value={member.role as MemberRole}
                loading={updating.isLoading}
                options={[
                  { value: 'editor', label: ROLE_LABELS.editor },
                  { value: 'viewer', label: ROLE_LABELS.viewer },
                ]}
                onChange={(role) =>
                  void updateMember({ caseId, userId: member.userId, role })
                    .unwrap()
                    .catch((error: unknown) => {
                      if (!handleUnauthorized(error))
                        notification.error({ title: 'Role not changed', description: 'Please try again.' });
                    })
                }
              />,
              <Button
                key="remove"
                danger
                icon={<DeleteOutlined aria-hidden />}
                loading={removing.isLoading}
                aria-label={`Remove ${who}`}
                onClick={() => {
                  void modal.confirm({
                    title: `Remove ${who} from this case?`,
                    content: 'They lose access at once. You can invite them again with a new link.',
                    okText: 'Remove',
                    okButtonProps: { danger: true },
                    cancelText: 'Cancel',
                    onOk: () =>
                      removeMember({ caseId, userId: member.userId })
                        .unwrap()
                        .catch((error: unknown) => {
                          if (!handleUnauthorized(error))
                            notification.error({ title: 'Not removed', description: 'Please try again.' });
                        }),
                  });
                }}
              >
                <span className="label-wide-only">Remove</span>
              </Button>,
            ]
          : [
              <Tag key="role" color={member.role === 'owner' ? 'blue' : undefined}>
                {ROLE_LABELS[member.role]}
              </Tag>,
            ]
      }
    >
      <List.Item.Meta
        title={
          <span>
            {who}
            {isMe ? <Typography.Text type="secondary"> (you)</Typography.Text> : null}
          </span>
        }
        description={member.email}
      />
    </List.Item>
  );
}

/** The owner's link form, and the link just made with its Copy button. */
function CreateLink({ caseId }: { caseId: number }) {
  const [form] = Form.useForm<LinkValues>();
  const { message, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [createLink, { isLoading }] = useCreateShareLinkMutation();
  const [created, setCreated] = useState<CreatedShareLinkResponse | null>(null);

  const submit = async (values: LinkValues) => {
    const email = values.email?.trim();
    try {
      const link = await createLink({
        caseId,
        role: values.role,
        expiresInDays: values.expiresInDays,
        maxUses: values.maxUses,
        ...(email ? { email } : {}),
      }).unwrap();
      setCreated(link);
    } catch (error) {
      if (!handleUnauthorized(error))
        notification.error({
          title: 'Link not created',
          description:
            errorCodeOf(error) === 'RATE_LIMITED'
              ? 'Too many links made in a short time: try again later.'
              : 'Please check the fields and try again.',
        });
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      void message.success('Link copied');
    } catch {
      void message.info('Select the link and copy it');
    }
  };

  return (
    <Flex vertical gap={12}>
      <Form<LinkValues>
        form={form}
        layout="vertical"
        className="share-link-form"
        initialValues={{ role: 'viewer', expiresInDays: LINK_DAYS.default, maxUses: LINK_USES.default }}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <Form.Item name="role" label="Role">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'editor', label: ROLE_LABELS.editor },
              { value: 'viewer', label: ROLE_LABELS.viewer },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="email"
          label="Only for this e-mail address (optional)"
          rules={[{ type: 'email', message: 'Enter an e-mail address, or leave it empty' }]}
        >
          <Input type="email" autoComplete="off" placeholder="Anyone with the link" />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="expiresInDays" label="Expires in (days)" rules={[{ required: true }]}>
            <InputNumber min={1} max={LINK_DAYS.max} precision={0} />
          </Form.Item>
          <Form.Item name="maxUses" label="Uses" rules={[{ required: true }]}>
            <InputNumber min={1} max={LINK_USES.max} precision={0} />
          </Form.Item>
        </Flex>
        <Button type="primary" htmlType="submit" icon={<LinkOutlined aria-hidden />} loading={isLoading}>
          Create link
        </Button>
      </Form>
      {created ? (
        <Flex vertical gap={4} className="share-link-created">
          <Typography.Text>
            A link for a {ROLE_LABELS[created.role].toLowerCase()}, open until {formatDate(created.expiresAt)}
            , for {created.maxUses === 1 ? 'one use' : `${created.maxUses} uses`}. It is shown only now:
          </Typography.Text>
          <Flex gap={8}>
            <Input readOnly value={created.url} aria-label="New link" onFocus={(e) => e.target.select()} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(created.url)}>
              Copy
            </Button>
          </Flex>
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The open links, each with Revoke. */
function OpenLinks({ caseId }: { caseId: number }) {
  const { data: links = [], isLoading } = useGetShareLinksQuery(caseId);
  const [revoke] = useRevokeShareLinkMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  return (
    <List
      aria-label="Open links"
      loading={isLoading}
      locale={{ emptyText: 'No open links' }}
      dataSource={links}
      renderItem={(link) => {
        const label = `${link.role === 'counterpart' ? 'Other side' : ROLE_LABELS[link.role]} link${
          link.email ? ` for ${link.email}` : ''
        }`;
        return (
          <List.Item
            actions={[
              <Button
                key="revoke"
                aria-label={`Revoke ${label.toLowerCase()}`}
                onClick={() =>
                  void revoke({ caseId, linkId: link.id })
                    .unwrap()
                    .catch((error: unknown) => {
                      if (!handleUnauthorized(error))
                        notification.error({ title: 'Not revoked', description: 'Please try again.' });
                    })
                }
              >
                Revoke
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={label}
              description={`Open until ${formatDate(link.expiresAt)} · used ${link.uses ?? 0} of ${link.maxUses}`}
            />
          </List.Item>
        );
      }}
    />
  );
}

/**
 * The case's members (issue 35): the owner changes roles, removes members and makes and revokes links; a member
 * reads the list and may leave (then `onLeft`).
 */
export function MembersPanel({
  caseId,
  userId,
  onLeft,
}: {
  caseId: number;
  /** The reader (null: not known), marked "(you)" and the one a Leave removes. */
  userId: number | null;
  onLeft: () => void;
}) {
  const { isOwner, isCounterpart } = useCaseAccess();
  const { data: members = [], isLoading } = useGetMembersQuery(caseId);
  const [removeMember, leaving] = useRemoveMemberMutation();
  const { modal, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();

  const leave = () => {
    void modal.confirm({
      title: 'Leave this case?',
      content: 'You lose access to it until the owner invites you again.',
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: async () => {
        if (userId === null) return;
        try {
          await removeMember({ caseId, userId }).unwrap();
          onLeft();
        } catch (error) {
          if (!handleUnauthorized(error))
            notification.error({ title: 'Could not leave', description: 'Please try again.' });
        }
      },
    });
  };

  return (
    <Flex vertical gap={16} className="members-panel">
      <Card>
        <SectionTitle>Members</SectionTitle>
        <List
          aria-label="Members"
          loading={isLoading}
          dataSource={members}
          renderItem={(member) => (
            <MemberRow
              key={member.userId}
              caseId={caseId}
              member={member}
              manage={isOwner}
              isMe={member.userId === userId}
            />
          )}
        />
        {isCounterpart ? (
          <div className="members-leave">
            <LeaveTable caseId={caseId} />
          </div>
        ) : isOwner ? null : (
          <Button
            danger
            icon={<LogoutOutlined aria-hidden />}
            loading={leaving.isLoading}
            onClick={leave}
            className="members-leave"
          >
            Leave case
          </Button>
        )}
      </Card>
      {isOwner ? <CounterpartPanel caseId={caseId} /> : null}
      {isOwner ? (
        <Card>
          <SectionTitle>Share links</SectionTitle>
          <Typography.Paragraph type="secondary">
            A link lets someone join this case as an editor (changes what is inside the case) or a viewer
            (reads everything, changes nothing).
          </Typography.Paragraph>
          <CreateLink caseId={caseId} />
          <SectionTitle>Open links</SectionTitle>
          <OpenLinks caseId={caseId} />
        </Card>
      ) : null}
    </Flex>
  );
}
