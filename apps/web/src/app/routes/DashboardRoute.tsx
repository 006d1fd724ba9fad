import type { UserResponse } from '@parley/contracts';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { useDashboardSubscription } from '../../features/subscription/useDashboardSubscription';
import { useDeleteCase } from '../useDeleteCase';
import { useDuplicateCase } from '../useDuplicateCase';

/**
 * The dashboard with the plan's badge, trial banner and dialog. Delete
 * and Duplicate are shared with the case screen.
 */
export function DashboardRoute({ user }: { user: UserResponse }) {
  const subscription = useDashboardSubscription(user);
  const deleteCase = useDeleteCase();
  const duplicateCase = useDuplicateCase();
  return (
    <>
      <DashboardPage
        user={user}
        badge={subscription.badge}
        banner={subscription.banner}
        onDeleteCase={deleteCase}
        onDuplicateCase={(caseItem) => void duplicateCase(caseItem)}
      />
      {subscription.dialog}
    </>
  );
}
