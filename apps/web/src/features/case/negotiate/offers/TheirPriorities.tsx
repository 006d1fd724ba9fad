import {
  scoredIssuesOf,
  type CaseDetailResponse,
  type OfferResponse,
  type PartyScore,
} from '@parley/contracts';
import {
  estimateOpponentPoints,
  offerStances,
  priorityShares,
  priorityShifts,
  type OptionPoints,
} from '@parley/scoring';
import { Alert, App, Button, Flex, Popconfirm, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import { useSavePartyPointsMutation } from '../../caseApi';
import { useCaseSaving } from '../../undo/CaseSaving';
import { pointsInverse } from '../../undo/inverses';
import { shiftSentence } from './offer-words';

/** Their offers needed before the estimate is shown. */
export const OFFERS_FOR_ESTIMATE = 2;

const ADOPT_FAILED = {
  title: "Couldn't use the estimate",
  description: 'Their points are as they were. Please try again.',
};

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * What their moves reveal (issue 23, point 2): the estimate of their points from their offers
 * (estimateOpponentPoints of @parley/scoring, starting from the points entered for them, as the next offer
 * reads it), each issue's share of their priorities entered and estimated, the contradiction in words
 * (priorityShifts with offerStances), and one step to adopt the estimate as their points (undoable).
 */
export function TheirPriorities({
  detail,
  offers,
}: {
  detail: CaseDetailResponse;
  offers: readonly OfferResponse[];
}) {
  const caseId = detail.case.id;
  const locked = detail.case.status === 'closed';
  const opponent = detail.parties.find((p) => p.type === 'opponent');
  const theirs = useMemo(() => offers.filter((o) => o.by === 'opponent').map((o) => o.optionIds), [offers]);
  const reading = useMemo(() => {
    const issues = scoredIssuesOf(detail);
    const entered: OptionPoints = {};
    for (const issue of issues) for (const option of issue.options) entered[option.id] = option.opponent;
    const estimate = estimateOpponentPoints(issues, theirs, entered);
    const before = priorityShares(issues, entered);
    const after = priorityShares(issues, estimate);
    const shifts = priorityShifts(issues, entered, estimate);
    const stances = offerStances(issues, theirs, entered);
    return { issues, entered, estimate, before, after, sentence: shiftSentence(detail, shifts, stances) };
  }, [detail, theirs]);
  const [savePartyPoints] = useSavePartyPointsMutation();
  const { track } = useCaseSaving();
  const { notification, message } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [adopting, setAdopting] = useState(false);

  if (detail.issues.length === 0)
    return <Typography.Text type="secondary">Add issues to see what their offers reveal.</Typography.Text>;
  if (theirs.length < OFFERS_FOR_ESTIMATE)
    return (
      <Typography.Text type="secondary">
        Record at least {OFFERS_FOR_ESTIMATE} of their offers to see what their moves reveal about their
        priorities ({theirs.length === 0 ? 'none' : theirs.length} recorded so far).
      </Typography.Text>
    );

  const changed = reading.issues.some((issue) =>
    issue.options.some((o) => reading.estimate[o.id] !== reading.entered[o.id]),
  );
  const adopt = async () => {
    if (!opponent) return;
    const scores: PartyScore[] = reading.issues.flatMap((issue) =>
      issue.options.map((o) => ({ issueId: issue.id, optionId: o.id, points: reading.estimate[o.id] ?? 0 })),
    );
    setAdopting(true);
    try {
      await track('points', {
        label: `the estimate as ${opponent.name}'s points`,
        save: () => savePartyPoints({ caseId, body: { partyId: opponent.id, scores } }).unwrap(),
        inverse: () => pointsInverse(detail, opponent.id, null, scores),
      });
      void message.success(`The estimate is now ${opponent.name}'s points`);
    } catch (error) {
      if (!handleUnauthorized(error)) notification.error(ADOPT_FAILED);
    } finally {
      setAdopting(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph className="offers-text">
        From their {theirs.length} offers: how much each issue seems to matter to them, beside what you
        entered (each issue&apos;s share of their points).
      </Typography.Paragraph>
      {reading.sentence === null ? (
        <Alert type="success" showIcon title="Their offers so far fit the points you entered for them." />
      ) : (
        <Alert type="info" showIcon title={reading.sentence} className="their-priorities-sentence" />
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
            description={`Every option's points for ${opponent.name} become the estimate's (Undo puts them back).`}
            okText="Use the estimate"
            cancelText="Cancel"
            onConfirm={() => void adopt()}
            disabled={!changed}
          >
            <Button size="large" loading={adopting} disabled={!changed}>
              Use the estimate as their points
            </Button>
          </Popconfirm>
          {changed ? null : (
            <Typography.Text type="secondary">Their points already are the estimate.</Typography.Text>
          )}
        </Flex>
      )}
    </Flex>
  );
}
