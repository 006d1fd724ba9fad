import { Limits } from '@parley/contracts';
import { scenarioAt, type ScoredIssue } from '@parley/scoring';

/** How long a package's name may be: short ("Beta Labs' offer"), so that the note keeps room for the options. */
export const PACKAGE_NAME_MAX = 100;

/** A package chosen as a party's walk-away: its total for that party, and the note that describes it. */
export interface WalkAwayPackage {
  total: number;
  /** "Beta Labs' offer: Base salary $178k, Remote days 5", cut to the note's limit with "…". */
  note: string;
}

/**
 * The walk-away a package gives a party: the party's total from @parley/scoring, and a note naming the package
 * and its option on every issue. Null until every issue has a chosen option (an unknown id counts as none).
 */
export function walkAwayFromPackage(
  issues: readonly ScoredIssue[],
  party: 'user' | 'opponent',
  chosen: Readonly<Record<number, number | undefined>>,
  name: string,
): WalkAwayPackage | null {
  if (issues.length === 0) return null;
  const indexes = issues.map((issue) => issue.options.findIndex((o) => o.id === chosen[issue.id]));
  if (indexes.some((k) => k < 0)) return null;
  const scenario = scenarioAt(issues, indexes);
  const options = issues.map(
    (issue, i) => `${issue.name} ${issue.options[indexes[i] as number]?.name ?? ''}`,
  );
  const title = name.trim();
  const note = `${title === '' ? '' : `${title}: `}${options.join(', ')}`;
  return {
    total: party === 'user' ? scenario.userTotal : scenario.opponentTotal,
    // The API refuses a longer note; the options named first matter most to a reader, so the end is cut.
    note: note.length <= Limits.alternativeMax ? note : `${note.slice(0, Limits.alternativeMax - 1)}…`,
  };
}
