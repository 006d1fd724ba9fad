import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull } from 'typeorm';
import type { Repository } from 'typeorm';
import { RecentCache } from '../common/caching/recent-cache.js';
import { outsideRequest } from '../common/request/request-context.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

/** How soon a revocation the database refused is tried again. */
const REVOKE_RETRY_MS = 1000;
/** How long a sign-out waits for its revocation before it answers anyway. */
const REVOKE_WAIT_MS = 1000;

/** A live session as last read: its person and when it expires. */
interface LiveSession {
  user: User;
  expiresAt: Date;
}

@Injectable()
export class SessionsService implements OnApplicationShutdown {
  /** Sessions signed out while the database could not record it: refused here until it has. */
  private readonly revoking = new Set<string>();
  /**
   * Live sessions read in the last ACCESS_CACHE_TTL, by id, so that a burst of requests reads each once.
   * Signing out here deletes the entry at once; a sign-out made by another process is read within the TTL.
   */
  private readonly live: RecentCache<string, LiveSession>;
  private closed = false;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.live = new RecentCache(config.accessCacheTtlMs);
  }

  async start(userId: number): Promise<Session> {
    const expiresAt = new Date(Date.now() + this.config.sessionTtlSeconds * 1000);
    return this.sessions.save(this.sessions.create({ id: randomUUID(), userId, expiresAt, revokedAt: null }));
  }

  /**
   * The user behind a live session: not revoked, not expired. One query, or none when the session was read
   * live within ACCESS_CACHE_TTL (its expiry is still checked on every request).
   */
  async userFor(sessionId: string): Promise<User | null> {
    if (this.revoking.has(sessionId)) return null;
    const kept = this.live.get(sessionId);
    if (kept && kept.expiresAt.getTime() > Date.now()) return kept.user;
    const ticket = this.live.ticket();
    const { entities, raw } = await this.users
      .createQueryBuilder('user')
      .innerJoin(Session, 'session', 'session.user_id = user.id')
      .addSelect('session.expires_at', 'session_expires_at')
      .where('session.id = :sessionId', { sessionId })
      .andWhere('session.revoked_at IS NULL')
      .andWhere('session.expires_at > now()')
      .getRawAndEntities<{ session_expires_at: Date }>();
    const user = entities[0];
    if (!user) return null;
    this.live.set(sessionId, { user, expiresAt: raw[0]!.session_expires_at }, ticket);
    return user;
  }

  async revoke(sessionId: string): Promise<void> {
    this.live.delete(sessionId);
    try {
      await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
    } finally {
      // Again once the row is written: a read under way meanwhile may have found the session still live.
      this.live.delete(sessionId);
    }
  }

  /**
   * Revokes a session without making the caller wait: during an outage it is tried again until the database
   * takes it, and until then this process already treats the session as ended. Run outside the request, so
   * that neither its end nor its stall watch cuts the revocation short.
   */
  async revokeEventually(sessionId: string): Promise<void> {
    this.revoking.add(sessionId);
    let firstAttempt: Promise<void> = Promise.resolve();
    outsideRequest(() => {
      firstAttempt = this.tryRevoking(sessionId);
    });
    // A database that answers has the row revoked before the caller goes on (another replica then refuses
    // the session at once); one that does not answer in time keeps the caller waiting no longer than this.
    await Promise.race([firstAttempt, new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS).unref())]);
  }

  private async tryRevoking(sessionId: string): Promise<void> {
    if (this.closed) return;
    try {
      await this.revoke(sessionId);
      this.revoking.delete(sessionId);
    } catch {
      setTimeout(() => void this.tryRevoking(sessionId), REVOKE_RETRY_MS).unref();
    }
  }

  onApplicationShutdown(): void {
    this.closed = true;
  }
}
