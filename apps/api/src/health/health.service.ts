import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@parley/contracts';
import { DATABASE_INFO } from '../database/database.module.js';
import type { DatabaseInfo } from '../database/database.module.js';

/** Health answers within 2 s whatever the database does: a load balancer must not hang on it. */
const HEALTH_DATABASE_TIMEOUT_MS = 1000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The database did not answer in time')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DATABASE_INFO) private readonly database: DatabaseInfo,
  ) {}

  /** Whether the database answers a query right now, and whether it is the embedded one. */
  async check(): Promise<HealthResponse> {
    let up = false;
    try {
      await withinTime(this.dataSource.query('SELECT 1'), HEALTH_DATABASE_TIMEOUT_MS);
      up = true;
    } catch {
      up = false;
    }
    return {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      embeddedDatabase: this.database.embedded !== null,
    };
  }
}
