import { Messages } from '@parley/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { loginUrlReturningTo, navigateAway, UNAUTHORIZED_REDIRECT_MS } from '../../lib/navigation';

/** A case link opened signed out (docs/product.md, Routes): say so, then sign in and come back to the case. */
export function SignedOutCaseRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigateAway(loginUrlReturningTo(pathname)),
      UNAUTHORIZED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return (
    <main className="centered-page">
      <Logo size={48} />
      <p role="alert">{Messages.unauthorizedPage}</p>
    </main>
  );
}
