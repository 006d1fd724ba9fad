import { CONCEPTS, Limits } from '@parley/contracts';
import { Form, Input, Slider, type InputRef } from 'antd';
import type { FormikProps } from 'formik';
import type { ReactNode, Ref } from 'react';

export type IssueField = 'name' | 'description' | 'priority';

export interface IssueFieldValues {
  name: string;
  description: string;
  priority: number;
}

/** An input's error wiring: its status, `aria-invalid` and the id of the message that describes it. */
export function fieldAria(error: string | undefined, id: string) {
  return {
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/** The message under a field, with the id `fieldAria` points the input at. */
export function fieldHelp(error: string | undefined, id: string): ReactNode {
  return error ? <span id={`${id}-error`}>{error}</span> : undefined;
}

export interface IssueFieldsProps {
  /** Prefix of the inputs' ids (`issue` gives `issue-name`, `issue-description`, `issue-priority`). */
  idPrefix: string;
  /** The dialog's form, whose values hold at least the issue's fields. */
  form: Pick<FormikProps<IssueFieldValues>, 'values' | 'handleChange' | 'handleBlur' | 'setFieldValue'>;
  /** The shown error of a field (touched and invalid), if any. */
  errorOf: (field: IssueField) => string | undefined;
  nameRef: Ref<InputRef>;
  /** Example texts in the empty inputs (the add dialog's). */
  withPlaceholders?: boolean;
}

/** An issue's name, description and priority, as the add and edit dialogs both ask for them. */
export function IssueFields({
  idPrefix,
  form,
  errorOf,
  nameRef,
  withPlaceholders = false,
}: IssueFieldsProps) {
  const { values, handleChange: onChange, handleBlur: onBlur } = form;
  const onPriorityChange = (priority: number) => void form.setFieldValue('priority', priority);
  const id = (field: IssueField) => `${idPrefix}-${field}`;
  const item = (field: IssueField) => ({
    validateStatus: errorOf(field) ? ('error' as const) : undefined,
    help: fieldHelp(errorOf(field), id(field)),
  });
  return (
    <>
      <Form.Item label="Issue Name" htmlFor={id('name')} required {...item('name')}>
        <Input
          id={id('name')}
          name="name"
          ref={nameRef}
          autoComplete="off"
          value={values.name}
          onChange={onChange}
          onBlur={onBlur}
          maxLength={Limits.issueNameMax}
          placeholder={withPlaceholders ? 'e.g. Salary, Start date, Rent' : undefined}
          aria-required
          {...fieldAria(errorOf('name'), id('name'))}
        />
      </Form.Item>
      <Form.Item label="Description" htmlFor={id('description')} {...item('description')}>
        <Input.TextArea
          id={id('description')}
          name="description"
          rows={2}
          value={values.description}
          onChange={onChange}
          onBlur={onBlur}
          maxLength={Limits.issueDescriptionMax}
          placeholder={withPlaceholders ? 'What is being negotiated?' : undefined}
          {...fieldAria(errorOf('description'), id('description'))}
        />
      </Form.Item>
      <Form.Item label={`Priority: ${values.priority}`} extra={CONCEPTS.priority.text} {...item('priority')}>
        <Slider
          min={Limits.priorityMin}
          max={Limits.priorityMax}
          step={5}
          value={values.priority}
          onChange={onPriorityChange}
          ariaLabelForHandle="Priority"
          marks={{ 0: 'Low', 50: 'Medium', 100: 'High' }}
        />
      </Form.Item>
    </>
  );
}
