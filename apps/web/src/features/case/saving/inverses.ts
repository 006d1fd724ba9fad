import type {
  CaseDetailResponse,
  IssueResponse,
  OptionImportanceResponse,
  OptionResponse,
  PartyResponse,
  SavePartyPointsRequest,
} from '@parley/contracts';
import type { IssueImportanceResponse } from '@parley/contracts';
import { buildPartyDraft, changedRows, reconcileDraft, type PartyDraft } from '../party-levels';
import type { Inverse, PointsBack } from './undo-stack';

/**
 * The inverse of each kind of change, read from the data cached before the change (kept free of React, so that
 * each is tested on its own), and the request an inverse of points becomes when it is replayed.
 */

/** The points these options had for the party before a change: null where they had none. */
export function pointsBefore(
  detail: CaseDetailResponse,
  partyId: number,
  options: ReadonlyArray<{ issueId: number; optionId: number }>,
): PointsBack[] {
  const stored = new Map(
    detail.scores.filter((s) => s.partyId === partyId).map((s) => [s.optionId, s.points] as const),
  );
  return options.map(({ issueId, optionId }) => ({
    issueId,
    optionId,
    points: stored.get(optionId) ?? null,
  }));
}

/** A change of a party's levels or points: its levels as stored (when they change) and the options' points. */
export function pointsInverse(
  detail: CaseDetailResponse,
  partyId: number,
  levelsBefore: PartyDraft | null,
  scored: ReadonlyArray<{ issueId: number; optionId: number }>,
): Inverse {
  return { kind: 'points', partyId, levels: levelsBefore, scores: pointsBefore(detail, partyId, scored) };
}

/** The party's levels as stored, in the order the tab shows them. */
export function storedLevels(
  detail: CaseDetailResponse,
  partyId: number,
  issueRows: readonly IssueImportanceResponse[],
  optionRows: readonly OptionImportanceResponse[],
): PartyDraft {
  return buildPartyDraft(detail.issues, partyId, issueRows, optionRows);
}

export function agreementInverse(detail: CaseDetailResponse, issueId: number): Inverse {
  const agreed = detail.finalAgreements.find((a) => a.issueId === issueId);
  return { kind: 'agreement', issueId, optionId: agreed?.optionId ?? null };
}

export function walkAwayInverse(party: PartyResponse): Inverse {
  return {
    kind: 'walk-away',
    partyId: party.id,
    reservationValue: party.reservationValue,
    alternative: party.alternative,
  };
}

export function issueInverse(issue: IssueResponse): Inverse {
  return {
    kind: 'issue',
    issueId: issue.id,
    name: issue.name,
    description: issue.description,
    priority: issue.priority,
  };
}

export function optionInverse(option: OptionResponse): Inverse {
  return { kind: 'option', optionId: option.id, name: option.name, description: option.description };
}

/** A deleted option comes back with its name, both parties' points and levels, and its agreement. */
export function deletedOptionInverse(
  detail: CaseDetailResponse,
  optionRows: readonly OptionImportanceResponse[],
  issueId: number,
  option: OptionResponse,
): Inverse {
  return {
    kind: 'restore-option',
    issueId,
    optionId: option.id,
    name: option.name,
    description: option.description,
    scores: detail.scores
      .filter((s) => s.optionId === option.id)
      .map((s) => ({ partyId: s.partyId, points: s.points })),
    levels: optionRows
      .filter((row) => row.optionId === option.id)
      .map((row) => ({ partyId: row.partyId, importance: row.importance, rank: row.rank })),
    agreed: detail.finalAgreements.some((a) => a.issueId === issueId && a.optionId === option.id),
  };
}

/**
 * The batch save that puts a party's levels and points back: the levels as they were, sent only where they
 * differ from what is stored now, for the issues and options that still exist; null when nothing differs.
 */
export function pointsRequest(
  inverse: Extract<Inverse, { kind: 'points' }>,
  issues: readonly IssueResponse[],
  issueRows: readonly IssueImportanceResponse[],
  optionRows: readonly OptionImportanceResponse[],
): SavePartyPointsRequest | null {
  const present = new Map<number, number>();
  for (const issue of issues) for (const option of issue.options) present.set(option.id, issue.id);
  const scores = inverse.scores.filter((s) => present.get(s.optionId) === s.issueId);
  const changes = inverse.levels
    ? changedRows(reconcileDraft(inverse.levels, issues), inverse.partyId, issues, issueRows, optionRows)
    : { issues: [], options: [] };
  const body: SavePartyPointsRequest = { partyId: inverse.partyId };
  if (changes.issues.length > 0)
    body.issueImportance = changes.issues.map(({ issueId, importance, rank }) => ({
      issueId,
      importance,
      rank,
    }));
  if (changes.options.length > 0)
    body.optionImportance = changes.options.map(({ issueId, optionId, importance, rank }) => ({
      issueId,
      optionId,
      importance,
      rank,
    }));
  if (scores.length > 0) body.scores = scores;
  return body.issueImportance || body.optionImportance || body.scores ? body : null;
}
