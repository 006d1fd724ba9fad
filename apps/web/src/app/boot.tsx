import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { appRoutes, type AppPart } from './router';
import { makeStore } from '../lib/store';

/**
 * Starts the app once its first part (React, the store, the router) is evaluated; `app`, antd and the layout,
 * is evaluated in a task of its own meanwhile (main.tsx). Creating the router starts the page's screen at once
 * (app/router.tsx): the signed-in check and the screen's data now, its code once the app part is in.
 */
export function boot(app: Promise<AppPart>): DataRouter {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const store = makeStore();
  const router = createBrowserRouter(appRoutes(store, app));

  void app.then(({ App }) => {
    // In a transition: React draws the first screen in slices that let the browser breathe, instead of one long
    // task.
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} router={router} />
        </StrictMode>,
      ),
    );
  });
  return router;
}
