import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { SubscriptionModule } from '../subscription/subscription.module.js';
import { PaymentEvent } from './payment-event.entity.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';

/** Stripe: payment intent, cancellation at period end and the signed webhook. Off without STRIPE_SECRET_KEY. */
@Module({
  imports: [SubscriptionModule, TypeOrmModule.forFeature([PaymentEvent])],
  controllers: [PaymentsController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createStripeClient(config.stripe),
    },
    PaymentsService,
  ],
})
export class PaymentsModule {}
