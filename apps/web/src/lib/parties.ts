import type { CaseDetailResponse } from '@parley/contracts';

/** Strategic analysis compares the two sides, so it needs a user and an opponent party. */
export function hasBothParties(detail: CaseDetailResponse): boolean {
  return detail.parties.some((p) => p.type === 'user') && detail.parties.some((p) => p.type === 'opponent');
}
