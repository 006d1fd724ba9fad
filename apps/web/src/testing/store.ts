/** The app's real store, for tests that fill its cache before they render (`renderWithProviders({ store })`). */
export { makeStore } from '../lib/store';
export type { AppStore } from '../lib/store';
