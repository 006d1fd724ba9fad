import type { AgreementResponse } from '@parley/contracts';

/** One option chosen in a package, by issue (as offers keep them): read back in the case's current issue order. */
export interface TableChoice {
  issueId: number;
  optionId: number;
}

/** How the table's agreement was made (a typed one has no row: final_agreements alone hold it). */
export type TableAgreementSource = Exclude<AgreementResponse['source'], 'typed'>;
