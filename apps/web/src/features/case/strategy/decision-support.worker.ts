import { serveWorkerCalls } from '../../../lib/worker-call';
import { runDecisionSupport } from './decision-support';

// The frontier, the zone of possible agreement and the equivalent offers take far longer than a frame on a
// large case: they run here, never on the page's thread.
serveWorkerCalls(runDecisionSupport);
