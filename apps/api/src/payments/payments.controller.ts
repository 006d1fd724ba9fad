import { Controller, Headers, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { PaymentIntentResponse, SubscriptionStatusResponse } from '@parley/contracts';
import type { User } from '../auth/user.entity.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { BodyLimit } from '../common/body/route-body-limits.js';
import { Public } from '../common/decorators/public.decorator.js';
import { WithoutSubscription } from '../common/decorators/without-subscription.decorator.js';
import { PaymentsService } from './payments.service.js';

@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('subscription/create-payment-intent')
  @WithoutSubscription()
  @HttpCode(HttpStatus.OK)
  createPaymentIntent(@CurrentUser() user: User): Promise<PaymentIntentResponse> {
    return this.payments.createPaymentIntent(user);
  }

  @Post('subscription/cancel')
  @WithoutSubscription()
  @HttpCode(HttpStatus.OK)
  cancel(@CurrentUser() user: User): Promise<SubscriptionStatusResponse> {
    return this.payments.cancel(user);
  }

  /** Called by Stripe, not a person: no session; the signature is the authentication. */
  @Post('payments/webhook')
  @Public()
  // Stripe's event as it sends it: no DTO describes it, so its bound is stated (its events are a few kB).
  @BodyLimit({ maxBytes: 256 * 1024, maxListItems: 500 })
  @HttpCode(HttpStatus.OK)
  webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    return this.payments.handleWebhook(request.rawBody, signature);
  }
}
