import { Catch } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../common/html/escape-html.js';
import { SignInFailedException } from './auth.exception.js';

function signInFailedPage(reason: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in did not complete · Parley</title>
<style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#1f2937;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);max-width:420px}
a{display:inline-block;margin-top:16px;padding:10px 16px;border-radius:8px;background:#1d4ed8;color:#fff;text-decoration:none}</style>
</head><body><main>
<h1>Sign-in did not complete</h1>
<p>${escapeHtml(reason)}</p>
<a href="/api/login">Try again</a> <a href="/" style="background:#fff;color:#1d4ed8">Home</a>
</main></body></html>`;
}

/** On the sign-in routes only: the browser is mid-navigation, so a failed sign-in answers a page, not JSON. */
@Catch(SignInFailedException)
export class SignInFailedFilter implements ExceptionFilter<SignInFailedException> {
  catch(exception: SignInFailedException, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (reply.sent) return;
    void reply
      .status(401)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(signInFailedPage(exception.reason));
  }
}
