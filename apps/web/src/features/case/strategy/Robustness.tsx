import { WarningOutlined } from '@ant-design/icons';
import { CONFIDENCE_KEEP } from '@parley/scoring';
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { countOf } from './decision-support';
import { ROBUSTNESS_RADIUS, robustnessPercent, robustnessSentence } from './robustness';
import type { AdviceRobustnessState } from './useAdviceRobustness';
import './Robustness.css';

/** One recommendation's figure in a sentence; nothing until it is known (null) or where it does not apply. */
export function RobustnessFigure({ claim, share }: { claim: string; share: number | null | undefined }) {
  if (share === null || share === undefined) return null;
  const { uncertain } = robustnessPercent(share);
  return (
    <span data-testid="robustness" className={uncertain ? 'robustness robustness-uncertain' : 'robustness'}>
      {uncertain ? <WarningOutlined aria-hidden className="robustness-icon" /> : null}
      {robustnessSentence(claim, share)}
    </span>
  );
}

/**
 * A recommendation with its figure: after it, or, when it holds in fewer than half of the profiles, before it,
 * so that "Uncertain: …" is read first.
 */
export function WithRobustness({
  claim,
  share,
  children,
}: {
  claim: string;
  share: number | null | undefined;
  children: ReactNode;
}) {
  const figure = <RobustnessFigure claim={claim} share={share} />;
  const first = share !== null && share !== undefined && robustnessPercent(share).uncertain;
  return (
    <div className="with-robustness">
      {first ? figure : null}
      <div>{children}</div>
      {first ? null : figure}
    </div>
  );
}

const keepPercent = (keep: number) => `${Math.round(keep * 100)}%`;

/**
 * What the figures stand on (the other side's answers, or their points as entered with ±radius), or that
 * they are being worked out, or why they cannot be given: a failure with Try Again, or contradicting answers.
 */
export function RobustnessNote({ state }: { state: AdviceRobustnessState }) {
  if (!state.applies) return null;
  if (state.failure) {
    return (
      <RetryAlert
        type="error"
        title="How sure the advice is could not be worked out"
        description="Something went wrong while checking the advice against the ways the other side might value the issues. Your case is unchanged."
        onRetry={state.retry}
      />
    );
  }
  const { support } = state;
  if (support === null) {
    return (
      <Typography.Text type="secondary" role="status" className="robustness-note">
        Working out how sure this advice is…
      </Typography.Text>
    );
  }
  if (support.conflict || support.figures === null) {
    return (
      <Alert
        type="info"
        showIcon
        title="Your answers about the other side contradict each other, so how sure this advice is cannot be said. Check their points on the Smart Points tab to resolve them."
      />
    );
  }
  const count = countOf(support.figures.profiles, 'way');
  return (
    <Typography.Paragraph type="secondary" className="robustness-note" aria-label="How sure the advice is">
      {support.answers === 0
        ? `How sure the advice is: each percentage counts ${count} they might value these issues, from their points as entered, each option up to ${ROBUSTNESS_RADIUS} points either way. Answering questions about their points on the Smart Points tab narrows this.`
        : `How sure the advice is: each percentage counts ${count} they might value these issues, drawn from your ${countOf(support.answers, 'answer')} about them${
            support.unsure === 0
              ? ''
              : ` (an answer you are sure of holds in every way counted, one you think so in ${keepPercent(CONFIDENCE_KEEP['think-so'])} of them, a guess in ${keepPercent(CONFIDENCE_KEEP.guess)})`
          }, each option within ${ROBUSTNESS_RADIUS} points of what those answers imply.`}
    </Typography.Paragraph>
  );
}
