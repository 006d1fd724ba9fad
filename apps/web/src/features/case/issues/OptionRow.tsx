import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Limits, Messages, type OptionResponse, type UpdateOptionRequest } from '@parley/contracts';
import { Button, Input, Space, Tooltip, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { blankToNull, type SaveOutcome } from './types';
import { useConfirmDelete } from './useConfirmDelete';
import './OptionRow.css';

export interface OptionRowProps {
  /** A closed case: the option can be read, not edited or deleted. */
  locked?: boolean;
  option: OptionResponse;
  /** False for an issue's last option: an issue keeps at least one. */
  canDelete: boolean;
  /** Saves the changed fields only (trimmed; a blank description as null). */
  onSave: (body: UpdateOptionRequest) => Promise<SaveOutcome>;
  /** Runs after the user confirmed. */
  onDelete: () => Promise<unknown>;
}

interface Draft {
  name: string;
  description: string;
}

/** One option of an expanded issue: shown, edited inline (Enter saves, Escape cancels) or deleted after a confirm. */
export function OptionRow({ option, canDelete, locked = false, onSave, onDelete }: OptionRowProps) {
  const { deleting, confirmDelete: askToDelete } = useConfirmDelete();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const startEditing = () => {
    setErrors({});
    setDraft({ name: option.name, description: option.description ?? '' });
  };

  const cancel = () => {
    if (saving) return;
    setErrors({});
    setDraft(null);
  };

  const save = async () => {
    if (!draft || saving) return;
    const name = draft.name.trim();
    if (name === '') return;
    const description = blankToNull(draft.description);
    const body: UpdateOptionRequest = {};
    if (name !== option.name) body.name = name;
    if (description !== option.description) body.description = description;
    if (Object.keys(body).length === 0) {
      setDraft(null);
      return;
    }
    setSaving(true);
    let outcome: SaveOutcome;
    try {
      outcome = await onSave(body);
    } catch {
      outcome = { ok: false };
    }
    setSaving(false);
    if (outcome.ok) {
      setDraft(null);
      setErrors({});
    } else {
      setErrors(outcome.fieldErrors ?? {});
    }
  };

  const confirmDelete = () =>
    askToDelete({
      title: 'Delete option',
      question: `Are you sure you want to delete "${option.name}"?`,
      okText: 'Delete',
      onDelete,
    });

  if (draft) {
    const nameBlank = draft.name.trim() === '';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        cancel();
      }
    };
    const nameError = errors.name;
    const descriptionError = errors.description;
    const otherErrors = Object.entries(errors)
      .filter(([key]) => key !== 'name' && key !== 'description')
      .map(([, message]) => message);
    const idBase = `option-${option.id}-edit`;
    return (
      <form
        noValidate
        aria-label={`Edit option ${option.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        onKeyDown={onKeyDown}
        className="option-row-form"
      >
        <div className="option-row-name">
          <Input
            aria-label="Option name"
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            maxLength={Limits.optionNameMax}
            autoFocus
            autoComplete="off"
            status={nameError ? 'error' : undefined}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${idBase}-name-error` : undefined}
          />
          {nameError ? (
            <Typography.Text type="danger" id={`${idBase}-name-error`}>
              {nameError}
            </Typography.Text>
          ) : null}
        </div>
        <div className="option-row-description">
          <Input
            aria-label="Option description"
            placeholder="Description (optional)"
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            maxLength={Limits.optionDescriptionMax}
            autoComplete="off"
            status={descriptionError ? 'error' : undefined}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${idBase}-description-error` : undefined}
          />
          {descriptionError ? (
            <Typography.Text type="danger" id={`${idBase}-description-error`}>
              {descriptionError}
            </Typography.Text>
          ) : null}
        </div>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} disabled={nameBlank}>
            Save
          </Button>
          <Button onClick={cancel} disabled={saving}>
            Cancel
          </Button>
        </Space>
        {otherErrors.length > 0 ? (
          <Typography.Text type="danger" className="option-row-error">
            {otherErrors.join(' ')}
          </Typography.Text>
        ) : null}
      </form>
    );
  }

  const deleteButton = (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Delete option ${option.name}`}
      disabled={!canDelete || locked}
      loading={deleting}
      onClick={confirmDelete}
    />
  );

  return (
    <div className="option-row-view">
      <div className="option-row-text">
        <Typography.Text strong>{option.name}</Typography.Text>
        {option.description ? (
          <div>
            <Typography.Text type="secondary">{option.description}</Typography.Text>
          </div>
        ) : null}
      </div>
      <Space size={4}>
        <Button
          type="text"
          icon={<EditOutlined aria-hidden />}
          aria-label={`Edit option ${option.name}`}
          disabled={locked}
          onClick={startEditing}
        />
        {canDelete || locked ? (
          deleteButton
        ) : (
          // A disabled button gets no pointer events: the tooltip listens on a wrapper.
          <Tooltip title={Messages.lastOption}>
            <span className="option-row-disabled-delete">{deleteButton}</span>
          </Tooltip>
        )}
      </Space>
    </div>
  );
}
