import type { IssueResponse, TradeoffAnswerBody, TradeoffConfidence } from '@parley/contracts';
import {
  tradeoffProgress,
  type ElicitationIssue,
  type Reordered,
  type TradeoffQuestion,
} from '@parley/scoring';
import { listOf } from './points-draft';

/**
 * What the trade-off question screen works out, kept free of React (docs/decisions.md §43). Every number comes
 * from @parley/scoring: the questions left and the issues they check (`tradeoffProgress`), the fitted points,
 * the orders they reverse and the conflicts (`fitPoints`). This module only puts the case's words on them and
 * keeps skipped questions out of the pick.
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

/** The levels the person gave a party's issues and options (Smart Points' 1–5), by id. */
export interface PartyLevels {
  issues: ReadonlyMap<number, number>;
  options: ReadonlyMap<number, number>;
}

/**
 * The case's issues for @parley/scoring, each option with the party's points in force and, when known, the
 * levels on screen: two options (or issues) rated differently, the way their points go, need no question.
 */
export function scoringIssues(
  issues: readonly IssueResponse[],
  inForce: ReadonlyMap<number, PointsInForce>,
  levels?: PartyLevels,
): ElicitationIssue[] {
  return issues.map((issue) => ({
    id: issue.id,
    level: levels?.issues.get(issue.id) ?? null,
    options: issue.options.map((option) => ({
      id: option.id,
      points: inForce.get(option.id)?.points,
      level: levels?.options.get(option.id) ?? null,
    })),
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

export type Pick =
  | { question: Question; unchecked: number[] }
  | { settled: true }
  | { onlySkipped: true; unchecked: number[] };

/**
 * The question to ask next: the first of `tradeoffProgress`'s questions (most uncertain first) that the person
 * did not skip in this sitting, with the issues still unchecked. `settled` when nothing is left to check;
 * `onlySkipped` when every question left was skipped.
 */
export function pickQuestion(
  issues: readonly ElicitationIssue[],
  answers: readonly Answer[],
  skipped: ReadonlySet<string>,
): Pick {
  const progress = tradeoffProgress(issues, answers);
  if (progress.questions.length === 0) return { settled: true };
  const unchecked = progress.unchecked.map(Number);
  for (const next of progress.questions) {
    const question = asStoredQuestion(next);
    if (!skipped.has(questionKey(question))) return { question, unchecked };
  }
  return { onlySkipped: true, unchecked };
}

/** The issues' names in the case's order, as a list in words: "Rent, Term and Parking". */
export function issueNames(issues: readonly IssueResponse[], ids: readonly number[]): string {
  return listOf(issues.filter((issue) => ids.includes(issue.id)).map((issue) => issue.name));
}

/**
 * An order in force the fitted points reverse, in words with the answers that ask for it: "Rent $2,000 now
 * comes above Rent $1,900, as your answer asks: You preferred …".
 */
export function reorderedText(
  issues: readonly IssueResponse[],
  answers: readonly Answer[],
  fitted: Readonly<Record<string, number>>,
  reordered: Reordered,
  side: 'mine' | 'theirs',
): string {
  const issue = issues.find((i) => String(i.id) === String(reordered.issueId));
  const name = (id: number | string) =>
    `${issue?.name ?? ''} ${issue?.options.find((o) => String(o.id) === String(id))?.name ?? ''}`.trim();
  const level = fitted[String(reordered.above)] === fitted[String(reordered.below)];
  const said = reordered.answers.map((k) => answerText(issues, answers[k]!, side));
  const because =
    said.length === 1 ? `as your answer asks: ${said[0]}` : `as your answers ask: ${said.join('; ')}`;
  return `${name(reordered.below)} now ${level ? 'stands level with' : 'comes above'} ${name(reordered.above)}, ${because}`;
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
