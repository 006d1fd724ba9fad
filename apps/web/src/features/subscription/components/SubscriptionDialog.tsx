import type { SubscriptionStatusResponse } from '@parley/contracts';
import { Button, Modal, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { PRODUCT_NAME } from '../../../components/Logo';
import { daysText, gateText } from '../subscription-texts';
import { PlanLoadingButton } from './PlanLoadingButton';
import { ProPlanCard } from './ProPlanCard';

export interface SubscriptionDialogProps {
  open: boolean;
  status: SubscriptionStatusResponse | undefined;
  /** Whether checkout takes payments; undefined while the plan is still loading (no action offered yet). */
  paymentsEnabled: boolean | undefined;
  isActivating: boolean;
  onActivate: () => void;
  onClose: () => void;
}

/** The dashboard's plan dialog: opened by `Upgrade`, or by itself under the rules in docs/product.md, Subscription. */
export function SubscriptionDialog({
  open,
  status,
  paymentsEnabled,
  isActivating,
  onActivate,
  onClose,
}: SubscriptionDialogProps) {
  let intro = `Get unlimited access to every ${PRODUCT_NAME} feature.`;
  if (status?.subscriptionStatus === 'trial' && !status.hasAccess) intro = gateText(status.reason);
  else if (status?.subscriptionStatus === 'trial') {
    intro = `${daysText(status.daysLeft)} left in your free trial. ${intro}`;
  }
  const action =
    paymentsEnabled === undefined ? (
      <PlanLoadingButton />
    ) : paymentsEnabled ? (
      <ButtonLink to="/checkout" type="primary" size="large" block>
        Continue to Checkout
      </ButtonLink>
    ) : (
      <Button type="primary" size="large" block loading={isActivating} onClick={onActivate}>
        {isActivating ? 'Processing...' : 'Get Free Access'}
      </Button>
    );
  return (
    <Modal
      open={open}
      title={`Upgrade to ${PRODUCT_NAME} Pro`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <ProPlanCard action={action} />
    </Modal>
  );
}
