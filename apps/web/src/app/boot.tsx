import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { App as AppComponent } from './App';
import { prefetchForPath, prefetchSignedInCheck } from './prefetch';
import { makeStore } from './store';

/**
 * Starts the app once its first part (React, the store, the loads of app/prefetch.ts) is evaluated; `app`, the
 * screens and antd, is evaluated in a task of its own meanwhile (main.tsx).
 */
export function boot(app: Promise<{ App: typeof AppComponent }>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const store = makeStore();
  // The signed-in check starts now, not after the first render (which takes a while on a busy machine), and a
  // case screen's data and code start beside it (app/prefetch.ts).
  prefetchSignedInCheck(store);
  // A task of its own: the first script's evaluation is long enough already. The case screen's code is
  // imported once the app part has been evaluated, so that each is evaluated in a task of its own.
  setTimeout(() => prefetchForPath(store, window.location.pathname, undefined, undefined, app), 0);

  void app.then(({ App }) => {
    // In a transition: React draws the first screen in slices that let the browser breathe, instead of one long
    // task.
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      ),
    );
  });
}
