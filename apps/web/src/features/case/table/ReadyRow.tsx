import type { TableResponse } from '@parley/contracts';
import { App, Flex, Switch, Tag, Typography } from 'antd';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { readinessTone, readinessWords } from './table-words';
import { useSetReadyMutation } from './tableApi';

/**
 * Readiness (issue 36, point 4): the reader's own Ready toggle, and the other side's state in words. Ready
 * means Parley may use the reader's points and walk-away for its proposals.
 */
export function ReadyRow({ caseId, table, name }: { caseId: number; table: TableResponse; name: string }) {
  const [setReady, { isLoading }] = useSetReadyMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const toggle = async (ready: boolean) => {
    try {
      await setReady({ caseId, ready }).unwrap();
    } catch (error) {
      if (!handleUnauthorized(error))
        notification.error({
          title: 'Not changed',
          description: 'Your readiness is as before. Please try again.',
        });
    }
  };
  return (
    <Flex vertical gap={8} className="table-ready">
      <Flex gap={12} wrap align="center">
        <Switch
          id="table-ready-switch"
          checked={table.ready.you.ready}
          loading={isLoading}
          disabled={table.ended}
          onChange={(ready) => void toggle(ready)}
        />
        <label htmlFor="table-ready-switch">
          <Typography.Text strong>I am ready</Typography.Text>
        </label>
        {table.ready.you.changedAfterReady ? <Tag color="warning">Changed after ready</Tag> : null}
      </Flex>
      <Typography.Text type="secondary">
        Ready means Parley may use your points and walk-away to propose packages. You can still change them:
        the other side then sees &ldquo;Changed after ready&rdquo;, never what changed.
      </Typography.Text>
      <Flex gap={8} wrap align="center">
        <Typography.Text>{name}:</Typography.Text>
        <Tag color={readinessTone(table.ready.them)}>{readinessWords(table.ready.them)}</Tag>
      </Flex>
    </Flex>
  );
}
