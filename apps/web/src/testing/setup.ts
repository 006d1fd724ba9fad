import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { mediaQueryList } from './media-query';

// findBy/waitFor wait up to 1 s by default; a lazy chunk took 6.8 s to load in jsdom on a loaded 2-core
// machine, and `npm test` runs these tests under `nice` beside the journeys. A budget, not a speed target: a
// passing test still returns as soon as its element appears.
configure({ asyncUtilTimeout: 30_000 });

// Stand-ins for browser APIs that antd uses and jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => mediaQueryList(query, false),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStandIn {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStandIn,
  });
}

// jsdom does not implement pseudo-elements and complains when antd asks for one (scrollbar size); ask without.
// Files share one jsdom (isolate: false), so the setup may run again: wrap only once.
const wrapped = Symbol.for('parley.getComputedStyle');
if (!(wrapped in window.getComputedStyle)) {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign((element: Element) => getComputedStyle(element), {
    [wrapped]: true,
  });
}

afterEach(() => {
  cleanup();
});
