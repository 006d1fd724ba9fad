/** Sign-in and sign-out are browser navigations to the API, never XHR. */
export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/** The unauthorised redirect waits 500 ms so the toast can be read. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

/** A full page load, leaving the SPA. */
export function navigateAway(url: string): void {
  window.location.href = url;
}
