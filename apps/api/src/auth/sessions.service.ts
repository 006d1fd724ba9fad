import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan } from 'typeorm';
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

  /** The user behind a live session: not revoked, not expired. */
  async userFor(sessionId: string): Promise<User | null> {
    const session = await this.sessions.findOneBy({
      id: sessionId,
      revokedAt: IsNull(),
      expiresAt: MoreThan(new Date()),
    });
    return session ? this.users.findOneBy({ id: session.userId }) : null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
