import { Limits, Messages } from '@parley/contracts';
import { Alert, Button, Form, Input, Modal, Space, type InputRef } from 'antd';
import { useFormik } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';
import './CreateCaseDialog.css';

export interface CreateCaseValues {
  name: string;
  goal: string;
  description: string;
}

/** What the dialog's owner answers after trying to save: on failure the dialog keeps what was typed. */
export type CreateCaseOutcome = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

const FIELDS = ['name', 'goal', 'description'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: CreateCaseValues = { name: '', goal: '', description: '' };

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required(Messages.caseNameRequired)
    .min(1, Messages.caseNameRequired)
    .max(Limits.caseNameMax, Messages.tooLong('Case name', Limits.caseNameMax)),
  goal: yup.string().trim().max(Limits.caseGoalMax, Messages.tooLong('Goal', Limits.caseGoalMax)),
  description: yup
    .string()
    .trim()
    .max(Limits.caseDescriptionMax, Messages.tooLong('Description', Limits.caseDescriptionMax)),
});

function isField(key: string): key is Field {
  return (FIELDS as readonly string[]).includes(key);
}

export interface CreateCaseDialogProps {
  open: boolean;
  onCancel: () => void;
  /** Saves the (trimmed) values; the dialog resets itself after `{ ok: true }`. */
  onSubmit: (values: CreateCaseValues) => Promise<CreateCaseOutcome>;
}

export function CreateCaseDialog({ open, onCancel, onSubmit }: CreateCaseDialogProps) {
  const nameRef = useRef<InputRef>(null);
  const formik = useFormik<CreateCaseValues>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const outcome = await onSubmit({
        name: values.name.trim(),
        goal: values.goal.trim(),
        description: values.description.trim(),
      });
      if (outcome.ok) {
        helpers.resetForm();
        return;
      }
      const fieldErrors = outcome.fieldErrors ?? {};
      const onFields: Partial<Record<Field, string>> = {};
      const elsewhere: string[] = [];
      for (const [key, message] of Object.entries(fieldErrors)) {
        if (isField(key)) onFields[key] = message;
        else elsewhere.push(message);
      }
      helpers.setErrors(onFields);
      if (elsewhere.length > 0) helpers.setStatus(elsewhere.join(' '));
    },
  });

  const cancel = () => {
    formik.resetForm();
    onCancel();
  };

  const errorOf = (field: Field): string | undefined =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;

  const fieldProps = (field: Field) => {
    const error = errorOf(field);
    return {
      id: `case-${field}`,
      name: field,
      value: formik.values[field],
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      status: error ? ('error' as const) : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `case-${field}-error` : undefined,
    };
  };

  const help = (field: Field) => {
    const error = errorOf(field);
    return error ? <span id={`case-${field}-error`}>{error}</span> : undefined;
  };

  const formStatus: unknown = formik.status;

  return (
    <Modal
      open={open}
      title="New Negotiation Case"
      onCancel={cancel}
      footer={null}
      afterOpenChange={(isOpen) => {
        if (isOpen) nameRef.current?.focus();
      }}
      mask={{ closable: !formik.isSubmitting }}
    >
      <form noValidate onSubmit={formik.handleSubmit} aria-label="New negotiation case">
        <Form layout="vertical" component={false}>
          {typeof formStatus === 'string' && formStatus ? (
            <Alert type="error" title={formStatus} showIcon className="create-case-alert" />
          ) : null}
          <Form.Item
            label="Case Name"
            htmlFor="case-name"
            required
            validateStatus={errorOf('name') ? 'error' : undefined}
            help={help('name')}
          >
            <Input
              {...fieldProps('name')}
              ref={nameRef}
              autoFocus
              autoComplete="off"
              maxLength={Limits.caseNameMax}
              placeholder="e.g. Salary negotiation with Acme"
              aria-required
            />
          </Form.Item>
          <Form.Item
            label="Goal"
            htmlFor="case-goal"
            validateStatus={errorOf('goal') ? 'error' : undefined}
            help={help('goal')}
          >
            <Input
              {...fieldProps('goal')}
              autoComplete="off"
              maxLength={Limits.caseGoalMax}
              placeholder="What do you want to achieve?"
            />
          </Form.Item>
          <Form.Item
            label="Description"
            htmlFor="case-description"
            validateStatus={errorOf('description') ? 'error' : undefined}
            help={help('description')}
          >
            <Input.TextArea
              {...fieldProps('description')}
              rows={4}
              maxLength={Limits.caseDescriptionMax}
              placeholder="Context, parties, deadlines…"
            />
          </Form.Item>
          <Space className="create-case-actions">
            <Button onClick={cancel} disabled={formik.isSubmitting}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Create Case
            </Button>
          </Space>
        </Form>
      </form>
    </Modal>
  );
}
