import Stripe from 'stripe';
import type { StripeConfig } from '../config/app-config.js';

export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

/** The stripe package's client; another server that speaks Stripe's API when `apiUrl` is set (tests). */
export function createStripeClient(config: StripeConfig | null): Stripe | null {
  if (!config) return null;
  const target = config.apiUrl;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
