import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { LinkRole } from '@parley/contracts';
import { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';

/**
 * A link that makes whoever accepts it a member of a case. Only the SHA-256 of its token is kept: the token
 * itself is shown once, to the owner who made it.
 */
@Entity('share_links')
@Unique('share_links_token_hash_key', ['tokenHash'])
@Check('share_links_role_check', `role IN ('editor', 'viewer', 'counterpart')`)
@Check('share_links_max_uses_check', `max_uses BETWEEN 1 AND 100`)
@Check('share_links_uses_check', `uses BETWEEN 0 AND max_uses`)
@Index('share_links_case_id_idx', ['caseId'])
@Index('share_links_created_by_idx', ['createdBy'])
export class ShareLink {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'share_links_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 16 })
  role: LinkRole;

  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'max_uses', type: 'integer', default: 1 })
  maxUses: number;

  @Column({ type: 'integer', default: 0 })
  uses: number;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'created_by', type: 'integer' })
  @ForeignKey(() => User, { name: 'share_links_created_by_fkey', onDelete: 'CASCADE' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
