import type { UserResponse } from '@parley/contracts';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { useDashboardSubscription } from '../../features/subscription/useDashboardSubscription';
import { useDeleteCase } from '../useDeleteCase';

/** The dashboard with the plan's badge, trial banner and dialog; over the trial's case limit, Upgrade. */
export function DashboardRoute({ user }: { user: UserResponse }) {
  const subscription = useDashboardSubscription(user);
  const deleteCase = useDeleteCase();
  return (
    <>
      <DashboardPage
        user={user}
        badge={subscription.badge}
        banner={subscription.banner}
        onUpgrade={subscription.openUpgrade}
        onDeleteCase={deleteCase}
      />
      {subscription.dialog}
    </>
  );
}
