/** `trial` and `active` (Pro) are the states the product knows; `canceled` means Pro has ended. */
export const SubscriptionStatus = {
  Trial: 'trial',
  Active: 'active',
  Canceled: 'canceled',
} as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

/** Why a person has no access, in `reason` and in the gate's 403. */
export const AccessReason = {
  TrialExpired: 'Trial expired',
  SubscriptionEnded: 'Subscription ended',
} as const;
export type AccessReason = (typeof AccessReason)[keyof typeof AccessReason];

/** GET /api/subscription/status: computed at the moment of the request, never stored. */
export interface SubscriptionStatusResponse {
  subscriptionStatus: SubscriptionStatus;
  hasAccess: boolean;
  trialEndsAt: string;
  /** When the person became Pro; null unless Pro. */
  createdAt: string | null;
  reason: AccessReason | null;
  /** Days left in the trial by the server's clock (rounded up, never below 0). */
  daysLeft: number;
  /** A cancelled Pro subscription holds until this moment; null when it renews. */
  proEndsAt: string | null;
}

/** GET /api/subscription/plan: how Pro is obtained on this installation. */
export interface SubscriptionPlanResponse {
  /** True when Stripe is configured: Pro comes only from a confirmed payment at /checkout. */
  paymentsEnabled: boolean;
  /** Stripe's publishable key for the Payment Element; null when payments are off. */
  publishableKey: string | null;
  /** Cases a trial may hold. */
  trialCaseLimit: number;
}

/** POST /api/subscription/create-payment-intent */
export interface PaymentIntentResponse {
  clientSecret: string;
}

/** The plan's fixed figures (docs/product.md, Limits). */
export const Plan = {
  priceCents: 499,
  priceLabel: '$4.99',
  moneyBackDays: 30,
} as const;
