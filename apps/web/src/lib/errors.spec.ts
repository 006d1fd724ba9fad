import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  errorStatus,
  fieldErrorsOf,
  isApiError,
  isDatabaseUnavailable,
  isUnauthorizedError,
  parseApiErrorBody,
  type ApiError,
} from './errors';

const unauthorizedBody =
  '{"statusCode":401,"error":"Unauthorized","message":"Sign in to continue","code":"UNAUTHORIZED"}';

describe('errorMessage', () => {
  it('is the status, a colon and a space, then the body text', () => {
    expect(errorMessage(404, '{"message":"Case not found"}', 'Not Found')).toBe(
      '404: {"message":"Case not found"}',
    );
  });

  it('falls back to the status text when the body is empty', () => {
    expect(errorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('isUnauthorizedError', () => {
  it('recognises a 401 whose text says Unauthorized', () => {
    expect(isUnauthorizedError({ status: 401, message: `401: ${unauthorizedBody}` })).toBe(true);
    expect(isUnauthorizedError({ status: 401, message: errorMessage(401, '', 'Unauthorized') })).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
  });

  it('needs both the 401: prefix and the word Unauthorized', () => {
    expect(isUnauthorizedError({ status: 401, message: '401: session expired' })).toBe(false);
    expect(isUnauthorizedError({ status: 403, message: '403: Unauthorized' })).toBe(false);
    expect(isUnauthorizedError({ status: 500, message: '500: 401: Unauthorized' })).toBe(false);
  });

  it('is false for things that are not errors', () => {
    expect(isUnauthorizedError(undefined)).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
    expect(isUnauthorizedError({ status: 401 })).toBe(false);
  });
});

describe('parseApiErrorBody', () => {
  it('reads the API error body with its field errors', () => {
    const text = JSON.stringify({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      fieldErrors: { name: 'Case name is required', goal: 42 },
    });
    expect(parseApiErrorBody(text)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      fieldErrors: { name: 'Case name is required' },
    });
  });

  it('gives undefined for text that is not the error body', () => {
    expect(parseApiErrorBody('<html>Bad Gateway</html>')).toBeUndefined();
    expect(parseApiErrorBody('')).toBeUndefined();
    expect(parseApiErrorBody('["a"]')).toBeUndefined();
    expect(parseApiErrorBody('{"message":"no status code"}')).toBeUndefined();
  });
});

describe('error accessors', () => {
  const validation: ApiError = {
    status: 400,
    message: '400: …',
    body: {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      fieldErrors: { name: 'Case name is required' },
    },
  };

  it('tells a database outage from other errors', () => {
    const outage = {
      status: 503,
      message: '503: …',
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: "Parley can't reach its database right now.",
        code: 'DATABASE_UNAVAILABLE' as const,
      },
    };
    expect(isDatabaseUnavailable(outage)).toBe(true);
    expect(isDatabaseUnavailable(validation)).toBe(false);
    expect(isDatabaseUnavailable({ status: 503, message: '503: Service Unavailable' })).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('tells API errors apart', () => {
    expect(isApiError(validation)).toBe(true);
    expect(isApiError({ status: 'FETCH_ERROR', message: 'offline' })).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
  });

  it('reads the status and the field errors', () => {
    expect(errorStatus(validation)).toBe(400);
    expect(errorStatus({ status: 'FETCH_ERROR', message: 'offline' })).toBeUndefined();
    expect(fieldErrorsOf(validation)).toEqual({ name: 'Case name is required' });
    expect(fieldErrorsOf({ status: 500, message: '500: Internal Server Error' })).toBeUndefined();
  });
});
