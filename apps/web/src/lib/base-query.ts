import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { errorMessage, parseApiErrorBody, type ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  /** Sent as JSON; when absent no body and no content type are sent. */
  body?: unknown;
}

function joinUrl(baseUrl: string, url: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * The one way the web app talks to the API: cookies on every call, JSON in and out, and every non-OK
 * answer turned into an {@link ApiError} whose message is `${status}: ${body text or status text}`.
 */
export function apiBaseQuery(baseUrl = '/api'): BaseQueryFn<string | ApiRequest, unknown, ApiError> {
  return async (args, { signal }) => {
    const request: ApiRequest = typeof args === 'string' ? { url: args } : args;
    const hasBody = request.body !== undefined;
    const url = joinUrl(baseUrl, request.url);
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method ?? 'GET',
        credentials: 'include',
        headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
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
      return {
        error: {
          status: response.status,
          message: errorMessage(response.status, text, response.statusText),
          ...(body ? { body } : {}),
        },
      };
    }
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
