import { Limits, Messages } from '@parley/contracts';
import { Alert, Button, Form, Input, Modal, Space, type InputRef } from 'antd';
import { useFormik } from 'formik';
import { useRef, type ReactNode } from 'react';
import * as yup from 'yup';
import './CaseFormDialog.css';

export interface CaseFormValues {
  name: string;
  goal: string;
  description: string;
}

/** What the dialog's owner answers after trying to save: on failure the dialog keeps what was typed. */
export type CaseFormOutcome = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

const FIELDS = ['name', 'goal', 'description'] as const;
type Field = (typeof FIELDS)[number];

export const EMPTY_CASE_FORM: CaseFormValues = { name: '', goal: '', description: '' };

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

export interface CaseFormDialogProps {
  open: boolean;
  /** The dialog's title, e.g. 'New Negotiation Case'. */
  title: string;
  /** The submit button's text, e.g. 'Create Case'. */
  submitText: string;
  /** What the fields start from (a case being edited); empty by default. */
  initialValues?: CaseFormValues;
  /** Drawn above the fields, e.g. the new case's choice of template. */
  leading?: ReactNode;
  /** Leaves out goal and description (a template brings its own). */
  hideDetails?: boolean;
  onCancel: () => void;
  /** Saves the (trimmed) values; the dialog resets itself after `{ ok: true }`. */
  onSubmit: (values: CaseFormValues) => Promise<CaseFormOutcome>;
}

/**
 * A case's name, goal and description, with one set of rules and messages for creating a case and for
 * editing one.
 */
export function CaseFormDialog({
  open,
  title,
  submitText,
  initialValues = EMPTY_CASE_FORM,
  leading,
  hideDetails = false,
  onCancel,
  onSubmit,
}: CaseFormDialogProps) {
  const nameRef = useRef<InputRef>(null);
  const formik = useFormik<CaseFormValues>({
    initialValues,
    // An edited case's saved values become the starting point again after each save.
    enableReinitialize: true,
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
      title={title}
      onCancel={cancel}
      footer={null}
      afterOpenChange={(isOpen) => {
        if (isOpen) nameRef.current?.focus();
      }}
      mask={{ closable: !formik.isSubmitting }}
    >
      <form noValidate onSubmit={formik.handleSubmit} aria-label={title}>
        <Form layout="vertical" component={false}>
          {typeof formStatus === 'string' && formStatus ? (
            <Alert type="error" title={formStatus} showIcon className="case-form-alert" />
          ) : null}
          {leading}
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
          {hideDetails ? null : (
            <>
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
            </>
          )}
          <Space className="case-form-actions">
            <Button onClick={cancel} disabled={formik.isSubmitting}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              {submitText}
            </Button>
          </Space>
        </Form>
      </form>
    </Modal>
  );
}
