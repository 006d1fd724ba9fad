import type { CaseDetailResponse } from '@parley/contracts';
import { LIST_ID } from '../../../lib/api';
import type { CaseEvent } from '../../../lib/sharing';

/**
 * What a live event of a case (issue 35, point 3) makes the screen read again, and the notice that says who
 * made it. Kept free of React and of the store, so that each kind of event is tested on its own.
 */

/** A tag of the one api slice; 'Answers' alone is every party's trade-off answers (they are read by party). */
export type LiveTag =
  | { type: 'Case' | 'IssueImportance' | 'OptionImportance' | 'Offers' | 'Rehearsal'; id: number | string }
  | { type: 'Members' | 'ShareLinks' | 'Activity' | 'Presence' | 'Table' | 'Suggestions'; id: number }
  | 'Answers';

/** Events the stream itself sends, as opposed to a change someone committed. */
export const STREAM_EVENTS = {
  resync: 'resync',
  presence: 'presence',
  memberRemoved: 'member_removed',
  caseDeleted: 'case_deleted',
} as const;

/** Everything a case screen reads: what a resync, or a reconnect, reads again. */
export function everythingOf(caseId: number): LiveTag[] {
  return [
    { type: 'Case', id: caseId },
    { type: 'Case', id: LIST_ID },
    { type: 'IssueImportance', id: caseId },
    { type: 'OptionImportance', id: caseId },
    { type: 'Offers', id: caseId },
    { type: 'Rehearsal', id: `case-${caseId}` },
    { type: 'Members', id: caseId },
    { type: 'ShareLinks', id: caseId },
    { type: 'Activity', id: caseId },
    { type: 'Presence', id: caseId },
    { type: 'Table', id: caseId },
    { type: 'Suggestions', id: caseId },
  ];
}

/**
 * What the joint table's events name (issue 36): readiness, proposals, marks meeting, the agreement, the
 * better deal, the other side joining or leaving. Each reads the table again, and the case and the list (an
 * agreement is the case's, and the dashboard shows who the case is with).
 */
const TABLE_KINDS = new Set([
  'table',
  'ready',
  'readiness',
  'proposal',
  'proposals',
  'marks',
  'acceptance',
  'acceptances',
  'improvement',
  'counterpart',
]);

/**
 * The tags of what a change moved: only those parts of the screen are read again. Every change adds a line to
 * the history; what is not known reads the case (never nothing: a change must show).
 */
export function tagsForEvent(caseId: number, event: CaseEvent): LiveTag[] {
  if (event.type === STREAM_EVENTS.resync) return everythingOf(caseId);
  if (event.type === STREAM_EVENTS.presence) return [{ type: 'Presence', id: caseId }];
  const history: LiveTag = { type: 'Activity', id: caseId };
  const theCase: LiveTag = { type: 'Case', id: caseId };
  const ratings: LiveTag[] = [
    { type: 'IssueImportance', id: caseId },
    { type: 'OptionImportance', id: caseId },
  ];
  const table: LiveTag = { type: 'Table', id: caseId };
  if (event.type === STREAM_EVENTS.memberRemoved)
    return [{ type: 'Members', id: caseId }, { type: 'ShareLinks', id: caseId }, table, history];
  if (TABLE_KINDS.has(event.subject?.kind ?? ''))
    return [table, theCase, { type: 'Case', id: LIST_ID }, history];
  switch (event.subject?.kind) {
    case 'points':
      return [theCase, ...ratings, 'Answers', history];
    case 'issue':
    case 'option':
      return [theCase, ...ratings, history];
    // A party's points or walk-away, or the case's own fields or all its points at once.
    case 'party':
    case 'case':
      return [theCase, { type: 'Case', id: LIST_ID }, ...ratings, 'Answers', history];
    case 'agreement':
      return [theCase, { type: 'Case', id: LIST_ID }, table, history];
    // The table's offers (issue 36) are read with the offers: GET /table provides the Offers tag too.
    case 'offer':
      return [{ type: 'Offers', id: caseId }, history];
    case 'suggestion':
      return [{ type: 'Suggestions', id: caseId }, history];
    case 'rehearsal':
      return [{ type: 'Rehearsal', id: `case-${caseId}` }, history];
    // Someone joined: maybe the other side, whose name the table and the list show.
    case 'member':
      return [
        { type: 'Members', id: caseId },
        { type: 'ShareLinks', id: caseId },
        table,
        { type: 'Case', id: LIST_ID },
        history,
      ];
    default:
      return [theCase, table, history];
  }
}

/** The name of what an event's subject names, read from the case as the screen holds it. */
function subjectName(event: CaseEvent, detail: CaseDetailResponse | undefined): string | null {
  const id = event.subject?.id;
  if (id === undefined || !detail) return null;
  switch (event.subject?.kind) {
    case 'issue':
      return detail.issues.find((issue) => issue.id === id)?.name ?? null;
    case 'option':
    case 'points': {
      for (const issue of detail.issues) {
        if (event.subject.kind === 'points' && issue.id === id) return issue.name;
        const option = issue.options.find((o) => o.id === id);
        if (option) return option.name;
      }
      return null;
    }
    case 'agreement':
      return detail.issues.find((issue) => issue.id === id)?.name ?? null;
    default:
      return null;
  }
}

/**
 * "Ana changed Monthly rent's points": who made a change and to what, for a short notice; null for an event
 * that is no one's change (presence, resync).
 */
export function noticeFor(event: CaseEvent, detail: CaseDetailResponse | undefined): string | null {
  if (event.type === STREAM_EVENTS.resync || event.type === STREAM_EVENTS.presence) return null;
  const who = event.actor?.name || 'Someone';
  if (event.type === STREAM_EVENTS.caseDeleted) return `${who} deleted this case`;
  if (event.type === STREAM_EVENTS.memberRemoved) return `${who} changed who is on this case`;
  const name = subjectName(event, detail);
  switch (event.subject?.kind) {
    case 'points':
      return name ? `${who} changed ${name}'s points` : `${who} changed the points`;
    case 'issue':
      return name ? `${who} changed the issue ${name}` : `${who} changed the issues`;
    case 'option':
      return name ? `${who} changed the option ${name}` : `${who} changed the options`;
    case 'party':
      return `${who} changed a walk-away value`;
    case 'agreement':
      return name ? `${who} changed the agreement on ${name}` : `${who} changed the final agreement`;
    case 'offer':
      return `${who} changed the offers`;
    case 'rehearsal':
      return `${who} rehearsed`;
    case 'member':
      return `${who} changed who is on this case`;
    case 'suggestion':
      return `${who} suggested a change to the issues`;
    default:
      if (TABLE_KINDS.has(event.subject?.kind ?? '')) return `${who} moved at the table`;
      return `${who} changed the case`;
  }
}
