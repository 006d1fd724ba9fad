import { InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Limits,
  Messages,
  type CreateOptionRequest,
  type IssueResponse,
  type UpdateOptionRequest,
} from '@parley/contracts';
import { Button, Empty, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { IssueItem } from './IssueItem';
import type { SaveOutcome } from './types';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { ToolbarRow } from '../../../components/layout/ToolbarRow';
import './IssueList.css';

export const SMART_POINTS_NOTE = 'Point values for each option are set in the Smart Points tab.';

export interface IssueListProps {
  issues: IssueResponse[];
  /** A closed case: the issues can be read, nothing changed. */
  locked?: boolean;
  onAddIssue: () => void;
  /** Opens the edit dialog of an issue. */
  onEditIssue?: (issue: IssueResponse) => void;
  /** Each runs after the user confirmed. */
  onDeleteIssue: (issueId: number) => Promise<unknown>;
  onAddOption: (issueId: number, body: CreateOptionRequest) => Promise<SaveOutcome>;
  onUpdateOption: (optionId: number, body: UpdateOptionRequest) => Promise<SaveOutcome>;
  onDeleteOption: (optionId: number) => Promise<unknown>;
  /** Beside the title: the saving status and Undo. */
  status?: ReactNode;
}

const LIMIT_HINT_ID = 'issues-limit-hint';

/** The Issues tab's content: the `Add Issue` button (disabled at the limit), the issues, or the empty state. */
export function IssueList({
  issues,
  locked = false,
  onAddIssue,
  onEditIssue,
  onDeleteIssue,
  onAddOption,
  onUpdateOption,
  onDeleteOption,
  status = null,
}: IssueListProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const atLimit = issues.length >= Limits.issuesPerCaseMax;

  const toggle = (issueId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(issueId)) next.delete(issueId);
      else next.add(issueId);
      return next;
    });

  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={onAddIssue}
      disabled={atLimit || locked}
      aria-describedby={atLimit && !locked ? LIMIT_HINT_ID : undefined}
    >
      Add Issue
    </Button>
  );

  return (
    <div>
      <ToolbarRow className="issue-list-toolbar">
        <SectionTitle>Issues</SectionTitle>
        <div className="issue-list-actions">
          {status}
          {issues.length > 0 ? addButton : null}
        </div>
      </ToolbarRow>
      {atLimit && !locked ? (
        <Typography.Paragraph type="secondary" id={LIMIT_HINT_ID} className="issue-list-limit">
          {Messages.tooManyIssues(Limits.issuesPerCaseMax)}
        </Typography.Paragraph>
      ) : null}
      <Typography.Paragraph type="secondary">
        <InfoCircleOutlined aria-hidden className="issue-list-note-icon" />
        {SMART_POINTS_NOTE}
      </Typography.Paragraph>
      {issues.length === 0 ? (
        <Empty description="No issues yet" className="issue-list-empty">
          {addButton}
        </Empty>
      ) : (
        <ul className="issue-list-items">
          {issues.map((issue) => (
            <li key={issue.id}>
              <IssueItem
                issue={issue}
                expanded={expanded.has(issue.id)}
                onToggle={() => toggle(issue.id)}
                locked={locked}
                onEdit={onEditIssue ? () => onEditIssue(issue) : undefined}
                onDelete={() => onDeleteIssue(issue.id)}
                onAddOption={(body) => onAddOption(issue.id, body)}
                onUpdateOption={onUpdateOption}
                onDeleteOption={onDeleteOption}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
