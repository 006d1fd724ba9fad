import type { CaseDetailResponse, TradeoffConfidence } from '@parley/contracts';
import type { AdviceRobustness, TradeoffAnswer } from '@parley/scoring';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useWorkerCall } from '../../../lib/useWorkerCall';
import { useWorkerFailure } from '../../../lib/useWorkerFailure';
import { decisionSupportInput, type OffersAnswer } from './decision-support';
import { useGetPartyAnswersQuery } from '../points/answersApi';
import {
  runRobustness,
  type OffersOnTable,
  type RobustnessAnswer,
  type RobustnessRequest,
} from './robustness';

export interface AdviceRobustnessState {
  /** Whether the figures apply: the case has an opponent with points. */
  applies: boolean;
  /** null until the first answer; its `figures` null when the answers about them contradict each other. */
  support: RobustnessAnswer | null;
  /** The shown offers' figures, one per offer; null while computing (or without offers). */
  offers: number[] | null;
  failure: Error | null;
  retry: () => void;
  /** The other side's party, and how sure the person said they are of its points (null: not said, or not read). */
  opponentId: number | null;
  pointsConfidence: TradeoffConfidence | null;
}

/**
 * How sure the Strategy tab's advice is: the other side's stored answers (with their confidence) and points in
 * force give plausible profiles, and a Web Worker checks each recommendation on every one of them
 * (robustness.ts). Asked after the decision support has drawn; the offers' figures again when the offers shown
 * change. A failed load or computation is `failure`, until `retry`.
 */
export function useAdviceRobustness(
  detail: CaseDetailResponse,
  /** Whether the advice is drawn: until then no answers are read and no worker is started. */
  ready: boolean,
  offers: OffersAnswer | null,
  offersOn: Omit<OffersOnTable, 'optionIds'> | null,
): AdviceRobustnessState {
  const opponent = detail.parties.find((p) => p.type === 'opponent');
  const applies = opponent !== undefined && detail.scores.some((s) => s.partyId === opponent.id);
  // Nothing competes with the decision support's own worker: the answers and the figures come after it.
  const started = applies && ready;
  const answersQuery = useGetPartyAnswersQuery(started && opponent ? opponent.id : skipToken);
  const clientRef = useWorkerCall<RobustnessRequest, RobustnessAnswer>(
    () =>
      new Worker(new URL('./robustness.worker.ts', import.meta.url), {
        type: 'module',
        name: 'robustness',
      }),
    runRobustness,
    started,
  );
  const { failure, attempt, retry, fail } = useWorkerFailure();
  const input = useMemo(() => decisionSupportInput(detail), [detail]);
  const answers = answersQuery.data?.answers as TradeoffAnswer[] | undefined;
  const pointsConfidence = answersQuery.data?.pointsConfidence ?? null;
  const [support, setSupport] = useState<RobustnessAnswer | null>(null);
  const [offerFigures, setOfferFigures] = useState<{ key: unknown; value: AdviceRobustness | null } | null>(
    null,
  );

  useEffect(() => {
    if (!started || answers === undefined) return;
    let current = true;
    clientRef.current?.call({ kind: 'support', ...input, answers, pointsConfidence }).then(
      (answer) => {
        if (current) startTransition(() => setSupport(answer));
      },
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [clientRef, started, input, answers, pointsConfidence, attempt, fail]);

  const list = offers !== null && 'offers' in offers ? offers.offers : null;
  const target = offersOn?.target ?? null;
  const tolerance = offersOn?.tolerance ?? 0;
  useEffect(() => {
    if (!started || answers === undefined || list === null || list.length === 0 || target === null) return;
    let current = true;
    const request: OffersOnTable = { optionIds: list.map((o) => o.optionIds), target, tolerance };
    clientRef.current?.call({ kind: 'offers', ...input, answers, pointsConfidence, offers: request }).then(
      (answer) => {
        if (current) startTransition(() => setOfferFigures({ key: list, value: answer.figures }));
      },
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [clientRef, started, input, answers, pointsConfidence, list, target, tolerance, attempt, fail]);

  const loadFailure = answersQuery.isError
    ? new Error('The answers about the other side could not be loaded')
    : null;
  return {
    applies,
    support,
    offers: offerFigures !== null && offerFigures.key === list ? (offerFigures.value?.offers ?? null) : null,
    failure: failure ?? loadFailure,
    opponentId: opponent?.id ?? null,
    pointsConfidence,
    // Try Again reads their answers again too (they may have changed, or failed to load) and recomputes.
    retry: () => {
      if (started) void answersQuery.refetch();
      retry();
    },
  };
}
