import type { CaseDetailResponse } from '@parley/contracts';
import { startTransition, useEffect, useState } from 'react';
import type { DecisionSupport, OfferSettings, OffersAnswer } from './decision-support';
import { useDecisionSupportWorker } from './useDecisionSupportWorker';

export interface DecisionSupportState {
  /** null until the first answer for the current case figures. */
  support: DecisionSupport | null;
  /** null while the offers for the current settings are being computed. */
  offers: OffersAnswer | null;
  /** Why a computation failed (null: none did); `retry` asks again. */
  failure: Error | null;
  retry: () => void;
}

/**
 * The Strategy tab's decision support and equivalent offers, computed in one Web Worker: the support again
 * when the case changes, the offers when the case or the offer settings change. An answer to an older request
 * is dropped; a failed one is `failure`, until `retry`.
 */
export function useDecisionSupport(
  detail: CaseDetailResponse,
  settings: OfferSettings,
): DecisionSupportState {
  const { clientRef, input, support, failure, attempt, retry, fail } = useDecisionSupportWorker(
    detail,
    'decision support',
  );
  const [offers, setOffers] = useState<{ key: unknown[]; value: OffersAnswer } | null>(null);
  const { count, tolerance } = settings;
  const target = settings.target ?? null;

  useEffect(() => {
    let current = true;
    const key = [input, count, tolerance, target];
    clientRef.current
      ?.call({ kind: 'offers', issues: input.issues, walkAway: input.walkAway, count, tolerance, target })
      .then(
        (answer) => {
          if (current && answer.kind === 'offers') startTransition(() => setOffers({ key, value: answer }));
        },
        (error: unknown) => current && fail(error),
      );
    return () => {
      current = false;
    };
  }, [clientRef, input, count, tolerance, target, attempt, fail]);

  const offersCurrent =
    offers !== null &&
    offers.key[0] === input &&
    offers.key[1] === count &&
    offers.key[2] === tolerance &&
    offers.key[3] === target;
  return {
    // The previous case's figures stay up while the new ones are computed (a save refetches the case).
    support,
    offers: offersCurrent ? offers.value : null,
    failure,
    retry,
  };
}
