import { serveWorkerCalls } from '../../../lib/worker-call';
import { runValueCreation } from './useValueCreation';

// Value Creation Analysis grows with the scenario space, far past a frame on large cases: it runs here,
// never on the page's thread.
serveWorkerCalls(runValueCreation);
