import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCaseDetail } from '../testing/fixtures';
import { boot } from './boot';
import type { AppPart } from './router';

describe('boot', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('asks for the signed-in check, the case and the subscription status before the app part is in', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://parley.test').pathname;
      asked.push(path);
      const body = path === '/api/cases/7' ? aCaseDetail({ id: 7 }) : null;
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/cases/7?tab=strategy');
    // antd's core and the app part still on their way: nothing is drawn yet.
    const router = boot(new Promise<AppPart>(() => undefined));
    try {
      await vi.waitFor(() =>
        expect([...asked].sort()).toEqual(['/api/auth/user', '/api/cases/7', '/api/subscription/status']),
      );
      expect(document.getElementById('root')).toBeEmptyDOMElement();
    } finally {
      router.dispose();
    }
  });

  it('asks only for the signed-in check elsewhere', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(new URL(String(input), 'http://parley.test').pathname);
      return new Response('null', { headers: { 'Content-Type': 'application/json' } });
    });
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/how-it-works');
    const router = boot(new Promise<AppPart>(() => undefined));
    try {
      await vi.waitFor(() => expect(asked).toEqual(['/api/auth/user']));
    } finally {
      router.dispose();
    }
  });
});
