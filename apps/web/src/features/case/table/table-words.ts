import type { AcceptancesRequest, AgreementResponse, SideReadiness, TableResponse } from '@parley/contracts';
import { ErrorCode } from '@parley/contracts';
import { errorCodeOf, errorStatus, isApiError } from '../../../lib/errors';

/**
 * The joint table's words and small rules (issue 36), kept free of React so that each is tested on its own.
 * Numbers come from the API (`yourTotal`, `yourGain`: computed by libs/scoring on the server); nothing here
 * computes a score.
 */

/** A side's readiness in three plain states. */
export function readinessWords(side: SideReadiness): 'Ready' | 'Not ready yet' | 'Changed after ready' {
  if (!side.ready) return 'Not ready yet';
  return side.changedAfterReady ? 'Changed after ready' : 'Ready';
}

/** The colour of a readiness tag. */
export function readinessTone(side: SideReadiness): 'success' | 'warning' | 'default' {
  if (!side.ready) return 'default';
  return side.changedAfterReady ? 'warning' : 'success';
}

/** Why Ask Parley for fair proposals is not offered now, or null when it is. */
export function whyNoProposals(table: Pick<TableResponse, 'ready' | 'ended' | 'agreement'>): string | null {
  if (table.ended) return 'The joint table has ended.';
  if (!table.ready.you.ready && !table.ready.them.ready) return 'Both sides mark themselves ready first.';
  if (!table.ready.you.ready) return 'Mark yourself ready first: Parley then uses your points and walk-away.';
  if (!table.ready.them.ready) return 'The other side is not ready yet.';
  return null;
}

/** A refused Ask for proposals in plain words (429 PROPOSALS_LIMITED, 409 NOT_READY …). */
export function proposalsRefusal(error: unknown): { title: string; description: string } {
  const code = errorCodeOf(error);
  // The API says which of its two reasons it was (nothing changed, or the hour's limit) in plain words.
  const said = isApiError(error) ? error.body?.message : undefined;
  if (code === ErrorCode.ProposalsLimited || errorStatus(error) === 429)
    return {
      title: 'No new proposals now',
      description:
        typeof said === 'string' && said !== ''
          ? said
          : 'Nothing has changed since Parley last proposed (an offer, a point or a walk-away), or proposals ' +
            'were asked for too often this hour. Asking again would only repeat the same packages.',
    };
  if (code === ErrorCode.NotReady)
    return { title: 'Not both ready', description: 'Both sides must be ready before Parley proposes.' };
  if (code === ErrorCode.NoCounterpart)
    return { title: 'No one at the table', description: 'The other side is no longer at this table.' };
  return { title: 'No proposals', description: 'Something went wrong. Please try again.' };
}

/** How the agreement was reached, for its line. */
export const AGREEMENT_SOURCES: Record<AgreementResponse['source'], string> = {
  offer: 'an accepted offer',
  proposal: "one of Parley's proposals",
  marks: 'the packages both sides marked',
  typed: 'the deal as recorded',
  improvement: 'the better deal both sides took',
};

/** The reader's marks with one proposal or offer marked or unmarked: the whole set, as the API replaces it. */
export function toggledMarks(
  table: Pick<TableResponse, 'proposals' | 'offers'>,
  kind: 'proposal' | 'offer',
  id: number,
  marked: boolean,
): AcceptancesRequest {
  const proposalIds = table.proposals.filter((p) => p.markedByYou).map((p) => p.id);
  const offerIds = table.offers.filter((o) => o.markedByYou).map((o) => o.id);
  const list = kind === 'proposal' ? proposalIds : offerIds;
  const next = marked ? [...new Set([...list, id])] : list.filter((x) => x !== id);
  return kind === 'proposal' ? { proposalIds: next, offerIds } : { proposalIds, offerIds: next };
}

/** "+12 for you", "no gain for you": the reader's own gain from the better deal. */
export function gainWords(gain: number): string {
  return gain > 0 ? `${gain} more points for you` : 'the same points for you';
}

/**
 * "Rent: b · Term: y" from the table's own issue names (GET /table's `issues`), in the case's issue order; an
 * issue an offer leaves open, or whose option is gone, says "open". For a reader who cannot read the case.
 */
export function namedPackage(issues: TableResponse['issues'], optionIds: readonly (number | null)[]): string {
  return issues
    .map((issue, i) => {
      const id = optionIds[i] ?? null;
      const option = id === null ? undefined : issue.options.find((o) => o.id === id);
      return `${issue.name}: ${option?.name ?? 'open'}`;
    })
    .join(' · ');
}
