import { PlusOutlined } from '@ant-design/icons';
import { Limits, Messages, type CreateOptionRequest } from '@parley/contracts';
import { Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { blankToNull, type SaveOutcome } from './types';
import './AddOptionForm.css';

export interface AddOptionFormProps {
  /** Makes the ids and labels unique on a page with several expanded issues. */
  issueId: number;
  issueName: string;
  /** The issue already holds `Limits.optionsPerIssueMax` options. */
  atLimit: boolean;
  /** Saves the trimmed name and the description (null when blank); the form empties itself after `{ ok: true }`. */
  onAdd: (body: CreateOptionRequest) => Promise<SaveOutcome>;
}

/** The `Add Option` form under an expanded issue's options: a required name and an optional description. */
export function AddOptionForm({ issueId, issueName, atLimit, onAdd }: AddOptionFormProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [adding, setAdding] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const blank = name.trim() === '';
  const idBase = `issue-${issueId}-new-option`;

  const submit = async () => {
    if (blank || atLimit || adding) return;
    setAdding(true);
    let outcome: SaveOutcome;
    try {
      outcome = await onAdd({ name: name.trim(), description: blankToNull(description) });
    } catch {
      outcome = { ok: false };
    }
    setAdding(false);
    if (outcome.ok) {
      setName('');
      setDescription('');
      setErrors({});
    } else {
      setErrors(outcome.fieldErrors ?? {});
    }
  };

  const otherErrors = Object.entries(errors)
    .filter(([key]) => key !== 'name' && key !== 'description')
    .map(([, message]) => message);

  return (
    <form
      noValidate
      aria-label={`Add option to ${issueName}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="add-option-fields">
        <div className="add-option-name">
          <Input
            id={`${idBase}-name`}
            aria-label="New option name"
            placeholder="Option name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={Limits.optionNameMax}
            autoComplete="off"
            disabled={atLimit}
            aria-required
            status={errors.name ? 'error' : undefined}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${idBase}-name-error` : undefined}
          />
          {errors.name ? (
            <Typography.Text type="danger" id={`${idBase}-name-error`}>
              {errors.name}
            </Typography.Text>
          ) : null}
        </div>
        <div className="add-option-description">
          <Input
            id={`${idBase}-description`}
            aria-label="New option description"
            placeholder="Description (optional)"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            maxLength={Limits.optionDescriptionMax}
            autoComplete="off"
            disabled={atLimit}
            status={errors.description ? 'error' : undefined}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${idBase}-description-error` : undefined}
          />
          {errors.description ? (
            <Typography.Text type="danger" id={`${idBase}-description-error`}>
              {errors.description}
            </Typography.Text>
          ) : null}
        </div>
        <Button
          htmlType="submit"
          icon={<PlusOutlined aria-hidden />}
          disabled={blank || atLimit}
          loading={adding}
          aria-describedby={atLimit ? `${idBase}-limit` : undefined}
        >
          Add Option
        </Button>
      </div>
      {atLimit ? (
        <Typography.Text type="secondary" id={`${idBase}-limit`}>
          {Messages.tooManyOptions(Limits.optionsPerIssueMax)}
        </Typography.Text>
      ) : null}
      {otherErrors.length > 0 ? (
        <div>
          <Typography.Text type="danger">{otherErrors.join(' ')}</Typography.Text>
        </div>
      ) : null}
    </form>
  );
}
