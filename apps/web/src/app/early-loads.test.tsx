import { afterEach, describe, expect, it } from 'vitest';
import { CASE_SCREEN_META } from './case-screen-meta';
import { preloadCaseScreen } from './early-loads';

describe('preloadCaseScreen', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('preloads the scripts and stylesheets the build listed, as CORS requests, without running them', () => {
    document.head.innerHTML = `<meta name="${CASE_SCREEN_META}" content="/assets/CaseRoute-a.js  /assets/card-b.js /assets/CaseRoute-c.css" />`;
    preloadCaseScreen(document);
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      href: link.getAttribute('href'),
      crossorigin: link.getAttribute('crossorigin'),
    }));
    expect(links).toEqual([
      { rel: 'modulepreload', as: null, href: '/assets/CaseRoute-a.js', crossorigin: '' },
      { rel: 'modulepreload', as: null, href: '/assets/card-b.js', crossorigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/CaseRoute-c.css', crossorigin: '' },
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('does nothing without the list (the development server writes none)', () => {
    preloadCaseScreen(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
