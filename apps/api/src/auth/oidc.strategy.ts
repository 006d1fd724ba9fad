import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import * as client from 'openid-client';
import { Strategy } from 'openid-client/passport';
import type { User } from './user.entity.js';
import { OIDC_CLIENT } from './oidc-client.js';
import type { OidcClient } from './oidc-client.js';
import { UsersService } from './users.service.js';
import type { IdentityClaims } from './users.service.js';

export const OIDC_STRATEGY = 'oidc';

type Tokens = client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;

/** openid-client's certified passport Strategy (PKCE), registered with @nestjs/passport. */
@Injectable()
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY) {
  constructor(
    @Inject(OIDC_CLIENT) private readonly oidc: OidcClient,
    private readonly usersService: UsersService,
  ) {
    super({
      config: oidc.configuration,
      callbackURL: oidc.callbackUrl,
      scope: 'openid email profile',
      sessionKey: 'oidc',
    });
  }

  /** Called with the token response once the authorization code is exchanged and the ID token verified. */
  async validate(tokens: Tokens): Promise<User> {
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The identity provider returned no ID token');
    let claims: IdentityClaims = idClaims;
    if (claims.email === undefined && tokens.access_token) {
      // Providers that keep the profile out of the ID token answer it at the userinfo endpoint.
      const info = await client.fetchUserInfo(this.oidc.configuration, tokens.access_token, idClaims.sub);
      claims = { ...info, sub: idClaims.sub };
    }
    return this.usersService.upsertFromClaims(this.oidc.issuer, claims);
  }
}
