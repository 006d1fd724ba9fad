import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../common/decorators/public.decorator.js';
import { UnauthorizedApiException } from '../common/exceptions/api.exception.js';
import { SessionsService } from './sessions.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Global: every route needs a live session unless it is marked @Public(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]))
      return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const sid = request.session.get('sid');
    const user = typeof sid === 'string' && UUID.test(sid) ? await this.sessions.userFor(sid) : null;
    if (!user) throw new UnauthorizedApiException();
    request.user = user;
    return true;
  }
}
