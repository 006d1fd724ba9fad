/** Calls the API as one signed-in user (or signed out with `null`), sending JSON when there is a body. */
export function apiCaller(baseUrl: string) {
  return (
    method: string,
    path: string,
    cookie: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> =>
    fetch(new URL(path, baseUrl), {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
}

export type ApiCall = ReturnType<typeof apiCaller>;
