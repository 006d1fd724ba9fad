import type { CaseDetailResponse, PartyResponse } from '@parley/contracts';
import { Limits } from '@parley/contracts';
import { App, Button, Flex, Input, InputNumber, Typography } from 'antd';
import { useId, useState } from 'react';
import { fieldErrorsOf } from '../../../lib/errors';
import { useUpdatePartyMutation } from '../caseApi';

const PARTY_LABELS: Record<string, string> = { user: 'Your', opponent: "Opponent's" };

/** One party's walk-away total (points) and best alternative, saved together. */
function PartyWalkAway({ caseId, party }: { caseId: number; party: PartyResponse }) {
  const id = useId();
  const [value, setValue] = useState<number | null>(party.reservationValue);
  const [alternative, setAlternative] = useState(party.alternative);
  const [error, setError] = useState<string | null>(null);
  const [updateParty, { isLoading }] = useUpdatePartyMutation();
  const { message } = App.useApp();
  const label = `${PARTY_LABELS[party.type] ?? party.name} walk-away total`;

  const save = async () => {
    setError(null);
    try {
      await updateParty({
        caseId,
        partyId: party.id,
        body: { reservationValue: value, alternative },
      }).unwrap();
      void message.success('Walk-away value saved');
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(
        fields?.['reservationValue'] ?? fields?.['alternative'] ?? 'Failed to save the walk-away value',
      );
    }
  };

  return (
    <Flex vertical gap={8} className="walk-away-party">
      <label htmlFor={`${id}-total`}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <InputNumber
        id={`${id}-total`}
        className="walk-away-total"
        min={0}
        precision={0}
        value={value}
        onChange={(next) => setValue(typeof next === 'number' ? next : null)}
        placeholder="Not recorded"
        status={error ? 'error' : undefined}
      />
      <label htmlFor={`${id}-alternative`}>
        <Typography.Text type="secondary">Best alternative to an agreement</Typography.Text>
      </label>
      <Input
        id={`${id}-alternative`}
        maxLength={Limits.alternativeMax}
        value={alternative}
        onChange={(event) => setAlternative(event.target.value)}
      />
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      <div>
        <Button onClick={() => void save()} loading={isLoading} aria-label={`Save ${label.toLowerCase()}`}>
          Save
        </Button>
      </div>
    </Flex>
  );
}

/** Walk-away inputs for both parties. */
export function WalkAwayInputs({ detail }: { detail: CaseDetailResponse }) {
  return (
    <Flex gap={24} wrap className="walk-away-parties">
      {detail.parties.map((party) => (
        <PartyWalkAway
          key={`${party.id}:${party.reservationValue}:${party.alternative}`}
          caseId={detail.case.id}
          party={party}
        />
      ))}
    </Flex>
  );
}
