import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Issue } from '../issues/issue.entity.js';
import { Option } from '../issues/option.entity.js';

/** The option agreed for an issue when the negotiation ends: at most one per issue. */
@Entity('final_agreements')
@Unique('final_agreements_issue_id_key', ['issueId'])
// The issue with its case and the option with its issue: an agreement can never mix cases or issues.
@ForeignKey(() => Issue, ['issueId', 'caseId'], ['id', 'caseId'], {
  name: 'final_agreements_issue_fkey',
  onDelete: 'CASCADE',
})
@ForeignKey(() => Option, ['optionId', 'issueId'], ['id', 'issueId'], {
  name: 'final_agreements_option_fkey',
  onDelete: 'CASCADE',
})
@Index('final_agreements_case_id_idx', ['caseId'])
export class FinalAgreement {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'case_id', type: 'integer' })
  caseId: number;

  @Column({ name: 'issue_id', type: 'integer' })
  issueId: number;

  @Column({ name: 'option_id', type: 'integer' })
  optionId: number;
}
