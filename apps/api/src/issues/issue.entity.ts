import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import type { Relation } from 'typeorm';
import { Case } from '../cases/case.entity.js';
import { Option } from './option.entity.js';

@Entity('issues')
@Check('issues_priority_check', 'priority BETWEEN 0 AND 100')
// Lets final agreements reference an issue together with its case.
@Unique('issues_id_case_id_key', ['id', 'caseId'])
export class Issue {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  @ForeignKey(() => Case, { name: 'issues_case_id_fkey', onDelete: 'CASCADE' })
  @Index('issues_case_id_idx')
  caseId: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'smallint', default: 50 })
  priority: number;

  @Column({ name: 'is_ai_suggested', type: 'boolean', default: false })
  isAiSuggested: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @OneToMany(() => Option, (option) => option.issue)
  options: Relation<Option[]>;
}
