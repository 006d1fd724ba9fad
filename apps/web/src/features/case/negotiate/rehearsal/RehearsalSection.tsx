import {
  RehearsalLimits,
  type CaseDetailResponse,
  type CreateRehearsalRequest,
  type RehearsalResponse,
  type RehearsalStyle,
} from '@parley/contracts';
import { App, Button, Card, Flex, InputNumber, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { RetryAlert } from '../../../../components/RetryAlert';
import { SectionTitle } from '../../../../components/layout/SectionTitle';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import {
  negotiateApi,
  rehearsalsChanged,
  useCreateRehearsalMutation,
  useGetRehearsalQuery,
  useGetRehearsalsQuery,
} from '../negotiateApi';
import { RoundsField } from '../plan/RoundsField';
import { RehearsalRun } from './RehearsalRun';
import { STYLE_CHOICES } from './rehearsal-words';
import './RehearsalSection.css';

const { roundsMin, roundsMax, seedMax } = RehearsalLimits;
const ROUNDS_DEFAULT = 5;

/**
 * Point 4 of issue 23: a rehearsal against the simulated other side (the engine plays it with the points entered
 * for them), round by round, and its debrief. The latest rehearsal of the case is shown again on return, so an
 * open one can be taken up where it was left.
 */
export function RehearsalSection({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const list = useGetRehearsalsQuery(caseId);
  // undefined: the latest of the list; 'new': the settings form; a number: that rehearsal.
  const [chosen, setChosen] = useState<number | 'new' | undefined>(undefined);
  const shownId = chosen === 'new' ? null : (chosen ?? list.data?.[0]?.id ?? null);
  const start = useStart(caseId, setChosen);

  return (
    <Card title={<SectionTitle>Rehearse</SectionTitle>} className="rehearsal-section">
      <section aria-label="Rehearsal">
        {list.isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : list.error && chosen === undefined ? (
          <RetryAlert
            type="error"
            title="Your rehearsals could not be loaded"
            description="Nothing is lost. Try again in a moment."
            onRetry={() => void list.refetch()}
          />
        ) : shownId === null ? (
          <RehearsalSetup detail={detail} starting={start.isLoading} onStart={start.run} />
        ) : (
          <ShownRehearsal
            detail={detail}
            id={shownId}
            onNew={() => setChosen('new')}
            onReplay={(r) => void start.run({ style: r.style, rounds: r.rounds, seed: r.seed })}
            starting={start.isLoading}
          />
        )}
      </section>
    </Card>
  );
}

/** Starts a rehearsal and shows it; a failure is said and the settings stay as they were. */
function useStart(caseId: number, show: (id: number) => void) {
  const [createRehearsal, { isLoading }] = useCreateRehearsalMutation();
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const run = async (settings: CreateRehearsalRequest) => {
    try {
      const created = await createRehearsal({ caseId, ...settings }).unwrap();
      void dispatch(negotiateApi.util.upsertQueryData('getRehearsal', created.id, created));
      dispatch(rehearsalsChanged(caseId));
      show(created.id);
    } catch (error) {
      if (!handleUnauthorized(error)) {
        notification.error({ title: 'Error', description: 'Failed to start the rehearsal. Try again.' });
      }
    }
  };
  return { run, isLoading };
}

function ShownRehearsal({
  detail,
  id,
  onNew,
  onReplay,
  starting,
}: {
  detail: CaseDetailResponse;
  id: number;
  onNew: () => void;
  onReplay: (r: RehearsalResponse) => void;
  starting: boolean;
}) {
  const { data, error, isLoading, refetch } = useGetRehearsalQuery(id);
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error || !data) {
    return (
      <RetryAlert
        type="error"
        title="The rehearsal could not be loaded"
        description="Nothing is lost. Try again in a moment."
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <RehearsalRun
      detail={detail}
      rehearsal={data}
      onNew={onNew}
      onReplay={() => onReplay(data)}
      starting={starting}
      onStale={() => void refetch()}
    />
  );
}

function RehearsalSetup({
  detail,
  starting,
  onStart,
}: {
  detail: CaseDetailResponse;
  starting: boolean;
  onStart: (settings: CreateRehearsalRequest) => Promise<void>;
}) {
  const [style, setStyle] = useState<RehearsalStyle>('tough');
  const [rounds, setRounds] = useState<number | null>(ROUNDS_DEFAULT);
  const [seed, setSeed] = useState<number | null>(null);
  const ready = detail.issues.length > 0 && detail.issues.every((issue) => issue.options.length > 0);
  const locked = detail.case.status === 'closed';
  const validRounds = rounds !== null && rounds >= roundsMin && rounds <= roundsMax;

  if (!ready) {
    return (
      <Typography.Text type="secondary">
        Add issues with options and points to rehearse: the other side will play by the points you entered for
        them.
      </Typography.Text>
    );
  }
  return (
    <form
      className="rehearsal-setup"
      onSubmit={(event) => {
        event.preventDefault();
        if (validRounds && !locked) void onStart({ style, rounds, ...(seed === null ? {} : { seed }) });
      }}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" className="rehearsal-intro">
          Practise before the real talk. Parley plays the other side with the points and walk-away you entered
          for them; you make offers, they accept or answer with their own.
        </Typography.Paragraph>
        <fieldset className="rehearsal-fieldset">
          <legend>
            <Typography.Text strong>Their style</Typography.Text>
          </legend>
          <Radio.Group
            value={style}
            onChange={(event) => setStyle(event.target.value as RehearsalStyle)}
            className="rehearsal-styles"
          >
            {STYLE_CHOICES.map((choice) => (
              <Radio key={choice.value} value={choice.value} className="rehearsal-style">
                <Typography.Text strong>{choice.label}</Typography.Text>{' '}
                <Typography.Text type="secondary">{choice.words}</Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        <Flex gap={16} wrap>
          <RoundsField
            id="rehearsal-rounds"
            value={rounds}
            onChange={setRounds}
            help={
              validRounds
                ? 'Offers each of you can make.'
                : `A whole number from ${roundsMin} to ${roundsMax}.`
            }
            helpId="rehearsal-rounds-help"
            invalid={!validRounds}
          />
          <Flex vertical gap={4}>
            <label htmlFor="rehearsal-seed">
              <Typography.Text strong>Seed (optional)</Typography.Text>
            </label>
            <InputNumber
              id="rehearsal-seed"
              min={0}
              max={seedMax}
              precision={0}
              value={seed}
              placeholder="Any"
              onChange={(value) => setSeed(typeof value === 'number' ? value : null)}
              aria-describedby="rehearsal-seed-help"
              className="rehearsal-seed"
            />
            <Typography.Text type="secondary" id="rehearsal-seed-help">
              The same seed replays the same opponent.
            </Typography.Text>
          </Flex>
        </Flex>
        <div>
          <Button type="primary" htmlType="submit" loading={starting} disabled={!validRounds || locked}>
            Start rehearsal
          </Button>
        </div>
      </Flex>
    </form>
  );
}
