import { Messages } from '@parley/contracts';
import { Alert } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { gateText } from '../subscription-texts';

/**
 * What the dashboard shows in place of the person's own cases when they have no plan (trial over, no Pro) but
 * others shared cases with them (issue 35: a member needs no plan to read): the gate's words, and that the shared
 * cases stay open.
 */
export function OwnCasesPlanPrompt({ reason }: { reason: string | null | undefined }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={Messages.subscriptionRequiredTitle}
      description={`${gateText(reason)} Your own cases open again with a plan; the cases shared with you stay open below.`}
      action={
        <ButtonLink to="/subscription" type="primary">
          View Plans
        </ButtonLink>
      }
    />
  );
}
