import type { UpdatePartyRequest } from '@parley/contracts';
import { Typography } from 'antd';
import { useState } from 'react';
import { useAppStore } from '../../../lib/hooks';
import { fieldErrorsOf } from '../../../lib/errors';
import { caseApi, useUpdatePartyMutation } from '../caseApi';
import { useCaseSaving } from '../saving/CaseSaving';
import { walkAwayInverse } from '../saving/inverses';

/**
 * Saves a party's walk-away total and alternative (PUT /api/parties/:id), typed or from a package, with the
 * case screen's saving status beside the walk-away values and undo; keeps the API's field message, or
 * `fallback`, as the error until the next try.
 */
export function useSaveWalkAway(caseId: number, partyId: number) {
  const [error, setError] = useState<string | null>(null);
  const [updateParty, { isLoading }] = useUpdatePartyMutation();
  const { track } = useCaseSaving();
  const store = useAppStore();
  const save = async (body: UpdatePartyRequest, fallback: string) => {
    setError(null);
    const party = caseApi.endpoints.getCase
      .select(caseId)(store.getState())
      .data?.parties.find((p) => p.id === partyId);
    try {
      await track('walk-away', {
        label: `${party?.type === 'opponent' ? "opponent's" : 'your'} walk-away value`,
        save: () => updateParty({ caseId, partyId, body }).unwrap(),
        inverse: () => (party ? walkAwayInverse(party) : null),
      });
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
