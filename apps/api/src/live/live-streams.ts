import { Inject, Injectable } from '@nestjs/common';
import { LiveEventType } from '@parley/contracts';
import { toLiveEvent } from '../common/events/case-events.js';
import type { CaseEvent } from '../common/events/case-events.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { StreamsFullException } from './live.exception.js';
import type { LiveStream } from './live-stream.js';

/**
 * The streams this process serves, by case. It holds no state another process needs: every process receives
 * every event from PostgreSQL and hands each to its own streams.
 */
@Injectable()
export class LiveStreams {
  private readonly byCase = new Map<number, Set<LiveStream>>();
  /** Streams open or being opened (a place is taken before the database is asked). */
  private places = 0;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get size(): number {
    return this.places;
  }

  /** Takes a place for a stream about to open, or StreamsFullException; `release` gives it back once. */
  reserve(): () => void {
    if (this.places >= this.config.liveStreams.perProcess) throw new StreamsFullException();
    this.places++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.places--;
    };
  }

  /** Adds a stream (its place already taken); it leaves the set when it closes. */
  add(stream: LiveStream): void {
    const streams = this.byCase.get(stream.caseId) ?? new Set<LiveStream>();
    this.byCase.set(stream.caseId, streams);
    streams.add(stream);
    stream.whenClosed(() => {
      streams.delete(stream);
      if (streams.size === 0 && this.byCase.get(stream.caseId) === streams) this.byCase.delete(stream.caseId);
    });
  }

  /**
   * An event to the case's streams. A deleted case ends all of them; a removed member's stream ends with the
   * event that removes them (the others go on, told who left).
   */
  deliver(event: CaseEvent): void {
    const streams = this.byCase.get(event.caseId);
    if (!streams) return;
    const live = toLiveEvent(event);
    for (const stream of [...streams]) {
      // A private change of one side reaches that side's streams only (issue 36): filtered here, in the
      // process that holds the stream, on the side read when the stream opened.
      if (event.side !== undefined && stream.side !== event.side) continue;
      const last =
        event.type === LiveEventType.CaseDeleted ||
        (event.type === LiveEventType.MemberRemoved &&
          event.subject?.kind === 'member' &&
          event.subject.id === stream.userId);
      if (last) stream.finish(live);
      else stream.send(live);
    }
  }

  /** Every stream may have missed events (the listener was down): each client refetches. */
  resyncAll(): void {
    for (const stream of this.all()) stream.send({ type: LiveEventType.Resync, version: null, actor: null });
  }

  heartbeat(): void {
    for (const stream of this.all()) stream.heartbeat();
  }

  all(): LiveStream[] {
    return [...this.byCase.values()].flatMap((streams) => [...streams]);
  }

  closeAll(): void {
    for (const stream of this.all()) stream.close();
  }
}
