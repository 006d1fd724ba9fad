import type { IssueResponse, TradeoffAnswerBody, TradeoffConfidence } from '@parley/contracts';
import {
  fitPoints,
  nextTradeoffQuestion,
  type ElicitationIssue,
  type TradeoffQuestion,
} from '@parley/scoring';

/**
 * What the trade-off question screen works out, kept free of React (docs/decisions.md §43). Every number comes
 * from @parley/scoring: the next question (`nextTradeoffQuestion`), the fitted points and the conflicts
 * (`fitPoints`). This module only puts the case's words on them and keeps skipped questions out of the pick.
 */

/** A question as the API stores it: issue id → option id on each side. */
export type Question = TradeoffAnswerBody['question'];
export type Answer = TradeoffAnswerBody;
export type Preference = Answer['prefer'];

/** The confidence an answer for the other side starts with. */
export const DEFAULT_CONFIDENCE: TradeoffConfidence = 'think-so';

export const CONFIDENCE_LABELS: Record<TradeoffConfidence, string> = {
  sure: 'Sure',
  'think-so': 'Think so',
  guess: 'A guess',
};

/** An option's points in force: those saved for the party, else the suggestion for its levels. */
export interface PointsInForce {
  points: number;
  /** True when the party has no points of its own for the option and the suggestion stands in. */
  suggested: boolean;
}

/**
 * The case's issues for @parley/scoring, each option with the party's points in force: its saved points, or
 * where it has none the suggestion Smart Points shows for the levels (what the person has said so far).
 */
export function pointsInForce(
  issues: readonly IssueResponse[],
  saved: ReadonlyMap<number, number>,
  suggested: ReadonlyMap<number, number>,
): Map<number, PointsInForce> {
  const result = new Map<number, PointsInForce>();
  for (const issue of issues) {
    for (const option of issue.options) {
      const own = saved.get(option.id);
      result.set(
        option.id,
        own !== undefined
          ? { points: own, suggested: false }
          : { points: suggested.get(option.id) ?? 0, suggested: true },
      );
    }
  }
  return result;
}

export function scoringIssues(
  issues: readonly IssueResponse[],
  inForce: ReadonlyMap<number, PointsInForce>,
): ElicitationIssue[] {
  return issues.map((issue) => ({
    id: issue.id,
    options: issue.options.map((option) => ({ id: option.id, points: inForce.get(option.id)?.points })),
  }));
}

/** The question as stored (whole-number ids), from what @parley/scoring answers. */
export function asStoredQuestion(question: TradeoffQuestion): Question {
  const side = (record: TradeoffQuestion['left']) =>
    Object.fromEntries(Object.entries(record).map(([issue, option]) => [issue, Number(option)]));
  return { left: side(question.left), right: side(question.right) };
}

/** The same question whatever the order of its keys or its sides: for remembering which were skipped. */
export function questionKey(question: Question): string {
  const side = (record: Record<string, number>) =>
    Object.keys(record)
      .sort()
      .map((issue) => `${issue}:${record[issue]}`)
      .join(',');
  const [a, b] = [side(question.left), side(question.right)].sort();
  return `${a}|${b}`;
}

/** One side of a question in words, issues in the case's order: "Rent $1,900 with Term 12 months". */
export function packageText(issues: readonly IssueResponse[], side: Record<string, number>): string {
  return issues
    .filter((issue) => String(issue.id) in side)
    .map((issue) => {
      const option = issue.options.find((o) => o.id === side[String(issue.id)]);
      return `${issue.name} ${option?.name ?? '(an option since removed)'}`;
    })
    .join(' with ');
}

/**
 * Whether the answers so far leave this question open: at least two of its three answers can be met with
 * them, each decided by `fitPoints` (which answers a conflict exactly when no points meet every answer).
 */
export function isOpen(issues: readonly ElicitationIssue[], answers: readonly Answer[], question: Question) {
  let possible = 0;
  for (const prefer of ['left', 'right', 'same'] as const) {
    if ('points' in fitPoints(issues, [...answers, { question, prefer }])) possible++;
    if (possible >= 2) return true;
  }
  return false;
}

/** How many issues `pickQuestion` leaves out in turn, and how many questions its fallback looks at, at most. */
const LEAVE_OUT_ISSUES = 4;
const FALLBACK_LOOKS = 60;

export type Pick = { question: Question } | { settled: true } | { onlySkipped: true };

