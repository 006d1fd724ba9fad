import { Limits, type IssueResponse, type UpdateIssueRequest } from '@parley/contracts';
import { Alert, Button, Flex, Form, Modal, type InputRef } from 'antd';
import { useFormik } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';
import { IssueFields, type IssueFieldValues } from './IssueFields';
import { issueFieldRules } from './issue-rules';
import { blankToNull, type SaveOutcome } from './types';

type EditIssueValues = IssueFieldValues;

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

  const { isSubmitting } = formik;
  const errorOf = (field: Field): string | undefined =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;
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
          <IssueFields idPrefix="edit-issue" form={formik} errorOf={errorOf} nameRef={nameRef} />
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
