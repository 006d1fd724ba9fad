import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The option agreed for an issue when the negotiation ends: at most one per issue. */
@Entity('final_agreements')
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
