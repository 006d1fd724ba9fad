import { QueryFailedError } from 'typeorm';
import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody } from '@parley/contracts';

export const DATABASE_UNAVAILABLE_BODY: ApiErrorBody = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: "Parley can't reach its database right now. Please try again in a moment.",
  code: ErrorCode.DatabaseUnavailable,
};

/** Socket errors of a server that is down, unreachable or gone mid-query. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** SQLSTATEs of a server shutting down, refusing connections, or cancelling a statement that ran too long. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
/** node-postgres's own messages for a connect or read timeout and a dropped connection. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection is not established',
];

/** Whether an error means "the database cannot be reached or did not answer in time", not a bug of ours. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const cause = error instanceof QueryFailedError ? (error.driverError as unknown) : error;
  if (!(cause instanceof Error)) return false;
  const code = (cause as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))
  )
    return true;
  if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  return DRIVER_MESSAGES.some((m) => cause.message.includes(m));
}
