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
  | { kind: 'statics'; issues: readonly ScoredIssue[] };

export type ExplorerAnswer =
  { kind: 'view'; view: ExplorerView } | { kind: 'statics'; statics: ExplorerStatics };

/** What the worker runs (and what runs in place where there is no Worker). */
export function runExplorerJob(job: ExplorerJob): ExplorerAnswer {
  return job.kind === 'view'
    ? { kind: 'view', view: explorerView(job.issues, job.query) }
    : { kind: 'statics', statics: explorerStatics(job.issues) };
}
