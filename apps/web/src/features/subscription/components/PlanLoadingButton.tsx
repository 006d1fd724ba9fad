import { Button } from 'antd';

/**
 * The Pro plan's action while the plan (free activation or checkout) is still loading: offering `Get Free
 * Access` before knowing that payments are off would show a button that may be the wrong one.
 */
export function PlanLoadingButton() {
  return (
    <Button type="primary" size="large" block loading disabled>
      Loading plan...
    </Button>
  );
}
