import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { SubscriptionPlanResponse, SubscriptionStatusResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { WithoutSubscription } from '../common/decorators/without-subscription.decorator.js';
import { SubscriptionService } from './subscription.service.js';

@Controller('subscription')
@WithoutSubscription()
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Get('status')
  status(@CurrentUser() user: User): Promise<SubscriptionStatusResponse> {
    return this.subscriptions.status(user);
  }

  @Get('plan')
  plan(): SubscriptionPlanResponse {
    return this.subscriptions.planInfo();
  }

  /** `Get Free Access`: Pro at once while payments are off; 409 PAYMENT_REQUIRED when Stripe is configured. */
  @Post('activate')
  @HttpCode(HttpStatus.OK)
  activate(@CurrentUser() user: User): Promise<SubscriptionStatusResponse> {
    return this.subscriptions.activate(user);
  }
}
