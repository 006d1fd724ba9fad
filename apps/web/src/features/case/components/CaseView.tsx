import {
  ArrowLeftOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExportOutlined,
  HomeOutlined,
  LockOutlined,
  MoreOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Messages, type CaseDetailResponse } from '@parley/contracts';
import { Alert, Button, Card, Dropdown, Flex, Skeleton, Space, Tag, Typography, type MenuProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { DatabaseUnavailable } from '../../../components/DatabaseUnavailable';
import { RetryAlert } from '../../../components/RetryAlert';
import { StatusTag } from '../../../components/StatusTag';
import { formatDateTime } from '../../../lib/format';
import { whenIdle } from '../../../lib/idle';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import { OWNER_ACCESS, type CaseAccess } from '../access/case-access';
import { CaseOverview } from './CaseOverview';
import { CaseTabs } from './CaseTabs';
import { AppHeader, AppPage } from '../../../components/layout/AppPage';
import './CaseView.css';

export type CaseViewState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; onRetry: () => void; unavailable?: boolean }
  | {
      kind: 'ready';
      detail: CaseDetailResponse;
      tab: CaseTab;
      onTabChange: (tab: CaseTab) => void;
      /** The Issues, Smart Points, Strategy and Negotiate tabs, drawn by their own features. */
      issuesTab: ReactNode;
      pointsTab: ReactNode;
      strategyTab: ReactNode;
      /** At the table: the plan, a rehearsal and the real negotiation's offers. */
      negotiateTab: ReactNode;
      /** Drawn in the Overview: the scenario explorer, composed by the case screen's route. */
      scenarioExplorer?: ReactNode;
      onClose: () => void;
      onReopen: () => void;
      /** Opens the dialog that edits the case's name, goal and description. */
      onEdit: () => void;
      /** Asks to delete the case (confirmation first). */
      onDelete: () => void;
      /** Copies the case, everything on it included; the copy opens. */
      onDuplicate?: () => void;
      onAgree: (issueId: number, optionId: number) => Promise<void>;
      statusChanging: boolean;
      /** What the reader may do (issue 35): owner-only actions are left out for members. Default: the owner. */
      access?: CaseAccess;
      /** Under the header: who else has the case open, and its members and history. */
      sharing?: ReactNode;
    };

let readerTimeZone: string | undefined;

/**
 * The reader's time zone, which only the browser knows and the report's times are in. Read once: the first
 * `Intl.DateTimeFormat` loads ICU's zone data, a call too slow to repeat on every render.
 */
export function readReaderTimeZone(): string {
  return (readerTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * The printable report in the reader's time zone (`timeZone`: read now by default; null leaves it to the
 * server); with `offers`, it lists that many equivalent offers within `tolerance` points (the Strategy tab's
 * offer builder).
 */
export function exportHref(
  caseId: number,
  offers?: { count: number; tolerance: number; target?: number | null },
  timeZone: string | null = readReaderTimeZone(),
): string {
  const query = new URLSearchParams(timeZone === null ? {} : { timeZone });
  if (offers) {
    query.set('offers', String(offers.count));
    query.set('tolerance', String(offers.tolerance));
    if (offers.target !== null && offers.target !== undefined) query.set('target', String(offers.target));
  }
  return `/api/cases/${caseId}/export?${query.toString()}`;
}

/**
 * The header's Export link. The time zone is read when the browser is idle after the case screen is drawn,
 * not in its first render (that call alone was a long task); a click before then reads it at once.
 */
function ReportLink({ caseId }: { caseId: number }) {
  const [timeZone, setTimeZone] = useState(() => readerTimeZone ?? null);
  useEffect(() => {
    if (timeZone !== null) return;
    return whenIdle(() => setTimeZone(readReaderTimeZone()));
  }, [timeZone]);
  return (
    <Button
      icon={<ExportOutlined aria-hidden />}
      href={exportHref(caseId, undefined, timeZone)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (timeZone === null) event.currentTarget.setAttribute('href', exportHref(caseId));
      }}
    >
      Export
    </Button>
  );
}

/** The menu's Export link: its time zone is read when the menu is first opened, not in the screen's render. */
function ReportMenuLink({ caseId }: { caseId: number }) {
  return (
    <a href={exportHref(caseId)} target="_blank" rel="noopener noreferrer">
      Export
    </a>
  );
}

