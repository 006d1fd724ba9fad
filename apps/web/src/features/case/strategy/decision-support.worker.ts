import { serveWorkerCalls } from '../../../lib/worker-call';
import { runDecisionSupport } from './decision-support';

// The frontier, the zone of possible agreement and the equivalent offers take a few hundred milliseconds on a
// 12 × 10 case: they run here, never on the page's thread.
serveWorkerCalls(runDecisionSupport);
