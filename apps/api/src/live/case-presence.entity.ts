import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';

/**
 * One open event stream: who has which case open, from any API process. The process that serves the stream
 * refreshes `seen_at` while it is open and deletes the row when it closes; a row not refreshed for
 * PRESENCE_TTL (its process is gone) counts for nothing and is deleted by any process's next round.
 */
@Entity('case_presence')
@Index('case_presence_case_id_idx', ['caseId'])
@Index('case_presence_user_id_idx', ['userId'])
export class CasePresence {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'case_presence_case_id_fkey', onDelete: 'CASCADE' })
  caseId: number;

  @Column({ name: 'user_id', type: 'integer' })
  @ForeignKey(() => User, { name: 'case_presence_user_id_fkey', onDelete: 'CASCADE' })
  userId: number;

  @Column({ name: 'seen_at', type: 'timestamptz' })
  seenAt: Date;
}
