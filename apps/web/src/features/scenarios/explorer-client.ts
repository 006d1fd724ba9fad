import type { ScoredIssue } from '@parley/scoring';
import {
  explorerStatics,
  explorerView,
  type ExplorerQuery,
  type ExplorerStatics,
  type ExplorerView,
} from './explorer-model';

export type ExplorerJob =
  | { kind: 'view'; issues: readonly ScoredIssue[]; query: ExplorerQuery }
  | { kind: 'statics'; issues: readonly ScoredIssue[] }
  | { kind: 'warm'; issues: readonly ScoredIssue[] };

export type ExplorerAnswer =
  | { kind: 'view'; view: ExplorerView }
  | { kind: 'statics'; statics: ExplorerStatics }
  | { kind: 'warm'; views: number };

/**
 * Filtered views of the case, computed once and dropped: the first brush a person releases runs code that the
 * unfiltered first view never ran (selections, their counts, best-first matches and density), which V8 would
 * otherwise compile and optimise during that very answer, which is the one a person waits for
 * (docs/performance.md, fifth pass). A range over the middle of the first
 * issue's options, with and without Exclude, and one placed by the opponent's points on the last issue.
 */
export function warmUpQueries(issues: readonly ScoredIssue[]): ExplorerQuery[] {
  const middle = (issueIndex: number, party: 'user' | 'opponent') => {
    const points = (issues[issueIndex]?.options ?? []).map((option) => option[party]).sort((a, b) => a - b);
    const low = points[Math.floor(points.length / 4)] ?? 0;
    const high = points[Math.floor((points.length * 3) / 4)] ?? 0;
    return { issueIndex, party, min: low, max: high };
  };
  const last = Math.max(0, issues.length - 1);
  const window = { offset: 0, limit: 10 };
  return [
    { ranges: [middle(0, 'user')], exclude: false, party: 'user', ...window },
    { ranges: [middle(0, 'user')], exclude: true, party: 'user', ...window },
    { ranges: [middle(last, 'opponent')], exclude: false, party: 'opponent', ...window },
  ];
}

/** What the worker runs (and what runs in place where there is no Worker). */
export function runExplorerJob(job: ExplorerJob): ExplorerAnswer {
  switch (job.kind) {
    case 'view':
      return { kind: 'view', view: explorerView(job.issues, job.query) };
    case 'statics':
      return { kind: 'statics', statics: explorerStatics(job.issues) };
    case 'warm': {
      const queries = warmUpQueries(job.issues);
      for (const query of queries) explorerView(job.issues, query);
      return { kind: 'warm', views: queries.length };
    }
  }
}
