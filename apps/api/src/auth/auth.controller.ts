import { Controller, Get, Inject, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserResponse } from '@parley/contracts';
import { CurrentUser } from './current-user.decorator.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { BodyLimit, NO_BODY } from '../common/body/route-body-limits.js';
import { Public } from '../common/decorators/public.decorator.js';
import { WithoutSubscription } from '../common/decorators/without-subscription.decorator.js';
import { UnauthorizedApiException } from '../common/exceptions/api.exception.js';
import { isNavigationFromApp, signOutPage } from './sign-out-page.js';
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
  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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

  /**
   * Parley's own pages navigate here to sign out (the SPEC's link). A link or page on another site would sign
   * the person out too: that navigation gets a page whose Sign-out button posts instead (POST, which the
   * origin check allows only from Parley's pages).
   */
  @Public()
  @Get('logout')
  async logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!isNavigationFromApp(request.headers, this.config.appUrl.origin)) {
      await reply
        .status(200)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(signOutPage());
      return;
    }
    await this.signOut(request, reply, 302);
  }

  /** The sign-out page's button: a form with no fields (its empty body is the one form body the API reads). */
  @Public()
  @Post('logout')
  @BodyLimit({ ...NO_BODY, emptyForm: true })
  async logoutByForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.signOut(request, reply, 303);
  }

  /** Clears the cookie and ends the session for good (server-side), during an outage once it is over. */
  private async signOut(request: FastifyRequest, reply: FastifyReply, status: 302 | 303): Promise<void> {
    const sid = request.session.get('sid');
    // The cookie goes at once, whatever the database does; the session row is revoked as soon as it can be.
    if (typeof sid === 'string') await this.sessions.revokeEventually(sid);
    request.session.delete();
    await reply.header('cache-control', 'no-store').redirect('/', status);
  }

  @Get('auth/user')
  @WithoutSubscription()
  user(@CurrentUser() user: User): UserResponse {
    return toUserResponse(user);
  }
}
