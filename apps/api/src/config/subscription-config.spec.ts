import { describe, expect, it } from 'vitest';
import { loadConfig } from './app-config.js';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_PRICE_ID: 'price_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('loadConfig: trial and payments', () => {
  it('defaults to a 3-case trial, payments off and the real clock', () => {
    expect(loadConfig({})).toMatchObject({ trialCaseLimit: 3, stripe: null, testClockOffsetMs: 0 });
  });

  it('takes a trial case limit', () => {
    expect(loadConfig({ TRIAL_CASE_LIMIT: '5' }).trialCaseLimit).toBe(5);
    expect(() => loadConfig({ TRIAL_CASE_LIMIT: '0' })).toThrow('TRIAL_CASE_LIMIT');
  });

  it('turns payments on with all four Stripe variables, and names the one missing', () => {
    expect(loadConfig(STRIPE).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      priceId: 'price_1',
      webhookSecret: 'whsec_1',
      apiUrl: null,
    });
    expect(() => loadConfig({ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      'Invalid environment variable STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      'Invalid environment variable STRIPE_SECRET_KEY',
    );
  });

  it('takes the test-only knobs outside production and refuses them in production', () => {
    const moved = loadConfig({
      ...STRIPE,
      TEST_CLOCK_OFFSET: '61h',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(moved.testClockOffsetMs).toBe(61 * 3600 * 1000);
    expect(moved.stripe?.apiUrl?.href).toBe('http://127.0.0.1:12111/');
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'parley',
    };
    expect(() => loadConfig({ ...production, TEST_CLOCK_OFFSET: '1d' })).toThrow('TEST_CLOCK_OFFSET');
    expect(() => loadConfig({ ...production, ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:1' })).toThrow(
      'STRIPE_API_URL',
    );
  });
});
