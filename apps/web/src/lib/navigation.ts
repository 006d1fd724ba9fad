/** Sign-in and sign-out are browser navigations to the API, never XHR. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** The unauthorised redirect waits 500 ms so the toast can be read. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** A full page load, leaving the SPA. */
export function navigateAway(url: string): void {
  window.location.href = url;
}

/** The sign-in, coming back to `path` afterwards (the API accepts only paths of this app). */
export function loginUrlReturningTo(path: string): string {
  return path === '/' ? LOGIN_URL : `${LOGIN_URL}?returnTo=${encodeURIComponent(path)}`;
}

/** Where the browser is now, to come back to after a sign-in. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
