import type { CaseDetailResponse, PartyResponse } from '@parley/contracts';
import { Limits, scoredIssuesOf } from '@parley/contracts';
import type { ScoredIssue } from '@parley/scoring';
import { Button, Flex, Input, InputNumber, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { Concept } from '../../../components/Concept';
import { SaveError, useSaveWalkAway } from './useSaveWalkAway';
import { WalkAwayPackagePicker } from './WalkAwayPackagePicker';
import { SaveBar } from '../saving/SaveBar';

const PARTY_LABELS: Record<string, string> = { user: 'Your', opponent: "Opponent's" };

/** One party's walk-away total (points) and best alternative, saved together, typed or from a package. */
function PartyWalkAway({
  caseId,
  party,
  issues,
}: {
  caseId: number;
  party: PartyResponse;
  issues: readonly ScoredIssue[];
}) {
  const id = useId();
  const [value, setValue] = useState<number | null>(party.reservationValue);
  const [alternative, setAlternative] = useState(party.alternative);
  const { save, saving, error } = useSaveWalkAway(caseId, party.id);
  const label = `${PARTY_LABELS[party.type] ?? party.name} walk-away total`;

  return (
    <Flex vertical gap={8} className="walk-away-party">
      <span>
        <label htmlFor={`${id}-total`}>
          <Typography.Text strong>{label}</Typography.Text>
        </label>
        <Concept term="walkAway" />
      </span>
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
      <span>
        <label htmlFor={`${id}-alternative`}>
          <Typography.Text type="secondary">Best alternative to an agreement</Typography.Text>
        </label>
        <Concept term="batna" />
      </span>
      <Input
        id={`${id}-alternative`}
        maxLength={Limits.alternativeMax}
        value={alternative}
        onChange={(event) => setAlternative(event.target.value)}
      />
      <SaveError error={error} />
      <div>
        <Button
          onClick={() =>
            void save({ reservationValue: value, alternative }, 'Failed to save the walk-away value')
          }
          loading={saving}
          aria-label={`Save ${label.toLowerCase()}`}
        >
          Save
        </Button>
      </div>
      <WalkAwayPackagePicker caseId={caseId} party={party} issues={issues} />
    </Flex>
  );
}

/** Walk-away inputs for both parties: a typed total and note, or a chosen package. */
export function WalkAwayInputs({ detail }: { detail: CaseDetailResponse }) {
  const issues = useMemo(() => scoredIssuesOf(detail), [detail]);
  return (
    <Flex vertical gap={8}>
      <SaveBar area="walk-away" />
      <Flex gap={24} wrap className="walk-away-parties">
        {detail.parties.map((party) => (
          <PartyWalkAway
            key={`${party.id}:${party.reservationValue}:${party.alternative}`}
            caseId={detail.case.id}
            party={party}
            issues={issues}
          />
        ))}
      </Flex>
    </Flex>
  );
}
