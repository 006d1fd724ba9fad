import { createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { User } from './user.entity.js';
import { UnauthorizedApiException } from '../common/exceptions/api.exception.js';

/** The signed-in user, put on the request by the session guard. */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): User => {
  const user = ctx.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user) throw new UnauthorizedApiException();
  return user;
});
