import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach } from 'vitest';
import { mediaQueryList } from './media-query';

// React's development build records, for each element it creates, where it was created: an Error for its stack
// and a console task (up to 10,000 per render, then a shared placeholder). Only React's own warnings read them, to
// print the owner's stack; no test does. Taking the placeholder from the first element saves what was about a
// tenth of the components' CPU time (docs/performance.md, Session 20); React's warnings still fail the tests
// that check them, with a shorter stack.
const internals = (React as unknown as Record<string, object | undefined>)[
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'
];
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}

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
//
// And each element's computed style is kept until something could change it. jsdom works a style out afresh on
// every call, matching every rule antd has injected and resolving its CSS variables, and Testing Library asks for
// it again and again without anything changing in between: for each candidate of a role query and each of its
// ancestors (hidden?), for each node of an accessible name, and user-event for each pointer action (pointer-events).
// That was much of the components' CPU time (docs/performance.md, Session 19). Anything that can change a
// computed style empties the cache before the next answer: any change to the document (an element, an attribute
// such as class or style, a text, a <style> antd injects: the observer's records, taken synchronously), any event
// (focus for :focus, input and change for :checked and the like), and a new size of the window.
// Files share one jsdom (isolate: false), so the setup may run again: wrap only once.
const wrapped = Symbol.for('parley.getComputedStyle');
if (!(wrapped in window.getComputedStyle)) {
  const getComputedStyle = window.getComputedStyle.bind(window);
  let known = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    known = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const dispatchEvent = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function dispatchAndForget(this: EventTarget, event: Event) {
    forget();
    return dispatchEvent.call(this, event);
  };
  window.addEventListener('resize', forget);
  window.getComputedStyle = Object.assign(
    (element: Element) => {
      if (changes.takeRecords().length > 0) forget();
      let style = known.get(element);
      if (style === undefined) {
        style = getComputedStyle(element);
        known.set(element, style);
      }
      return style;
    },
    { [wrapped]: true },
  );
}

afterEach(() => {
  cleanup();
});
