import { IsIn, ValidateBy } from 'class-validator';
import { TRADEOFF_CONFIDENCES } from '@parley/contracts';
import type { TradeoffAnswerBody, TradeoffConfidence, TradeoffQuestionBody } from '@parley/contracts';
import { MayBeOmitted } from '../../common/decorators/may-be-omitted.decorator.js';
import { MAX_ID } from '../../common/decorators/whole-number.decorator.js';

const QUESTION_MESSAGE =
  'question must be { left, right }, each naming the same two issues by id with one option id for each';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
const isIdKey = (key: string) => /^[1-9][0-9]{0,9}$/.test(key) && Number(key) <= MAX_ID;

/**
 * The question's shape, checked whole since its keys are issue ids: exactly `left` and `right`, each mapping
 * the same two issue ids to option ids. Whether the ids belong to the party's case is the service's check.
 */
export function isTradeoffQuestion(value: unknown): value is TradeoffQuestionBody {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !('left' in value) || !('right' in value)) return false;
  const { left, right } = value;
  if (!isPlainObject(left) || !isPlainObject(right)) return false;
  const issues = Object.keys(left);
  return (
    issues.length === 2 &&
    Object.keys(right).length === 2 &&
    issues.every((issue) => isIdKey(issue) && issue in right && isId(left[issue]) && isId(right[issue]))
  );
}

export class TradeoffAnswerDto implements TradeoffAnswerBody {
  @ValidateBy({
    name: 'isTradeoffQuestion',
    validator: { validate: isTradeoffQuestion, defaultMessage: () => QUESTION_MESSAGE },
  })
  question: TradeoffQuestionBody;

  @IsIn(['left', 'right', 'same'], { message: "prefer must be 'left', 'right' or 'same'" })
  prefer: 'left' | 'right' | 'same';

  /** How sure the person is of an answer for the other side; left out means sure (null is refused). */
  @MayBeOmitted()
  @IsIn(TRADEOFF_CONFIDENCES, { message: "confidence must be 'sure', 'think-so' or 'guess'" })
  confidence?: TradeoffConfidence;
}
