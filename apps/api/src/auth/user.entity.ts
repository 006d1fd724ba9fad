import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import type { Subscription } from '../subscription/subscription.entity.js';

@Entity('users')
@Unique('users_issuer_subject_key', ['issuer', 'subject'])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** The identity provider's issuer and its `sub`: together they name a person. */
  @Column({ type: 'text' })
  issuer: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /**
   * Not a column: the person's plan as the session lookup read it with the user (SessionsService.userFor),
   * for the subscription gate of the same request. Null when they have none yet; undefined when the user
   * was read any other way.
   */
  plan?: Subscription | null;
}
