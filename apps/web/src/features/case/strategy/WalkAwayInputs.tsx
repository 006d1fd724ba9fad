import type { CaseDetailResponse, PartyResponse } from '@parley/contracts';
import { Limits, scoredIssuesOf } from '@parley/contracts';
import type { ScoredIssue } from '@parley/scoring';
import { Button, Flex, Input, InputNumber, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { Concept } from '../../../components/Concept';
import { SaveError, useSaveWalkAway } from './useSaveWalkAway';
import { WalkAwayPackagePicker } from './WalkAwayPackagePicker';
import { SaveBar } from '../saving/SaveBar';
import { useCaseAccess } from '../access/case-access';

const PARTY_LABELS: Record<string, string> = { user: 'Your', opponent: "Opponent's" };

/** One party's walk-away total (points) and best alternative, saved together, typed or from a package. */
function PartyWalkAway({
  caseId,
  party,
  issues,
  locked,
}: {
  caseId: number;
  party: PartyResponse;
  issues: readonly ScoredIssue[];
  /** Read only (a viewer, or a closed case): the values as words, nothing to change. */
  locked: boolean;
}) {
  const id = useId();
  const [value, setValue] = useState<number | null>(party.reservationValue);
  const [alternative, setAlternative] = useState(party.alternative);
  const { save, saving, error } = useSaveWalkAway(caseId, party.id);
  const label = `${PARTY_LABELS[party.type] ?? party.name} walk-away total`;
  if (locked) return <PartyWalkAwayRead label={label} party={party} />;

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

/** One party's walk-away total and best alternative as stored, for a reader who changes nothing. */
function PartyWalkAwayRead({ label, party }: { label: string; party: PartyResponse }) {
  return (
    <Flex vertical gap={8} className="walk-away-party">
      <span>
        <Typography.Text strong>{label}</Typography.Text>
        <Concept term="walkAway" />
      </span>
      <Typography.Text>{party.reservationValue ?? 'Not recorded'}</Typography.Text>
      <span>
        <Typography.Text type="secondary">Best alternative to an agreement</Typography.Text>
        <Concept term="batna" />
      </span>
      <Typography.Text>{party.alternative === '' ? 'Not recorded' : party.alternative}</Typography.Text>
    </Flex>
  );
}

/** Walk-away inputs for both parties: a typed total and note, or a chosen package. */
export function WalkAwayInputs({ detail }: { detail: CaseDetailResponse }) {
  const issues = useMemo(() => scoredIssuesOf(detail), [detail]);
  // A viewer reads the values; a closed case keeps its inputs, as before issue 35.
  const { canEdit } = useCaseAccess();
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
            locked={!canEdit}
          />
        ))}
      </Flex>
    </Flex>
  );
}
