import { startEarlyLoads } from './app/early-loads';

// The page's first script, `async` in index.html: it runs as soon as it has arrived, without waiting for the
// stylesheet as the app's entry (main.tsx) must, and starts what the page needs from the API and a case
// screen's code (app/early-loads.ts).
startEarlyLoads(window.location.pathname);
