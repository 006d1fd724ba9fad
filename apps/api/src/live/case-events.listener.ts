import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { CASE_EVENTS_CHANNEL, parseCaseEvent } from '../common/events/case-events.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE_INFO } from '../database/database.module.js';
import type { DatabaseInfo } from '../database/database.module.js';
import { LiveStreams } from './live-streams.js';

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'parley-live-listener';

/** The wait before the n-th attempt in a row to reconnect: doubling from a quarter second up to ten. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(10_000, 250 * 2 ** Math.min(attempt, 6));
}

/**
 * One connection per API process listens on CASE_EVENTS_CHANNEL and hands each committed change to this
 * process's streams. It is a pg client of its own, outside TypeORM's pool: it stays open for the process's
 * life, so a request never waits for it and it never waits for one. When it drops it reconnects with backoff,
 * and once listening again tells every open stream to catch up (`resync`): what was announced meanwhile is
 * lost to this process.
 *
 * PGlite (EMBEDDED_DATABASE=pglite) is one session behind a socket that takes one connection, the pool's; it
 * has no room for a second. There the pool's connection itself listens: PostgreSQL delivers a session's own
 * notifications when its transaction commits, and PGlite serves one API process only, so every change reaches
 * every stream all the same.
 */
@Injectable()
export class CaseEventsListener {
  private readonly logger = new Logger('Live');
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;
  private readonly poolClients = new WeakSet<object>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_INFO) private readonly info: DatabaseInfo,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly streams: LiveStreams,
  ) {}

  /** Whether the process is listening right now (health and the tests read it). */
  get listening(): boolean {
    return this.client !== null || this.info.embedded?.kind === 'pglite';
  }

  async start(): Promise<void> {
    if (this.info.embedded?.kind === 'pglite') return this.listenOnPool();
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /**
   * Asks the listening connection for an answer: a connection that died without a word (a server that went
   * away behind a firewall) is found here and replaced.
   */
  async probe(): Promise<void> {
    const client = this.client;
    if (!client) return;
    try {
      await client.query('SELECT 1');
    } catch {
      this.dropped(client);
    }
  }

  private deliver(channel: string, payload: string | undefined): void {
    if (channel !== CASE_EVENTS_CHANNEL) return;
    const event = parseCaseEvent(payload);
    if (event) this.streams.deliver(event);
    else this.logger.warn(`Ignored a malformed event on ${CASE_EVENTS_CHANNEL}`);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.info.embedded?.url ?? this.config.databaseUrl ?? undefined,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: this.config.databaseConnectTimeoutMs,
      query_timeout: this.config.databaseStatementTimeoutMs,
      keepAlive: true,
    });
    client.on('notification', (message) => this.deliver(message.channel, message.payload));
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CASE_EVENTS_CHANNEL}`);
    } catch (error) {
      this.logger.warn(`The live events listener could not connect: ${(error as Error).message}`);
      this.dropped(client);
      return;
    }
    if (this.client !== client) return;
    if (this.attempt > 0) this.logger.log('The live events listener is listening again');
    this.attempt = 0;
    // Whatever was announced while this process was not listening is lost to it: its streams refetch.
    this.streams.resyncAll();
  }

  private dropped(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    const delay = reconnectDelayMs(this.attempt++);
    if (this.attempt === 1) this.logger.warn('The live events listener lost its connection; reconnecting');
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }

  /** PGlite: the pool's one connection listens, whichever connection the pool opens next included. */
  private async listenOnPool(): Promise<void> {
    const pool = (this.dataSource.driver as PostgresDriver).master as pg.Pool;
    const attach = (client: pg.PoolClient): void => {
      if (this.poolClients.has(client)) return;
      this.poolClients.add(client);
      client.on('notification', (message) => this.deliver(message.channel, message.payload));
      void client.query(`LISTEN ${CASE_EVENTS_CHANNEL}`).catch(() => undefined);
    };
    pool.on('connect', attach);
    const client = await pool.connect();
    try {
      attach(client);
    } finally {
      client.release();
    }
  }
}
