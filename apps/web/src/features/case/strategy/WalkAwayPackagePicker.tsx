import type { PartyResponse } from '@parley/contracts';
import type { ScoredIssue } from '@parley/scoring';
import { Button, Flex, Input, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { countOf } from './decision-support';
import { SaveError, useSaveWalkAway } from './useSaveWalkAway';
import { PACKAGE_NAME_MAX, walkAwayFromPackage } from './walk-away-package';

export interface WalkAwayPackagePickerProps {
  caseId: number;
  party: PartyResponse;
  /** The case's issues with both parties' points (scoredIssuesOf). */
  issues: readonly ScoredIssue[];
}

/**
 * A walk-away set by choosing a package ("Beta Labs' offer"): one option per issue and an optional name; its
 * total for the party becomes the walk-away total and its description the party's alternative, saved as the
 * typed inputs save them. A failed save keeps every choice and says why.
 */
export function WalkAwayPackagePicker({ caseId, party, issues }: WalkAwayPackagePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});
  const { save, saving, error } = useSaveWalkAway(caseId, party.id);
  const side = party.type === 'user' ? 'user' : 'opponent';
  const whose = side === 'user' ? 'your' : 'their';
  const picked = walkAwayFromPackage(issues, side, chosen, name);
  const left = issues.filter((issue) => !issue.options.some((o) => o.id === chosen[issue.id])).length;
  if (issues.length === 0 || issues.some((issue) => issue.options.length === 0)) return null;

  const use = () => {
    if (picked === null) return;
    void save(
      { reservationValue: picked.total, alternative: picked.note },
      'Failed to save the walk-away value: your choices are kept, try again.',
    );
  };

  return (
    <Flex vertical gap={8}>
      <div>
        <Button aria-expanded={open} aria-controls={`${id}-package`} onClick={() => setOpen(!open)}>
          {open ? 'Close the package' : `Set ${whose} walk-away from a package`}
        </Button>
      </div>
      {open ? (
        <Flex
          vertical
          gap={8}
          id={`${id}-package`}
          role="group"
          aria-label={`${side === 'user' ? 'Your' : 'Their'} walk-away package`}
        >
          <Typography.Text type="secondary">
            Pick the package {side === 'user' ? 'you' : 'they'} would take without an agreement: its total
            becomes {whose} walk-away total, and its description the note.
          </Typography.Text>
          <label htmlFor={`${id}-name`}>
            <Typography.Text>Package name (optional)</Typography.Text>
          </label>
          <Input
            id={`${id}-name`}
            maxLength={PACKAGE_NAME_MAX}
            placeholder="e.g. Beta Labs' offer"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          {issues.map((issue) => (
            <Flex vertical gap={4} key={issue.id}>
              <Typography.Text id={`${id}-issue-${issue.id}`}>{issue.name}</Typography.Text>
              <Select
                aria-labelledby={`${id}-issue-${issue.id}`}
                placeholder="Pick an option"
                virtual={false}
                value={chosen[issue.id] ?? null}
                options={issue.options.map((o) => ({ value: o.id, label: o.name }))}
                onChange={(optionId: number) => setChosen({ ...chosen, [issue.id]: optionId })}
              />
            </Flex>
          ))}
          <div role="status">
            {picked === null ? (
              <Typography.Text type="secondary">
                Pick an option on every issue: {countOf(left, 'issue')} left.
              </Typography.Text>
            ) : (
              <Typography.Text>
                {side === 'user' ? 'Your' : 'Their'} total for this package: {picked.total}. Note:{' '}
                {picked.note}
              </Typography.Text>
            )}
          </div>
          <SaveError error={error} />
          <div>
            <Button type="primary" disabled={picked === null} loading={saving} onClick={use}>
              Use as {whose} walk-away
            </Button>
          </div>
        </Flex>
      ) : null}
    </Flex>
  );
}