/**
 * The header's actions as one menu, for a narrow screen (CaseView.css shows it below 768 px and the row of
 * buttons above): the same actions, the links still links (the report in a new tab, the file a download).
 */
function CaseActionsMenu({
  caseId,
  closed,
  statusChanging,
  onEdit,
  onDuplicate,
  onDelete,
  onClose,
  onReopen,
  isOwner,
}: CaseActionsProps) {
  const ownerOnly = <T,>(items: T[]): T[] => (isOwner ? items : []);
  const items: MenuProps['items'] = [
    ...ownerOnly([{ key: 'edit', icon: <EditOutlined aria-hidden />, label: 'Edit', onClick: onEdit }]),
    ...(onDuplicate && isOwner
      ? [{ key: 'duplicate', icon: <CopyOutlined aria-hidden />, label: 'Duplicate', onClick: onDuplicate }]
      : []),
    { key: 'export', icon: <ExportOutlined aria-hidden />, label: <ReportMenuLink caseId={caseId} /> },
    {
      key: 'export-json',
      icon: <DownloadOutlined aria-hidden />,
      label: (
        <a href={`/api/cases/${caseId}/export.json`} download={`parley-case-${caseId}.json`}>
          Export JSON
        </a>
      ),
    },
    ...ownerOnly<NonNullable<MenuProps['items']>[number]>([
      {
        key: 'status',
        icon: closed ? <UnlockOutlined aria-hidden /> : <LockOutlined aria-hidden />,
        label: closed ? 'Reopen' : 'Close',
        disabled: statusChanging,
        onClick: closed ? onReopen : onClose,
      },
      { type: 'divider' },
      {
        key: 'delete',
        icon: <DeleteOutlined aria-hidden />,
        label: 'Delete',
        danger: true,
        onClick: onDelete,
      },
    ]),
  ];
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="case-actions-narrow">
      <Dropdown
        menu={{ items }}
        trigger={['click']}
        autoFocus
        placement="bottomRight"
        // Closed by Escape, a choice or a click elsewhere: the focus goes back to the button (a dialog that
        // a choice opens then takes it, as from the wide header's buttons).
        onOpenChange={(open) => {
          if (!open) button.current?.focus();
        }}
      >
        <Button
          ref={button}
          icon={<MoreOutlined aria-hidden />}
          loading={statusChanging}
          aria-label="Case actions"
        >
          <span className="label-wide-only">Actions</span>
        </Button>
      </Dropdown>
    </div>
  );
}

interface CaseActionsProps {
  caseId: number;
  closed: boolean;
  statusChanging: boolean;
  onEdit: () => void;
  onDuplicate?: () => void;
  onDelete: () => void;
  onClose: () => void;
  onReopen: () => void;
  /** Edit, Duplicate, Delete, Close and Reopen are the owner's (issue 35); a member keeps the exports. */
  isOwner: boolean;
}

/**
 * The header's actions: a row of buttons from 768 px, one menu below (CaseActionsMenu). Only the one the
 * width shows is rendered, and the other takes its place when the width crosses 768 px: the menu's dropdown
 * was part of every wide screen's first render, and the row of buttons of every phone's.
 */
function CaseActions(props: CaseActionsProps) {
  const narrow = useNarrowScreen();
  if (narrow) return <CaseActionsMenu {...props} />;
  const { caseId, closed, statusChanging, onEdit, onDuplicate, onDelete, onClose, onReopen, isOwner } = props;
  return (
    <Space wrap className="case-actions-wide">
      {isOwner ? (
        <Button icon={<EditOutlined aria-hidden />} onClick={onEdit} aria-label="Edit case">
          Edit
        </Button>
      ) : null}
      {onDuplicate && isOwner ? (
        <Button icon={<CopyOutlined aria-hidden />} onClick={onDuplicate} aria-label="Duplicate case">
          Duplicate
        </Button>
      ) : null}
      {isOwner ? (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete} aria-label="Delete case">
          Delete
        </Button>
      ) : null}
      <ReportLink caseId={caseId} />
      <Button
        icon={<DownloadOutlined aria-hidden />}
        href={`/api/cases/${caseId}/export.json`}
        download={`parley-case-${caseId}.json`}
      >
        Export JSON
      </Button>
      {isOwner ? (
        <Button
          icon={closed ? <UnlockOutlined aria-hidden /> : <LockOutlined aria-hidden />}
          loading={statusChanging}
          onClick={closed ? onReopen : onClose}
          aria-label={closed ? 'Reopen case' : 'Close case'}
        >
          {closed ? 'Reopen' : 'Close'}
        </Button>
      ) : null}
    </Space>
  );
}

