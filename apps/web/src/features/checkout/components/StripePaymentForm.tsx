import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Plan } from '@parley/contracts';
import { App, Button, Flex, Result } from 'antd';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { PaymentTexts, returnUrl } from '../checkout-texts';

/** Stripe.js is fetched from js.stripe.com once per key; this module is loaded only by the checkout page. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let loaded = stripeByKey.get(publishableKey);
  if (!loaded) {
    // A blocked or unreachable js.stripe.com gives null, like a failed load: the page then says so.
    loaded = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, loaded);
  }
  return loaded;
}

function PayForm() {
  const stripe = useStripe();
  const elements = useElements();
  const { notification } = App.useApp();
  const [paying, setPaying] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      notification.error({ title: PaymentTexts.unavailable });
      return;
    }
    setPaying(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl(window.location.origin) },
      });
      // Only reached when the payment did not go through (success leaves the page for the return URL).
      if (error.type === 'card_error' || error.type === 'validation_error') {
        notification.error({ title: PaymentTexts.failed, description: error.message });
      } else {
        notification.error({ title: PaymentTexts.errorTitle, description: PaymentTexts.errorText });
      }
    } catch {
      notification.error({ title: PaymentTexts.errorTitle, description: PaymentTexts.errorText });
    } finally {
      setPaying(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Flex vertical gap="large">
        <PaymentElement options={{ layout: 'tabs' }} />
        <Button type="primary" htmlType="submit" size="large" block loading={paying} disabled={!stripe}>
          {`Subscribe for ${Plan.priceLabel}/month`}
        </Button>
      </Flex>
    </form>
  );
}

/** Stripe's Payment Element (tabs layout) for the subscription's first payment. */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && loaded === null) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable) {
    return <Result status="warning" title={PaymentTexts.unavailable} subTitle={PaymentTexts.errorText} />;
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PayForm />
    </Elements>
  );
}
