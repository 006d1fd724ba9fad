import { Messages } from '@parley/contracts';
import { Result } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Splash } from '../../components/Splash';
import { GATE_REDIRECT_MS, gateText } from './subscription-texts';
import { useGetSubscriptionStatusQuery } from './subscriptionApi';

/**
 * The subscription gate (docs/product.md, Screens and texts) on `/` and `/cases/{id}`: without access, `Subscription Required` and, 1 second later, the
 * plans page. A status that cannot be read lets the screen through: the API's own gate still answers 403.
 *
 * `member` lets a member of someone else's case through without a plan of their own (issue 35: a viewer needs
 * only to be signed in; an editor's changes are refused by the API in plain words): `true` for such a case (or,
 * on the dashboard, when cases are shared with the person), `'pending'` while that is still being read, false or
 * absent otherwise.
 */
export function SubscriptionGate({
  children,
  member = false,
}: {
  children: ReactNode;
  member?: boolean | 'pending';
}) {
  const { data: status, isLoading } = useGetSubscriptionStatusQuery();
  const navigate = useNavigate();
  const withoutAccess = status !== undefined && !status.hasAccess;
  const blocked = withoutAccess && member === false;

  useEffect(() => {
    if (!blocked) return;
    const timer = window.setTimeout(() => navigate('/subscription'), GATE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [blocked, navigate]);

  if (isLoading || (withoutAccess && member === 'pending')) return <Splash />;
  if (blocked) {
    return (
      <main>
        <Result
          status="warning"
          title={Messages.subscriptionRequiredTitle}
          subTitle={gateText(status.reason)}
        />
      </main>
    );
  }
  return <>{children}</>;
}
