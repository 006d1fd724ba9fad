import { describe, expect, it } from 'vitest';
import { importErrorMessage, NOT_JSON_MESSAGE, readCaseFile } from './import-case';

describe('readCaseFile', () => {
  it('reads JSON', () => {
    expect(readCaseFile('{"format":"parley-case"}')).toEqual({ ok: true, body: { format: 'parley-case' } });
  });

  it('says a file without JSON is not a case file', () => {
    expect(readCaseFile('name,goal\nLease,Lower rent')).toEqual({ ok: false, message: NOT_JSON_MESSAGE });
  });
});

describe('importErrorMessage', () => {
  it("shows the API's message, which says in words what is wrong and how to fix it", () => {
    const message =
      "This file isn't a Parley case file. Export a case from Parley (Export JSON on the case screen) and import that file.";
    const error = {
      status: 400,
      message: `400: {"message":"${message}"}`,
      body: { statusCode: 400, error: 'Bad Request', message, code: 'VALIDATION_FAILED' as const },
    };
    expect(importErrorMessage(error)).toBe(message);
  });

  it('falls back to a general message when no answer came', () => {
    expect(importErrorMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' })).toBe(
      'The case could not be imported. Please try again.',
    );
  });
});