/**
 * The question to ask next. `nextTradeoffQuestion` chooses it; when it chooses one the person skipped in this
 * sitting, it is asked again without one issue at a time (the skipped question's two issues first, then the
 * next in the case's order, four at most; each time without the answers naming that issue), and the first
 * question it then gives that the whole set of answers still leaves open is asked instead. Failing that, the
 * first open two-issue question in the case's order that was not skipped, among the first 60 not skipped (the
 * search is bounded so that a large case answers quickly). `settled` when nothing is left to ask;
 * `onlySkipped` when no question was found that was not skipped.
 */
export function pickQuestion(
  issues: readonly ElicitationIssue[],
  answers: readonly Answer[],
  skipped: ReadonlySet<string>,
): Pick {
  const first = nextTradeoffQuestion(issues, answers);
  if (first === null) return { settled: true };
  const best = asStoredQuestion(first);
  if (!skipped.has(questionKey(best))) return { question: best };

  const named = new Set(Object.keys(best.left));
  const order = [
    ...issues.filter((issue) => named.has(String(issue.id))),
    ...issues.filter((issue) => !named.has(String(issue.id))),
  ];
  for (const left of order.slice(0, LEAVE_OUT_ISSUES)) {
    const key = String(left.id);
    const fewer = issues.filter((issue) => issue !== left);
    const kept = answers.filter((answer) => !(key in answer.question.left));
    const next = nextTradeoffQuestion(fewer, kept);
    if (next === null) continue;
    const question = asStoredQuestion(next);
    if (!skipped.has(questionKey(question)) && isOpen(issues, answers, question)) return { question };
  }

  let looks = 0;
  for (const [i, a] of issues.entries()) {
    for (const b of issues.slice(i + 1)) {
      for (const [x, ax] of a.options.entries()) {
        for (const ay of a.options.slice(x + 1)) {
          for (const bx of b.options) {
            for (const by of b.options) {
              if (bx === by) continue;
              const question: Question = {
                left: { [String(a.id)]: Number(ax.id), [String(b.id)]: Number(bx.id) },
                right: { [String(a.id)]: Number(ay.id), [String(b.id)]: Number(by.id) },
              };
              if (skipped.has(questionKey(question))) continue;
              if (++looks > FALLBACK_LOOKS) return { onlySkipped: true };
              if (isOpen(issues, answers, question)) return { question };
            }
          }
        }
      }
    }
  }
  return { onlySkipped: true };
}

/** One option whose points the fit moves. */
export interface PointsChange {
  issueId: number;
  optionId: number;
  /** "Rent $1,900" */
  label: string;
  from: number;
  /** The old points were the suggestion (the party had none of its own). */
  fromSuggested: boolean;
  to: number;
}

/** The options whose points the fitted points move, in the case's order. */
export function pointsChanges(
  issues: readonly IssueResponse[],
  inForce: ReadonlyMap<number, PointsInForce>,
  fitted: Readonly<Record<string, number>>,
): PointsChange[] {
  const changes: PointsChange[] = [];
  for (const issue of issues) {
    for (const option of issue.options) {
      const to = fitted[String(option.id)];
      const from = inForce.get(option.id);
      if (to === undefined || from === undefined || to === from.points) continue;
      changes.push({
        issueId: issue.id,
        optionId: option.id,
        label: `${issue.name} ${option.name}`,
        from: from.points,
        fromSuggested: from.suggested,
        to,
      });
    }
  }
  return changes;
}

/**
 * The rows Accept saves: every option whose points would differ from what is saved for the party, those the
 * fit moves and those that had only a suggestion (so that the points in force afterwards are exactly the ones
 * the fit used).
 */
export function pointsToSave(
  issues: readonly IssueResponse[],
  saved: ReadonlyMap<number, number>,
  points: Readonly<Record<string, number>>,
): Array<{ issueId: number; optionId: number; points: number }> {
  return issues.flatMap((issue) =>
    issue.options.flatMap((option) => {
      const value = points[String(option.id)];
      if (value === undefined || saved.get(option.id) === value) return [];
      return [{ issueId: issue.id, optionId: option.id, points: value }];
    }),
  );
}

/** The answers of a conflict in words: "Rent $1,900 with Term 12 months over Rent $2,000 with Term 24 months". */
export function answerText(
  issues: readonly IssueResponse[],
  answer: Answer,
  side: 'mine' | 'theirs',
): string {
  const left = packageText(issues, answer.question.left);
  const right = packageText(issues, answer.question.right);
  const who = side === 'mine' ? 'You' : 'You said they';
  if (answer.prefer === 'same') {
    return side === 'mine'
      ? `You found ${left} about the same as ${right}`
      : `You said they would find ${left} about the same as ${right}`;
  }
  const [better, worse] = answer.prefer === 'left' ? [left, right] : [right, left];
  return `${who} preferred ${better} to ${worse}`;
}
