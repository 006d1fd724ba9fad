import type { IssueResponse, PartyResponse } from '@parley/contracts';
import { fitPoints } from '@parley/scoring';
import { useEffect, useMemo, useRef } from 'react';
import { useEventCallback } from '../../../lib/useEventCallback';
import { useSyncReducer } from '../../../lib/useSyncReducer';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { useGetPartyAnswersQuery, useSavePartyAnswersMutation } from './answersApi';
import {
  answerText,
  CONFIDENCE_LABELS,
  pickQuestion,
  pointsChanges,
  pointsInForce,
  pointsToSave,
  reorderedText,
  scoringIssues,
  type Answer,
  type PartyLevels,
  type Pick,
  type Preference,
} from './tradeoff-session';
import {
  answersSaveStatus,
  INITIAL_TRADEOFF,
  namesOnlyCaseOptions,
  tradeoffReducer,
  type AnswersSend,
} from './tradeoff-state';

export type PointsRow = { issueId: number; optionId: number; points: number };

export interface TradeoffQuestionsProps {
  open: boolean;
  onClose: () => void;
  party: PartyResponse;
  issues: IssueResponse[];
  /** The party's saved points by option id. */
  saved: ReadonlyMap<number, number>;
  /** The points Smart Points suggests for the party's levels, by option id (stand in where none are saved). */
  suggested: ReadonlyMap<number, number>;
  /** The party's levels on screen: options (or issues) rated differently need no question about their order. */
  levels?: PartyLevels;
  /** Saves points for the party the way Smart Points does (status and Undo); rejects when the save failed. */
  onSavePoints: (rows: PointsRow[]) => Promise<unknown>;
}

/**
 * The trade-off dialog's session: its state (`tradeoff-state.ts`), the one effect that saves the answers, what
 * follows from the answers (the fitted points, a conflict, the next question) and what the person can do.
 */
export function useTradeoffSession({
  party,
  issues,
  saved,
  suggested,
  levels,
  onSavePoints,
}: TradeoffQuestionsProps) {
  const mine = party.type === 'user';
  const side = mine ? 'mine' : 'theirs';
  const query = useGetPartyAnswersQuery(party.id);
  const [saveAnswers] = useSavePartyAnswersMutation();
  const handleUnauthorized = useUnauthorizedHandler();
  const [state, send, read] = useSyncReducer(tradeoffReducer, () => INITIAL_TRADEOFF);
  const { again } = state;

  // The one save of the answers: each new `sending` (a change, the newest after a save, or Retry) is sent once,
  // and answers still waiting when the dialog closes are sent after it, as they were before the dialog closed.
  const { sending } = state;
  const saveNow = useEventCallback((answers: Answer[]) =>
    saveAnswers({ partyId: party.id, answers }).unwrap(),
  );
  const refused = useEventCallback((error: unknown) => handleUnauthorized(error));
  /** The send last started (React's development mode runs an effect twice: it is sent once). */
  const started = useRef<AnswersSend | null>(null);
  useEffect(() => {
    if (sending === null || started.current === sending) return;
    started.current = sending;
    const done = saveNow(sending.answers).then(
      () => send({ type: 'save-succeeded' }),
      (error: unknown) => {
        refused(error);
        send({ type: 'save-failed' });
      },
    );
    return () => {
      const latest = read();
      if (latest.sending !== sending || latest.queued === null) return;
      const waiting = latest.queued;
      void done.then(() => saveNow(waiting)).catch(refused);
    };
  }, [sending, saveNow, refused, send, read]);

  const inForce = useMemo(() => pointsInForce(issues, saved, suggested), [issues, saved, suggested]);
  const scoring = useMemo(() => scoringIssues(issues, inForce, levels), [issues, inForce, levels]);

  // The stored answers until the person changes them; then the screen's list (saved after each change). Those
  // naming an issue or option the case no longer has are left out.
  const loaded = query.data?.answers;
  const current = useMemo(() => {
    const list = state.answers ?? loaded;
    return list?.filter((answer) => namesOnlyCaseOptions(issues, answer.question)) ?? null;
  }, [state.answers, loaded, issues]);

  const fit = useMemo(() => (current === null ? null : fitPoints(scoring, current)), [scoring, current]);
  const conflict = fit !== null && 'conflict' in fit ? fit.conflict : null;
  const { skipped } = state;
  const pick: Pick | null = useMemo(
    () => (current === null || conflict !== null ? null : pickQuestion(scoring, current, new Set(skipped))),
    [scoring, current, conflict, skipped],
  );
  const question = again ?? (pick && 'question' in pick ? pick.question : null);

  // Focus follows what the person has to do next: to the contradiction when it appears (the question they
  // answered is gone), to package A when an answer is to be given again.
  const conflictRef = useRef<HTMLElement>(null);
  const firstPackageRef = useRef<HTMLButtonElement>(null);
  const inConflict = conflict !== null;
  useEffect(() => {
    if (inConflict) conflictRef.current?.focus();
  }, [inConflict]);
  useEffect(() => {
    if (again !== null) firstPackageRef.current?.focus();
  }, [again]);

  const answer = (prefer: Preference) => {
    if (question === null || current === null) return;
    const given = mine ? { question, prefer } : { question, prefer, confidence: state.confidence };
    send({ type: 'answered', current, given });
  };
  const remove = (index: number) => current && send({ type: 'removed', current, index });
  const answerAgain = (index: number) => current && send({ type: 'answer-again', current, index });

  const savePoints = async (points: Record<string, number>) => {
    const rows = pointsToSave(issues, saved, points);
    if (rows.length === 0) return;
    send({ type: 'points-saving' });
    try {
      await onSavePoints(rows);
      send({ type: 'points-saved' });
    } catch {
      send({ type: 'points-failed' });
    }
  };

  /** An answer in words; for the other side with how sure the person was ("(a guess)"). */
  const describe = (k: number) => {
    const given = current![k]!;
    const words = answerText(issues, given, side);
    return mine ? words : `${words} (${CONFIDENCE_LABELS[given.confidence ?? 'sure'].toLowerCase()})`;
  };

  const fitted = fit !== null && 'points' in fit ? fit.points : null;
  const reordered =
    fit !== null && 'points' in fit
      ? (fit.reordered ?? []).map((r) => reorderedText(issues, current ?? [], fit.points, r, side))
      : [];
  const changes = fitted ? pointsChanges(issues, inForce, fitted) : [];
  const saveStatus = answersSaveStatus(state);

  return {
    mine,
    query,
    state,
    send,
    current,
    conflict,
    pick,
    question,
    scoring,
    conflictRef,
    firstPackageRef,
    answer,
    remove,
    answerAgain,
    savePoints,
    describe,
    fitted,
    reordered,
    changes,
    saveStatus,
  };
}
