import { AccessReason, SubscriptionStatus } from '@parley/contracts';
import type { SubscriptionStatusResponse } from '@parley/contracts';
import { trialDaysLeft } from '@parley/scoring';

/** The stored facts a status is computed from. */
export interface PlanFacts {
  trialEndsAt: Date;
  proSince: Date | null;
  proEndsAt: Date | null;
}

/** Pro holds from its start until its end, if one is set. */
export function isPro(facts: PlanFacts, now: Date): boolean {
  return (
    facts.proSince !== null &&
    facts.proSince.getTime() <= now.getTime() &&
    (facts.proEndsAt === null || facts.proEndsAt.getTime() > now.getTime())
  );
}

/**
 * The status at `now`: Pro while it holds; otherwise the trial while it runs; after a Pro subscription
 * ended (and no trial is left) `canceled`; after the trial alone `trial` without access, "Trial expired".
 */
export function subscriptionStateAt(facts: PlanFacts, now: Date): SubscriptionStatusResponse {
  const daysLeft = trialDaysLeft(facts.trialEndsAt, now);
  const trialRunning = facts.trialEndsAt.getTime() > now.getTime();
  const base = {
    trialEndsAt: facts.trialEndsAt.toISOString(),
    daysLeft,
  };
  if (isPro(facts, now)) {
    return {
      ...base,
      subscriptionStatus: SubscriptionStatus.Active,
      hasAccess: true,
      createdAt: facts.proSince!.toISOString(),
      reason: null,
      proEndsAt: facts.proEndsAt?.toISOString() ?? null,
    };
  }
  const common = { ...base, createdAt: null, proEndsAt: null };
  if (trialRunning) {
    return { ...common, subscriptionStatus: SubscriptionStatus.Trial, hasAccess: true, reason: null };
  }
  if (facts.proSince !== null) {
    return {
      ...common,
      subscriptionStatus: SubscriptionStatus.Canceled,
      hasAccess: false,
      reason: AccessReason.SubscriptionEnded,
    };
  }
  return {
    ...common,
    subscriptionStatus: SubscriptionStatus.Trial,
    hasAccess: false,
    reason: AccessReason.TrialExpired,
  };
}
