import { Logger } from '@nestjs/common';
import * as client from 'openid-client';
import type { AppConfig } from '../config/app-config.js';
import { startDevIdentityProvider } from './dev-identity-provider.js';
import type { DevIdentityProvider } from './dev-identity-provider.js';

export const OIDC_CLIENT = Symbol('OIDC_CLIENT');

export interface OidcClient {
  configuration: client.Configuration;
  issuer: string;
  callbackUrl: string;
  devProvider: DevIdentityProvider | null;
}

const logger = new Logger('OidcClient');

export function callbackUrlFor(config: AppConfig): string {
  return new URL('/api/auth/callback', config.appUrl).href;
}

/** Discovers the configured provider, or starts the development one when OIDC_ISSUER is unset. */
export async function createOidcClient(config: AppConfig): Promise<OidcClient> {
  const callbackUrl = callbackUrlFor(config);
  let devProvider: DevIdentityProvider | null = null;
  let issuer: string;
  let clientId: string;
  let clientSecret: string | null;
  if (config.oidc) {
    ({ issuer, clientId, clientSecret } = config.oidc);
  } else {
    devProvider = await startDevIdentityProvider({
      port: config.devOidcPort,
      redirectUri: callbackUrl,
      nodeEnv: config.nodeEnv,
    });
    ({ issuer, clientId, clientSecret } = devProvider);
    logger.log(`Development sign-in (OpenID Connect) at ${issuer}; set OIDC_ISSUER to use a real provider`);
  }
  const issuerUrl = new URL(issuer);
  const insecure = issuerUrl.protocol === 'http:';
  try {
    const configuration = await client.discovery(
      issuerUrl,
      clientId,
      devProvider ? { id_token_signed_response_alg: devProvider.idTokenAlg } : undefined,
      clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
      // Plain http is only acceptable for a provider on this machine (the development one, a local Keycloak).
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    return { configuration, issuer: configuration.serverMetadata().issuer, callbackUrl, devProvider };
  } catch (error) {
    await devProvider?.close();
    throw new Error(`OpenID Connect discovery at ${issuer} failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
