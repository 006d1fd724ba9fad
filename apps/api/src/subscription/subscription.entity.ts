import { Column, Entity, ForeignKey, PrimaryColumn, Unique, UpdateDateColumn } from 'typeorm';
import { User } from '../auth/user.entity.js';

/** A person's plan. Whether they have access is computed from it and the clock (subscription-state.ts). */
@Entity('subscriptions')
@Unique('subscriptions_stripe_customer_id_key', ['stripeCustomerId'])
@Unique('subscriptions_stripe_subscription_id_key', ['stripeSubscriptionId'])
export class Subscription {
  @PrimaryColumn({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => User, { name: 'subscriptions_user_id_fkey', onDelete: 'CASCADE' })
  userId: number;

  @Column({ name: 'trial_ends_at', type: 'timestamptz' })
  trialEndsAt: Date;

  /** When Pro began; null for someone who has never been Pro. */
  @Column({ name: 'pro_since', type: 'timestamptz', nullable: true })
  proSince: Date | null;

  /** When Pro ends (after a cancellation); null while it renews. */
  @Column({ name: 'pro_ends_at', type: 'timestamptz', nullable: true })
  proEndsAt: Date | null;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
