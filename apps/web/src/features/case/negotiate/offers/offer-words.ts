import type { CaseDetailResponse, EstimateResponse, OfferBy, OfferResponse } from '@parley/contracts';
import type { IssueStance, PriorityShift } from '@parley/scoring';

/** "+12", "−8", "0": a change of points with a true minus sign. */
export function signed(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `−${-points}`;
  return '0';
}

/** Who made an offer, as the list says it. */
export const OFFERED_BY: Record<OfferBy, string> = { user: 'You offered', opponent: 'They offered' };

/**
 * A move in plain words by how it changes both sides' totals (the API's `move`, classifyMove of
 * @parley/scoring), your change always first: "They gave way: +12 for you, −8 for them."
 */
export function moveSentence(offer: Pick<OfferResponse, 'by' | 'move'>): string | null {
  const { move, by } = offer;
  if (move === null) return null;
  const you = by === 'user' ? move.self : move.other;
  const them = by === 'user' ? move.other : move.self;
  const mover = by === 'user' ? 'You' : 'They';
  const other = by === 'user' ? 'them' : 'you';
  const numbers = `${signed(you)} for you, ${signed(them)} for them`;
  switch (move.kind) {
    case 'concession':
      return `${mover} gave way: ${numbers}.`;
    case 'selfish':
      return `${mover} asked for more: ${numbers}.`;
    case 'fortunate':
      return `A move that helps both: ${numbers}.`;
    case 'nice':
      return `A move that helps ${other} at no cost to ${mover === 'You' ? 'you' : 'them'}: ${numbers}.`;
    case 'unfortunate':
      return move.self < 0 && move.other < 0
        ? `A move that hurts both: ${numbers}.`
        : `A move that helps no one: ${numbers}.`;
    case 'silent':
      return `No change in either total: ${numbers}.`;
  }
}

/** The move's colour in the list: good for you, bad for you, or neither. */
export function moveTone(offer: Pick<OfferResponse, 'by' | 'move'>): 'success' | 'warning' | 'default' {
  if (offer.move === null) return 'default';
  const you = offer.by === 'user' ? offer.move.self : offer.move.other;
  const them = offer.by === 'user' ? offer.move.other : offer.move.self;
  if (you + them > 0 && you >= 0 && them >= 0) return 'success';
  if (you < 0 && them <= 0) return 'warning';
  return 'default';
}

/** "Rent: $1,800 · Deposit: open", in the case's issue order. */
export function offerPackage(detail: CaseDetailResponse, optionIds: readonly (number | null)[]): string {
  return detail.issues
    .map((issue, i) => {
      const id = optionIds[i] ?? null;
      const option = id === null ? undefined : issue.options.find((o) => o.id === id);
      return `${issue.name}: ${option?.name ?? 'open'}`;
    })
    .join(' · ');
}

const nameOf = (detail: CaseDetailResponse, issueId: number) =>
  detail.issues.find((issue) => issue.id === issueId)?.name ?? 'an issue';

/**
 * Where their offers contradict the points entered for them, in words: the largest shift each way
 * (priorityShifts of @parley/scoring), said with what their offers did there (offerStances): an issue
 * "kept at their best" only when every offer naming it did, "given way on" only when one named less.
 * null when no issue's share moved by the threshold.
 */
export function shiftSentence(
  detail: CaseDetailResponse,
  shifts: readonly PriorityShift[],
  stances: readonly IssueStance[],
): string | null {
  const more = shifts.find((s) => s.direction === 'more');
  const less = shifts.find((s) => s.direction === 'less');
  if (!more && !less) return null;
  const stanceOf = (shift: PriorityShift | undefined) =>
    shift === undefined ? undefined : stances.find((s) => s.issueId === shift.issueId);
  const moreName = more ? nameOf(detail, more.issueId) : '';
  const lessName = less ? nameOf(detail, less.issueId) : '';
  const held = stanceOf(more)?.held === true;
  const gaveWay = stanceOf(less)?.gaveWay === true;
  const actions = [
    more && held ? `keep ${moreName} at their best` : null,
    less && gaveWay ? `giving way on ${lessName}` : null,
  ];
  const alone = less && gaveWay ? `Their offers give way on ${lessName}` : null;
  const did =
    actions[0] && actions[1]
      ? `Their offers ${actions[0]} while ${actions[1]}`
      : actions[0]
        ? `Their offers ${actions[0]}`
        : (alone ?? 'Their offers so far');
  const reading =
    more && less
      ? `${moreName} seems to matter more to them, and ${lessName} less, than you entered`
      : more
        ? `${moreName} seems to matter more to them than you entered`
        : `${lessName} seems to matter less to them than you entered`;
  return `${did}: ${reading}.`;
}

/** How sure the estimate is, in words (EstimateResponse's certainty). */
const CERTAINTY: Record<EstimateResponse['certainty'], string> = {
  none: 'nothing to read yet',
  rough: 'a rough guess',
  fair: 'a fair reading',
  firm: 'a firm reading',
};

/**
 * Where the estimate comes from and how sure it is: "From 3 offers (2 moves): a rough guess." After an adoption,
 * the offers read before it are in their points already, and only their moves since count.
 */
export function certaintyWords(estimate: EstimateResponse): string {
  const offers = `${estimate.offers} ${estimate.offers === 1 ? 'offer' : 'offers'}`;
  const moves = `${estimate.moves} ${estimate.moves === 1 ? 'move' : 'moves'} giving ground`;
  const since = estimate.offers < estimate.recorded ? ' since you adopted the estimate' : '';
  return estimate.moves === 0
    ? `From ${offers}${since}: ${CERTAINTY.none}, as no move of theirs has given ground yet.`
    : `From ${offers}${since} (${moves}): ${CERTAINTY[estimate.certainty]}.`;
}
