import { serveWorkerCalls } from '../../../lib/worker-call';
import { runValueCreation } from './useValueCreation';

// Value Creation Analysis takes about 0.3 s on a 12 × 10 case: it runs here, never on the page's thread.
serveWorkerCalls(runValueCreation);
