import { isApiError } from '../../lib/errors';

export const IMPORT_FAILED_TITLE = 'Import failed';
export const NOT_JSON_MESSAGE =
  "This file isn't a Parley case file. Export a case from Parley (Export JSON on the case screen) and import that file.";
export const TOO_LARGE_MESSAGE =
  'This file is too large to be a Parley case file. Choose the .json file you exported from Parley.';
/** A full case of 12 issues × 10 options with long texts stays well under this. */
export const CASE_FILE_MAX_BYTES = 1_000_000;

export type CaseFileRead = { ok: true; body: unknown } | { ok: false; message: string };

/** The file's JSON, or why it cannot be one; the API checks the rest and says what is wrong. */
export function readCaseFile(text: string): CaseFileRead {
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: NOT_JSON_MESSAGE };
  }
}

/** What the person reads when the API refuses a file: its message, which says in words what is wrong and how to fix it. */
export function importErrorMessage(error: unknown): string {
  if (isApiError(error) && error.body?.message) return error.body.message;
  return 'The case could not be imported. Please try again.';
}
