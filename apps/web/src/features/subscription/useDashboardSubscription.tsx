import type { UserResponse } from '@parley/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { SubscriptionBadge } from './components/SubscriptionBadge';
import { OwnCasesPlanPrompt } from './components/OwnCasesPlanPrompt';
import { SubscriptionDialog } from './components/SubscriptionDialog';
import { TrialBanner } from './components/TrialBanner';
import { dialogOpensBySelf, dialogShownKey } from './subscription-texts';
import { useGetSubscriptionPlanQuery, useGetSubscriptionStatusQuery } from './subscriptionApi';
import { useActivatePro } from './useActivatePro';

export interface DashboardSubscription {
  badge: ReactNode;
  banner: ReactNode;
  dialog: ReactNode;
  /**
   * Without a plan (trial over, no Pro), what stands in for the person's own cases on a dashboard that lists
   * only the cases shared with them; null with a plan, or while the status loads.
   */
  planPrompt: ReactNode;
  /** Opens the plan dialog (the Upgrade buttons, and a refused case over the trial's limit). */
  openUpgrade: () => void;
}

function alreadyShown(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function markShown(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Storage can be off (private modes): the dialog may then open again, which is harmless.
  }
}

/**
 * Everything the dashboard shows of the plan: the badge, the trial banner and the dialog, which opens by
 * itself once per person and trial end in a browser session (docs/product.md, Subscription). On activation the status refreshes
 * and the welcome toast shows.
 */
export function useDashboardSubscription(user: UserResponse): DashboardSubscription {
  const { data: status } = useGetSubscriptionStatusQuery();
  const { data: plan } = useGetSubscriptionPlanQuery();
  const { activate, isActivating } = useActivatePro();
  const [open, setOpen] = useState(false);
  // The trial end the dialog last considered opening for: it opens by itself at most once per key.
  const autoKey = status && dialogOpensBySelf(status) ? dialogShownKey(user.id, status.trialEndsAt) : null;
  const [consideredKey, setConsideredKey] = useState<string | null>(null);
  if (autoKey !== consideredKey) {
    setConsideredKey(autoKey);
    if (autoKey !== null && !alreadyShown(autoKey)) setOpen(true);
  }
  useEffect(() => {
    if (open && autoKey !== null) markShown(autoKey);
  }, [open, autoKey]);

  const openUpgrade = () => setOpen(true);
  return {
    badge: <SubscriptionBadge status={status} onUpgrade={openUpgrade} />,
    banner: <TrialBanner status={status} onUpgrade={openUpgrade} />,
    planPrompt: status && !status.hasAccess ? <OwnCasesPlanPrompt reason={status.reason} /> : null,
    dialog: (
      <SubscriptionDialog
        open={open}
        status={status}
        paymentsEnabled={plan?.paymentsEnabled}
        isActivating={isActivating}
        onActivate={() => {
          void activate().then((ok) => {
            if (ok) setOpen(false);
          });
        }}
        onClose={() => setOpen(false)}
      />
    ),
    openUpgrade,
  };
}
