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
 * request can bound their sum.
 */
@Injectable()
export class DatabaseWaitWatch implements OnModuleInit, EntitySubscriberInterface {
  private readonly statements = new WeakMap<QueryRunner, EndWait[]>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
    const driver = this.dataSource.driver as PostgresDriver;
    const obtain = driver.obtainMasterConnection.bind(driver);
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
    end?.(event.success || !isDatabaseUnavailable(event.error));
  }
}
