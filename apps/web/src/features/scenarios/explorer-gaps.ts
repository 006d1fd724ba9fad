import type { CaseDetailResponse } from '@parley/contracts';
import type { ScoredIssue } from '@parley/scoring';

/**
 * What the explorer still needs before it can draw, named as the person would fix it (null: nothing). Both
 * parties exist from a case's creation, so in practice only the issue is ever missing; the parties are named
 * only when one really is absent.
 */
export function explorerMissing(detail: CaseDetailResponse): string | null {
  const missing = [
    detail.parties.some((p) => p.type === 'user') ? null : 'your party',
    detail.parties.some((p) => p.type === 'opponent') ? null : 'the opponent',
    detail.issues.length > 0 ? null : 'at least one issue with its options',
  ].filter((part) => part !== null);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `Add ${list} to explore scenarios.`;
}

/**
 * What makes the chart say little although it draws: a single scenario (one option on every issue), or a side
 * with no points yet (every option of that side at 0). Said above the chart, so the picture is read rightly.
 */
export function explorerNotes(issues: readonly ScoredIssue[]): string[] {
  if (issues.length === 0) return [];
  const notes: string[] = [];
  if (issues.every((issue) => issue.options.length < 2))
    notes.push('Every issue has one option, so there is one scenario: add options to compare deals.');
  const unscored = (side: 'user' | 'opponent') =>
    issues.every((issue) => issue.options.every((option) => option[side] === 0));
  const you = unscored('user');
  const them = unscored('opponent');
  if (you && them)
    notes.push(
      'Neither side has points yet, so every option sits at 0: set points in Smart Points to place the options.',
    );
  else if (you || them)
    notes.push(
      `${you ? 'You have' : 'The opponent has'} no points yet, so ${you ? 'your' : 'their'} options sit at 0: set points in Smart Points to place the options.`,
    );
  return notes;
}
