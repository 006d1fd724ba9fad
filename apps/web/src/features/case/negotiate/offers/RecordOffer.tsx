import { scoredIssuesOf, type CaseDetailResponse, type OfferBy, type OfferResponse } from '@parley/contracts';
import { finalAgreementTotals } from '@parley/scoring';
import { App, Button, Flex, Input, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import { useAtTable } from '../../table/useAtTable';
import { useCreateOfferMutation } from '../negotiateApi';

const OPEN = 'open';
type Choice = number | typeof OPEN;

const RECORD_FAILED = {
  title: "Couldn't record the offer",
  description: 'Nothing was lost: the offer is still in the form. Please try again.',
};

/** The side that usually offers next: the other one than the last offer's. */
function nextSide(offers: readonly OfferResponse[]): OfferBy {
  const last = offers.at(-1);
  return last?.by === 'opponent' ? 'user' : 'opponent';
}

/**
 * Records an offer by either side: who offered, an option or "Open" per issue (starting from that side's last
 * offer, every issue open before its first), a note; the totals it will have are shown before it is recorded (finalAgreementTotals of
 * @parley/scoring: for a partial package, the sum over the issues it decides, as the API scores it).
 */
export function RecordOffer({
  detail,
  offers,
}: {
  detail: CaseDetailResponse;
  offers: readonly OfferResponse[];
}) {
  const caseId = detail.case.id;
  const [createOffer, { isLoading }] = useCreateOfferMutation();
  const { notification, message } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [by, setBy] = useState<OfferBy | null>(null);
  const [choices, setChoices] = useState<Record<number, Choice> | null>(null);
  const [note, setNote] = useState('');
  // At the joint table (issue 36) the other side makes their own offers: the reader records only theirs.
  const atTable = useAtTable(caseId);
  const side = atTable ? 'user' : (by ?? nextSide(offers));
  // The form starts from the same side's last offer, never the other side's (issue 32): after their offer is
  // recorded it turns to yours with your own last package, or every issue open.
  const last = offers.filter((o) => o.by === side).at(-1);
  const choiceOf = (issueId: number, i: number): Choice => choices?.[issueId] ?? last?.optionIds[i] ?? OPEN;
  const optionIds = detail.issues.map((issue, i) => {
    const choice = choiceOf(issue.id, i);
    return choice === OPEN || !issue.options.some((o) => o.id === choice) ? null : choice;
  });
  const decided = optionIds.filter((id) => id !== null).length;
  const totals = finalAgreementTotals(
    scoredIssuesOf(detail),
    detail.issues.flatMap((issue, i) => {
      const optionId = optionIds[i];
      return optionId === null || optionId === undefined ? [] : [{ issueId: issue.id, optionId }];
    }),
  );

  const record = async () => {
    try {
      await createOffer({
        caseId,
        by: side,
        optionIds,
        note: note.trim() === '' ? null : note.trim(),
      }).unwrap();
      void message.success('Offer recorded');
      // The next offer is usually the other side's, and starts from that side's own last offer.
      setChoices(null);
      setBy(null);
      setNote('');
    } catch (error) {
      if (!handleUnauthorized(error)) notification.error(RECORD_FAILED);
    }
  };

  if (detail.issues.length === 0)
    return <Typography.Text type="secondary">Add issues to record the offers made.</Typography.Text>;

  return (
    <form
      className="record-offer"
      aria-label="Record an offer"
      onSubmit={(event) => {
        event.preventDefault();
        if (decided > 0 && !isLoading) void record();
      }}
    >
      <Flex vertical gap={12}>
        {atTable ? (
          <Typography.Text type="secondary">
            Your offer goes to the other side at once. They make their own offers at the table.
          </Typography.Text>
        ) : (
          <Segmented<OfferBy>
            block
            size="large"
            aria-label="Who made the offer"
            value={side}
            onChange={setBy}
            options={[
              { value: 'opponent', label: 'They offered' },
              { value: 'user', label: 'You offered' },
            ]}
          />
        )}
        {detail.issues.map((issue, i) => (
          <label key={issue.id} className="record-offer-issue">
            <Typography.Text strong className="record-offer-issue-name">
              {issue.name}
            </Typography.Text>
            <Select<Choice>
              size="large"
              className="record-offer-select"
              aria-label={`Option offered for ${issue.name}`}
              value={optionIds[i] ?? OPEN}
              onChange={(value) => setChoices((current) => ({ ...current, [issue.id]: value }))}
              options={[
                { value: OPEN, label: 'Open (not in this offer)' },
                ...issue.options.map((option) => ({ value: option.id, label: option.name })),
              ]}
            />
          </label>
        ))}
        <Input
          size="large"
          aria-label="Note"
          placeholder="A note (optional)"
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <Typography.Text type="secondary" aria-live="polite" className="record-offer-totals">
          {decided === 0
            ? 'Choose an option on at least one issue.'
            : `This offer: you ${totals.user}, them ${totals.opponent}${
                decided < detail.issues.length
                  ? ` on the ${decided} of ${detail.issues.length} issues it decides`
                  : ''
              }.`}
        </Typography.Text>
        <Button
          type="primary"
          size="large"
          block
          htmlType="submit"
          loading={isLoading}
          disabled={decided === 0}
        >
          Record offer
        </Button>
      </Flex>
    </form>
  );
}
