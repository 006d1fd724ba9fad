import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIDENCE, questionKey, type Answer, type Question } from './tradeoff-session';
import { answersSaveStatus, INITIAL_TRADEOFF, tradeoffReducer, type TradeoffAction } from './tradeoff-state';

const q1: Question = { left: { '21': 31, '22': 33 }, right: { '21': 32, '22': 35 } };
const q2: Question = { left: { '21': 32, '22': 33 }, right: { '21': 31, '22': 35 } };
const a1: Answer = { question: q1, prefer: 'left' };
const a2: Answer = { question: q2, prefer: 'right', confidence: 'guess' };

const run = (...actions: TradeoffAction[]) => actions.reduce(tradeoffReducer, INITIAL_TRADEOFF);

describe('the trade-off dialog state', () => {
  it('saves one list at a time: a change while a save is on its way waits, and only the newest is sent next', () => {
    const first = run({ type: 'answered', current: [], given: a1 });
    expect(first.sending?.answers).toEqual([a1]);
    expect(answersSaveStatus(first)).toBe('saving');
    const second = tradeoffReducer(first, { type: 'answered', current: [a1], given: a2 });
    const third = tradeoffReducer(second, { type: 'removed', current: [a1, a2], index: 0 });
    expect(third.sending).toBe(first.sending);
    expect(third.queued).toEqual([a2]);
    const next = tradeoffReducer(third, { type: 'save-succeeded' });
    expect(next.sending?.answers).toEqual([a2]);
    expect(answersSaveStatus(next)).toBe('saving');
    const done = tradeoffReducer(next, { type: 'save-succeeded' });
    expect(done.sending).toBeNull();
    expect(answersSaveStatus(done)).toBe('saved');
  });

  it('says a failed save failed until Retry sends the latest answers again, as a new send', () => {
    const sent = run({ type: 'answered', current: [], given: a1 });
    const failed = tradeoffReducer(sent, { type: 'save-failed' });
    expect(answersSaveStatus(failed)).toBe('failed');
    expect(failed.sending).toBeNull();
    const retried = tradeoffReducer(failed, { type: 'retry' });
    expect(retried.sending?.answers).toEqual([a1]);
    expect(retried.sending).not.toBe(sent.sending);
    expect(answersSaveStatus(retried)).toBe('saving');
    expect(answersSaveStatus(tradeoffReducer(retried, { type: 'save-succeeded' }))).toBe('saved');
  });

  it('a failure with newer answers waiting sends them, and their success clears the failure', () => {
    const waiting = run(
      { type: 'answered', current: [], given: a1 },
      { type: 'answered', current: [a1], given: a2 },
    );
    const failed = tradeoffReducer(waiting, { type: 'save-failed' });
    expect(answersSaveStatus(failed)).toBe('failed');
    expect(failed.sending?.answers).toEqual([a1, a2]);
    expect(answersSaveStatus(tradeoffReducer(failed, { type: 'save-succeeded' }))).toBe('saved');
  });

  it('answering again removes the answer, asks its question first with the confidence it had', () => {
    const state = run(
      { type: 'confidence-picked', confidence: 'sure' },
      { type: 'answer-again', current: [a1, a2], index: 1 },
    );
    expect(state.answers).toEqual([a1]);
    expect(state.again).toBe(q2);
    expect(state.confidence).toBe('guess');
    // An answer stored without a confidence was sure.
    expect(run({ type: 'answer-again', current: [a1], index: 0 }).confidence).toBe('sure');
    const answered = tradeoffReducer(state, { type: 'answered', current: [a1], given: a2 });
    expect(answered.again).toBeNull();
    expect(answered.confidence).toBe(DEFAULT_CONFIDENCE);
  });

  it('skips for this sitting only, and clearing forgets the skips and the answers', () => {
    const skipped = run({ type: 'skipped', question: q1 });
    expect(skipped.skipped).toEqual([questionKey(q1)]);
    expect(skipped.answers).toBeNull();
    expect(skipped.sending).toBeNull();
    expect(tradeoffReducer(skipped, { type: 'skips-reset' }).skipped).toEqual([]);
    const cleared = tradeoffReducer(skipped, { type: 'cleared' });
    expect(cleared.skipped).toEqual([]);
    expect(cleared.sending?.answers).toEqual([]);
  });

  it('edits fitted points, keeps them on a failed save and closes the editor once they are saved', () => {
    const editing = run(
      { type: 'editing-started', values: { '31': 40 } },
      { type: 'edited', optionId: 31, value: 45 },
      { type: 'points-saving' },
    );
    expect(editing.editing).toEqual({ '31': 45 });
    expect(editing.savingPoints).toBe(true);
    const failed = tradeoffReducer(editing, { type: 'points-failed' });
    expect(failed).toMatchObject({ savingPoints: false, pointsError: true, editing: { '31': 45 } });
    const saved = run({ type: 'points-saving' }, { type: 'points-saved' });
    expect(saved).toMatchObject({ savingPoints: false, pointsError: false, editing: null });
    expect(tradeoffReducer(editing, { type: 'answered', current: [], given: a1 }).editing).toBeNull();
    expect(run({ type: 'edited', optionId: 31, value: 1 }).editing).toBeNull();
  });
});
