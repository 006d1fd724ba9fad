import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

export interface RetryAlertProps {
  type: 'error' | 'warning';
  title: string;
  description: string;
  onRetry: () => void;
}

/** A load that failed, said plainly, with `Try Again` to ask once more. */
export function RetryAlert({ type, title, description, onRetry }: RetryAlertProps) {
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={description}
      action={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
