import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@parley/contracts';
import { ApiException } from '../common/http/api.exception.js';
import { escapeHtml } from '../common/http/escape-html.js';

/**
 * The identity provider's answer could not be accepted (a refreshed or forged callback, a denied consent).
 * The browser is mid-navigation, so the answer is a page with a way to try again, not JSON.
 */
export class SignInFailedException extends ApiException {
  constructor(readonly reason: string) {
    super(HttpStatus.UNAUTHORIZED, ErrorCode.Unauthorized, `Sign-in failed: ${reason}`);
  }

  toHtml(): string {
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in did not complete · Parley</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#1f2937;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);max-width:420px}
a{display:inline-block;margin-top:16px;padding:10px 16px;border-radius:8px;background:#1d4ed8;color:#fff;text-decoration:none}</style>
</head><body><main>
<h1>Sign-in did not complete</h1>
<p>${escapeHtml(this.reason)}</p>
<a href="/api/login">Try again</a> <a href="/" style="background:#fff;color:#1d4ed8">Home</a>
</main></body></html>`;
  }
}
