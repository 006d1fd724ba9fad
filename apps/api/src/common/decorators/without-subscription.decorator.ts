import { SetMetadata } from '@nestjs/common';

export const WITHOUT_SUBSCRIPTION = 'parley:withoutSubscription';
/**
 * The route answers a signed-in person whose trial has ended (the user, the plan, payments). Every other
 * route, and so every case-scoped one, needs access; public routes need none.
 */
export const WithoutSubscription = () => SetMetadata(WITHOUT_SUBSCRIPTION, true);
