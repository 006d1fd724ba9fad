import { Module } from '@nestjs/common';
import type { DynamicModule } from '@nestjs/common';

/**
 * The one source of "now" for subscriptions: trial and Pro are computed from it at read time. Production runs
 * it on real time; tests start the app with one that runs ahead (TEST_CLOCK_OFFSET, or a subclass in the API
 * tests).
 */
export class Clock {
  constructor(private readonly offsetMs = 0) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}

/** Makes the app's clock injectable everywhere. */
@Module({})
export class ClockModule {
  static forRoot(clock: Clock): DynamicModule {
    return {
      module: ClockModule,
      global: true,
      providers: [{ provide: Clock, useValue: clock }],
      exports: [Clock],
    };
  }
}
