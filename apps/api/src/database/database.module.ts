import { Global, Inject, Logger, Module } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import type { EmbeddedPostgres } from './embedded-postgres.js';
import { AbandonedRequestSubscriber } from './abandoned-request.subscriber.js';
import { DatabaseWaitWatch } from './database-wait.watch.js';
import { migrations } from './migrations/index.js';

export const DATABASE_INFO = Symbol('DATABASE_INFO');
export interface DatabaseInfo {
  embedded: EmbeddedPostgres | null;
}

const logger = new Logger('Database');

/** The embedded server, when used, must be up before TypeORM connects and down after it disconnects. */
const embeddedProvider = {
  provide: DATABASE_INFO,
  inject: [APP_CONFIG],
  useFactory: async (config: AppConfig): Promise<DatabaseInfo> => {
    if (config.databaseUrl) return { embedded: null };
    const started = Date.now();
    const embedded = await startEmbeddedPostgres(config.embeddedDatabase, config.dataDir);
    logger.log(
      `Embedded PostgreSQL (${embedded.kind}) in ${config.dataDir} ready in ${Date.now() - started} ms`,
    );
    return { embedded };
  },
};

/** How much longer than the statement timeout the driver waits for an answer before it gives up on its own. */
export function clientTimeoutMargin(statementTimeoutMs: number): number {
  return Math.min(1000, Math.max(250, statementTimeoutMs));
}

export function typeOrmOptions(config: AppConfig, info: DatabaseInfo): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url: info.embedded?.url ?? config.databaseUrl ?? undefined,
    // Each feature module registers its own entities (TypeOrmModule.forFeature).
    autoLoadEntities: true,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    subscribers: [AbandonedRequestSubscriber],
    extra: {
      // PGlite is one session; the embedded server has a few connections; a real server an ordinary pool.
      max: info.embedded?.maxConnections ?? config.databasePoolSize,
      // A hung or unreachable server must answer 503 in seconds, never hang a request (or the pool) for good.
      connectionTimeoutMillis: config.databaseConnectTimeoutMs,
      statement_timeout: config.databaseStatementTimeoutMs,
      // The server-side limit cannot fire when the server itself does not answer; this one is client-side, and
      // its margin (`clientTimeoutMargin`) leaves the server's own limit room to answer first.
      query_timeout:
        config.databaseStatementTimeoutMs + clientTimeoutMargin(config.databaseStatementTimeoutMs),
    },
    logging: ['error', 'migration'],
  };
}

@Global()
@Module({
  providers: [embeddedProvider],
  exports: [DATABASE_INFO],
})
class EmbeddedDatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(DATABASE_INFO) private readonly info: DatabaseInfo,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** Disconnect first (TypeORM's own hook then finds nothing to do), then stop the embedded server. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.info.embedded) return;
    const dataSource = this.moduleRef.get(DataSource, { strict: false });
    if (dataSource.isInitialized) await dataSource.destroy();
    await this.info.embedded.stop();
  }
}

@Module({
  imports: [
    EmbeddedDatabaseModule,
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedDatabaseModule],
      inject: [APP_CONFIG, DATABASE_INFO],
      useFactory: typeOrmOptions,
    }),
  ],
  providers: [DatabaseWaitWatch],
})
export class DatabaseModule {}
