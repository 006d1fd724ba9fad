import { describe, expect, it } from 'vitest';
import { isPro, subscriptionStateAt } from './subscription-state.js';

const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('subscriptionStateAt', () => {
  it('is a trial with access while the trial runs', () => {
    const sut = subscriptionStateAt(
      { trialEndsAt: at('2026-03-12T13:00:00Z'), proSince: null, proEndsAt: null },
      now,
    );
    // 2 days 1 hour left → rounded up to 3
    expect(sut).toEqual({
      subscriptionStatus: 'trial',
      hasAccess: true,
      trialEndsAt: '2026-03-12T13:00:00.000Z',
      createdAt: null,
      reason: null,
      daysLeft: 3,
      proEndsAt: null,
    });
  });

  it('counts the last day as 1 and the moment the trial ends as expired', () => {
    const lastDay = { trialEndsAt: at('2026-03-10T20:00:00Z'), proSince: null, proEndsAt: null };
    expect(subscriptionStateAt(lastDay, now)).toMatchObject({ hasAccess: true, daysLeft: 1 });
    const ended = { trialEndsAt: now, proSince: null, proEndsAt: null };
    expect(subscriptionStateAt(ended, now)).toMatchObject({
      subscriptionStatus: 'trial',
      hasAccess: false,
      reason: 'Trial expired',
      daysLeft: 0,
    });
  });

  it('is active with the date Pro began, whatever the trial', () => {
    const facts = {
      trialEndsAt: at('2026-03-01T00:00:00Z'),
      proSince: at('2026-03-02T09:00:00Z'),
      proEndsAt: null,
    };
    expect(subscriptionStateAt(facts, now)).toMatchObject({
      subscriptionStatus: 'active',
      hasAccess: true,
      createdAt: '2026-03-02T09:00:00.000Z',
      reason: null,
    });
  });

  it('keeps a cancelled Pro until its end, then says it ended', () => {
    const facts = {
      trialEndsAt: at('2026-03-01T00:00:00Z'),
      proSince: at('2026-03-02T09:00:00Z'),
      proEndsAt: at('2026-04-02T09:00:00Z'),
    };
    expect(subscriptionStateAt(facts, now)).toMatchObject({
      subscriptionStatus: 'active',
      proEndsAt: '2026-04-02T09:00:00.000Z',
    });
    expect(subscriptionStateAt(facts, at('2026-04-02T09:00:00Z'))).toMatchObject({
      subscriptionStatus: 'canceled',
      hasAccess: false,
      reason: 'Subscription ended',
    });
  });

  it('gives back the rest of a running trial when Pro ends early', () => {
    const facts = {
      trialEndsAt: at('2026-03-11T12:00:00Z'),
      proSince: at('2026-03-09T12:00:00Z'),
      proEndsAt: now,
    };
    expect(subscriptionStateAt(facts, now)).toMatchObject({ subscriptionStatus: 'trial', hasAccess: true });
  });
});

describe('isPro', () => {
  it('is false before Pro begins and for someone never Pro', () => {
    expect(isPro({ trialEndsAt: now, proSince: at('2026-03-11T00:00:00Z'), proEndsAt: null }, now)).toBe(
      false,
    );
    expect(isPro({ trialEndsAt: now, proSince: null, proEndsAt: null }, now)).toBe(false);
  });
});
