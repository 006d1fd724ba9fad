import { PlusOutlined, ReadOutlined } from '@ant-design/icons';
import type { CaseResponse } from '@parley/contracts';
import { dashboardStats } from '@parley/scoring';
import { Button, Col, Empty, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DatabaseUnavailable } from '../../../components/DatabaseUnavailable';
import { RetryAlert } from '../../../components/RetryAlert';
import type { CaseAccessFields, CaseRole } from '../../../lib/sharing';
import { CaseCard, CaseCardSkeleton } from './CaseCard';
import { DashboardHeader } from './DashboardHeader';
import { ImportCaseButton } from './ImportCaseButton';
import { StatCards } from './StatCards';
import { AppPage } from '../../../components/layout/AppPage';
import { ToolbarRow } from '../../../components/layout/ToolbarRow';
import './Dashboard.css';

/** Six skeleton cards while the list loads. */
export const SKELETON_CARDS = 6;

export interface DashboardProps {
  userName: string;
  /** The subscription badge beside the user's name. */
  badge?: ReactNode;
  /** Shown above the title, e.g. the trial banner. */
  banner?: ReactNode;
  /**
   * For a person without a plan (trial over, no Pro), whom the API answers only the cases shared with them: shown
   * in place of their own cases, the stat cards and New Case / Import, which would all need a plan.
   */
  planPrompt?: ReactNode;
  cases: CaseResponse[] | undefined;
  isLoading: boolean;
  isError: boolean;
  /** The error is an outage of the database, not a bug. */
  unavailable?: boolean;
  onRetry: () => void;
  onNewCase: () => void;
  importing: boolean;
  onImportFile: (file: File) => void;
  /** Asks to delete a case (confirmation first). */
  onDeleteCase?: (caseItem: CaseResponse) => void;
  /** Copies a case, everything on it included. */
  onDuplicateCase?: (caseItem: CaseResponse) => void;
  /** Leaves a case shared with the person (confirmation first). */
  onLeaveCase?: (caseItem: CaseResponse) => void;
  /** A first visit's offer: the sample lease as a case to explore. */
  onStartSample?: () => void;
  startingSample?: boolean;
}

const gridCol = { xs: 24, md: 12, xl: 8 } as const;

/** A case's role for the reader: a case without one is their own. */
function roleOf(caseItem: CaseResponse): CaseRole {
  return (caseItem as CaseResponse & CaseAccessFields).role ?? 'owner';
}

/** One's own cases and the cases shared with one, each in the order the API gave. */
export function splitShared(cases: readonly CaseResponse[]): { own: CaseResponse[]; shared: CaseResponse[] } {
  return {
    own: cases.filter((c) => roleOf(c) === 'owner'),
    shared: cases.filter((c) => roleOf(c) !== 'owner'),
  };
}

/** `Your Negotiations`: header, stat cards and the case grid with its loading, empty and error states. */
export function Dashboard({
  userName,
  badge,
  banner,
  planPrompt,
  cases,
  isLoading,
  isError,
  unavailable = false,
  onRetry,
  onNewCase,
  importing,
  onImportFile,
  onDeleteCase,
  onDuplicateCase,
  onLeaveCase,
  onStartSample,
  startingSample = false,
}: DashboardProps) {
  // One's own cases (the figures count them) and, beside them, the cases others shared (issue 35).
  const { own: list, shared } = splitShared(cases ?? []);

  let body;
  if (planPrompt && !isLoading && !isError) {
    body = planPrompt;
  } else if (isLoading) {
    body = (
      <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label="Loading cases">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Col key={index} {...gridCol}>
            <CaseCardSkeleton />
          </Col>
        ))}
      </Row>
    );
  } else if (isError && unavailable) {
    body = <DatabaseUnavailable onRetry={onRetry} />;
  } else if (isError) {
    body = (
      <RetryAlert
        type="error"
        title="Could not load your cases"
        description="Something went wrong while loading your negotiation cases."
        onRetry={onRetry}
      />
    );
  } else if (list.length === 0 && shared.length > 0) {
    body = <Empty description="No negotiation cases of your own yet" className="dashboard-empty" />;
  } else if (list.length === 0) {
    body = (
      <Empty description="No negotiation cases yet" className="dashboard-empty">
        <Space wrap className="dashboard-empty-actions">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNewCase}>
            Create Your First Case
          </Button>
          {onStartSample ? (
            <Button icon={<ReadOutlined aria-hidden />} onClick={onStartSample} loading={startingSample}>
              Explore a sample case
            </Button>
          ) : null}
        </Space>
        {onStartSample ? (
          <Typography.Paragraph type="secondary" className="dashboard-empty-hint">
            The sample is a lease renewal with points for both sides: open it to see every outcome and the
            advice at once, then change it or delete it.
          </Typography.Paragraph>
        ) : null}
      </Empty>
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {list.map((caseItem) => (
          <Col key={caseItem.id} {...gridCol}>
            <CaseCard
              caseItem={caseItem}
              onDelete={onDeleteCase ? () => onDeleteCase(caseItem) : undefined}
              onDuplicate={onDuplicateCase ? () => onDuplicateCase(caseItem) : undefined}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <AppPage header={<DashboardHeader userName={userName} badge={badge} />}>
      {banner ? <div className="dashboard-banner">{banner}</div> : null}
      <ToolbarRow className="dashboard-toolbar">
        <div>
          <Typography.Title level={1} className="dashboard-title">
            Your Negotiations
          </Typography.Title>
          <Typography.Text type="secondary">
            Model your cases, explore outcomes and plan your strategy.
          </Typography.Text>
        </div>
        {planPrompt ? null : (
          <Space wrap>
            <ImportCaseButton importing={importing} onFile={onImportFile} />
            <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={onNewCase}>
              New Case
            </Button>
          </Space>
        )}
      </ToolbarRow>
      {planPrompt ? null : (
        <section aria-label="Statistics" className="dashboard-stats">
          <StatCards stats={dashboardStats(list)} loading={isLoading} />
        </section>
      )}
      <section aria-label="Cases">{body}</section>
      {!isLoading && shared.length > 0 ? (
        <section aria-labelledby="shared-with-me" className="dashboard-shared">
          <Typography.Title level={2} id="shared-with-me" className="dashboard-shared-title">
            Shared with me
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {shared.map((caseItem) => (
              <Col key={caseItem.id} {...gridCol}>
                <CaseCard
                  caseItem={caseItem}
                  shared={{
                    ownerName: (caseItem as CaseResponse & CaseAccessFields).ownerName ?? null,
                    role: roleOf(caseItem),
                  }}
                  // The other side leaves from the table, where they choose whether their points go too.
                  onLeave={
                    onLeaveCase && roleOf(caseItem) !== 'counterpart'
                      ? () => onLeaveCase(caseItem)
                      : undefined
                  }
                />
              </Col>
            ))}
          </Row>
        </section>
      ) : null}
    </AppPage>
  );
}
