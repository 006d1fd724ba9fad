import type { UserResponse } from '@parley/contracts';
import type { ReactNode } from 'react';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { splitShared } from '../../features/dashboard/components/Dashboard';
import { useGetCasesQuery } from '../../features/dashboard/dashboardApi';
import { SubscriptionGate } from '../../features/subscription/SubscriptionGate';
import { useDashboardSubscription } from '../../features/subscription/useDashboardSubscription';
import { useDeleteCase } from '../useDeleteCase';
import { useDuplicateCase } from '../useDuplicateCase';

/**
 * The subscription gate of the dashboard, which lets a person without a plan of their own through when others
 * shared cases with them (issue 35: a member needs no plan to read; the API then lists only those cases), so they
 * reach them from the dashboard; with no shared case the gate stands as before. The list is the dashboard's own
 * query (one request); it only holds the screen back for a person without a plan.
 */
export function DashboardGate({ children }: { children: ReactNode }) {
  const { data: cases, isLoading } = useGetCasesQuery();
  const member = isLoading ? 'pending' : splitShared(cases ?? []).shared.length > 0;
  return <SubscriptionGate member={member}>{children}</SubscriptionGate>;
}

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
        planPrompt={subscription.planPrompt}
        onDeleteCase={deleteCase}
        onDuplicateCase={(caseItem) => void duplicateCase(caseItem)}
      />
      {subscription.dialog}
    </>
  );
}