export const CASE_TABS = ['overview', 'issues', 'points', 'strategy', 'negotiate'] as const;
export type CaseTab = (typeof CASE_TABS)[number];

function Shell({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <AppPage
      header={
        <AppHeader>
          <ButtonLink to="/" icon={<ArrowLeftOutlined aria-hidden />}>
            <span className="label-wide-only">Back</span>
          </ButtonLink>
          {header}
        </AppHeader>
      }
    >
      {children}
    </AppPage>
  );
}

export function CaseNotFound() {
  return (
    <main className="centered-page">
      <Typography.Title level={1} className="m-0">
        {Messages.caseNotFound}
      </Typography.Title>
      <Typography.Paragraph className="case-not-found-text">{Messages.caseNotFoundText}</Typography.Paragraph>
      <ButtonLink to="/" type="primary" icon={<HomeOutlined aria-hidden />}>
        Return Home
      </ButtonLink>
    </main>
  );
}

/** The case screen: header with Close or Reopen, and the Overview, Issues, Smart Points and Strategy tabs. */
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
          {state.unavailable ? (
            <DatabaseUnavailable onRetry={state.onRetry} />
          ) : (
            <RetryAlert
              type="error"
              title="Could not load this case"
              description="Something went wrong while loading the negotiation case."
              onRetry={state.onRetry}
            />
          )}
        </Shell>
      );
    case 'ready': {
      const { case: caseItem } = state.detail;
      const closed = caseItem.status === 'closed';
      const access = state.access ?? OWNER_ACCESS;
      return (
        <Shell
          header={
            <Flex gap="middle" wrap align="center" justify="space-between" flex={1} className="case-header">
              <Space size="middle" wrap align="center" className="case-header-title">
                <Typography.Title level={1} className="case-title">
                  {caseItem.name}
                </Typography.Title>
                <StatusTag status={caseItem.status} />
                {access.canEdit ? null : <Tag color="gold">View only</Tag>}
                {!access.isOwner && access.ownerName ? (
                  <Typography.Text type="secondary">
                    {access.isCounterpart
                      ? `With ${access.ownerName}: you are the other side`
                      : `Shared by ${access.ownerName}`}
                  </Typography.Text>
                ) : null}
                {closed && caseItem.closedAt ? (
                  <Typography.Text type="secondary">
                    Closed {formatDateTime(caseItem.closedAt)}
                  </Typography.Text>
                ) : null}
              </Space>
              <CaseActions
                caseId={caseItem.id}
                closed={closed}
                statusChanging={state.statusChanging}
                onEdit={state.onEdit}
                onDuplicate={state.onDuplicate}
                onDelete={state.onDelete}
                onClose={state.onClose}
                onReopen={state.onReopen}
                isOwner={access.isOwner}
              />
            </Flex>
          }
        >
          {state.sharing}
          {closed ? (
            <Alert
              type="info"
              showIcon
              icon={<LockOutlined aria-hidden />}
              title={Messages.caseClosed}
              className="case-closed-hint"
            />
          ) : null}
          <CaseTabs<CaseTab>
            label="Case sections"
            active={state.tab}
            onChange={state.onTabChange}
            items={[
              {
                key: 'overview',
                label: 'Overview',
                children: (
                  <CaseOverview
                    detail={state.detail}
                    onAgree={state.onAgree}
                    scenarioExplorer={state.scenarioExplorer}
                  />
                ),
              },
              { key: 'issues', label: 'Issues', children: state.issuesTab },
              // Unmounted when left, so that it saves the levels it holds (leaving the tab saves them).
              { key: 'points', label: 'Smart Points', children: state.pointsTab, destroyOnHidden: true },
              { key: 'strategy', label: 'Strategy', children: state.strategyTab },
              { key: 'negotiate', label: 'Negotiate', children: state.negotiateTab },
            ]}
          />
        </Shell>
      );
    }
  }
}
