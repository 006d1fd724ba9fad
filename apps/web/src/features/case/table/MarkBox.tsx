import type { TableResponse } from '@parley/contracts';
import { App, Checkbox } from 'antd';
import { useState } from 'react';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { toggledMarks } from './table-words';
import { useSetAcceptancesMutation } from './tableApi';

/**
 * "I would accept this": the reader's private mark on a proposal or an offer (issue 36, point 5). The whole
 * set of marks is sent each time; the answer only says whether both sides' marks now meet in an agreement.
 */
export function MarkBox({
  caseId,
  table,
  kind,
  id,
  marked,
  label,
}: {
  caseId: number;
  table: TableResponse;
  kind: 'proposal' | 'offer';
  id: number;
  marked: boolean;
  /** Names what is marked, for a screen reader ("I would accept proposal 1"). */
  label: string;
}) {
  const [setAcceptances, { isLoading }] = useSetAcceptancesMutation();
  const { message, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  // The mark as just clicked, shown until the table read again says the same (or the change failed).
  const [asked, setAsked] = useState<boolean | null>(null);
  if (asked !== null && asked === marked) setAsked(null);
  const change = async (next: boolean) => {
    setAsked(next);
    try {
      const answer = await setAcceptances({ caseId, ...toggledMarks(table, kind, id, next) }).unwrap();
      if (answer.agreement)
        void message.success('Agreement reached: both sides would accept the same package');
    } catch (error) {
      setAsked(null);
      if (!handleUnauthorized(error))
        notification.error({
          title: 'Mark not saved',
          description: 'Your marks are as before. Please try again.',
        });
    }
  };
  return (
    <Checkbox
      checked={asked ?? marked}
      disabled={isLoading || table.ended || table.agreement !== null}
      aria-label={label}
      onChange={(event) => void change(event.target.checked)}
    >
      I would accept this
    </Checkbox>
  );
}
