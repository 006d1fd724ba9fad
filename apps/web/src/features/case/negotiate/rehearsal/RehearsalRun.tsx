import type { CaseDetailResponse, RehearsalOfferResponse, RehearsalResponse } from '@parley/contracts';
import { Alert, App, Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorStatus } from '../../../../lib/errors';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import { useRehearsalOfferMutation, useRehearsalWalkAwayMutation } from '../negotiateApi';
import { PackageList } from '../plan/PackageList';
import { theirName } from '../plan/package-words';
import { RehearsalDebrief } from './RehearsalDebrief';
import { opponentWords } from './rehearsal-words';
import { useCaseLocked } from '../../access/case-access';

export interface RehearsalRunProps {
  detail: CaseDetailResponse;
  rehearsal: RehearsalResponse;
  onNew: () => void;
  onReplay: () => void;
  starting: boolean;
  /** The rehearsal changed elsewhere (an answer refused as ended): read it again. */
  onStale: () => void;
}

/** A rehearsal: its settings, the transcript, then the person's next move or, once ended, the debrief. */
export function RehearsalRun({ detail, rehearsal, onNew, onReplay, starting, onStale }: RehearsalRunProps) {
  const other = theirName(detail);
  const r = rehearsal;
  const open = r.status === 'open';
  const locked = useCaseLocked(detail);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center" className="rehearsal-head">
        <Typography.Text strong>Against {opponentWords(r.style)}</Typography.Text>
        <Typography.Text type="secondary">
          · {r.rounds} {r.rounds === 1 ? 'round' : 'rounds'} · seed {r.seed}
        </Typography.Text>
        <Tag color={open ? 'processing' : r.status === 'deal' ? 'success' : 'default'}>
          {open ? 'In progress' : r.status === 'deal' ? 'Deal' : 'No deal'}
        </Tag>
      </Flex>
      {r.offers.length === 0 ? (
        <Typography.Text type="secondary">
          You make the first offer. It is prefilled with your plan&apos;s opening; change any issue you like.
        </Typography.Text>
      ) : (
        <Transcript rehearsal={r} other={other} />
      )}
      <div role="status" aria-live="polite" className="rehearsal-message">
        {r.message === null ? null : (
          <Alert
            type={open ? 'info' : r.status === 'deal' ? 'success' : 'warning'}
            showIcon
            title={open ? `${other}: “${r.message}”` : r.message}
          />
        )}
      </div>
      {open ? (
        <NextMove key={`${r.id}-${r.offers.length}`} rehearsal={r} detail={detail} onStale={onStale} />
      ) : (
        <>
          {r.debrief ? <RehearsalDebrief rehearsal={r} other={other} /> : null}
          <Flex gap={8} wrap>
            <Button onClick={onReplay} loading={starting} disabled={locked}>
              Replay with seed {r.seed}
            </Button>
            <Button type="primary" onClick={onNew}>
              New rehearsal
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}

function Transcript({ rehearsal, other }: { rehearsal: RehearsalResponse; other: string }) {
  return (
    <ol className="rehearsal-transcript" aria-label="Transcript">
      {rehearsal.offers.map((offer, i) => (
        <TranscriptEntry key={i} issues={rehearsal.issues} offer={offer} other={other} />
      ))}
    </ol>
  );
}

function TranscriptEntry({
  issues,
  offer,
  other,
}: {
  issues: RehearsalResponse['issues'];
  offer: RehearsalOfferResponse;
  other: string;
}) {
  const yours = offer.by === 'user';
  return (
    <li
      className={yours ? 'rehearsal-entry rehearsal-entry-yours' : 'rehearsal-entry rehearsal-entry-theirs'}
    >
      <Typography.Text strong>
        Round {offer.round} · {yours ? 'You offered' : `${other} answered`}
      </Typography.Text>
      {offer.explanation ? (
        <Typography.Paragraph className="rehearsal-explanation">“{offer.explanation}”</Typography.Paragraph>
      ) : null}
      <PackageList
        issues={issues}
        optionIds={offer.optionIds}
        label={`${yours ? 'Your' : 'Their'} offer in round ${offer.round}`}
        inline
      />
      <Typography.Text type="secondary">
        You {offer.userTotal} · {other} {offer.opponentTotal}
      </Typography.Text>
    </li>
  );
}

/**
 * The person's move: an offer (one option per issue, prefilled with the plan's suggestion for the round), taking
 * their last offer, or walking away. After the last round only taking their offer or walking away is left.
 */
function NextMove({
  rehearsal: r,
  detail,
  onStale,
}: {
  rehearsal: RehearsalResponse;
  detail: CaseDetailResponse;
  onStale: () => void;
}) {
  const [send, sending] = useRehearsalOfferMutation();
  const [walkAway, walking] = useRehearsalWalkAwayMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const mine = r.offers.filter((o) => o.by === 'user').at(-1);
  const theirs = r.offers.at(-1)?.by === 'opponent' ? r.offers.at(-1) : undefined;
  const [draft, setDraft] = useState<number[]>(
    () => r.suggestion?.optionIds ?? mine?.optionIds ?? r.issues.map((issue) => issue.options[0]?.id ?? 0),
  );
  const last = r.round > r.rounds;
  const locked = useCaseLocked(detail);
  const busy = sending.isLoading || walking.isLoading;
  const other = theirName(detail);

  const failed = (error: unknown) => {
    if (handleUnauthorized(error)) return;
    if (errorStatus(error) === 409 && !locked) onStale();
    notification.error({
      title: 'Error',
      description:
        errorStatus(error) === 409 && locked
          ? 'The case is closed: reopen it to rehearse.'
          : 'Failed to send your move. Nothing was sent; try again.',
    });
  };
  const offer = async (optionIds: number[]) => {
    try {
      await send({ rehearsalId: r.id, optionIds }).unwrap();
    } catch (error) {
      failed(error);
    }
  };
  const leave = async () => {
    try {
      await walkAway({ rehearsalId: r.id }).unwrap();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <section aria-labelledby={`rehearsal-move-${r.id}`} className="rehearsal-move">
      <Typography.Title level={3} className="plan-subtitle" id={`rehearsal-move-${r.id}`}>
        {last ? 'Your answer' : `Round ${r.round} of ${r.rounds}: your offer`}
      </Typography.Title>
      {last ? (
        <Typography.Paragraph>
          That was the last round: accept {other}&apos;s last offer or walk away.
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            {r.suggestion
              ? `Prefilled with your plan's offer for this round (at least ${Math.round(r.suggestion.level)} points for you).`
              : 'Choose an option for each issue.'}
          </Typography.Text>
          <div className="rehearsal-draft">
            {r.issues.map((issue, i) => (
              <label key={issue.id} className="rehearsal-draft-field">
                <Typography.Text strong>{issue.name}</Typography.Text>
                <Select
                  aria-label={`Your offer on ${issue.name}`}
                  value={draft[i]}
                  options={issue.options.map((option) => ({ value: option.id, label: option.name }))}
                  onChange={(value: number) => setDraft((d) => d.map((id, k) => (k === i ? value : id)))}
                  disabled={busy}
                  className="rehearsal-draft-select"
                />
              </label>
            ))}
          </div>
        </Flex>
      )}
      <Flex gap={8} wrap className="rehearsal-actions">
        {last ? null : (
          <Button
            type="primary"
            onClick={() => void offer(draft)}
            loading={sending.isLoading && sending.originalArgs?.optionIds === draft}
            disabled={busy || locked}
          >
            Make this offer
          </Button>
        )}
        {theirs ? (
          <Button
            type={last ? 'primary' : 'default'}
            onClick={() => void offer(theirs.optionIds)}
            disabled={busy || locked}
          >
            Accept their offer
          </Button>
        ) : null}
        <Button danger onClick={() => void leave()} loading={walking.isLoading} disabled={busy || locked}>
          Walk away
        </Button>
      </Flex>
    </section>
  );
}
