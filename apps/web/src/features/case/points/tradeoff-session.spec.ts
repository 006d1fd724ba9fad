import type { IssueResponse } from '@parley/contracts';
import { fitPoints, nextTradeoffQuestion, tradeoffProgress } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import {
  answerText,
  issueNames,
  packageText,
  pickQuestion,
  pointsInForce,
  pointsToSave,
  questionKey,
  reorderedText,
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
      level: null,
      options: [
        { id: 21, points: 60, level: null },
        { id: 22, points: 90, level: null },
      ],
    });
    const levels = { issues: new Map([[2, 3]]), options: new Map([[22, 5]]) };
    expect(scoringIssues(lease, inForce, levels)[1]).toMatchObject({
      level: 3,
      options: [{ level: null }, { level: 5 }],
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

  it('asks what nextTradeoffQuestion chooses while it is not skipped, and names the issues unchecked', () => {
    const issues = scoringIssues(lease, pointsInForce(lease, saved, suggested));
    const first = nextTradeoffQuestion(issues, [])!;
    const pick = pickQuestion(issues, [], new Set());
    expect(pick).toEqual({ question: first, unchecked: [1, 2, 3] });
    expect(issueNames(lease, [3, 1])).toBe('Rent and Deposit');
  });

  it('after skips, asks the questions left in order, until only skipped ones are left', () => {
    const two = lease.slice(0, 2);
    const issues = scoringIssues(two, pointsInForce(two, saved, suggested));
    const left = tradeoffProgress(issues, []).questions.map((q) => questionKey(q as Question));
    const skipped = new Set<string>();
    const asked: string[] = [];
    for (let k = 0; k < 40; k++) {
      const pick = pickQuestion(issues, [], skipped);
      if (!('question' in pick)) {
        expect(pick).toEqual({ onlySkipped: true, unchecked: [1, 2] });
        break;
      }
      const key = questionKey(pick.question);
      expect(skipped.has(key)).toBe(false);
      asked.push(key);
      skipped.add(key);
    }
    // Rent's two neighbouring pairs, Term's pair, and the two issues' stakes: each asked once, in order.
    expect(asked).toEqual(left);
    expect(asked.length).toBe(4);
  });

  it('says an order the answers reverse, and the answer that asks for it', () => {
    const issues = scoringIssues(lease, pointsInForce(lease, saved, suggested));
    // Rent $2,000 over $1,900, with Term held at 12 months: the order in force (200 over 120) is reversed.
    const question: Question = { left: { 1: 11, 2: 21 }, right: { 1: 12, 2: 21 } };
    const answers: Answer[] = [{ question, prefer: 'right' }];
    const fitted = fitPoints(issues, answers);
    if (!('points' in fitted)) throw new Error('one answer fits');
    expect(fitted.reordered).toEqual([{ issueId: 1, above: 11, below: 12, answers: [0] }]);
    expect(reorderedText(lease, answers, fitted.points, fitted.reordered![0]!, 'mine')).toBe(
      'Rent $2,000 now comes above Rent $1,900, as your answer asks: You preferred Rent $2,000 with Term 12 months to Rent $1,900 with Term 12 months',
    );
    expect('points' in fitPoints(issues, [...answers, { question, prefer: 'left' }])).toBe(false);
  });
});
