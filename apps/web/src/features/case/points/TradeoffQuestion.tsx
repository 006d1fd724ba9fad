import type { IssueResponse, TradeoffConfidence } from '@parley/contracts';
import { TRADEOFF_CONFIDENCES } from '@parley/contracts';
import { Alert, Button, Flex, Radio, Typography } from 'antd';
import type { RefObject } from 'react';
import {
  CONFIDENCE_LABELS,
  issueNames,
  packageText,
  type Pick,
  type Preference,
  type Question,
} from './tradeoff-session';

export interface QuestionPanelProps {
  mine: boolean;
  issues: IssueResponse[];
  question: Question;
  /** How many answers are given (the question's number is the next). */
  answered: number;
  pick: Pick | null;
  confidence: TradeoffConfidence;
  firstPackageRef: RefObject<HTMLButtonElement | null>;
  onAnswer: (prefer: Preference) => void;
  onSkip: () => void;
  onConfidence: (confidence: TradeoffConfidence) => void;
}

/** One trade-off question: package A or B, about the same, or skip; for the other side, how sure. */
export function QuestionPanel({
  mine,
  issues,
  question,
  answered,
  pick,
  confidence,
  firstPackageRef,
  onAnswer,
  onSkip,
  onConfidence,
}: QuestionPanelProps) {
  return (
    <section className="tradeoff-question tradeoff-block" aria-labelledby="tradeoff-question-title">
      <span className="tradeoff-announce" aria-live="polite">
        {`Question ${answered + 1}. A: ${packageText(issues, question.left)}. B: ${packageText(issues, question.right)}.`}
      </span>
      <Typography.Title level={4} id="tradeoff-question-title">
        {mine ? (
          'Which would you rather have?'
        ) : (
          <>
            Which would <em>they</em> rather have?
          </>
        )}
      </Typography.Title>
      <Flex vertical gap="small">
        <Button ref={firstPackageRef} className="tradeoff-package" onClick={() => onAnswer('left')} block>
          <strong>A:</strong> {packageText(issues, question.left)}
        </Button>
        <Button className="tradeoff-package" onClick={() => onAnswer('right')} block>
          <strong>B:</strong> {packageText(issues, question.right)}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" className="tradeoff-same-note">
        (everything else the same)
      </Typography.Paragraph>
      {mine ? null : (
        <Flex gap="small" align="center" wrap className="tradeoff-confidence">
          <span id="tradeoff-confidence-label">How sure are you?</span>
          <Radio.Group
            aria-labelledby="tradeoff-confidence-label"
            value={confidence}
            onChange={(event) => onConfidence(event.target.value as TradeoffConfidence)}
            options={TRADEOFF_CONFIDENCES.map((value) => ({ value, label: CONFIDENCE_LABELS[value] }))}
          />
        </Flex>
      )}
      <Flex gap="small" wrap>
        <Button onClick={() => onAnswer('same')}>About the same</Button>
        <Button onClick={onSkip}>Skip</Button>
      </Flex>
      {pick && 'unchecked' in pick && pick.unchecked.length > 0 ? (
        <Typography.Paragraph type="secondary" className="tradeoff-unchecked">
          Still unchecked: {issueNames(issues, pick.unchecked)}.
        </Typography.Paragraph>
      ) : null}
    </section>
  );
}

/** No question to ask: the ones left were skipped, or every issue is checked (or nothing can be compared). */
export function NothingToAsk({
  mine,
  issues,
  pick,
  onAskSkipped,
}: {
  mine: boolean;
  issues: IssueResponse[];
  pick: Pick | null;
  onAskSkipped: () => void;
}) {
  if (pick && 'onlySkipped' in pick)
    return (
      <Alert
        type="info"
        showIcon
        className="tradeoff-block"
        title="The questions Parley would ask next are ones you skipped."
        description={`Still unchecked: ${issueNames(issues, pick.unchecked)}.`}
        action={
          <Button size="small" onClick={onAskSkipped}>
            Ask them again
          </Button>
        }
      />
    );
  return (
    <Alert
      type="success"
      showIcon
      className="tradeoff-block"
      title={
        issues.filter((issue) => issue.options.length > 1).length === 0 || issues.length < 2
          ? 'Questions compare two issues at a time: add a second issue and options to compare first.'
          : mine
            ? 'Every issue is checked: your answers and levels settle the order of each issue’s options and which issues matter more. Nothing is left that an answer could change.'
            : 'Every issue is checked: your answers and levels settle, for them, the order of each issue’s options and which issues matter more. Nothing is left that an answer could change.'
      }
    />
  );
}
