import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchForPath } from './app/prefetch';
import { makeStore } from './app/store';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const store = makeStore();
// The case screen's data and code start loading now, beside the signed-in check (app/prefetch.ts).
prefetchForPath(store, window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
