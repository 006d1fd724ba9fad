import { serveWorkerCalls } from '../../../lib/worker-call';
import { runRobustness } from './robustness';

// Every recommendation checked on 200 profiles of the other side: far longer than a frame on a large case.
serveWorkerCalls(runRobustness);
