import { Controller, Get, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserResponse } from '@parley/contracts';
import { CurrentUser } from './current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { WithoutSubscription } from '../common/decorators/without-subscription.decorator.js';
import { UnauthorizedApiException } from '../common/exceptions/api.exception.js';
import { OidcAuthGuard } from './oidc-auth.guard.js';
import { RememberReturnToGuard, takeReturnTo } from './return-to.js';
import { SignInFailedFilter } from './sign-in-failed.filter.js';
import { SessionsService } from './sessions.service.js';
import type { User } from './user.entity.js';
import { toUserResponse } from './user.mapper.js';

/** A failed sign-in answers a page (SignInFailedFilter): the browser is on these routes, not the app. */
@Controller()
@UseFilters(SignInFailedFilter)
export class AuthController {
  constructor(private readonly sessions: SessionsService) {}

  /** Starts the authorization-code flow: the guard redirects the browser to the identity provider. */
  @Public()
  @Get('login')
  @UseGuards(RememberReturnToGuard, OidcAuthGuard)
  // @Res() tells Nest the reply is handled: the guard has already sent the redirect.
  login(@Res() _reply: FastifyReply): void {}

  /** The provider sends the browser back here; the guard has exchanged the code and found the user. */
  @Public()
  @Get('auth/callback')
  @UseGuards(OidcAuthGuard)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = request.user;
    if (!user) throw new UnauthorizedApiException('Sign-in failed');
    const previous = request.session.get('sid');
    if (typeof previous === 'string') await this.sessions.revoke(previous).catch(() => undefined);
    const session = await this.sessions.start(user.id);
    request.session.set('sid', session.id);
    await reply.header('cache-control', 'no-store').redirect(takeReturnTo(request), 302);
  }

  /** Clears the cookie and ends the session for good (server-side), during an outage once it is over. */
  @Public()
  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const sid = request.session.get('sid');
    // The cookie goes at once, whatever the database does; the session row is revoked as soon as it can be.
    if (typeof sid === 'string') await this.sessions.revokeEventually(sid);
    request.session.delete();
    await reply.header('cache-control', 'no-store').redirect('/', 302);
  }

  @Get('auth/user')
  @WithoutSubscription()
  user(@CurrentUser() user: User): UserResponse {
    return toUserResponse(user);
  }
}
