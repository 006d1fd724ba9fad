import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

describe('sign-in returns to where the person was', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(() => sut.close());

  it('lands on the case asked for, not the dashboard', async () => {
    const { landedOn } = await signIn(
      sut.baseUrl,
      'back@example.com',
      'Back',
      '/api/login?returnTo=%2Fcases%2F42',
    );
    expect(landedOn.pathname).toBe('/cases/42');
    expect(landedOn.origin).toBe(sut.baseUrl);
  });

  it('lands on the dashboard without a return path, or with one that leaves the app', async () => {
    expect((await signIn(sut.baseUrl, 'plain@example.com', 'Plain')).landedOn.pathname).toBe('/');
    const away = await signIn(
      sut.baseUrl,
      'away@example.com',
      'Away',
      '/api/login?returnTo=%2F%2Fevil.example%2F',
    );
    expect(away.landedOn.origin).toBe(sut.baseUrl);
    expect(away.landedOn.pathname).toBe('/');
  });
});
