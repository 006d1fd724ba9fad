import { POINTS_MAX, POINTS_MIN } from '@parley/scoring';

/** Length bounds for user text, enforced by the API and mirrored by the web forms. */
export const Limits = {
  caseNameMax: 200,
  caseGoalMax: 2000,
  caseDescriptionMax: 10000,
  /** The points range of SPEC §9. */
  pointsMin: POINTS_MIN,
  pointsMax: POINTS_MAX,
} as const;
