import { DeleteOutlined } from '@ant-design/icons';
import type { CaseDetailResponse, OfferResponse } from '@parley/contracts';
import { App, Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import { useCaseSaving } from '../../saving/CaseSaving';
import { useFinalAgreement } from '../../useFinalAgreement';
import { useDeleteOfferMutation } from '../negotiateApi';
import { moveSentence, moveTone, OFFERED_BY, offerPackage } from './offer-words';
import { useAgreementLocked, useCaseLocked } from '../../access/case-access';
import { useAtTable } from '../../table/useAtTable';

const DELETE_FAILED = {
  title: "Couldn't delete the offer",
  description: 'The offer is still recorded. Please try again.',
};

/** Whether the final agreement recorded now is exactly this complete offer's package. */
export function isTheAgreement(detail: CaseDetailResponse, offer: OfferResponse): boolean {
  if (!offer.complete || detail.issues.length === 0) return false;
  return detail.issues.every(
    (issue, i) => detail.finalAgreements.find((a) => a.issueId === issue.id)?.optionId === offer.optionIds[i],
  );
}

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The offers recorded, newest first: who made each, its package, both totals with the points in force, the move
 * in words, the note; a complete one can become the final agreement in one step, and any can be deleted.
 */
export function OfferList({
  detail,
  offers,
}: {
  detail: CaseDetailResponse;
  offers: readonly OfferResponse[];
}) {
  const caseId = detail.case.id;
  const locked = useCaseLocked(detail);
  // The other side reaches the agreement at the table, and at the table an offer is its maker's (issue 36).
  const agreementLocked = useAgreementLocked(detail);
  const atTable = useAtTable(caseId);
  const [deleteOffer] = useDeleteOfferMutation();
  const saving = useCaseSaving();
  const agree = useFinalAgreement(caseId, saving);
  const { notification, message } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [agreeing, setAgreeing] = useState<number | null>(null);

  const remove = async (offer: OfferResponse) => {
    try {
      await deleteOffer({ caseId, offerId: offer.id }).unwrap();
      void message.success('Offer deleted');
    } catch (error) {
      if (!handleUnauthorized(error)) notification.error(DELETE_FAILED);
    }
  };

  /** Saves the offer's option on every issue where the agreement differs, one issue after the other. */
  const makeAgreement = async (offer: OfferResponse) => {
    setAgreeing(offer.id);
    try {
      for (const [i, issue] of detail.issues.entries()) {
        const optionId = offer.optionIds[i];
        if (optionId === null || optionId === undefined) continue;
        if (detail.finalAgreements.find((a) => a.issueId === issue.id)?.optionId === optionId) continue;
        await agree(issue.id, optionId);
      }
      void message.success('Recorded as the final agreement');
    } catch {
      // useFinalAgreement has said what failed; the issues saved so far stay saved (each can be undone).
    } finally {
      setAgreeing(null);
    }
  };

  if (offers.length === 0)
    return (
      <Typography.Text type="secondary">
        No offers recorded yet. Record each offer as it is made, theirs and yours.
      </Typography.Text>
    );

  const numbered = offers.map((offer, i) => ({ offer, number: i + 1 }));
  return (
    <ol className="offer-list" aria-label="Offers recorded" reversed>
      {numbered.reverse().map(({ offer, number }) => {
        const sentence = moveSentence(offer);
        const tone = moveTone(offer);
        const agreed = isTheAgreement(detail, offer);
        const open = offer.openIssueIds.length;
        return (
          <li key={offer.id} className={`offer-item offer-item-${offer.by}`} aria-label={`Offer ${number}`}>
            <Flex vertical gap={6}>
              <Flex wrap gap={8} align="center" justify="space-between">
                <Flex wrap gap={6} align="center">
                  <Tag color={offer.by === 'user' ? 'blue' : 'orange'} className="offer-by">
                    {OFFERED_BY[offer.by]}
                  </Tag>
                  <Typography.Text type="secondary">
                    Offer {number} · {time(offer.createdAt)}
                  </Typography.Text>
                  {offer.complete ? null : (
                    <Tag>
                      Partial: {open} {open === 1 ? 'issue' : 'issues'} open
                    </Tag>
                  )}
                  {agreed ? <Tag color="green">The final agreement</Tag> : null}
                </Flex>
                <Typography.Text strong className="offer-totals">
                  You {offer.userTotal} · Them {offer.opponentTotal}
                </Typography.Text>
              </Flex>
              <Typography.Text className="offer-package">
                {offerPackage(detail, offer.optionIds)}
              </Typography.Text>
              {sentence === null ? (
                <Typography.Text type="secondary">
                  {offer.by === 'user' ? 'Your' : 'Their'} first offer.
                </Typography.Text>
              ) : (
                <Typography.Text className="offer-move" type={tone === 'default' ? undefined : tone}>
                  {sentence}
                </Typography.Text>
              )}
              {offer.note ? (
                <Typography.Text italic className="offer-note">
                  “{offer.note}”
                </Typography.Text>
              ) : null}
              {locked ? null : (
                <Flex wrap gap={8}>
                  {offer.complete && !agreed && !agreementLocked ? (
                    <Popconfirm
                      title="Make this the agreement?"
                      description="It becomes the final agreement on the Overview, issue by issue (each can be undone)."
                      okText="Make it the agreement"
                      cancelText="Cancel"
                      onConfirm={() => void makeAgreement(offer)}
                    >
                      <Button loading={agreeing === offer.id} disabled={agreeing !== null}>
                        Make this the agreement
                      </Button>
                    </Popconfirm>
                  ) : null}
                  {atTable && offer.by === 'opponent' ? null : (
                    <Popconfirm
                      title={`Delete offer ${number}?`}
                      description="The moves are then read without it."
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      cancelText="Cancel"
                      onConfirm={() => void remove(offer)}
                    >
                      <Button icon={<DeleteOutlined aria-hidden />} aria-label={`Delete offer ${number}`}>
                        Delete
                      </Button>
                    </Popconfirm>
                  )}
                </Flex>
              )}
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}
