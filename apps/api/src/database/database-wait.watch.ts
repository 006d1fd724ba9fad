import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AfterQueryEvent, BeforeQueryEvent, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { isDatabaseUnavailable } from '../common/exceptions/database-unavailable.js';
import { currentRequest } from '../common/request/request-context.js';

type EndWait = (answered: boolean) => void;

/**
 * Tells each request's stall watch (request-context.ts) when it waits on the database and when the database
 * answers: taking a connection from the pool, and every statement. The driver's own timeouts bound each wait
 * alone; a request makes several in a row (a connection, a statement, the rollback after it), and only the
 * request can bound their sum. And keeps a connection that timed out out of the pool: it is destroyed when
 * given back, never handed to the next request (see `busy`).
 */
@Injectable()
export class DatabaseWaitWatch implements OnModuleInit, EntitySubscriberInterface {
  private readonly statements = new WeakMap<QueryRunner, EndWait[]>();
  /** Connections a statement of which timed out or found the server gone: destroyed when given back. */
  private readonly broken = new WeakSet<object>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
    const driver = this.dataSource.driver as PostgresDriver;
    // TypeORM types the release as Function; pg-pool's takes an error, which makes it destroy the connection.
    const obtainPooled = driver.obtainMasterConnection.bind(driver) as () => Promise<[PooledClient, Release]>;
    const obtain = () =>
      obtainPooled().then(([client, release]): [PooledClient, Release] => [
        client,
        (error) =>
          release(
            error ?? (this.broken.has(client) || busy(client) ? new UnusableConnectionError() : undefined),
          ),
      ]);
    driver.obtainMasterConnection = () => {
      const end = currentRequest()?.databaseWait();
      const connection = obtain();
      // A connection handed over by the pool is not an answer from the database: the pool may give one back
      // that an earlier statement left once the driver gave up on it. Counted as one, it started the request's
      // count again, and a request that arrived during a stall was held for its pool wait and then a whole
      // limit more, past the statement timeout plus one second. The request's next statement says whether the
      // database answers.
      if (end)
        connection.then(
          () => end(false),
          (error: unknown) => end(!isDatabaseUnavailable(error)),
        );
      return connection;
    };
  }

  beforeQuery(event: BeforeQueryEvent): void {
    const end = currentRequest()?.databaseWait();
    if (!end) return;
    const waiting = this.statements.get(event.queryRunner) ?? [];
    waiting.push(end);
    this.statements.set(event.queryRunner, waiting);
  }

  afterQuery(event: AfterQueryEvent): void {
    const end = this.statements.get(event.queryRunner)?.shift();
    const answered = event.success || !isDatabaseUnavailable(event.error);
    end?.(answered);
    if (!answered) {
      // The query runner's connection is protected in TypeORM's types, and public at run time.
      const { databaseConnection: client } = event.queryRunner as unknown as {
        databaseConnection?: PooledClient;
      };
      if (client) this.broken.add(client);
    }
  }
}

/** pg's pooled client, as far as it is read here. */
interface PooledClient {
  _queryQueue?: unknown[];
  _getActiveQuery?: () => unknown;
}
type Release = (error?: Error) => void;

/** Given to the pool with a connection it must destroy rather than hand to the next request. */
class UnusableConnectionError extends Error {
  constructor() {
    super('The connection timed out or still has a statement in flight');
  }
}

/**
 * A connection given back with a statement still in flight or queued: the driver gave up on it (a timeout), but
 * the statement may yet reach the server, and run in the next request's session. Such a connection is never
 * reused: a `START TRANSACTION` held up by a stall reached PostgreSQL on resume, and the next request's
 * `SET TRANSACTION ISOLATION LEVEL` on that connection failed with SQLSTATE 25001 (a 500).
 */
function busy(client: PooledClient): boolean {
  return (client._queryQueue?.length ?? 0) > 0 || (client._getActiveQuery?.() ?? null) !== null;
}
