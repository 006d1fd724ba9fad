import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { Relation } from 'typeorm';
// Type-only: the relation names its target by entity name, so the two entity files do not import each other.
import type { Issue } from './issue.entity.js';

@Entity('options')
// Lets scores, ratings and agreements reference an option together with its issue.
@Unique('options_id_issue_id_key', ['id', 'issueId'])
export class Option {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'issue_id', type: 'integer' })
  @Index('options_issue_id_idx')
  issueId: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne('Issue', (issue: Issue) => issue.options, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'issue_id', foreignKeyConstraintName: 'options_issue_id_fkey' })
  issue: Relation<Issue>;
}
