import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { User } from './user.entity.js';

/**
 * A signed-in browser. The encrypted cookie carries only this row's id, so signing out (revokedAt)
 * or expiry ends the session for every copy of the cookie.
 */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => User, { name: 'sessions_user_id_fkey', onDelete: 'CASCADE' })
  @Index('sessions_user_id_idx')
  userId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
