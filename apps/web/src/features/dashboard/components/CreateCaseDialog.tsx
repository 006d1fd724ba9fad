import type { CaseTemplateKey, CaseTemplateSummary } from '@parley/contracts';
import { Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  CaseFormDialog,
  EMPTY_CASE_FORM,
  type CaseFormDialogProps,
  type CaseFormOutcome,
  type CaseFormValues,
} from '../../../components/CaseFormDialog';
import './CreateCaseDialog.css';

export type CreateCaseValues = CaseFormValues;
export type CreateCaseOutcome = CaseFormOutcome;
export interface CreateCaseDialogProps extends Pick<CaseFormDialogProps, 'open' | 'onCancel'> {
  /** Saves the case: blank (template null) with name, goal and description, or from a template with a name. */
  onSubmit: (values: CreateCaseValues, template: CaseTemplateKey | null) => Promise<CreateCaseOutcome>;
  /** What a case can start from besides a blank one; none while they load. */
  templates?: CaseTemplateSummary[];
}

const BLANK = 'blank';

/** The choice of what a new case starts from: a blank case, a template or the sample. */
function TemplatePicker({
  templates,
  value,
  onChange,
}: {
  templates: CaseTemplateSummary[];
  value: CaseTemplateKey | null;
  onChange: (key: CaseTemplateKey | null) => void;
}) {
  // The templates first, the sample (offered on a first visit already) last.
  const ordered = [
    ...templates.filter((t) => t.key !== 'sample-lease'),
    ...templates.filter((t) => t.key === 'sample-lease'),
  ];
  return (
    <fieldset className="template-picker">
      <legend className="template-picker-legend">Start from</legend>
      <Radio.Group
        value={value ?? BLANK}
        onChange={(event) => {
          const key = event.target.value as string;
          onChange(key === BLANK ? null : (key as CaseTemplateKey));
        }}
        className="template-picker-options"
      >
        <Radio value={BLANK} className="template-picker-option">
          <span className="template-picker-name">Blank case</span>
          <Typography.Text type="secondary" className="template-picker-text">
            Your own issues and options, from nothing.
          </Typography.Text>
        </Radio>
        {ordered.map((template) => (
          <Radio key={template.key} value={template.key} className="template-picker-option">
            <span className="template-picker-name">{template.name}</span>
            <Typography.Text type="secondary" className="template-picker-text">
              {template.summary}
            </Typography.Text>
          </Radio>
        ))}
      </Radio.Group>
    </fieldset>
  );
}

/**
 * `New Case`: a blank case (name, goal, description) or one started from a template, with typical issues
 * and options scored for both sides; the name is the template's until changed.
 */
export function CreateCaseDialog({ open, onCancel, onSubmit, templates = [] }: CreateCaseDialogProps) {
  const [template, setTemplate] = useState<CaseTemplateKey | null>(null);
  const chosen = templates.find((t) => t.key === template);
  const initialValues = useMemo(
    () => (chosen ? { ...EMPTY_CASE_FORM, name: chosen.name } : EMPTY_CASE_FORM),
    [chosen],
  );
  return (
    <CaseFormDialog
      open={open}
      title="New Negotiation Case"
      submitText="Create Case"
      initialValues={initialValues}
      hideDetails={chosen !== undefined}
      leading={
        templates.length > 0 ? (
          <TemplatePicker templates={templates} value={template} onChange={setTemplate} />
        ) : null
      }
      onCancel={() => {
        setTemplate(null);
        onCancel();
      }}
      onSubmit={async (values) => {
        const outcome = await onSubmit(values, chosen ? chosen.key : null);
        if (outcome.ok) setTemplate(null);
        return outcome;
      }}
    />
  );
}
