import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { User } from './user.entity.js';

export interface IdentityClaims {
  sub: string;
  email?: unknown;
  given_name?: unknown;
  name?: unknown;
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Creates the person on first sign-in and refreshes e-mail and first name on every later one. */
  async upsertFromClaims(issuer: string, claims: IdentityClaims): Promise<User> {
    const email = text(claims.email, 320);
    const firstName = text(claims.given_name, 100) ?? text(claims.name, 100)?.split(/\s+/)[0] ?? null;
    await this.users.upsert({ issuer, subject: claims.sub, email, firstName }, ['issuer', 'subject']);
    return this.users.findOneByOrFail({ issuer, subject: claims.sub });
  }
}
