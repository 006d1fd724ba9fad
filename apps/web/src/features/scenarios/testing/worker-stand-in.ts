import type { WorkerEnvelope } from '../../../lib/worker-call';
import { runExplorerJob, type ExplorerJob } from '../explorer-client';

/** The browser's Worker, as far as the explorer uses it: it answers each message with the worker's code. */
export class WorkerStandIn extends EventTarget {
  static started = 0;
  /** Every stand-in started, in order. */
  static instances: WorkerStandIn[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  /** The kinds of job this worker was given, in order. */
  readonly jobs: Array<ExplorerJob['kind']> = [];
  constructor(
    _url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    WorkerStandIn.started++;
    WorkerStandIn.instances.push(this);
  }
  postMessage(envelope: WorkerEnvelope<ExplorerJob>) {
    this.jobs.push(envelope.body.kind);
    setTimeout(() => {
      const event = new MessageEvent('message', {
        data: { id: envelope.id, body: runExplorerJob(envelope.body) },
      });
      this.dispatchEvent(event);
      this.onmessage?.(event);
    });
  }
  terminate() {}
}
