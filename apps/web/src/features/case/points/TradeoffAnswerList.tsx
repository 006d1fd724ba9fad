import { Alert, Button, Flex, Typography } from 'antd';
import type { RefObject } from 'react';

/** The answers in words: the contradicting ones, or all of them, each to answer again or to remove. */

export function ConflictPanel({
  focusRef,
  answers,
  onAgain,
  onRemove,
}: {
  focusRef: RefObject<HTMLElement | null>;
  answers: Array<{ index: number; text: string }>;
  onAgain: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <section
      ref={focusRef}
      tabIndex={-1}
      className="tradeoff-block tradeoff-conflict"
      aria-labelledby="tradeoff-conflict-title"
    >
      <Alert
        type="warning"
        showIcon
        title={<span id="tradeoff-conflict-title">These answers contradict each other</span>}
        description="No points can agree with all of them, so Parley changes no points until they agree. Pick one to answer again or to remove."
      />
      <AnswerList answers={answers} onAgain={onAgain} onRemove={onRemove} />
    </section>
  );
}

/** Answers in words, each with "Answer again" and "Remove". */
export function AnswerList({
  answers,
  onAgain,
  onRemove,
}: {
  answers: Array<{ index: number; text: string }>;
  onAgain: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <ol className="tradeoff-answer-list">
      {answers.map(({ index, text }) => (
        <li key={index}>
          <Typography.Paragraph className="tradeoff-answer-text">{text}.</Typography.Paragraph>
          <Flex gap="small" wrap>
            <Button size="small" onClick={() => onAgain(index)} aria-label={`Answer again: ${text}`}>
              Answer again
            </Button>
            <Button size="small" onClick={() => onRemove(index)} aria-label={`Remove: ${text}`}>
              Remove
            </Button>
          </Flex>
        </li>
      ))}
    </ol>
  );
}
