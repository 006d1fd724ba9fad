import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';

/** Nest's own messages go through Fastify's pino logger, so every line has one format. */
export class PinoLogger implements LoggerService {
  constructor(private readonly pino: FastifyBaseLogger) {}

  private write(level: 'info' | 'warn' | 'error' | 'debug' | 'trace', message: unknown, context: unknown[]) {
    const ctx = context.length ? String(context[context.length - 1]) : undefined;
    if (typeof message === 'object' && message !== null) this.pino[level]({ context: ctx, ...message });
    else this.pino[level]({ context: ctx }, String(message));
  }

  log(message: unknown, ...context: unknown[]) {
    this.write('info', message, context);
  }
  error(message: unknown, ...context: unknown[]) {
    this.write('error', message, context);
  }
  warn(message: unknown, ...context: unknown[]) {
    this.write('warn', message, context);
  }
  debug(message: unknown, ...context: unknown[]) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, ...context: unknown[]) {
    this.write('trace', message, context);
  }
}
