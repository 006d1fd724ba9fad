import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull } from 'typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

@Injectable()
export class SessionsService {
  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(userId: number): Promise<Session> {
    const expiresAt = new Date(Date.now() + this.config.sessionTtlSeconds * 1000);
    return this.sessions.save(this.sessions.create({ id: randomUUID(), userId, expiresAt, revokedAt: null }));
  }

  /** The user behind a live session: not revoked, not expired. One query: it runs on every request. */
  userFor(sessionId: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('user')
      .innerJoin(Session, 'session', 'session.user_id = user.id')
      .where('session.id = :sessionId', { sessionId })
      .andWhere('session.revoked_at IS NULL')
      .andWhere('session.expires_at > now()')
      .getOne();
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
