import {
  scoredIssuesOf,
  type CaseDetailResponse,
  type EstimateResponse,
  type OfferResponse,
} from '@parley/contracts';
import { offerStances, priorityShares, priorityShifts } from '@parley/scoring';
import { Alert, App, Button, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import {
  useAdoptEstimateMutation,
  useDiscardEstimatePreviousMutation,
  useGetEstimateQuery,
  useUndoEstimateMutation,
} from '../negotiateApi';
import { certaintyWords, shiftSentence } from './offer-words';
import { useCaseLocked } from '../../access/case-access';

/** Their offers needed before the estimate is shown. */
export const OFFERS_FOR_ESTIMATE = 2;

const ADOPT_FAILED = {
  title: "Couldn't use the estimate",
  description: 'Their points are as they were. Please try again.',
};
const UNDO_FAILED = {
  title: "Couldn't put the earlier points back",
  description: 'Their points are as they were. Please try again.',
};

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * What their moves reveal (issue 23, point 2; issue 32, point 1): the API's estimate of their points
 * (readOpponent of @parley/scoring, from the points entered for them, reading each offer once), how sure it is,
 * each issue's share of their priorities entered and estimated, the contradiction in words (priorityShifts with
 * offerStances), and one step to adopt the estimate as their points, which can be undone also after a reload
 * (the API keeps the points it replaced until the person discards them). "Fit" is said exactly when the table's
 * two columns are the same points.
 */
export function TheirPriorities({
  detail,
  offers,
}: {
  detail: CaseDetailResponse;
  offers: readonly OfferResponse[];
}) {
  const caseId = detail.case.id;
  const theirCount = offers.filter((o) => o.by === 'opponent').length;
  const enough = detail.issues.length > 0 && theirCount >= OFFERS_FOR_ESTIMATE;
  const query = useGetEstimateQuery(caseId, { skip: !enough });

  if (detail.issues.length === 0)
    return <Typography.Text type="secondary">Add issues to see what their offers reveal.</Typography.Text>;
  if (!enough)
    return (
      <Typography.Text type="secondary">
        Record at least {OFFERS_FOR_ESTIMATE} of their offers to see what their moves reveal about their
        priorities ({theirCount === 0 ? 'none' : theirCount} recorded so far).
      </Typography.Text>
    );
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.error || !query.data)
    return (
      <RetryAlert
        type="error"
        title="What their offers reveal could not be loaded"
        description="Nothing is lost. Try again in a moment."
        onRetry={() => void query.refetch()}
      />
    );
  return <Reading detail={detail} offers={offers} estimate={query.data} />;
}

function Reading({
  detail,
  offers,
  estimate,
}: {
  detail: CaseDetailResponse;
  offers: readonly OfferResponse[];
  estimate: EstimateResponse;
}) {
  const caseId = detail.case.id;
  const locked = useCaseLocked(detail);
  const opponent = detail.parties.find((p) => p.type === 'opponent');
  const reading = useMemo(() => {
    const issues = scoredIssuesOf(detail);
    const theirs = offers.filter((o) => o.by === 'opponent').map((o) => o.optionIds);
    const shifts = priorityShifts(issues, estimate.entered, estimate.points);
    const stances = offerStances(issues, theirs, estimate.entered);
    return {
      issues,
      before: priorityShares(issues, estimate.entered),
      after: priorityShares(issues, estimate.points),
      sentence: shiftSentence(detail, shifts, stances),
    };
  }, [detail, offers, estimate]);
  const [adoptEstimate, adopting] = useAdoptEstimateMutation();
  const [undoEstimate, undoing] = useUndoEstimateMutation();
  const [discard, discarding] = useDiscardEstimatePreviousMutation();
  const { notification, message } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const name = opponent?.name ?? 'the other side';

  const run = async (act: () => Promise<unknown>, done: string, failed: typeof ADOPT_FAILED) => {
    try {
      await act();
      void message.success(done);
    } catch (error) {
      if (!handleUnauthorized(error)) notification.error(failed);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph className="offers-text">
        {certaintyWords(estimate)} How much each issue seems to matter to them, beside what you entered (each
        issue&apos;s share of their points).
      </Typography.Paragraph>
      {!estimate.changed ? (
        <Alert
          type="success"
          showIcon
          title={
            estimate.adoption === null
              ? 'Their offers so far fit the points you entered for them.'
              : 'Their points are the estimate: nothing new to read since you adopted it.'
          }
        />
      ) : (
        <Alert
          type="info"
          showIcon
          title={
            reading.sentence ??
            'Their offers shift the estimate a little from the points you entered (no issue’s share by 10 points or more).'
          }
          className="their-priorities-sentence"
        />
      )}
      <table className="their-priorities" aria-label="Their priorities, entered and estimated">
        <thead>
          <tr>
            <th scope="col">Issue</th>
            <th scope="col">Entered</th>
            <th scope="col">From their offers</th>
          </tr>
        </thead>
        <tbody>
          {reading.issues.map((issue, i) => (
            <tr key={issue.id}>
              <th scope="row">{issue.name}</th>
              {[reading.before[i] ?? 0, reading.after[i] ?? 0].map((share, k) => (
                <td key={k}>
                  <span className="their-priorities-cell">
                    <span className="their-priorities-bar" aria-hidden>
                      <span
                        className={
                          k === 0 ? 'their-priorities-fill-entered' : 'their-priorities-fill-estimated'
                        }
                        style={{ width: percent(share) }}
                      />
                    </span>
                    <span className="their-priorities-value">{percent(share)}</span>
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {locked || !opponent ? null : (
        <Flex wrap gap={8} align="center">
          <Popconfirm
            title="Use the estimate as their points?"
            description={`Every option's points for ${name} become the estimate's. Their points now are kept, so you can put them back later.`}
            okText="Use the estimate"
            cancelText="Cancel"
            onConfirm={() =>
              void run(
                () => adoptEstimate({ caseId }).unwrap(),
                `The estimate is now ${name}'s points`,
                ADOPT_FAILED,
              )
            }
            disabled={!estimate.changed}
          >
            <Button size="large" loading={adopting.isLoading} disabled={!estimate.changed}>
              Use the estimate as their points
            </Button>
          </Popconfirm>
          {estimate.changed ? null : (
            <Typography.Text type="secondary">Their points already are the estimate.</Typography.Text>
          )}
        </Flex>
      )}
      {locked || estimate.adoption === null ? null : (
        <Flex vertical gap={8} className="their-priorities-adopted" role="status">
          <Typography.Text>
            You adopted the estimate on {new Date(estimate.adoption.adoptedAt).toLocaleString()}. The points
            it replaced are kept until you let them go.
          </Typography.Text>
          <Flex wrap gap={8}>
            <Button
              loading={undoing.isLoading}
              onClick={() =>
                void run(
                  () => undoEstimate({ caseId }).unwrap(),
                  `${name}'s earlier points are back`,
                  UNDO_FAILED,
                )
              }
            >
              Put back their earlier points
            </Button>
            <Button
              type="text"
              loading={discarding.isLoading}
              onClick={() =>
                void run(() => discard({ caseId }).unwrap(), 'The earlier points are let go', UNDO_FAILED)
              }
            >
              Keep the estimate, let the earlier points go
            </Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
}
