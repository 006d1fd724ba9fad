import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { etagOf, parseEtag, versionRead, versionWritten, type CaseVersionsState } from './case-versions';
import { errorMessage, parseApiErrorBody, parseConflict, type ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  /** Sent as JSON; when absent no body and no content type are sent. */
  body?: unknown;
  /**
   * The case this request reads or changes (issue 35, point 4). A change is sent with `If-Match` naming the
   * version of the case the screen last read (none while it has read none: today's behaviour); the answer's
   * `ETag` is kept as that version (a read) or moves it on (a change of ours right after it).
   */
  caseId?: number;
  /** With `caseId`: the version to send in `If-Match` instead of the one read (an undo names its change's). */
  ifMatch?: number;
}

/** The version of the case the screen last read, from the store's versions slice (absent in a bare store). */
function versionOf(state: unknown, caseId: number): number | undefined {
  return (state as { caseVersions?: CaseVersionsState } | undefined)?.caseVersions?.read[caseId];
}

function joinUrl(baseUrl: string, url: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * The one way the web app talks to the API: cookies on every call, JSON in and out, and every non-OK
 * answer turned into an {@link ApiError} whose message is `${status}: ${body text or status text}`.
 */
export function apiBaseQuery(baseUrl = '/api'): BaseQueryFn<string | ApiRequest, unknown, ApiError> {
  return async (args, { signal, getState, dispatch }) => {
    const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
    const hasBody = request.body !== undefined;
    const url = joinUrl(baseUrl, request.url);
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = hasBody ? { 'Content-Type': 'application/json' } : {};
    const { caseId } = request;
    if (caseId !== undefined && method !== 'GET') {
      const version = request.ifMatch ?? versionOf(getState(), caseId);
      if (version !== undefined) headers['If-Match'] = etagOf(version);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        credentials: 'include',
        headers: Object.keys(headers).length > 0 ? headers : undefined,
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal,
      });
    } catch (cause) {
      return {
        error: { status: 'FETCH_ERROR', message: cause instanceof Error ? cause.message : String(cause) },
      };
    }

    const text = await response.text();
    if (!response.ok) {
      const body = parseApiErrorBody(text);
      const conflict = response.status === 412 ? parseConflict(text) : undefined;
      return {
        error: {
          status: response.status,
          message: errorMessage(response.status, text, response.statusText),
          ...(body ? { body } : {}),
          ...(conflict ? { conflict } : {}),
        },
      };
    }
    const version = caseId === undefined ? undefined : parseEtag(response.headers.get('ETag'));
    if (caseId !== undefined && version !== undefined)
      dispatch(method === 'GET' ? versionRead({ caseId, version }) : versionWritten({ caseId, version }));
    if (text === '') return { data: null };
    try {
      return { data: JSON.parse(text) as unknown };
    } catch {
      return {
        error: { status: response.status, message: `${response.status}: invalid JSON in the answer` },
      };
    }
  };
}
