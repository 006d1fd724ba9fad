import type { FastifyRequest } from 'fastify';
import { isSameOrigin } from '../common/hooks/origin-check.js';

/**
 * Whether a GET navigation comes from Parley's own pages (`Sec-Fetch-Site: same-origin`, or in a browser without
 * it a Referer on the app's origin or none) or from the person's own hand (`none`: the address bar, a bookmark).
 */
export function isNavigationFromApp(headers: FastifyRequest['headers'], appOrigin: string): boolean {
  return headers['sec-fetch-site'] === 'none' || isSameOrigin(headers, appOrigin);
}

/** The page a sign-out link from another site gets: the person confirms, and the button posts from Parley. */
export function signOutPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out · Parley</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#1f2937;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);max-width:420px}
button,a{display:inline-block;margin-top:16px;padding:10px 16px;border-radius:8px;font:inherit;cursor:pointer}
button{background:#1d4ed8;color:#fff;border:0}a{color:#1d4ed8;text-decoration:none}</style>
</head><body><main>
<h1>Sign out of Parley?</h1>
<p>A page outside Parley sent you here. You stay signed in unless you choose to sign out.</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button> <a href="/">Back to Parley</a></form>
</main></body></html>`;
}
