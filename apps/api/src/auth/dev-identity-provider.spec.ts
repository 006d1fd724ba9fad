import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../common/html/escape-html.js';
import { devSubject, startDevIdentityProvider } from './dev-identity-provider.js';

describe('development identity provider', () => {
  it('refuses to start in production', async () => {
    await expect(
      startDevIdentityProvider({
        port: 0,
        redirectUri: 'http://localhost:3000/api/auth/callback',
        nodeEnv: 'production',
      }),
    ).rejects.toThrow(/never runs with NODE_ENV=production/);
  });

  it('serves OpenID discovery on loopback', async () => {
    const sut = await startDevIdentityProvider({
      port: 0,
      redirectUri: 'http://localhost:3000/api/auth/callback',
      nodeEnv: 'test',
    });
    try {
      expect(sut.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const discovery = (await (await fetch(`${sut.issuer}/.well-known/openid-configuration`)).json()) as {
        issuer: string;
        code_challenge_methods_supported: string[];
        jwks_uri: string;
        id_token_signing_alg_values_supported: string[];
      };
      expect(discovery.issuer).toBe(sut.issuer);
      expect(discovery.code_challenge_methods_supported).toContain('S256');
      // Its ID tokens are signed with the P-256 key it publishes, the algorithm its client is told to expect.
      const { keys } = (await (await fetch(discovery.jwks_uri)).json()) as {
        keys: Array<{ kty: string; crv: string; alg: string }>;
      };
      expect(keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: sut.idTokenAlg })]);
      expect(discovery.id_token_signing_alg_values_supported).toContain(sut.idTokenAlg);
    } finally {
      await sut.close();
    }
  });

  it('says which variable to change when its port is taken', async () => {
    const first = await startDevIdentityProvider({
      port: 0,
      redirectUri: 'http://localhost:3000/api/auth/callback',
      nodeEnv: 'test',
    });
    try {
      const port = Number(new URL(first.issuer).port);
      await expect(
        startDevIdentityProvider({
          port,
          redirectUri: 'http://localhost:3000/api/auth/callback',
          nodeEnv: 'test',
        }),
      ).rejects.toThrow(`Port ${port} for the development sign-in is in use`);
    } finally {
      await first.close();
    }
  });

  it('gives one subject per e-mail, whatever its case', () => {
    expect(devSubject(' Ada@Example.com ')).toBe(devSubject('ada@example.com'));
  });

  it('escapes text written into its page', () => {
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;&#38;&#39;',
    );
  });
});
