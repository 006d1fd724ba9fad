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

const headerButtonStyle = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 12,
  width: '100%',
  padding: '12px 16px',
  background: 'transparent',
  border: 0,
  borderRadius: 8,
  textAlign: 'left',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
} as const;

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
    <div style={{ border: '1px solid #e2e8f0', borderRadius: 8, background: '#fff' }}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onClick={onToggle}
          style={headerButtonStyle}
        >
          <RightOutlined
            aria-hidden
            style={{
              marginTop: 5,
              transition: 'transform 0.2s',
              transform: expanded ? 'rotate(90deg)' : undefined,
            }}
          />
          <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {issue.name}
              </Typography.Text>
              {issue.isAiSuggested ? <Tag color="purple">AI Suggested</Tag> : null}
            </span>
            {issue.description ? (
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {issue.description}
              </Typography.Text>
            ) : null}
          </span>
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            {optionCount(count)}
          </Typography.Text>
        </button>
      </Typography.Title>
      {expanded ? (
        <div id={panelId} style={{ padding: '0 16px 16px 44px' }}>
          <ul aria-label={`Options of ${issue.name}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {issue.options.map((option) => (
              <li key={option.id} style={{ padding: '8px 0', borderBottom: '1px solid #f1f5f9' }}>
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
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
              {Messages.lastOption}
            </Typography.Text>
          )}
          {locked ? null : (
            <div style={{ marginTop: 16 }}>
              <AddOptionForm
                issueId={issue.id}
                issueName={issue.name}
                atLimit={count >= Limits.optionsPerIssueMax}
                onAdd={onAddOption}
              />
            </div>
          )}
          <Flex justify="flex-end" gap="small" className="issue-actions">
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
