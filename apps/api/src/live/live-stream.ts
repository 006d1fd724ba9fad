import type { ServerResponse } from 'node:http';
import type { CaseLiveEvent, TableSide } from '@parley/contracts';

/** How long a browser waits before it reconnects a dropped stream (the `retry:` hint). */
export const RECONNECT_HINT_MS = 2000;

/**
 * What a stream may hold unsent before its reader counts as gone: a reader that stopped reading (a frozen
 * tab) is closed rather than buffered for without end.
 */
const UNSENT_BYTES_LIMIT = 256 * 1024;

/**
 * One open `text/event-stream` answer: the events of one case, for one person. It takes events from the
 * moment it is made, before its answer starts, and sends them once it has: an event announced while the
 * stream was being opened (its own presence among them) is not lost.
 */
export class LiveStream {
  private closed = false;
  private started = false;
  private readonly held: string[] = [];
  private readonly onClose: Array<() => void> = [];
  /** The stream's row in case_presence, once written. */
  presenceId = '';
  /** Set for a member of the owner's team: their presence events reach the owner's side only (issue 36). */
  presenceSide: TableSide | undefined = undefined;

  constructor(
    readonly caseId: number,
    readonly userId: number,
    private readonly response: ServerResponse,
    /** The side of the table its reader is on (issue 36): another side's private changes never reach it. */
    readonly side: TableSide = 'owner',
  ) {
    response.once('close', () => this.ended());
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** Called once when the stream ends, whoever ends it. */
  whenClosed(callback: () => void): void {
    if (this.closed) callback();
    else this.onClose.push(callback);
  }

  /** The answer's head, the reconnect hint and the version the stream starts from (its last event id). */
  start(headers: Record<string, string>, version: number | null): void {
    this.response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies (nginx) pass the events on as they come instead of buffering the answer.
      'x-accel-buffering': 'no',
    });
    // An `id` line without data sets the browser's last event id without dispatching an event, so a stream
    // that drops before its first change still reconnects with the version it started from.
    this.started = true;
    this.write(`retry: ${RECONNECT_HINT_MS}\nid: ${version ?? 0}\n\n${this.held.splice(0).join('')}`);
  }

  send(event: CaseLiveEvent): void {
    const id = event.version === null ? '' : `id: ${event.version}\n`;
    this.write(`${id}data: ${JSON.stringify(event)}\n\n`);
  }

  /** A comment line: keeps proxies and the browser from taking a quiet stream for a dead one. */
  heartbeat(): void {
    this.write(': heartbeat\n\n');
  }

  /** Sends the stream's last event, then ends it. */
  finish(event: CaseLiveEvent): void {
    this.send(event);
    this.close();
  }

  close(): void {
    if (this.closed) return;
    if (this.started) this.response.end();
    this.ended();
  }

  /** A stream that never started (it was refused): it leaves without writing anything. */
  discard(): void {
    this.ended();
  }

  private write(text: string): void {
    if (this.closed) return;
    if (!this.started) {
      this.held.push(text);
      return;
    }
    if (this.response.writableLength > UNSENT_BYTES_LIMIT) {
      this.response.destroy();
      this.ended();
      return;
    }
    this.response.write(text);
  }

  private ended(): void {
    if (this.closed) return;
    this.closed = true;
    for (const callback of this.onClose.splice(0)) callback();
  }
}
