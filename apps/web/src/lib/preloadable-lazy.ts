import { createElement, lazy, useState, type ComponentType } from 'react';
import { whenIdle } from './idle';

/** A lazily loaded component that can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches and evaluates the component's chunk; the first render after that draws it at once. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy`, minus its cost once the chunk has arrived. A lazy component suspends on its first render even
 * when its chunk is already in (the module's promise settles only later), and React then shows the fallback
 * and holds the revealed content back behind its fallback throttle: idle time on the main
 * thread before the case screen's chart was drawn. Preloaded, the component renders directly, with no
 * suspension; otherwise it is `React.lazy`. Each instance keeps the way it started, so nothing remounts.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Asked again (the next render, or the next preload), it fetches again.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}

/**
 * Runs `loads` one after another, each when the browser is idle (each chunk is then evaluated in a task of
 * its own, never in the middle of drawing). A failed load is left for its first render to retry. Returns a
 * function that stops what has not started.
 */
export function preloadWhenIdle(loads: ReadonlyArray<() => Promise<unknown>>): () => void {
  const queue = [...loads];
  let cancel = () => {};
  let cancelled = false;
  const next = () => {
    const load = queue.shift();
    if (cancelled || !load) return;
    const again = () => {
      if (!cancelled) cancel = whenIdle(next);
    };
    void load().then(again, again);
  };
  cancel = whenIdle(next);
  return () => {
    cancelled = true;
    cancel();
  };
}
