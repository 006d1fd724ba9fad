import { Provider } from 'react-redux';
import { Outlet, RouterProvider, useLocation, useNavigation, type DataRouter } from 'react-router-dom';
import { DatabaseUnavailable } from '../components/DatabaseUnavailable';
import { Splash } from '../components/Splash';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { isDatabaseUnavailable } from '../lib/errors';
import { AppProviders } from './providers';
import type { AppStore } from '../lib/store';

// What app/router.tsx's routes take from the app part.
export { NotFoundPage } from '../features/not-found/NotFoundPage';
export { SignedOutCaseRoute } from './routes/SignedOutCaseRoute';

export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <Provider store={store}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Provider>
  );
}

/**
 * The root route: a splash while the signed-in check runs (and while another screen's code is on its way),
 * then the page, given the person or null for a visitor (app/router.tsx). A failed check (network, 5xx) leaves
 * the visitor signed out: the landing page still works.
 */
export function Root() {
  const { data: user, isLoading, error, refetch } = useCurrentUser();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (isLoading) return <Splash />;
  if (isDatabaseUnavailable(error)) {
    return (
      <main className="centered-page">
        <DatabaseUnavailable onRetry={() => void refetch()} />
      </main>
    );
  }
  if (navigation.state === 'loading' && navigation.location.pathname !== pathname) return <Splash />;
  return <Outlet context={user ?? null} />;
}
