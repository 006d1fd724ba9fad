import { serveWorkerCalls } from '../../lib/worker-call';
import { runExplorerJob } from './explorer-client';

// The explorer's analysis runs here: a 12 × 10 case's frontier alone takes longer than a frame.
serveWorkerCalls(runExplorerJob);
