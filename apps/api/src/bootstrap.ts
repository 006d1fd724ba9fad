import 'reflect-metadata';
import { hkdfSync, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import secureSession from '@fastify/secure-session';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody } from '@parley/contracts';
import { AppModule } from './app.module.js';
import { resolveSessionSecret } from './auth/session-secret.js';
import { ApiExceptionFilter } from './common/filters/api-exception.filter.js';
import { registerJsonBodies } from './common/body/json-body.js';
import { BODY_BYTES_CEILING, NO_BODY, bodyLimitsByRoute } from './common/body/route-body-limits.js';
import { RejectEmptyUpdateInterceptor } from './common/body/reject-empty-update.interceptor.js';
import { registerPrivateApiAnswers, staticCacheControl } from './common/caching/cache-policy.js';
import { originCheck } from './common/hooks/origin-check.js';
import { PinoLogger } from './common/logging/pino-logger.js';
import { logLevelOf } from './config/startup-summary.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import { registerRequestContext } from './common/request/request-context.js';
import type { AppConfig } from './config/app-config.js';
import type { Clock } from './subscription/clock.js';

export const SESSION_COOKIE = 'parley_session';

/** A case's address in the web app: the build's case.html preloads that screen's code (apps/web/build/case-page.ts). */
const CASE_ADDRESS = /^\/cases\/[^/]+\/?$/;

/**
 * Serves the built web app at / with index.html for every client-side route (one process, one port), and
 * case.html, which is index.html that also preloads the case screen's code, for a case's address.
 */
async function serveWebApp(fastify: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const hasCasePage = existsSync(join(webDist, 'case.html'));
  if (hasWebApp) {
    await fastify.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // index.html always revalidates (it names the current assets); hashed assets never change.
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', staticCacheControl(filePath)),
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
    });
  }
  const notFound: ApiErrorBody = {
    statusCode: 404,
    error: 'Not Found',
    message: 'Not found',
    code: ErrorCode.NotFound,
  };
  fastify.get('/*', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || !hasWebApp) {
      return reply.code(404).send(notFound);
    }
    const page = hasCasePage && CASE_ADDRESS.test(request.url.split('?')[0]!) ? 'case.html' : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}

export interface AppOptions {
  /** Tests only: the clock trial and Pro are computed on. */
  clock?: Clock;
}

export async function createApp(
  config: AppConfig,
  options: AppOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: {
      // In development at the default level the terminal gets a summary and warnings, not a line per route.
      level: logLevelOf(config),
      // Readable lines for a person at a terminal in development; JSON lines everywhere else.
      ...(!config.isProduction && process.stdout.isTTY
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.isProduction,
    bodyLimit: BODY_BYTES_CEILING,
    forceCloseConnections: true,
  });
  const fastify = adapter.getInstance();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.clock),
    adapter,
    {
      logger: new PinoLogger(fastify.log),
      // Bodies are read by registerJsonBodies alone: JSON only, bounded before parsing. It keeps the exact
      // bytes on request.rawBody, which Stripe's webhook signature is checked against.
      bodyParser: false,
    },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new RejectEmptyUpdateInterceptor());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

  // Stripe.js and its Payment Element (only with payments on): https://docs.stripe.com/security/guide#content-security-policy
  const stripeSources = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      }
    : { script: [], connect: [], frame: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeSources.script],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeSources.connect],
        frameSrc: ["'self'", ...stripeSources.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.appUrl.protocol === 'https:' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.appUrl.protocol === 'https:',
  });

  const secret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  await app.register(secureSession, {
    key: Buffer.from(hkdfSync('sha256', secret, 'parley', 'session-cookie', 32)),
    cookieName: SESSION_COOKIE,
    expiry: config.sessionTtlSeconds,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction || config.appUrl.protocol === 'https:',
      maxAge: config.sessionTtlSeconds,
    },
  });

  // JSON and HTML answers over 1 kB go out as brotli or gzip; request bodies are never decompressed (a small
  // compressed body could unpack to far more than the body limit).
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  registerPrivateApiAnswers(fastify);

  fastify.addHook('onRequest', originCheck(config.appUrl.origin));
  // A request waiting on a database that does not answer gives up just after the statement timeout, which
  // answers first whenever the server is there to enforce it.
  registerRequestContext(fastify, config.requestTimeoutMs, config.databaseStatementTimeoutMs + 500);
  // Each route's body limits, from its DTO's metadata (the prefix is set above, so the paths are the router's).
  const bodyLimits = bodyLimitsByRoute(app);
  registerJsonBodies(fastify, (method, url) => bodyLimits.get(`${method} ${url}`) ?? NO_BODY);
  // The id in every log line of a request goes back to the client, to quote when something goes wrong.
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await serveWebApp(fastify, config.webDist);
  return app;
}
