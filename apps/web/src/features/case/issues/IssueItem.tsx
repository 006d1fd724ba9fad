import { DeleteOutlined, EditOutlined, RightOutlined } from '@ant-design/icons';
import {
  Limits,
  Messages,
  type CreateOptionRequest,
  type IssueResponse,
  type UpdateOptionRequest,
} from '@parley/contracts';
import { Button, Flex, Tag, Typography } from 'antd';
import { AddOptionForm } from './AddOptionForm';
import { OptionRow } from './OptionRow';
import { optionCount, type SaveOutcome } from './types';
import { useConfirmDelete } from './useConfirmDelete';
import './IssueItem.css';

export interface IssueItemProps {
  issue: IssueResponse;
  expanded: boolean;
  onToggle: () => void;
  /** A closed case: everything can be read, nothing changed. */
  locked?: boolean;
  /** Opens the dialog that edits the issue's name, description and priority. */
  onEdit?: () => void;
  /** Runs after the user confirmed. */
  onDelete: () => Promise<unknown>;
  onAddOption: (body: CreateOptionRequest) => Promise<SaveOutcome>;
  onUpdateOption: (optionId: number, body: UpdateOptionRequest) => Promise<SaveOutcome>;
  /** Runs after the user confirmed. */
  onDeleteOption: (optionId: number) => Promise<unknown>;
}

/** One issue: a header that expands or collapses it and, when expanded, its options and actions. */
export function IssueItem({
  issue,
  expanded,
  onToggle,
  locked = false,
  onEdit,
  onDelete,
  onAddOption,
  onUpdateOption,
  onDeleteOption,
}: IssueItemProps) {
  const { deleting, confirmDelete: askToDelete } = useConfirmDelete();
  const panelId = `issue-${issue.id}-panel`;
  const count = issue.options.length;
  const canDeleteOption = count > 1;

  const confirmDelete = () =>
    askToDelete({
      title: 'Remove issue',
      question: `Are you sure you want to remove "${issue.name}"? This action cannot be undone.`,
      okText: 'Remove',
      onDelete,
    });

  return (
    <div className="issue-item">
      <Typography.Title level={3} className="issue-item-heading">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onClick={onToggle}
          className="issue-item-toggle"
        >
          <RightOutlined
            aria-hidden
            className={expanded ? 'issue-item-chevron issue-item-chevron-open' : 'issue-item-chevron'}
          />
          <span className="issue-item-summary">
            <span className="wrap-row">
              <Typography.Text strong className="issue-item-name">
                {issue.name}
              </Typography.Text>
              {issue.isAiSuggested ? <Tag color="purple">AI Suggested</Tag> : null}
            </span>
            {issue.description ? (
              <Typography.Text type="secondary" className="issue-item-description">
                {issue.description}
              </Typography.Text>
            ) : null}
          </span>
          <Typography.Text type="secondary" className="issue-item-count">
            {optionCount(count)}
          </Typography.Text>
        </button>
      </Typography.Title>
      {expanded ? (
        <div id={panelId} className="issue-item-panel">
          <ul aria-label={`Options of ${issue.name}`} className="issue-item-options">
            {issue.options.map((option) => (
              <li key={option.id} className="issue-item-option">
                <OptionRow
                  option={option}
                  canDelete={canDeleteOption}
                  locked={locked}
                  onSave={(body) => onUpdateOption(option.id, body)}
                  onDelete={() => onDeleteOption(option.id)}
                />
              </li>
            ))}
          </ul>
          {canDeleteOption ? null : (
            <Typography.Text type="secondary" className="issue-item-note">
              {Messages.lastOption}
            </Typography.Text>
          )}
          {locked ? null : (
            <div className="issue-item-add-option">
              <AddOptionForm
                issueId={issue.id}
                issueName={issue.name}
                atLimit={count >= Limits.optionsPerIssueMax}
                onAdd={onAddOption}
              />
            </div>
          )}
          <Flex justify="flex-end" gap="small" className="issue-item-actions">
            {onEdit ? (
              <Button
                icon={<EditOutlined aria-hidden />}
                disabled={locked}
                onClick={onEdit}
                aria-label={`Edit issue ${issue.name}`}
              >
                Edit Issue
              </Button>
            ) : null}
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={deleting}
              disabled={locked}
              onClick={confirmDelete}
            >
              Remove Issue
            </Button>
          </Flex>
        </div>
      ) : null}
    </div>
  );
}
