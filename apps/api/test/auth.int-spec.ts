import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';
import type { UserResponse } from '@parley/contracts';
import { json } from './support/json.js';

describe('sign-in, session and sign-out', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  const get = (path: string, cookie?: string) =>
    fetch(new URL(path, sut.baseUrl), { headers: cookie ? { cookie } : {}, redirect: 'manual' });

  it('answers 401 in the one error shape when signed out', async () => {
    const response = await get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
      code: 'UNAUTHORIZED',
    });
  });

  it('starts the authorization-code flow with PKCE at the identity provider', async () => {
    const response = await get('/api/login');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${sut.baseUrl}/api/auth/callback`);
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/parley_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('serves a sign-in page with Email, Name and Sign in', async () => {
    const start = await get('/api/login');
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const interaction = new URL(authorize.headers.get('location')!, start.headers.get('location')!);
    const page = await fetch(interaction, {
      headers: {
        cookie: authorize.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    const html = await page.text();
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="name">Name</label>');
    expect(html).toContain('>Sign in</button>');
  });

  it('signs a person in through the identity provider and returns to /', async () => {
    const { cookie, landedOn } = await signIn(sut.baseUrl, 'Ada.Lovelace@example.com', 'Ada Lovelace');
    expect(landedOn.pathname).toBe('/');
    const response = await get('/api/auth/user', cookie);
    expect(response.status).toBe(200);
    const user = await response.json();
    expect(user).toEqual({ id: expect.any(Number), email: 'ada.lovelace@example.com', firstName: 'Ada' });
  });

  it('knows the same person again on the next sign-in', async () => {
    const first = await signIn(sut.baseUrl, 'grace@example.com', 'Grace Hopper');
    const second = await signIn(sut.baseUrl, 'grace@example.com', 'Grace Brewster Hopper');
    const a = await json<UserResponse>(get('/api/auth/user', first.cookie));
    const b = await json<UserResponse>(get('/api/auth/user', second.cookie));
    expect(b.id).toBe(a.id);
  });

  it('has no first name when the person gives none', async () => {
    const { cookie } = await signIn(sut.baseUrl, 'noname@example.com');
    expect(await (await get('/api/auth/user', cookie)).json()).toMatchObject({
      email: 'noname@example.com',
      firstName: null,
    });
  });

  it('ends the session for good on sign-out: a copy of the old cookie is refused', async () => {
    const { cookie } = await signIn(sut.baseUrl, 'leaver@example.com', 'Lee');
    expect((await get('/api/auth/user', cookie)).status).toBe(200);
    const logout = await get('/api/logout', cookie);
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await get('/api/auth/user', cookie)).status).toBe(401);
    expect((await get('/api/cases', cookie)).status).toBe(401);
  });

  describe('sign-out only from Parley (issue 33)', () => {
    const user = (cookie: string) => get('/api/auth/user', cookie);
    const logout = (cookie: string, headers: Record<string, string>) =>
      fetch(new URL('/api/logout', sut.baseUrl), { headers: { cookie, ...headers }, redirect: 'manual' });

    it.each([
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
      ['no Sec-Fetch-Site, a Referer elsewhere', { referer: 'https://evil.example/page' }],
    ])(
      'a link from another site (%s) gets a page with a Sign-out button, and stays signed in',
      async (_, headers) => {
        const { cookie } = await signIn(sut.baseUrl, 'linked@example.com', 'Lin');
        const response = await logout(cookie, headers);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.getSetCookie().join('\n')).not.toMatch(/parley_session=;/);
        const page = await response.text();
        expect(page).toContain('<form method="post" action="/api/logout">');
        expect(page).toContain('<button type="submit">Sign out</button>');
        expect((await user(cookie)).status).toBe(200);
      },
    );

    it.each([
      ['Sec-Fetch-Site same-origin (Parley’s own link)', { 'sec-fetch-site': 'same-origin' }],
      ['Sec-Fetch-Site none (the address bar)', { 'sec-fetch-site': 'none' }],
      ['no browser headers', {}],
    ])('%s signs out at once', async (_, headers) => {
      const { cookie } = await signIn(sut.baseUrl, 'navigated@example.com', 'Nav');
      const response = await logout(cookie, headers);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect((await user(cookie)).status).toBe(401);
    });

    const post = (cookie: string, headers: Record<string, string>, body = '') =>
      fetch(new URL('/api/logout', sut.baseUrl), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
        redirect: 'manual',
      });

    it('the page’s button (an empty form posted from Parley) signs out and goes home', async () => {
      const { cookie } = await signIn(sut.baseUrl, 'confirmed@example.com', 'Con');
      const response = await post(cookie, { origin: sut.config.appUrl.origin });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      expect(response.headers.getSetCookie().join('\n')).toMatch(/parley_session=;/);
      expect((await user(cookie)).status).toBe(401);
    });

    it('a form posted from another site, or one with fields, signs nobody out', async () => {
      const { cookie } = await signIn(sut.baseUrl, 'posted@example.com', 'Pos');
      expect((await post(cookie, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await post(cookie, { origin: sut.config.appUrl.origin }, 'a=1')).status).toBe(415);
      expect((await user(cookie)).status).toBe(200);
    });
  });

  it('refuses a forged or tampered cookie', async () => {
    expect((await get('/api/auth/user', 'parley_session=not-a-real-session')).status).toBe(401);
  });

  it('answers a callback without the login state with a page that offers to try again', async () => {
    const response = await get('/api/auth/callback?code=forged');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('Sign-in did not complete');
    expect(page).toContain('Unable to verify authorization request state');
    expect(page).toContain('<a href="/api/login">Try again</a>');
    expect((await get('/api/auth/user')).status).toBe(401);
  });
});

describe('sessions across restarts and expiry', () => {
  it('keeps people signed in when the app restarts with the same data', async () => {
    const first = await startTestApp();
    const { cookie } = await signIn(first.baseUrl, 'stayer@example.com', 'Stay');
    await first.close();
    const second = await startTestApp({ DATA_DIR: first.config.dataDir });
    try {
      const response = await fetch(new URL('/api/auth/user', second.baseUrl), { headers: { cookie } });
      expect(response.status).toBe(200);
      expect((await json<UserResponse>(response)).email).toBe('stayer@example.com');
    } finally {
      await second.close();
    }
  });

  it('expires sessions after SESSION_TTL', async () => {
    const sut = await startTestApp({ SESSION_TTL: '1s' });
    try {
      const { cookie } = await signIn(sut.baseUrl, 'brief@example.com');
      const signedInAt = Date.now();
      const status = async () =>
        (await fetch(new URL('/api/auth/user', sut.baseUrl), { headers: { cookie } })).status;
      expect(await status()).toBe(200);
      // Asked until it ends rather than after a fixed pause: the session expires on its own clock (the
      // cookie's and the database's), which the app's movable clock does not reach.
      let answer = 200;
      while (answer === 200 && Date.now() - signedInAt < 5000) {
        answer = await status();
        if (answer === 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(answer).toBe(401);
    } finally {
      await sut.close();
    }
  });
});
