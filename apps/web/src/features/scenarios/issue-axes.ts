import type { Party, Scenario, ScoredIssue } from '@parley/scoring';
import { AXIS_HEADROOM } from './axes';

/** One option's place on its issue's axis. */
export interface AxisTick {
  optionIndex: number;
  optionId: number;
  name: string;
  /** The placing party's points: where the tick sits. */
  value: number;
  user: number;
  opponent: number;
}

/** One chart axis per issue: its options placed by one party's points. */
export interface IssueAxis {
  issueIndex: number;
  /** The full issue name (the chart wraps it, never cuts it). */
  name: string;
  ticks: AxisTick[];
}

export interface IssueAxes {
  axes: IssueAxis[];
  /** Every axis runs from 0 to the highest points of either party plus 10, so the switch keeps the scale. */
  max: number;
  party: Party;
}

/** The other party: lines are coloured by its total while `party` places the options. */
export function otherParty(party: Party): Party {
  return party === 'user' ? 'opponent' : 'user';
}

/** One axis per issue, in issue order, options placed by `party`'s points. */
export function buildIssueAxes(issues: readonly ScoredIssue[], party: Party): IssueAxes {
  let highest = 0;
  const axes = issues.map((issue, issueIndex) => ({
    issueIndex,
    name: issue.name,
    ticks: issue.options.map((option, optionIndex) => {
      highest = Math.max(highest, option.user, option.opponent);
      return {
        optionIndex,
        optionId: option.id,
        name: option.name,
        value: party === 'user' ? option.user : option.opponent,
        user: option.user,
        opponent: option.opponent,
      };
    }),
  }));
  return { axes, max: Math.round(highest) + AXIS_HEADROOM, party };
}

/** Tick labels, one per distinct height: options sharing their points share one label (`Low / Mid · 40`). */
export function tickLabels(axis: IssueAxis): { value: number; text: string }[] {
  const byValue = new Map<number, string[]>();
  for (const tick of axis.ticks) byValue.set(tick.value, [...(byValue.get(tick.value) ?? []), tick.name]);
  return [...byValue.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([value, names]) => ({ value, text: `${names.join(' / ')} · ${value}` }));
}

/** A scenario's height on every issue axis: the placing party's points of its chosen options. */
export function scenarioValues(scenario: Scenario, party: Party): number[] {
  return party === 'user' ? scenario.user : scenario.opponent;
}

/** `Rent: Low (you 200 · opp 60)` per issue, for the hover and focus readout. */
export function scenarioOptionsText(issues: readonly ScoredIssue[], scenario: Scenario): string {
  return issues
    .map((issue, i) => {
      const option = issue.options.find((o) => o.id === scenario.optionIds[i]);
      return `${issue.name}: ${option?.name ?? '—'} (you ${scenario.user[i] ?? 0} · opp ${scenario.opponent[i] ?? 0})`;
    })
    .join('; ');
}

/**
 * The issue name in lines of at most `width` pixels (as `measure` reports), breaking at spaces and, for a
 * word longer than a line, inside the word: the name is wrapped, never cut.
 */
export function wrapName(name: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const pushWord = (word: string) => {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) <= width || (line === '' && measure(word) <= width)) {
      line = candidate;
      return;
    }
    if (line !== '') lines.push(line);
    line = '';
    if (measure(word) <= width) {
      line = word;
      return;
    }
    // A word wider than the line is split by characters (code points, so an emoji stays whole).
    let part = '';
    for (const char of Array.from(word)) {
      if (part !== '' && measure(part + char) > width) {
        lines.push(part);
        part = '';
      }
      part += char;
    }
    line = part;
  };
  for (const word of name.split(/\s+/).filter(Boolean)) pushWord(word);
  if (line !== '') lines.push(line);
  return lines;
}
