/**
 * Signs in the way a browser does: /api/login → the identity provider's sign-in page → the form →
 * back to /api/auth/callback → the session cookie. Cookies are kept per origin, as a browser would.
 */
type Jar = Map<string, Map<string, string>>;

function remember(jar: Jar, url: URL, response: Response): void {
  const cookies = jar.get(url.origin) ?? new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
  jar.set(url.origin, cookies);
}

function cookieHeader(jar: Jar, url: URL): string {
  return [...(jar.get(url.origin) ?? new Map()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function request(jar: Jar, url: URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = cookieHeader(jar, url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  remember(jar, url, response);
  return response;
}

/** Follows redirects until a non-redirect answer; returns it with its URL. */
async function follow(jar: Jar, start: URL, init?: RequestInit): Promise<{ url: URL; response: Response }> {
  let url = start;
  let response = await request(jar, url, init);
  for (let hops = 0; response.status >= 300 && response.status < 400; hops++) {
    if (hops > 10) throw new Error('Too many redirects');
    url = new URL(response.headers.get('location')!, url);
    response = await request(jar, url);
  }
  return { url, response };
}

export interface SignedIn {
  /** The Cookie header that carries the app's session. */
  cookie: string;
  /** Where the app sent the browser after sign-in. */
  landedOn: URL;
}

export async function signIn(
  baseUrl: string,
  email: string,
  name = '',
  loginPath = '/api/login',
): Promise<SignedIn> {
  const jar: Jar = new Map();
  const page = await follow(jar, new URL(loginPath, baseUrl));
  if (page.response.status !== 200) throw new Error(`Sign-in page answered ${page.response.status}`);
  const html = await page.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('No sign-in form on the identity provider page');
  const done = await follow(jar, new URL(action, page.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name }).toString(),
  });
  const app = new URL(baseUrl);
  return { cookie: cookieHeader(jar, app), landedOn: done.url };
}
