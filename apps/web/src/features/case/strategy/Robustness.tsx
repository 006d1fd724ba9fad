import { WarningOutlined } from '@ant-design/icons';
import { TRADEOFF_CONFIDENCES, type TradeoffConfidence } from '@parley/contracts';
import { CONFIDENCE_KEEP } from '@parley/scoring';
import { Alert, Flex, Radio, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { useSavePointsConfidenceMutation } from '../points/answersApi';
import { CONFIDENCE_LABELS } from '../points/tradeoff-session';
import { countOf } from './decision-support';
import { DEFAULT_POINTS_CONFIDENCE, SPREAD_WORDS, robustnessPercent, robustnessSentence } from './robustness';
import type { AdviceRobustnessState } from './useAdviceRobustness';
import './Robustness.css';
import { useCaseAccess } from '../access/case-access';

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
 * What the figures stand on (the other side's answers, or the points you gave them, spread by how sure you are of them), or that
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
  const spread = SPREAD_WORDS[state.pointsConfidence ?? DEFAULT_POINTS_CONFIDENCE];
  return (
    <div className="robustness-note">
      <Typography.Paragraph type="secondary" aria-label="How sure the advice is">
        {support.answers === 0
          ? `How sure the advice is: each percentage counts ${count} they might value these issues, from the points you gave them, each option up to ${spread} either way. Answering questions about their points on the Smart Points tab narrows this.`
          : `How sure the advice is: each percentage counts ${count} they might value these issues, drawn from your ${countOf(support.answers, 'answer')} about them${
              support.unsure === 0
                ? ''
                : ` (an answer you are sure of holds in every way counted, one you think so in ${keepPercent(CONFIDENCE_KEEP['think-so'])} of them, a guess in ${keepPercent(CONFIDENCE_KEEP.guess)})`
            }, each option within ${spread} of what those answers imply.`}
      </Typography.Paragraph>
      {state.opponentId === null ? null : (
        <PointsConfidence partyId={state.opponentId} value={state.pointsConfidence} />
      )}
    </div>
  );
}

/**
 * "How sure are you of the points you gave them?": how far the profiles spread (decisions.md §59). Until the
 * person says, their points count as "think so" (an estimate, not a guess). Saved at once; a failed save shows
 * the stored choice again and says so.
 */
function PointsConfidence({ partyId, value }: { partyId: number; value: TradeoffConfidence | null }) {
  const [save, { isLoading }] = useSavePointsConfidenceMutation();
  const handleUnauthorized = useUnauthorizedHandler();
  const [failed, setFailed] = useState(false);
  // A viewer reads the choice; only who edits the case may change it.
  const { canEdit } = useCaseAccess();
  return (
    <Flex gap="small" align="center" wrap className="robustness-confidence">
      <span id="points-confidence-label">How sure are you of the points you gave them?</span>
      <Radio.Group
        aria-labelledby="points-confidence-label"
        value={value ?? DEFAULT_POINTS_CONFIDENCE}
        disabled={isLoading || !canEdit}
        onChange={(event) => {
          setFailed(false);
          save({ partyId, pointsConfidence: event.target.value as TradeoffConfidence })
            .unwrap()
            .catch((error: unknown) => {
              if (!handleUnauthorized(error)) setFailed(true);
            });
        }}
        options={TRADEOFF_CONFIDENCES.map((c) => ({ value: c, label: CONFIDENCE_LABELS[c] }))}
      />
      {failed ? (
        <Typography.Text type="danger" role="alert">
          Not saved: try again.
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
