import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

/** An outage, told apart from a bug: the API answered 503 DATABASE_UNAVAILABLE. */
export function DatabaseUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title="Parley can't reach its database right now"
      description="Nothing you saved is lost. Please try again in a moment."
      action={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
