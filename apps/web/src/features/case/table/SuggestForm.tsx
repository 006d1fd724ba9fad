import type { CaseDetailResponse, SuggestionKind } from '@parley/contracts';
import { TABLE_LIMITS } from '@parley/contracts';
import { App, Button, Flex, Form, Input, Radio, Select } from 'antd';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/errors';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { useCreateSuggestionMutation } from './tableApi';

interface SuggestValues {
  kind: SuggestionKind;
  name: string;
  issueId?: number;
  /** An issue's options, one a line (optional). */
  options?: string;
}

/** The most options a suggested issue may name (the contract's 1–10). */
const OPTIONS_MAX = 10;

/** The option names typed one a line, trimmed, without empty lines. */
export function optionLines(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The other side's small form (issue 36, point 3): suggest an issue, or an option of an issue; it joins the
 * case when the owner's side accepts it.
 */
export function SuggestForm({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const [form] = Form.useForm<SuggestValues>();
  const kind = Form.useWatch('kind', form) ?? 'issue';
  const [create, { isLoading }] = useCreateSuggestionMutation();
  const { message, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();

  const submit = async (values: SuggestValues) => {
    const name = values.name.trim();
    const options = values.kind === 'issue' ? optionLines(values.options) : [];
    try {
      await create({
        caseId,
        kind: values.kind,
        name,
        ...(values.kind === 'option' ? { issueId: values.issueId } : {}),
        ...(options.length > 0 ? { options } : {}),
      }).unwrap();
      void message.success('Suggested: the owner sees it in their Issues tab');
      form.resetFields(['name', 'options']);
    } catch (error) {
      if (handleUnauthorized(error)) return;
      const fields = fieldErrorsOf(error);
      if (fields?.name) form.setFields([{ name: 'name', errors: [fields.name] }]);
      else
        notification.error({
          title: 'Not suggested',
          description:
            errorCodeOf(error) === 'RATE_LIMITED'
              ? 'Too many suggestions in a short time: try again later.'
              : 'Please check the name and try again.',
        });
    }
  };

  return (
    <Form<SuggestValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ kind: 'issue', name: '' }}
      onFinish={(values) => void submit(values)}
      aria-label="Suggest an issue or an option"
    >
      <Form.Item name="kind" label="What to suggest">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'issue', label: 'An issue' },
            { value: 'option', label: 'An option', disabled: detail.issues.length === 0 },
          ]}
        />
      </Form.Item>
      {kind === 'option' ? (
        <Form.Item
          name="issueId"
          label="For the issue"
          rules={[{ required: true, message: 'Choose an issue' }]}
        >
          <Select
            placeholder="Choose an issue"
            options={detail.issues.map((issue) => ({ value: issue.id, label: issue.name }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="name"
        label="Name"
        rules={[
          { required: true, whitespace: true, message: 'Enter a name' },
          {
            max: TABLE_LIMITS.suggestionNameMax,
            message: `At most ${TABLE_LIMITS.suggestionNameMax} characters`,
          },
        ]}
      >
        <Input maxLength={TABLE_LIMITS.suggestionNameMax} autoComplete="off" />
      </Form.Item>
      {kind === 'issue' ? (
        <Form.Item
          name="options"
          label="Its options (optional, one a line)"
          rules={[
            {
              validator: async (_, text?: string) => {
                const lines = optionLines(text);
                if (lines.length > OPTIONS_MAX) throw new Error(`At most ${OPTIONS_MAX} options`);
                if (lines.some((line) => line.length > TABLE_LIMITS.suggestionNameMax))
                  throw new Error(`Each option at most ${TABLE_LIMITS.suggestionNameMax} characters`);
              },
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
      ) : null}
      <Flex>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {kind === 'option' ? 'Suggest an option' : 'Suggest an issue'}
        </Button>
      </Flex>
    </Form>
  );
}
