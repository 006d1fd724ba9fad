import type { UpdatePartyRequest } from '@parley/contracts';
import { App, Typography } from 'antd';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/errors';
import { useUpdatePartyMutation } from '../caseApi';

/**
 * Saves a party's walk-away total and alternative (PUT /api/parties/:id), typed or from a package: says so on
 * success, and keeps the API's field message, or `fallback`, as the error until the next try.
 */
export function useSaveWalkAway(caseId: number, partyId: number) {
  const [error, setError] = useState<string | null>(null);
  const [updateParty, { isLoading }] = useUpdatePartyMutation();
  const { message } = App.useApp();
  const save = async (body: UpdatePartyRequest, fallback: string) => {
    setError(null);
    try {
      await updateParty({ caseId, partyId, body }).unwrap();
      void message.success('Walk-away value saved');
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(fields?.['reservationValue'] ?? fields?.['alternative'] ?? fallback);
    }
  };
  return { save, saving: isLoading, error };
}

/** The save's error, announced. */
export function SaveError({ error }: { error: string | null }) {
  return error ? (
    <Typography.Text type="danger" role="alert">
      {error}
    </Typography.Text>
  ) : null;
}
