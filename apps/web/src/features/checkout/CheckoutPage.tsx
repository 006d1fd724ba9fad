import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { Plan } from '@parley/contracts';
import { App, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { PRODUCT_NAME } from '../../components/Logo';
import { isApiError } from '../../lib/errors';
import { useCreatePaymentIntentMutation } from './checkoutApi';
import { PaymentTexts } from './checkout-texts';
import './checkout.css';

// @stripe/stripe-js and @stripe/react-stripe-js load only here, and only with a publishable key.
const StripePaymentForm = lazy(() =>
  import('./components/StripePaymentForm').then((module) => ({ default: module.StripePaymentForm })),
);

function OrderSummary() {
  return (
    <Card title="Order Summary" data-testid="order-summary">
      <Flex vertical gap="small">
        <Flex justify="space-between">
          <Typography.Text>{PRODUCT_NAME} Pro (monthly)</Typography.Text>
          <Typography.Text>{Plan.priceLabel}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">Unlimited cases and every feature. Cancel anytime.</Typography.Text>
        <Flex justify="space-between">
          <Typography.Text strong>Total due today</Typography.Text>
          <Typography.Text strong>{Plan.priceLabel}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary">{Plan.moneyBackDays}-day money-back guarantee</Typography.Text>
      </Flex>
    </Card>
  );
}

function PaymentCard({ publishableKey }: { publishableKey: string }) {
  const [createPaymentIntent] = useCreatePaymentIntentMutation();
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { notification } = App.useApp();

  useEffect(() => {
    let current = true;
    createPaymentIntent()
      .unwrap()
      .then((answer) => {
        if (current) setClientSecret(answer.clientSecret);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setFailed(true);
        const unavailable = isApiError(error) && error.body?.code === 'PAYMENTS_DISABLED';
        notification.error(
          unavailable
            ? { title: PaymentTexts.unavailable }
            : { title: PaymentTexts.setupErrorTitle, description: PaymentTexts.setupErrorText },
        );
      });
    return () => {
      current = false;
    };
  }, [createPaymentIntent, notification]);

  return (
    <Card
      title={
        <Flex align="center" gap="small">
          <LockOutlined aria-hidden /> Payment
        </Flex>
      }
    >
      {failed ? (
        <Result status="error" title={PaymentTexts.setupErrorTitle} subTitle={PaymentTexts.setupErrorText} />
      ) : clientSecret ? (
        <Suspense fallback={<Skeleton active />}>
          <StripePaymentForm publishableKey={publishableKey} clientSecret={clientSecret} />
        </Suspense>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}

/** `/checkout`: the order summary and Stripe's Payment Element, or the setup notice without a key. */
export function CheckoutPage({ publishableKey }: { publishableKey: string | null }) {
  return (
    <div className="checkout-page">
      <div className="checkout-body">
        <ButtonLink to="/subscription" icon={<ArrowLeftOutlined aria-hidden />}>
          Back to Plans
        </ButtonLink>
        <main>
          {publishableKey ? (
            <>
              <Typography.Title level={1} className="checkout-title">
                Subscribe to {PRODUCT_NAME} Pro
              </Typography.Title>
              <Row gutter={[24, 24]}>
                <Col xs={24} md={10}>
                  <OrderSummary />
                </Col>
                <Col xs={24} md={14}>
                  <PaymentCard publishableKey={publishableKey} />
                </Col>
              </Row>
            </>
          ) : (
            <Result
              status="info"
              title={<h1 className="checkout-result-title">{PaymentTexts.setupRequired}</h1>}
              subTitle="Card payments are not configured on this server yet. You can still get Pro from the plans page."
              extra={
                <ButtonLink to="/subscription" type="primary">
                  View Plans
                </ButtonLink>
              }
            />
          )}
        </main>
      </div>
    </div>
  );
}
