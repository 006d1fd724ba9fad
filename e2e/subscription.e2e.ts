import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FakeStripe } from '../apps/api/test/support/fake-stripe.js';
import { seriousViolations } from './support/axe.js';
import { browserPerTest, snapshot } from './support/browser.js';
import { startAppBeside, type BuiltApp } from './support/built-app.js';
import { timed } from './support/cpu.js';
import { baseUrl, createAndOpenCase, sighting, signIn, signInByRequest } from './support/journeys.js';

/** Signs in at `base` through the development identity provider, from wherever the page is. */
async function signInOnProviderPage(page: Page, email: string, name: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInAt(page: Page, base: string, email: string, name: string): Promise<void> {
  await page.goto(`${base}/api/login`);
  await signInOnProviderPage(page, email, name);
}

/**
 * An app of its own for a describe block (its clock ahead, payments on), on a database of its own on the shared
 * app's server (support/built-app.ts).
 */
const startOwnApp = (env: Record<string, string>) =>
  timed('appStart', () => startAppBeside({ dataDir: inject('appDataDir') }, env));

const statusCard = (page: Page) => page.getByTestId('status-card');

describe('subscription journeys on a fresh trial', () => {
  const session = browserPerTest({ bypassCSP: true });

  it('shows signed-out visitors the free-trial offer and the three computed lease samples', async () => {
    const { page } = session;
    await page.goto(baseUrl);
    await expect.poll(() => statusCard(page).textContent()).toContain('3-Day Free Trial');
    expect(await statusCard(page).textContent()).toContain('Start Free');
    expect(await page.getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe(
      '/api/login',
    );

    const samples = page.getByTestId('sample-card');
    expect(await samples.count()).toBe(3);
    expect(await samples.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Top 5 Scenarios: Lease',
      'Sample Playbook',
      'Sample Final Agreement',
    ]);
    const top = samples.nth(0);
    expect(await top.getByRole('columnheader').allTextContents()).toEqual([
      'Rank',
      'Rent',
      'Term',
      'Deposit',
      'Value Score',
    ]);
    expect(await top.locator('tbody tr').count()).toBe(5);
    expect(await top.textContent()).toContain('Best: 800 pts');
    expect(await samples.nth(2).textContent()).toMatch(/You 380.*Opp 420/);
    await snapshot(page, 'landing-samples');
  });

  it('shows a trial on the landing page, then Pro after Get Free Access', async () => {
    const { page } = session;
    await signIn(page, 'trialist@example.com', 'Tia');
    expect(await page.getByTestId('subscription-badge').textContent()).toBe('Trial (3d)');

    await page.getByRole('link', { name: 'Landing' }).click();
    await expect.poll(() => statusCard(page).textContent()).toContain('Free Trial Active');
    expect(await statusCard(page).textContent()).toContain('Trial Active');
    expect(await statusCard(page).textContent()).toContain('3 days left');
    expect(await page.getByRole('link', { name: 'Go to Your Negotiations' }).count()).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/subscription`);
    await page.getByRole('button', { name: 'Get Free Access' }).click();
    await page.getByText('Welcome to Parley Pro!').waitFor();
    await page.getByText('You now have unlimited access to all features.').waitFor();
    // The plans page reloads itself 1.5 s after activation.
    await page.waitForEvent('load');
    await page.getByRole('button', { name: 'Currently Subscribed' }).waitFor();

    await page.goto(`${baseUrl}/landing`);
    await expect.poll(() => statusCard(page).textContent()).toContain('Pro Active');
    expect(await statusCard(page).textContent()).toContain('Parley Pro Subscriber');
    expect(await statusCard(page).textContent()).toContain('Pro subscriber since');
    expect(await page.getByRole('link', { name: 'Access Your Pro Account' }).count()).toBeGreaterThan(0);

    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
    expect(await page.getByTestId('subscription-badge').textContent()).toBe('Pro');
  });

  it('shows Payment System Setup Required at /checkout without payment keys, and both pages pass axe', async () => {
    const { page } = session;
    await signIn(page, 'checker@example.com', 'Chet');
    await page.goto(`${baseUrl}/checkout`);
    await page.getByRole('heading', { name: 'Payment System Setup Required' }).waitFor();
    expect(await seriousViolations(page), 'checkout').toEqual([]);
    // Stripe.js is never fetched without a key.
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => r.name.includes('stripe')),
      ),
    ).toBe(false);
    await page.goto(`${baseUrl}/subscription`);
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    expect(await seriousViolations(page), 'subscription').toEqual([]);
  });

  it('links a case over the trial’s limit to the plans page, which reads true before and after Pro', async () => {
    const { page } = session;
    await signIn(page, 'limited@example.com', 'Lim');
    const backToDashboard = async () => {
      await page.getByRole('link', { name: 'Back' }).click();
      await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
    };
    // A newcomer's first case is the sample; the shared app runs on the default limit of 3 cases.
    await page.getByRole('button', { name: 'Explore a sample case' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sample: lease renewal' }).waitFor();
    await backToDashboard();
    for (const name of ['Second', 'Third']) {
      await createAndOpenCase(page, name);
      await backToDashboard();
    }
    await page.getByRole('button', { name: 'New Case' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Negotiation Case' });
    await dialog.getByLabel(/name/i).first().fill('Fourth');
    await dialog.getByRole('button', { name: /create/i }).click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Case limit reached' });
    await notice.getByText('Your free trial includes 3 cases. Upgrade to Pro for unlimited cases.').waitFor();
    expect(await page.getByRole('link', { name: /Fourth/ }).count()).toBe(0);
    // The toast's Upgrade is a link to the plans page.
    const upgrade = notice.getByRole('link', { name: 'Upgrade' });
    expect(await upgrade.getAttribute('href')).toBe('/subscription');
    await upgrade.click();
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    const trial = page.getByTestId('trial-plan');
    await trial.getByText('3 days left').waitFor();
    await trial.getByRole('button', { name: 'Trial Active' }).waitFor();

    await page.getByRole('button', { name: 'Get Free Access' }).click();
    await page.getByText('Welcome to Parley Pro!').waitFor();
    await page.waitForEvent('load');
    await page.getByRole('button', { name: 'Currently Subscribed' }).waitFor();
    // Pro on the trial's first day: the trial card says what is true beside it, not 'Trial Expired'.
    await trial.getByText('3 days left').waitFor();
    expect(await trial.getByRole('button', { name: 'Trial Expired' }).count()).toBe(0);
    await trial.getByRole('button', { name: 'Trial Active' }).waitFor();
    expect(await trial.getByTestId('trial-note').textContent()).toContain(
      'You have Pro, so the trial’s case limit does not apply.',
    );
    await snapshot(page, 'plans-pro-during-trial');
    // And the fourth case is now allowed: it opens.
    await page.getByRole('link', { name: /Back to Home/ }).click();
    await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
    await createAndOpenCase(page, 'Fourth');
  });

  it('says a signed-out visitor of a case link is logged out, signs them in and brings them back to the case', async () => {
    const { page } = session;
    await signIn(page, 'returner@example.com', 'Remy');
    await createAndOpenCase(page, 'Return to me');
    const caseUrl = page.url();
    // Signed out of the app and of the identity provider alike, as on another day in another browser.
    await page.goto(`${baseUrl}/api/logout`);
    await session.context.clearCookies();

    // The message shows for 500 ms before the page goes to the sign-in: watched from the page itself, so that a
    // sighting under load is not missed by a wait that starts after the navigation.
    const loggedOut = await sighting(page, 'Unauthorized - You are logged out. Logging in again...');
    await page.goto(caseUrl);
    await loggedOut.seen();
    await page.getByLabel('Email').waitFor();
    expect(page.url().startsWith(baseUrl)).toBe(false);
    await signInOnProviderPage(page, 'returner@example.com', 'Remy');
    await page.getByRole('heading', { level: 1, name: 'Return to me' }).waitFor();
    expect(page.url()).toBe(caseUrl);
  });
});

describe('an expired trial', () => {
  const session = browserPerTest();
  let app: BuiltApp;

  // The app's clock runs 73 hours ahead: anyone who signs in now finds their 3-day trial over.
  beforeAll(async () => {
    app = await startOwnApp({ TEST_CLOCK_OFFSET: '73h' });
  });
  afterAll(() => app.stop());

  it('meets the gate, lands on the plans page, takes Get Free Access and reaches the dashboard as Pro', async () => {
    const { page } = session;
    await signInAt(page, app.baseUrl, 'late@example.com', 'Lee');
    await page.getByText('Subscription Required').first().waitFor();
    await page.getByText('Your 3-day trial has ended. Subscribe to continue using Parley.').first().waitFor();
    await page.waitForURL(`${app.baseUrl}/subscription`);
    await page.getByRole('button', { name: 'Trial Expired' }).waitFor();
    await snapshot(page, 'subscription-expired');

    await page.getByRole('button', { name: 'Get Free Access' }).click();
    await page.getByText('Welcome to Parley Pro!').waitFor();
    await page.waitForEvent('load');
    await page.getByRole('button', { name: 'Currently Subscribed' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
    expect(await page.getByTestId('subscription-badge').textContent()).toBe('Pro');
  });

  it('shows a member without a plan the case shared with them on the dashboard, their own behind the plans (issue 35)', async () => {
    const { page } = session;
    const at = (path: string) => new URL(path, app.baseUrl).toString();
    const post = async <T>(path: string, data: unknown): Promise<T> => {
      const response = await page.request.post(at(path), { data });
      if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as T;
    };
    // Its own people and case each try: a retried journey still has the first try's.
    const tag = Date.now();
    // The owner takes Pro and shares a case through the API (the sharing journey covers those screens).
    await signInByRequest(page, `sharer-${tag}@example.com`, 'Sol', app.baseUrl);
    await post('/api/subscription/activate', {});
    const { id } = await post<{ id: number }>('/api/cases', { name: `Shared lease ${tag}` });
    const link = await post<{ url: string }>(`/api/cases/${id}/share-links`, { role: 'viewer' });
    // The member's trial is over too: they accept the link and find the case on their dashboard.
    await session.context.clearCookies();
    await signInByRequest(page, `member-${tag}@example.com`, 'Mia', app.baseUrl);
    await page.goto(at(new URL(link.url).pathname));
    await page.getByRole('button', { name: 'Accept' }).click();
    // The join page names the case too: the case's own address says the link was accepted.
    await page.waitForURL(at(`/cases/${id}`));
    await page.getByRole('heading', { level: 1, name: `Shared lease ${tag}` }).waitFor();
    await page.goto(app.baseUrl);
    // An ended trial's plan dialog opens by itself, once per browser session.
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Parley Pro' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const shared = page.getByRole('region', { name: 'Shared with me' });
    await shared.getByText('Shared by Sol').waitFor();
    const cases = page.getByRole('region', { name: 'Cases' });
    await cases.getByText('Subscription Required').waitFor();
    expect(await cases.textContent()).toContain('Your own cases open again with a plan');
    expect(await cases.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/subscription');
    expect(await page.getByRole('button', { name: 'New Case' }).count()).toBe(0);
    await snapshot(page, 'dashboard-shared-without-plan');
    // The gate does not send the member on to the plans page: the shared case opens from its card.
    await shared.getByRole('link', { name: new RegExp(`Shared lease ${tag}`) }).click();
    await page.getByRole('heading', { level: 1, name: `Shared lease ${tag}` }).waitFor();
    expect(page.url()).toBe(at(`/cases/${id}`));
  });
});

describe('the last day of a trial', () => {
  const session = browserPerTest();
  let app: BuiltApp;

  // 61 hours ahead: 11 hours of the trial are left, which counts as 1 day.
  beforeAll(async () => {
    app = await startOwnApp({ TEST_CLOCK_OFFSET: '61h' });
  });
  afterAll(() => app.stop());

  it('shows Last Day, the banner and, once per session, the plan dialog by itself', async () => {
    const { page } = session;
    await signInAt(page, app.baseUrl, 'lastday@example.com', 'Lou');
    await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Parley Pro' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('1 day left in your free trial');
    await snapshot(page, 'dashboard-last-day');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(await page.getByTestId('subscription-badge').textContent()).toBe('Last Day');
    await page.getByText('1 day left in your free trial').waitFor();
    await page.getByRole('button', { name: 'Upgrade Now' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
    await page.getByText('1 day left in your free trial').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Upgrade Now' }).click();
    await dialog.waitFor();
  });
});

describe('checkout with payments on', () => {
  const session = browserPerTest();
  const stripe = new FakeStripe();
  let app: BuiltApp;

  // The API talks to a loopback server that speaks Stripe's API; the browser cannot reach js.stripe.com here.
  beforeAll(async () => {
    await stripe.start();
    app = await startOwnApp({
      STRIPE_SECRET_KEY: 'sk_test_journey',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_journey',
      STRIPE_PRICE_ID: 'price_journey',
      STRIPE_WEBHOOK_SECRET: 'whsec_journey',
      STRIPE_API_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await app.stop();
    await stripe.close();
  });

  it('leads from the plans page to checkout, sets the payment up, and loads Stripe.js only there', async () => {
    const { page } = session;
    const stripeScripts: string[] = [];
    await page.route('https://js.stripe.com/**', async (route) => {
      stripeScripts.push(route.request().url());
      await route.abort();
    });
    await signInAt(page, app.baseUrl, 'buyer@example.com', 'Bea');
    await page.getByRole('heading', { name: 'Your Negotiations' }).waitFor();
    await page.goto(`${app.baseUrl}/subscription`);
    await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
    // Once the plan has loaded, payments on: checkout is offered and free activation is not.
    await page.getByRole('link', { name: 'Upgrade to Pro' }).waitFor();
    expect(await page.getByRole('button', { name: 'Get Free Access' }).count()).toBe(0);
    expect(stripeScripts).toEqual([]);

    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.getByTestId('order-summary').waitFor();
    expect(await page.getByTestId('order-summary').textContent()).toContain('$4.99');
    // js.stripe.com is blocked: the page says the payment system is unavailable instead of hanging.
    await page.getByText('Payment System Unavailable').waitFor();
    expect(stripeScripts.length).toBeGreaterThan(0);
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(created).toHaveLength(1);
    expect(created[0]!.params['items[0][price]']).toBe('price_journey');
  });
});
