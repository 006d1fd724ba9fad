import type { IssueResponse } from '@parley/contracts';
import { fitPoints, nextTradeoffQuestion } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import {
  answerText,
  isOpen,
  packageText,
  pickQuestion,
  pointsInForce,
  pointsToSave,
  questionKey,
  scoringIssues,
  type Answer,
  type Question,
} from './tradeoff-session';

const issue = (id: number, name: string, options: Array<[number, string]>): IssueResponse => ({
  id,
  name,
  description: null,
  priority: 50,
  isAiSuggested: false,
  options: options.map(([optionId, optionName]) => ({ id: optionId, name: optionName, description: null })),
});

const lease = [
  issue(1, 'Rent', [
    [11, '$1,900'],
    [12, '$2,000'],
    [13, '$2,100'],
  ]),
  issue(2, 'Term', [
    [21, '12 months'],
    [22, '24 months'],
  ]),
  issue(3, 'Deposit', [
    [31, 'one month'],
    [32, 'two months'],
  ]),
];
const saved = new Map([
  [11, 200],
  [12, 120],
  [13, 40],
  [21, 60],
]);
const suggested = new Map([
  [11, 190],
  [12, 110],
  [13, 30],
  [21, 70],
  [22, 90],
  [31, 80],
  [32, 20],
]);

describe('the trade-off session', () => {
  it('takes the saved points where there are some and the suggestion elsewhere', () => {
    const inForce = pointsInForce(lease, saved, suggested);
    expect(inForce.get(11)).toEqual({ points: 200, suggested: false });
    expect(inForce.get(22)).toEqual({ points: 90, suggested: true });
    expect(scoringIssues(lease, inForce)[1]).toEqual({
      id: 2,
      options: [
        { id: 21, points: 60 },
        { id: 22, points: 90 },
      ],
    });
  });

  it('says a package in words, issues in the case’s order whatever the order of the keys', () => {
    expect(packageText(lease, { 2: 22, 1: 11 })).toBe('Rent $1,900 with Term 24 months');
    expect(packageText(lease, { 3: 31, 2: 21 })).toBe('Term 12 months with Deposit one month');
  });

  it('says each kind of answer for both sides', () => {
    const question: Question = { left: { 1: 11, 2: 21 }, right: { 1: 12, 2: 22 } };
    const a = 'Rent $1,900 with Term 12 months';
    const b = 'Rent $2,000 with Term 24 months';
    expect(answerText(lease, { question, prefer: 'left' }, 'mine')).toBe(`You preferred ${a} to ${b}`);
    expect(answerText(lease, { question, prefer: 'right' }, 'mine')).toBe(`You preferred ${b} to ${a}`);
    expect(answerText(lease, { question, prefer: 'same' }, 'mine')).toBe(
      `You found ${a} about the same as ${b}`,
    );
    expect(answerText(lease, { question, prefer: 'left', confidence: 'guess' }, 'theirs')).toBe(
      `You said they preferred ${a} to ${b}`,
    );
  });

  it('knows a question again with its keys or its sides swapped', () => {
    const question: Question = { left: { 1: 11, 2: 21 }, right: { 1: 12, 2: 22 } };
    expect(questionKey({ left: { 2: 21, 1: 11 }, right: { 2: 22, 1: 12 } })).toBe(questionKey(question));
    expect(questionKey({ left: question.right, right: question.left })).toBe(questionKey(question));
    expect(questionKey({ left: { 1: 11, 2: 22 }, right: { 1: 12, 2: 21 } })).not.toBe(questionKey(question));
  });

  it('saves every option whose points differ from the saved ones, those with only a suggestion included', () => {
    expect(pointsToSave(lease, saved, { 11: 200, 12: 125, 13: 40, 21: 60, 22: 90, 31: 80, 32: 20 })).toEqual([
      { issueId: 1, optionId: 12, points: 125 },
      { issueId: 2, optionId: 22, points: 90 },
      { issueId: 3, optionId: 31, points: 80 },
      { issueId: 3, optionId: 32, points: 20 },
    ]);
  });

  it('asks what nextTradeoffQuestion chooses while it is not skipped', () => {
    const issues = scoringIssues(lease, pointsInForce(lease, saved, suggested));
    const first = nextTradeoffQuestion(issues, [])!;
    const pick = pickQuestion(issues, [], new Set());
    expect(pick).toEqual({ question: first });
  });

  it('after skips, asks open questions never skipped, until only skipped ones are left', () => {
    const two = lease.slice(0, 2);
    const issues = scoringIssues(two, pointsInForce(two, saved, suggested));
    const answers: Answer[] = [];
    const skipped = new Set<string>();
    const asked: string[] = [];
    for (let k = 0; k < 40; k++) {
      const pick = pickQuestion(issues, answers, skipped);
      if (!('question' in pick)) {
        expect(pick).toEqual({ onlySkipped: true });
        break;
      }
      const key = questionKey(pick.question);
      expect(skipped.has(key)).toBe(false);
      expect(isOpen(issues, answers, pick.question)).toBe(true);
      asked.push(key);
      skipped.add(key);
    }
    // Rent's three pairs against Term's pair, each way round: six two-issue questions, all open at first.
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(pickQuestion(issues, answers, new Set())).toEqual({
      question: nextTradeoffQuestion(issues, answers),
    });
  });

  it('calls a question open exactly when at least two of its answers can be met', () => {
    const issues = scoringIssues(lease, pointsInForce(lease, saved, suggested));
    const question: Question = { left: { 1: 11, 2: 21 }, right: { 1: 12, 2: 22 } };
    expect(isOpen(issues, [], question)).toBe(true);
    // Once answered, asking it again is implied (only the same answer fits).
    const answers: Answer[] = [{ question, prefer: 'left' }];
    expect(isOpen(issues, answers, question)).toBe(false);
    expect('points' in fitPoints(issues, [...answers, { question, prefer: 'right' }])).toBe(false);
  });
});
