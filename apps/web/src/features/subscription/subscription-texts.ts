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

export const PRO_OVER_TRIAL = 'You have Pro, so the trial’s case limit does not apply.';
export const TRIAL_AFTER_PRO = 'Should Pro end before these days run out, the trial applies again.';

/** What the plans page's Free Trial card says: its days, its button and, beside Pro, why the trial no longer counts. */
export interface TrialCardState {
  /** '3 days left'; empty while the status loads. */
  days: string;
  /** The SPEC's two readings; null while the status loads (neither would be known to be true). */
  button: 'Trial Active' | 'Trial Expired' | null;
  note: string | null;
}

/**
 * The Free Trial card, true beside the Pro card (docs/decisions.md §72): its button follows the days it shows
 * (a trial whose end is ahead is active, whatever else is), and while Pro is on it says that Pro's terms apply.
 */
export function trialCardState(status: SubscriptionStatusResponse | undefined): TrialCardState {
  if (!status) return { days: '', button: null, note: null };
  const running = status.daysLeft > 0 && status.hasAccess;
  const pro = status.subscriptionStatus === 'active';
  return {
    days: `${daysText(status.daysLeft)} left`,
    button: running ? 'Trial Active' : 'Trial Expired',
    note: pro ? (running ? `${PRO_OVER_TRIAL} ${TRIAL_AFTER_PRO}` : PRO_OVER_TRIAL) : null,
  };
}
