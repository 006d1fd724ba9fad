import { Limits, type IssueResponse, type UpdateIssueRequest } from '@parley/contracts';
import { Alert, Button, Flex, Form, Input, Modal, Slider, type InputRef } from 'antd';
import { useFormik } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';
import { issueFieldRules } from './issue-rules';
import { blankToNull, type SaveOutcome } from './types';

interface EditIssueValues {
  name: string;
  description: string;
  priority: number;
}

const FIELDS = ['name', 'description', 'priority'] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);

const schema = yup.object(issueFieldRules);

export interface EditIssueDialogProps {
  /** The issue being edited; the dialog is closed without one. */
  issue: IssueResponse | null;
  onCancel: () => void;
  /** Saves the issue's name, description and priority (trimmed, a blank description as null). */
  onSubmit: (body: UpdateIssueRequest) => Promise<SaveOutcome>;
}

/**
 * `Edit Issue`: an issue's name, description and priority, with the add-issue rules and messages. Its owner
 * keys it by the issue, so each issue's edit starts from that issue's values.
 */
export function EditIssueDialog({ issue, onCancel, onSubmit }: EditIssueDialogProps) {
  const nameRef = useRef<InputRef>(null);
  const formik = useFormik<EditIssueValues>({
    initialValues: {
      name: issue?.name ?? '',
      description: issue?.description ?? '',
      priority: issue?.priority ?? Limits.priorityDefault,
    },
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      const outcome = await onSubmit({
        name: values.name.trim(),
        description: blankToNull(values.description),
        priority: values.priority,
      });
      if (outcome.ok) return;
      const onFields: Partial<Record<Field, string>> = {};
      const elsewhere: string[] = [];
      for (const [key, message] of Object.entries(outcome.fieldErrors ?? {})) {
        if (isField(key)) onFields[key] = message;
        else elsewhere.push(message);
      }
      helpers.setErrors(onFields);
      if (elsewhere.length > 0) helpers.setStatus(elsewhere.join(' '));
    },
  });

  const { values, isSubmitting } = formik;
  const errorOf = (field: Field): string | undefined =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;
  const help = (field: Field) => {
    const error = errorOf(field);
    return error ? <span id={`edit-issue-${field}-error`}>{error}</span> : undefined;
  };
  const describe = (field: Field) => {
    const error = errorOf(field);
    return {
      status: error ? ('error' as const) : undefined,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `edit-issue-${field}-error` : undefined,
    };
  };
  const cancel = () => {
    formik.resetForm();
    onCancel();
  };
  const formStatus: unknown = formik.status;

  return (
    <Modal
      open={issue !== null}
      title="Edit Issue"
      onCancel={cancel}
      footer={null}
      afterOpenChange={(isOpen) => {
        if (isOpen) nameRef.current?.focus();
      }}
      mask={{ closable: !isSubmitting }}
    >
      <form noValidate onSubmit={formik.handleSubmit} aria-label="Edit issue">
        <Form layout="vertical" component={false}>
          {typeof formStatus === 'string' && formStatus ? (
            <Alert type="error" title={formStatus} showIcon className="form-status" />
          ) : null}
          <Form.Item
            label="Issue Name"
            htmlFor="edit-issue-name"
            required
            validateStatus={errorOf('name') ? 'error' : undefined}
            help={help('name')}
          >
            <Input
              id="edit-issue-name"
              name="name"
              ref={nameRef}
              autoComplete="off"
              value={values.name}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              maxLength={Limits.issueNameMax}
              aria-required
              {...describe('name')}
            />
          </Form.Item>
          <Form.Item
            label="Description"
            htmlFor="edit-issue-description"
            validateStatus={errorOf('description') ? 'error' : undefined}
            help={help('description')}
          >
            <Input.TextArea
              id="edit-issue-description"
              name="description"
              rows={2}
              value={values.description}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              maxLength={Limits.issueDescriptionMax}
              {...describe('description')}
            />
          </Form.Item>
          <Form.Item
            label={`Priority: ${values.priority}`}
            validateStatus={errorOf('priority') ? 'error' : undefined}
            help={help('priority')}
          >
            <Slider
              min={Limits.priorityMin}
              max={Limits.priorityMax}
              step={5}
              value={values.priority}
              onChange={(value) => void formik.setFieldValue('priority', value)}
              ariaLabelForHandle="Priority"
              marks={{ 0: 'Low', 50: 'Medium', 100: 'High' }}
            />
          </Form.Item>
          <Flex justify="flex-end" gap="small">
            <Button onClick={cancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={isSubmitting}>
              Save Changes
            </Button>
          </Flex>
        </Form>
      </form>
    </Modal>
  );
}
