import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CheckoutPage } from './CheckoutPage';

describe('CheckoutPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces the form with Payment System Setup Required without a publishable key', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<CheckoutPage publishableKey={null} />);
    expect(screen.getByRole('heading', { name: 'Payment System Setup Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/subscription');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the order summary and says so when the payment cannot be set up', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            statusCode: 502,
            error: 'Bad Gateway',
            message: 'The payment provider could not be reached. Please try again.',
            code: 'PAYMENT_PROVIDER_ERROR',
          }),
          { status: 502, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    renderWithProviders(<CheckoutPage publishableKey="pk_test_1" />);
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Total due today$4.99');
    expect(await screen.findAllByText('Payment Setup Error')).not.toHaveLength(0);
    expect(screen.getAllByText('Unable to initialize payment. Please try again later.')).not.toHaveLength(0);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/subscription/create-payment-intent');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });
});
