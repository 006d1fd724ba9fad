/** Length of the free trial, in days. */
export const TRIAL_DAYS = 3;
/** The trial banner shows when this many days or fewer remain. */
export const TRIAL_BANNER_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days left in the trial (docs/product.md, "Subscription"): the number of days until `trialEndsAt`, rounded up, never below 0.
 * `now` is a parameter so that the answer depends on nothing but its inputs; an unreadable date gives 0.
 */
export function trialDaysLeft(
  trialEndsAt: Date | string | number | null | undefined,
  now: Date | number,
): number {
  if (trialEndsAt === null || trialEndsAt === undefined) return 0;
  const remaining = new Date(trialEndsAt).getTime() - new Date(now).getTime();
  if (Number.isNaN(remaining)) return 0;
  return Math.max(0, Math.ceil(remaining / DAY_MS));
}

/** Whether the trial banner shows: 2 or fewer days remain. */
export function showsTrialBanner(daysLeft: number): boolean {
  return daysLeft <= TRIAL_BANNER_DAYS;
}
