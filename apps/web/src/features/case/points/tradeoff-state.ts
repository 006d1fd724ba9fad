import type { IssueResponse, TradeoffConfidence } from '@parley/contracts';
import { DEFAULT_CONFIDENCE, questionKey, type Answer, type Question } from './tradeoff-session';

/**
 * The trade-off dialog's state as a pure reducer (kept free of React, tested on its own): the answers once the
 * person changed them, the one save of the answers at a time (the latest list wins), what this sitting skipped,
 * the question to answer again, the confidence picked, and the fitted points being discarded, edited or saved.
 * The dialog draws it and dispatches; its single save effect sends `sending` whenever it changes.
 */

/** One save of the answers: a new object for each attempt, so that the save effect sends it again. */
export interface AnswersSend {
  answers: Answer[];
}

export interface TradeoffState {
  /** The answers once the person changed them (null: as loaded). */
  answers: Answer[] | null;
  /** The save on its way to the server. */
  sending: AnswersSend | null;
  /** The newest answers, to send once the save on its way is done. */
  queued: Answer[] | null;
  /** The last save failed and nothing newer was sent since: the dialog offers Retry. */
  failed: boolean;
  /** Questions skipped in this sitting (not stored: a skip says nothing about the person's points). */
  skipped: readonly string[];
  /** A question from a conflict to answer again, asked before any other. */
  again: Question | null;
  confidence: TradeoffConfidence;
  /** The answers whose fitted points were discarded: the proposal stays hidden until the answers change. */
  discardedFor: Answer[] | null;
  /** The fitted points being edited, by option id. */
  editing: Record<string, number> | null;
  savingPoints: boolean;
  pointsError: boolean;
}

export const INITIAL_TRADEOFF: TradeoffState = {
  answers: null,
  sending: null,
  queued: null,
  failed: false,
  skipped: [],
  again: null,
  confidence: DEFAULT_CONFIDENCE,
  discardedFor: null,
  editing: null,
  savingPoints: false,
  pointsError: false,
};

/** `current` in the actions is the list on screen (the stored answers until the person changes them). */
export type TradeoffAction =
  | { type: 'answered'; current: Answer[]; given: Answer }
  | { type: 'skipped'; question: Question }
  | { type: 'removed'; current: Answer[]; index: number }
  | { type: 'answer-again'; current: Answer[]; index: number }
  | { type: 'cleared' }
  | { type: 'skips-reset' }
  | { type: 'confidence-picked'; confidence: TradeoffConfidence }
  | { type: 'discarded'; current: Answer[] }
  | { type: 'editing-started'; values: Record<string, number> }
  | { type: 'edited'; optionId: number; value: number }
  | { type: 'editing-cancelled' }
  | { type: 'points-saving' }
  | { type: 'points-saved' }
  | { type: 'points-failed' }
  /** Retry: the latest answers are sent again. */
  | { type: 'retry' }
  | { type: 'save-succeeded' }
  | { type: 'save-failed' };

/** The answers change: shown at once and saved, after the save on its way if there is one. */
function store(state: TradeoffState, answers: Answer[]): TradeoffState {
  return state.sending === null
    ? { ...state, answers, failed: false, sending: { answers }, queued: null }
    : { ...state, answers, failed: false, queued: answers };
}

/** The save on its way is done: the newest answers (if any came meanwhile) are sent next. */
function sendQueued(state: TradeoffState): TradeoffState {
  return state.queued === null
    ? { ...state, sending: null }
    : { ...state, sending: { answers: state.queued }, queued: null };
}

function nextQuestion(state: TradeoffState): TradeoffState {
  return { ...state, again: null, confidence: DEFAULT_CONFIDENCE };
}

export function tradeoffReducer(state: TradeoffState, action: TradeoffAction): TradeoffState {
  switch (action.type) {
    case 'answered':
      return store({ ...nextQuestion(state), editing: null }, [...action.current, action.given]);
    case 'skipped':
      return { ...nextQuestion(state), skipped: [...state.skipped, questionKey(action.question)] };
    case 'removed':
      return store(
        { ...state, editing: null },
        action.current.filter((_, k) => k !== action.index),
      );
    case 'answer-again': {
      const revisited = action.current[action.index];
      if (!revisited) return state;
      const removed = tradeoffReducer(state, {
        type: 'removed',
        current: action.current,
        index: action.index,
      });
      // An answer stored without a confidence was sure.
      return { ...removed, again: revisited.question, confidence: revisited.confidence ?? 'sure' };
    }
    case 'cleared':
      return store({ ...state, again: null, skipped: [], editing: null }, []);
    case 'skips-reset':
      return { ...state, skipped: [] };
    case 'confidence-picked':
      return { ...state, confidence: action.confidence };
    case 'discarded':
      return { ...state, discardedFor: action.current };
    case 'editing-started':
      return { ...state, editing: action.values };
    case 'edited':
      return state.editing === null
        ? state
        : { ...state, editing: { ...state.editing, [String(action.optionId)]: action.value } };
    case 'editing-cancelled':
      return { ...state, editing: null };
    case 'points-saving':
      return { ...state, savingPoints: true, pointsError: false };
    case 'points-saved':
      return { ...state, savingPoints: false, editing: null };
    case 'points-failed':
      return { ...state, savingPoints: false, pointsError: true };
    case 'retry':
      return state.answers === null ? state : store(state, state.answers);
    case 'save-succeeded':
      // Saved once the newest answers are: a failure before them no longer matters.
      return { ...sendQueued(state), failed: state.queued === null ? false : state.failed };
    case 'save-failed':
      return { ...sendQueued(state), failed: true };
  }
}

/** What the footer says of the answers: saving while a save is on its way or waits, failed until sent again. */
export function answersSaveStatus(state: TradeoffState): 'saved' | 'saving' | 'failed' {
  if (state.failed) return 'failed';
  return state.sending !== null || state.queued !== null ? 'saving' : 'saved';
}

export function answerCount(n: number) {
  return n === 0 ? 'No answers yet' : n === 1 ? '1 answer' : `${n} answers`;
}

export function sameAnswers(a: readonly Answer[], b: readonly Answer[]) {
  return a.length === b.length && a.every((answer, k) => answer === b[k]);
}

/** Whether every issue and option the question names is still in the case. */
export function namesOnlyCaseOptions(issues: readonly IssueResponse[], question: Question) {
  return (['left', 'right'] as const).every((side) =>
    Object.entries(question[side]).every(([issueId, optionId]) =>
      issues.some(
        (issue) => String(issue.id) === issueId && issue.options.some((option) => option.id === optionId),
      ),
    ),
  );
}
