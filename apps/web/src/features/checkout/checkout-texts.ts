/** The payment messages (docs/product.md, Errors). */
export const PaymentTexts = {
  unavailable: 'Payment System Unavailable',
  failed: 'Payment Failed',
  errorTitle: 'Payment Error',
  errorText: 'An unexpected error occurred. Please try again.',
  setupErrorTitle: 'Payment Setup Error',
  setupErrorText: 'Unable to initialize payment. Please try again later.',
  setupRequired: 'Payment System Setup Required',
} as const;

/** Where Stripe sends the browser once the payment is confirmed. */
export function returnUrl(origin: string): string {
  return `${origin}/subscription?success=true`;
}
