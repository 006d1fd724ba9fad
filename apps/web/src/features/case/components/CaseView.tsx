import { ArrowLeftOutlined, HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Messages, type CaseDetailResponse } from '@parley/contracts';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { StatusTag } from '../../../components/StatusTag';
import { formatDateTime } from '../../../lib/format';

export type CaseViewState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; onRetry: () => void }
  | { kind: 'ready'; detail: CaseDetailResponse };

function Shell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', background: '#f8fafc' }}>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          flexWrap: 'wrap',
          padding: '12px 24px',
          background: '#fff',
          borderBottom: '1px solid #e2e8f0',
        }}
      >
        <ButtonLink to="/" icon={<ArrowLeftOutlined aria-hidden />}>
          Back
        </ButtonLink>
        {header}
      </header>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px' }}>{children}</main>
    </div>
  );
}

export function CaseNotFound() {
  return (
    <main className="centered-page">
      <Typography.Title level={1} style={{ margin: 0 }}>
        {Messages.caseNotFound}
      </Typography.Title>
      <Typography.Paragraph style={{ color: '#475569', margin: 0 }}>
        {Messages.caseNotFoundText}
      </Typography.Paragraph>
      <ButtonLink to="/" type="primary" icon={<HomeOutlined aria-hidden />}>
        Return Home
      </ButtonLink>
    </main>
  );
}

/** The case screen (walking-skeleton scope): header and Case Information. */
export function CaseView({ state }: { state: CaseViewState }) {
  switch (state.kind) {
    case 'not-found':
      return <CaseNotFound />;
    case 'loading':
      return (
        <Shell header={<Skeleton.Input active size="small" aria-hidden />}>
          <div aria-busy="true" aria-label="Loading case">
            <Card>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </div>
        </Shell>
      );
    case 'error':
      return (
        <Shell header={null}>
          <Alert
            type="error"
            showIcon
            title="Could not load this case"
            description="Something went wrong while loading the negotiation case."
            action={
              <Button icon={<ReloadOutlined aria-hidden />} onClick={state.onRetry}>
                Try Again
              </Button>
            }
          />
        </Shell>
      );
    case 'ready': {
      const { case: caseItem } = state.detail;
      return (
        <Shell
          header={
            <Space size="middle" wrap align="center">
              <Typography.Title level={1} style={{ fontSize: 22, margin: 0, overflowWrap: 'anywhere' }}>
                {caseItem.name}
              </Typography.Title>
              <StatusTag status={caseItem.status} />
              {caseItem.status === 'closed' && caseItem.closedAt ? (
                <Typography.Text type="secondary">Closed {formatDateTime(caseItem.closedAt)}</Typography.Text>
              ) : null}
            </Space>
          }
        >
          <Card
            title={
              <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                Case Information
              </Typography.Title>
            }
          >
            <Descriptions column={1} bordered={false}>
              <Descriptions.Item label="Goal">{caseItem.goal || 'No goal specified'}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <StatusTag status={caseItem.status} />
              </Descriptions.Item>
              {caseItem.description ? (
                <Descriptions.Item label="Description">
                  <span style={{ whiteSpace: 'pre-wrap' }}>{caseItem.description}</span>
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
        </Shell>
      );
    }
  }
}
