import { TRIAL_DAYS } from '@parley/scoring';

/** The one plan: Pro, monthly, after a free trial (docs/product.md, Subscription). */
export const PRO_PRICE = '$4.99';
export const PRO_PRICE_MONTHLY = `${PRO_PRICE}/month`;
export const TRIAL_LABEL = `${TRIAL_DAYS}-Day Free Trial`;
export { TRIAL_DAYS };
