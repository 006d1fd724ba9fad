import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@parley/contracts';
import { DATABASE_INFO } from '../database/database.module.js';
import type { DatabaseInfo } from '../database/database.module.js';

/** Health answers within 2 s whatever the database does: a load balancer must not hang on it. */
const HEALTH_DATABASE_TIMEOUT_MS = 1000;
/** The database's time is counted in slices, each no longer than it was meant to be. */
const SLICE_MS = 100;
/** The event loop's lag is sampled this often, and the longest of the last LAG_SAMPLES reported. */
const LAG_SAMPLE_MS = 100;
const LAG_SAMPLES = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Runs after the event loop's poll phase: an answer already waiting in a socket has been read by then. */
const afterPendingInput = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Whether `work` settles successfully within `ms` of the event loop's own time. A loop held up by other work
 * (a burst of requests) delays the timer and the reading of the database's answer alike: a timer that fires
 * late first lets the waiting answer be read, and counts only its own length, so a busy process does not call
 * a database that answered down.
 */
export async function answersWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let outcome: boolean | null = null;
  work.then(
    () => (outcome = true),
    () => (outcome = false),
  );
  for (let waited = 0; waited < ms; waited += SLICE_MS) {
    await sleep(Math.min(SLICE_MS, ms - waited));
    await afterPendingInput();
    if (outcome !== null) return outcome;
  }
  return false;
}

/** How late the event loop runs a timer, sampled every LAG_SAMPLE_MS; the longest of the last few seconds. */
class EventLoopLag {
  private readonly samples: number[] = [];
  private expected = performance.now() + LAG_SAMPLE_MS;
  private readonly timer = setInterval(() => {
    const now = performance.now();
    this.samples.push(Math.max(0, now - this.expected));
    if (this.samples.length > LAG_SAMPLES) this.samples.shift();
    this.expected = now + LAG_SAMPLE_MS;
  }, LAG_SAMPLE_MS).unref();

  /** Including the lag of the sample now due, which a loop held up until this moment has not yet taken. */
  longestMs(): number {
    const current = Math.max(0, performance.now() - this.expected);
    return Math.round(Math.max(current, ...this.samples));
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

@Injectable()
export class HealthService implements OnModuleDestroy {
  private readonly lag = new EventLoopLag();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_INFO) private readonly database: DatabaseInfo,
  ) {}

  onModuleDestroy(): void {
    this.lag.stop();
  }

  /**
   * Whether the database answers a query right now, whether it is the embedded one, and how late the event
   * loop has been running: the database is reported down only when it does not answer.
   */
  async check(): Promise<HealthResponse> {
    const up = await answersWithin(this.dataSource.query('SELECT 1'), HEALTH_DATABASE_TIMEOUT_MS);
    return {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      embeddedDatabase: this.database.embedded !== null,
      eventLoopDelayMs: this.lag.longestMs(),
    };
  }
}
