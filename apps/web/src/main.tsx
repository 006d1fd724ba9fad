// antd's pre-built component styles (zero-runtime, app/providers.tsx) come first, as its runtime styles did:
// every stylesheet of ours, the app's and the screens', wins a tie against them.
import 'antd/dist/antd.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchForPath, prefetchSignedInCheck } from './app/prefetch';
import { makeStore } from './app/store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const store = makeStore();
// The signed-in check starts now, not after the first render (which takes a while on a busy machine), and a
// case screen's data and code start beside it (app/prefetch.ts).
prefetchSignedInCheck(store);
// A task of its own: the first script's evaluation is long enough already.
setTimeout(() => prefetchForPath(store, window.location.pathname), 0);

// In a transition: React draws the first screen (antd's theme and styles are computed then) in slices that
// let the browser breathe, instead of one long task.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  ),
);
