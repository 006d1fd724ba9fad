import { RetryAlert } from './RetryAlert';

/** An outage, told apart from a bug: the API answered 503 DATABASE_UNAVAILABLE. */
export function DatabaseUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert
      type="warning"
      title="Parley can't reach its database right now"
      description="Nothing you saved is lost. Please try again in a moment."
      onRetry={onRetry}
    />
  );
}
