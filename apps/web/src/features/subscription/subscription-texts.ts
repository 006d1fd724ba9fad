import { Messages, type SubscriptionStatusResponse } from '@parley/contracts';
import { PRODUCT_NAME } from '../../components/Logo';

/** docs/product.md, Limits: the gate waits 1 second before the plans page; the plans page reloads 1.5 s after activation. */
export const GATE_REDIRECT_MS = 1000;
export const RELOAD_AFTER_ACTIVATION_MS = 1500;

/** docs/product.md, Errors: the gate's text, by the reason the API gives. */
export function gateText(reason: string | null | undefined): string {
  return reason === 'Trial expired'
    ? Messages.trialEndedText(PRODUCT_NAME)
    : Messages.subscribeToAccessText(PRODUCT_NAME);
}

/** `1 day`, `2 days`. */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The auto-open rule (docs/product.md, Subscription) for the subscription dialog. */
export function dialogOpensBySelf(status: SubscriptionStatusResponse): boolean {
  if (status.subscriptionStatus !== 'trial') return false;
  return !status.hasAccess || status.daysLeft === 1;
}

/** The dialog opens by itself once per person and trial end in a browser session. */
export function dialogShownKey(userId: number, trialEndsAt: string): string {
  return `parley:subscription-dialog:${userId}:${trialEndsAt}`;
}

export const welcomeTitle = Messages.welcomeToPro(PRODUCT_NAME);
