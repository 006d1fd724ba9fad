import type { TradeoffConfidence } from '@parley/contracts';
import {
  NEAR_BEST,
  PLAUSIBLE_PROFILES,
  POINTS_CONFIDENCE_SHARE,
  adviceRobustness,
  plausibleProfiles,
  type AdviceRobustness,
  type ScoredIssue,
  type TradeoffAnswer,
} from '@parley/scoring';
import { TRADES_LISTED, type WalkAwayTotals } from './decision-support';

/** How many ways the other side might value the issues the figures count. */
export const ROBUSTNESS_PROFILES = PLAUSIBLE_PROFILES;
/** How sure the person is of the points they gave the other side until they say: an estimate, not a guess. */
export const DEFAULT_POINTS_CONFIDENCE: TradeoffConfidence = 'think-so';

/** What the robustness worker needs: the case as the tab reads it and the other side's stored answers. */
export interface RobustnessCase {
  issues: readonly ScoredIssue[];
  walkAway: WalkAwayTotals;
  /** The agreed option id per issue, in issue order (undefined: not agreed). */
  agreed: readonly (number | undefined)[];
  answers: readonly TradeoffAnswer[];
  /** How sure the person is of the points they gave the other side (null: not said). */
  pointsConfidence: TradeoffConfidence | null;
}

export interface OffersOnTable {
  optionIds: number[][];
  target: number;
  tolerance: number;
}

export type RobustnessRequest =
  ({ kind: 'support' } & RobustnessCase) | ({ kind: 'offers'; offers: OffersOnTable } & RobustnessCase);

export interface RobustnessAnswer {
  /** null without profiles (the answers contradict each other). */
  figures: AdviceRobustness | null;
  /** How many answers the profiles stand on (those naming what the case no longer has are left out). */
  answers: number;
  /** How many of those were given as "think so" or "a guess" (not sure). */
  unsure: number;
  /** The answers about them contradict each other: no profile can be drawn. */
  conflict: boolean;
}

/** The other side's points in force as the elicitation reads them (issue → options with points). */
function opponentPoints(issues: readonly ScoredIssue[]) {
  return issues.map((issue) => ({
    id: issue.id,
    options: issue.options.map((option) => ({ id: option.id, points: option.opponent })),
  }));
}

/** Answers whose issues and options the case still has (a removal does not rewrite the stored list). */
function answersOfCase(issues: readonly ScoredIssue[], answers: readonly TradeoffAnswer[]): TradeoffAnswer[] {
  const options = new Map(issues.map((issue) => [String(issue.id), new Set(issue.options.map((o) => o.id))]));
  const names = (side: Record<string, number | string>) =>
    Object.entries(side).every(([issueId, optionId]) => options.get(issueId)?.has(Number(optionId)) === true);
  return answers.filter((a) => names(a.question.left) && names(a.question.right));
}

/** The worker keeps the last profiles: the offers' figures are asked again as their settings change. */
let last: { key: string; profiles: Record<string, number>[] } | null = null;

/**
 * The profiles: each option of theirs within a share of its issue's spread of their points, by how sure the
 * person is of those points (decisions.md §59), around the fit of their answers.
 */
function profilesOf(
  issues: readonly ScoredIssue[],
  answers: readonly TradeoffAnswer[],
  confidence: TradeoffConfidence | null,
) {
  const elicitation = opponentPoints(issues);
  const spreadShare = POINTS_CONFIDENCE_SHARE[confidence ?? DEFAULT_POINTS_CONFIDENCE];
  const key = JSON.stringify([elicitation, answers, spreadShare]);
  if (last?.key !== key) {
    last = {
      key,
      profiles: plausibleProfiles(elicitation, answers, { count: ROBUSTNESS_PROFILES, spreadShare }),
    };
  }
  return last.profiles;
}

/**
 * The worker's answer (also the in-place fallback where there is no Worker): plausible profiles of the other
 * side from their answers and points in force, and on them how often each recommendation holds
 * (@parley/scoring's adviceRobustness; decisions.md §44).
 */
export function runRobustness(request: RobustnessRequest): RobustnessAnswer {
  const answers = answersOfCase(request.issues, request.answers);
  const profiles = profilesOf(request.issues, answers, request.pointsConfidence);
  const complete =
    request.agreed.length === request.issues.length && request.agreed.every((id) => id !== undefined);
  const figures = adviceRobustness(
    request.kind === 'offers'
      ? {
          issues: request.issues,
          walkAway: request.walkAway,
          tradesListed: 0,
          offers: request.offers,
          only: 'offers',
        }
      : {
          issues: request.issues,
          walkAway: request.walkAway,
          agreed: complete ? (request.agreed as number[]) : null,
          tradesListed: TRADES_LISTED,
        },
    profiles,
  );
  return {
    figures,
    answers: answers.length,
    unsure: answers.filter((a) => (a.confidence ?? 'sure') !== 'sure').length,
    conflict: profiles.length === 0 && answers.length > 0,
  };
}

/** How far from the best a deal may be and still count as near it, in whole percent ("within 5%"). */
export const NEAR_PERCENT = Math.round((1 - NEAR_BEST.numerator / NEAR_BEST.denominator) * 100);

/** The whole percent a share shows as, and whether it holds rarely (under half: said first). */
export function robustnessPercent(share: number): { percent: number; uncertain: boolean } {
  const percent = Math.round(share * 100);
  return { percent, uncertain: percent < 50 };
}

/**
 * A figure in words, what holds and how often: "This trade helps them in 87% of the ways they might value these
 * issues." or, under half, "Uncertain: this trade helps them in only 32% of the ways they might value these
 * issues." Every claim says what is the case (never "no package …"), so "only" never makes a double negative.
 */
export function robustnessSentence(claim: string, share: number): string {
  const { percent, uncertain } = robustnessPercent(share);
  const tail = `${percent}% of the ways they might value these issues.`;
  return uncertain
    ? `Uncertain: ${claim.charAt(0).toLowerCase()}${claim.slice(1)} in only ${tail}`
    : `${claim} in ${tail}`;
}

/** What each figure claims, as the sentence's subject and verb (decisions.md §44 defines when it holds). */
export const CLAIMS = {
  trade: 'This trade helps them',
  mutualGain: 'This package gives them more than the compromise package',
  nash: `The balanced deal (Nash point) stays the balanced deal, or within ${NEAR_PERCENT}% of it,`,
  kalaiSmorodinsky: `The proportional deal (Kalai–Smorodinsky point) stays the proportional deal, or within ${NEAR_PERCENT}% of it,`,
  zone: 'A zone of possible agreement exists',
  noZone: 'Every package falls short of at least one walk-away total',
  reachesTheirs: 'Some package reaches their walk-away total',
  noneReachesTheirs: 'Every package falls short of their walk-away total',
  leftOnTable: 'Something is left on the table',
  efficient: 'The final agreement stays efficient',
  offer: 'This offer reaches their walk-away total and stays efficient among the packages near the target',
  offerNoWalkAway: 'This offer stays efficient among the packages near the target',
} as const;

/** How far each option of theirs may be off, in words, by how sure the person is of the points they gave them. */
export const SPREAD_WORDS: Record<TradeoffConfidence, string> = {
  sure: 'a twentieth of its issue’s range',
  'think-so': 'a fifth of its issue’s range',
  guess: 'half of its issue’s range',
};
