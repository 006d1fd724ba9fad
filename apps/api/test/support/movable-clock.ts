import { Clock } from '../../src/subscription/clock.js';

const DAY_MS = 86_400_000;

/** The app's clock, moved by the test: `travel(days)` jumps ahead (or back) from real time. */
export class MovableClock extends Clock {
  private aheadMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.aheadMs);
  }

  /** Sets the clock this many days ahead of real time (fractions allowed). */
  travel(days: number): void {
    this.aheadMs = days * DAY_MS;
  }
}
