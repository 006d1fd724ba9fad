import { RehearsalLimits } from '@parley/contracts';
import { Flex, InputNumber, Typography } from 'antd';

const { roundsMin, roundsMax } = RehearsalLimits;

/**
 * The number of rounds (a whole number from the API's limits) under its label, with a line of help below. With
 * `helpId` the help is the field's description (a rehearsal's says what is wrong); `invalid` marks the field.
 */
export function RoundsField({
  id,
  value,
  onChange,
  help,
  helpId,
  invalid = false,
  disabled = false,
  onCommit,
}: {
  id: string;
  value: number | null;
  /** The number entered, or null when the field is emptied. */
  onChange: (value: number | null) => void;
  help: string;
  helpId?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Called when the person leaves the field or presses Enter: the number is final. */
  onCommit?: () => void;
}) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>
        <Typography.Text strong>Rounds</Typography.Text>
      </label>
      <InputNumber
        id={id}
        min={roundsMin}
        max={roundsMax}
        precision={0}
        value={value}
        onChange={(entered) => onChange(typeof entered === 'number' ? entered : null)}
        status={invalid ? 'error' : undefined}
        aria-describedby={helpId}
        disabled={disabled}
        onBlur={onCommit}
        onPressEnter={onCommit}
      />
      <Typography.Text type="secondary" id={helpId}>
        {help}
      </Typography.Text>
    </Flex>
  );
}
