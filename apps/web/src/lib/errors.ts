import { ErrorCode } from '@parley/contracts';
import type { ApiErrorBody } from '@parley/contracts';
import type { ConflictDetails } from './sharing';

/**
 * What every failed request turns into (docs/product.md, Errors). `message` is `${status}: ${body text or status text}`;
 * `body` keeps the API's JSON error so forms can put `fieldErrors` back on their fields.
 */
export interface ApiError {
  /** The HTTP status, or `FETCH_ERROR` when no answer arrived at all. */
  status: number | 'FETCH_ERROR';
  message: string;
  body?: ApiErrorBody;
  /** A 412 `CHANGED_BY_OTHER` only: what is stored now, and who changed it when. */
  conflict?: ConflictDetails;
}

/** Issue 35's codes, beside the contracts' own. */
export const SharingCode = {
  ChangedByOther: 'CHANGED_BY_OTHER',
  CaseReadOnly: 'CASE_READ_ONLY',
  OwnerOnly: 'OWNER_ONLY',
} as const;

/** `${status}: ${body text}`, falling back to the status text when the body is empty. */
export function errorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/** Reads the API's error body out of a response text; anything else (HTML, plain text) gives undefined. */
export function parseApiErrorBody(text: string): ApiErrorBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || typeof parsed.statusCode !== 'number' || typeof parsed.message !== 'string') {
    return undefined;
  }
  const fieldErrors = stringRecord(parsed.fieldErrors);
  return {
    statusCode: parsed.statusCode,
    error: typeof parsed.error === 'string' ? parsed.error : '',
    message: parsed.message,
    code: (typeof parsed.code === 'string' ? parsed.code : 'INTERNAL_ERROR') as ApiErrorBody['code'],
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}

export function isApiError(error: unknown): error is ApiError {
  return (
    isRecord(error) &&
    typeof error.message === 'string' &&
    (typeof error.status === 'number' || error.status === 'FETCH_ERROR')
  );
}

function messageOf(error: unknown): string | undefined {
  if (isApiError(error) || error instanceof Error) return error.message;
  return undefined;
}

/** A message starting with `401:` and containing `Unauthorized` means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  const message = messageOf(error);
  return message !== undefined && message.startsWith('401:') && message.includes('Unauthorized');
}

/** The HTTP status of a failed request, if it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) && typeof error.status === 'number' ? error.status : undefined;
}

/** The API's per-field validation messages, keyed by field path. */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  return isApiError(error) ? error.body?.fieldErrors : undefined;
}

/** The API could not reach its database (503 DATABASE_UNAVAILABLE): an outage to wait out, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return isApiError(error) && error.body?.code === ErrorCode.DatabaseUnavailable;
}

/** The API's `code` of a failed request (a string: issue 35's codes are not all in the contracts' list). */
export function errorCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.body?.code : undefined;
}

/** A 412 `CHANGED_BY_OTHER`'s value, person and time, read out of its body; undefined for anything else. */
export function parseConflict(text: string): ConflictDetails | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.code !== SharingCode.ChangedByOther) return undefined;
  const by =
    isRecord(parsed.changedBy) && typeof parsed.changedBy.name === 'string' ? parsed.changedBy.name : '';
  return {
    current: parsed.current ?? null,
    changedBy: { name: by },
    changedAt: typeof parsed.changedAt === 'string' ? parsed.changedAt : null,
  };
}

/** The conflict a failed write met (someone else changed the same thing first), or undefined. */
export function conflictOf(error: unknown): ConflictDetails | undefined {
  return isApiError(error) && error.status === 412 ? error.conflict : undefined;
}
