import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Limits, Messages, type CreateIssueRequest } from '@parley/contracts';
import { Alert, Button, Form, Input, Modal, Space, Typography, type InputRef } from 'antd';
import { getIn, setIn, useFormik, type FormikErrors } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';
import { IssueFields, fieldAria, fieldHelp } from './IssueFields';
import { issueFieldRules } from './issue-rules';
import { blankToNull, type SaveOutcome } from './types';
import './AddIssueDialog.css';

interface OptionDraft {
  /** Keeps each row's inputs in place when an earlier row is removed; never sent. */
  key: number;
  name: string;
  description: string;
}

export interface AddIssueValues {
  name: string;
  description: string;
  priority: number;
  options: OptionDraft[];
}

const INITIAL_VALUES: AddIssueValues = {
  name: '',
  description: '',
  priority: Limits.priorityDefault,
  options: [
    { key: 0, name: '', description: '' },
    { key: 1, name: '', description: '' },
  ],
};

const schema = yup.object({
  ...issueFieldRules,
  options: yup
    .array()
    .of(
      yup.object({
        name: yup
          .string()
          .trim()
          .required(Messages.optionNameRequired)
          .max(Limits.optionNameMax, Messages.tooLong('Option name', Limits.optionNameMax)),
        description: yup
          .string()
          .trim()
          .max(
            Limits.optionDescriptionMax,
            Messages.tooLong('Option description', Limits.optionDescriptionMax),
          ),
      }),
    )
    .min(1, Messages.optionRequired)
    .max(Limits.optionsPerIssueMax, Messages.tooManyOptions(Limits.optionsPerIssueMax)),
});

export interface AddIssueDialogProps {
  open: boolean;
  onCancel: () => void;
  /** Saves the issue (trimmed names, blank descriptions as null); the dialog resets itself after `{ ok: true }`. */
  onSubmit: (body: CreateIssueRequest) => Promise<SaveOutcome>;
}

/** Which of the API's field paths this form has a field for (others are shown above the form). */
function isFieldPath(path: string, optionRows: number): boolean {
  if (path === 'name' || path === 'description' || path === 'priority' || path === 'options') return true;
  const match = /^options\.(\d+)\.(name|description)$/.exec(path);
  return match !== null && Number(match[1]) < optionRows;
}

