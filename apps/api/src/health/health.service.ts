import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@parley/contracts';
import { DATABASE_INFO } from '../database/database.module.js';
import type { DatabaseInfo } from '../database/database.module.js';

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
      await this.dataSource.query('SELECT 1');
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
