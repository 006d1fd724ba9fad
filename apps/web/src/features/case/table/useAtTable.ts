import { useCaseAccess } from '../access/case-access';
import { useGetTableQuery } from './tableApi';

/**
 * Whether the reader negotiates this case at the joint table (issue 36): the other side is there and the table
 * has not ended. Then each side records only its own offers (the other side makes theirs), and an offer of the
 * other side is theirs to withdraw. Read from GET /table (shared with the Negotiate tab's table, one request).
 */
export function useAtTable(caseId: number): boolean {
  const { isCounterpart } = useCaseAccess();
  const { data } = useGetTableQuery(caseId);
  if (data) return Boolean(data.counterpart) && !data.ended;
  return isCounterpart;
}