/** `Add Issue`: name, description, priority (0–100, step 5) and at least one option. */
export function AddIssueDialog({ open, onCancel, onSubmit }: AddIssueDialogProps) {
  const nameRef = useRef<InputRef>(null);
  const nextKey = useRef(2);
  const formik = useFormik<AddIssueValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      let outcome: SaveOutcome;
      try {
        outcome = await onSubmit({
          name: values.name.trim(),
          description: blankToNull(values.description),
          priority: values.priority,
          options: values.options.map((option) => ({
            name: option.name.trim(),
            description: blankToNull(option.description),
          })),
        });
      } catch {
        outcome = { ok: false };
      }
      if (outcome.ok) {
        helpers.resetForm();
        return;
      }
      let onFields: FormikErrors<AddIssueValues> = {};
      const elsewhere: string[] = [];
      for (const [path, message] of Object.entries(outcome.fieldErrors ?? {})) {
        if (isFieldPath(path, values.options.length)) onFields = setIn(onFields, path, message);
        else elsewhere.push(message);
      }
      helpers.setErrors(onFields);
      if (elsewhere.length > 0) helpers.setStatus(elsewhere.join(' '));
    },
  });

  const { values, errors, touched, isSubmitting } = formik;

  const cancel = () => {
    formik.resetForm();
    onCancel();
  };

  const errorAt = (path: string): string | undefined => {
    const error: unknown = getIn(errors, path);
    return getIn(touched, path) && typeof error === 'string' ? error : undefined;
  };

  const describe = (path: string, id: string) => fieldAria(errorAt(path), id);
  const help = (path: string, id: string) => fieldHelp(errorAt(path), id);

  const addOption = () => {
    if (values.options.length >= Limits.optionsPerIssueMax) return;
    const key = nextKey.current++;
    void formik.setFieldValue('options', [...values.options, { key, name: '', description: '' }]);
  };

  const removeOption = (index: number) => {
    if (values.options.length <= 1) return;
    // Keep each remaining row's "touched" with its row, as formik's FieldArray would.
    const touchedRows = touched.options;
    if (Array.isArray(touchedRows)) {
      void formik.setTouched({ ...touched, options: touchedRows.filter((_, at) => at !== index) }, false);
    }
    void formik.setFieldValue(
      'options',
      values.options.filter((_, at) => at !== index),
    );
  };

  const formStatus: unknown = formik.status;
  const optionsError = typeof errors.options === 'string' && formik.submitCount > 0 ? errors.options : null;
  const atOptionLimit = values.options.length >= Limits.optionsPerIssueMax;

  return (
    <Modal
      open={open}
      title="Add Issue"
      onCancel={cancel}
      footer={null}
      width={640}
      afterOpenChange={(isOpen) => {
        if (isOpen) nameRef.current?.focus();
      }}
      mask={{ closable: !isSubmitting }}
    >
      <form noValidate onSubmit={formik.handleSubmit} aria-label="Add issue">
        <Form layout="vertical" component={false}>
          {typeof formStatus === 'string' && formStatus ? (
            <Alert type="error" title={formStatus} showIcon className="add-issue-alert" />
          ) : null}
          <IssueFields idPrefix="issue" form={formik} errorOf={errorAt} nameRef={nameRef} withPlaceholders />

          <fieldset className="add-issue-options">
            <legend className="add-issue-options-legend">Options</legend>
            {values.options.map((option, index) => {
              const nameId = `issue-option-${index}-name`;
              const descriptionId = `issue-option-${index}-description`;
              const number = index + 1;
              return (
                <div key={option.key} className="add-issue-option">
                  <Form.Item
                    label={`Option ${number}`}
                    htmlFor={nameId}
                    required
                    className="add-issue-option-name"
                    validateStatus={errorAt(`options.${index}.name`) ? 'error' : undefined}
                    help={help(`options.${index}.name`, nameId)}
                  >
                    <Input
                      id={nameId}
                      name={`options.${index}.name`}
                      value={option.name}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                      maxLength={Limits.optionNameMax}
                      autoComplete="off"
                      placeholder="Option name"
                      aria-required
                      {...describe(`options.${index}.name`, nameId)}
                    />
                  </Form.Item>
                  <Form.Item
                    label={`Option ${number} description`}
                    htmlFor={descriptionId}
                    className="add-issue-option-description"
                    validateStatus={errorAt(`options.${index}.description`) ? 'error' : undefined}
                    help={help(`options.${index}.description`, descriptionId)}
                  >
                    <Input
                      id={descriptionId}
                      name={`options.${index}.description`}
                      value={option.description}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                      maxLength={Limits.optionDescriptionMax}
                      autoComplete="off"
                      placeholder="Optional"
                      {...describe(`options.${index}.description`, descriptionId)}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={`Remove option ${number}`}
                    disabled={values.options.length <= 1 || isSubmitting}
                    onClick={() => removeOption(index)}
                    className="add-issue-option-remove"
                  />
                </div>
              );
            })}
            {optionsError ? (
              <Typography.Paragraph type="danger" role="alert">
                {optionsError}
              </Typography.Paragraph>
            ) : null}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={addOption}
              disabled={atOptionLimit || isSubmitting}
              aria-describedby={atOptionLimit ? 'issue-options-limit' : undefined}
              block
            >
              Add option
            </Button>
            {atOptionLimit ? (
              <Typography.Text type="secondary" id="issue-options-limit">
                {Messages.tooManyOptions(Limits.optionsPerIssueMax)}
              </Typography.Text>
            ) : null}
          </fieldset>

          <Space className="add-issue-actions">
            <Button onClick={cancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={isSubmitting}>
              Add Issue
            </Button>
          </Space>
        </Form>
      </form>
    </Modal>
  );
}
