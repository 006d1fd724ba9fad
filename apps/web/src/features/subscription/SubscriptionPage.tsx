import { ArrowLeftOutlined, ClockCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Messages, Plan, type SubscriptionStatusResponse } from '@parley/contracts';
import { TRIAL_DAYS } from '@parley/scoring';
import { App, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { PRODUCT_NAME } from '../../components/Logo';
import { formatDate } from '../../lib/format';
import { PlanLoadingButton } from './components/PlanLoadingButton';
import { ProPlanCard } from './components/ProPlanCard';
import { RELOAD_AFTER_ACTIVATION_MS, trialCardState, welcomeTitle } from './subscription-texts';
import {
  useCancelSubscriptionMutation,
  useGetSubscriptionPlanQuery,
  useGetSubscriptionStatusQuery,
} from './subscriptionApi';
import { useActivatePro } from './useActivatePro';
import './subscription.css';

/** After Stripe sends the browser back, the webhook may land a moment later: ask again for up to 20 s. */
const PAYMENT_CONFIRM_POLL_MS = 2000;
const PAYMENT_CONFIRM_MAX_MS = 20_000;

function TrialCard({ status }: { status: SubscriptionStatusResponse | undefined }) {
  const { days, button, note } = trialCardState(status);
  return (
    <Card className="sub-plan-card" data-testid="trial-plan">
      <Flex vertical gap="middle">
        <Flex align="center" gap="small">
          <ClockCircleOutlined aria-hidden />
          <Typography.Title level={2} className="sub-plan-title">
            Free Trial
          </Typography.Title>
        </Flex>
        <Typography.Text>
          <span className="sub-price">{TRIAL_DAYS} days</span> free
        </Typography.Text>
        <Typography.Text strong data-testid="trial-days-left">
          {days}
        </Typography.Text>
        {note ? <Typography.Text data-testid="trial-note">{note}</Typography.Text> : null}
        <Typography.Text type="secondary">No credit card required.</Typography.Text>
        <Button size="large" block disabled loading={button === null}>
          {button ?? 'Loading trial...'}
        </Button>
      </Flex>
    </Card>
  );
}

/** `/subscription` (docs/product.md, Screens and texts): the Free Trial and Pro cards, activation or checkout, and cancellation. */
export function SubscriptionPage() {
  const [params, setParams] = useSearchParams();
  const paid = params.get('success') === 'true';
  // Back from Stripe: the webhook may land a moment after the browser, so the status is read again for a while.
  const [polling, setPolling] = useState(paid);
  const welcomed = useRef(false);
  const { data: status, refetch } = useGetSubscriptionStatusQuery(undefined, {
    pollingInterval: polling ? PAYMENT_CONFIRM_POLL_MS : 0,
  });
  const { data: plan } = useGetSubscriptionPlanQuery();
  const { activate, isActivating } = useActivatePro();
  const [cancel, { isLoading: isCancelling }] = useCancelSubscriptionMutation();
  const { notification, modal } = App.useApp();
  const isPro = status?.subscriptionStatus === 'active';

  useEffect(() => {
    if (!paid) return;
    notification.success({
      title: 'Payment Successful',
      description: 'Your payment is confirmed. Thank you!',
    });
    void refetch();
    setParams({}, { replace: true });
    const stop = window.setTimeout(() => setPolling(false), PAYMENT_CONFIRM_MAX_MS);
    return () => window.clearTimeout(stop);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!polling || !isPro || welcomed.current) return;
    welcomed.current = true;
    notification.success({ title: welcomeTitle, description: Messages.proWelcomeText });
  }, [polling, isPro, notification]);

  const getFreeAccess = async () => {
    if (await activate()) window.setTimeout(() => window.location.reload(), RELOAD_AFTER_ACTIVATION_MS);
  };

  const confirmCancel = () => {
    modal.confirm({
      title: 'Cancel your Pro subscription?',
      content: plan?.paymentsEnabled
        ? 'You keep Pro until the end of the period you have paid for.'
        : 'Pro ends now; your cases stay saved.',
      okText: 'Cancel Subscription',
      cancelText: 'Keep Pro',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const next = await cancel().unwrap();
          notification.success({
            title: 'Subscription Cancelled',
            description:
              next.proEndsAt && next.subscriptionStatus === 'active'
                ? `Pro stays active until ${formatDate(next.proEndsAt)}.`
                : 'Your Pro subscription has ended.',
          });
        } catch {
          notification.error({
            title: 'Error',
            description: 'Failed to cancel the subscription. Please try again.',
          });
        }
      },
    });
  };

  let proAction;
  if (isPro) {
    proAction = (
      <Button type="primary" size="large" block disabled>
        Currently Subscribed
      </Button>
    );
  } else if (!plan || !status) {
    proAction = <PlanLoadingButton />;
  } else if (plan.paymentsEnabled) {
    proAction = (
      <ButtonLink to="/checkout" type="primary" size="large" block>
        Upgrade to Pro
      </ButtonLink>
    );
  } else {
    proAction = (
      <Button type="primary" size="large" block loading={isActivating} onClick={() => void getFreeAccess()}>
        {isActivating ? 'Processing...' : 'Get Free Access'}
      </Button>
    );
  }

  const proFooter = isPro ? (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">
        {status?.proEndsAt
          ? `Pro until ${formatDate(status.proEndsAt)}`
          : `Pro subscriber since ${status?.createdAt ? formatDate(status.createdAt) : 'recently'}`}
      </Typography.Text>
      {status?.proEndsAt ? null : (
        <Button danger loading={isCancelling} onClick={confirmCancel}>
          Cancel Subscription
        </Button>
      )}
    </Flex>
  ) : null;

  return (
    <div className="sub-page">
      <div className="sub-page-body">
        <Flex justify="space-between" wrap gap="small">
          <ButtonLink to="/" icon={<ArrowLeftOutlined aria-hidden />}>
            Back to Home
          </ButtonLink>
          <ButtonLink to="/landing">View Landing Page</ButtonLink>
        </Flex>
        <main>
          <Flex vertical align="center" gap="small" className="sub-heading">
            <Typography.Title level={1}>Choose Your Plan</Typography.Title>
            <Typography.Text type="secondary">
              Everything in {PRODUCT_NAME}, for {Plan.priceLabel} per month after your free trial.
            </Typography.Text>
          </Flex>
          <Row gutter={[24, 24]}>
            <Col xs={24} md={12}>
              <TrialCard status={status} />
            </Col>
            <Col xs={24} md={12}>
              <ProPlanCard action={proAction} footer={proFooter} />
            </Col>
          </Row>
          <Flex justify="center" gap="small" className="sub-guarantee">
            <SafetyCertificateOutlined aria-hidden />
            <Typography.Text>{Plan.moneyBackDays}-day money-back guarantee</Typography.Text>
          </Flex>
        </main>
      </div>
    </div>
  );
}
