import {
  RehearsalLimits,
  type CaseDetailResponse,
  type CreateRehearsalRequest,
  type RehearsalResponse,
  type RehearsalStyle,
} from '@parley/contracts';
import { App, Button, Card, Flex, InputNumber, Radio, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../../lib/hooks';
import { RetryAlert } from '../../../../components/RetryAlert';
import { SectionTitle } from '../../../../components/layout/SectionTitle';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import {
  negotiateApi,
  rehearsalsChanged,
  useCreateRehearsalMutation,
  useGetPlanQuery,
  useGetRehearsalQuery,
  useGetRehearsalsQuery,
} from '../negotiateApi';
import { theirName } from '../plan/package-words';
import { RoundsField } from '../plan/RoundsField';
import { RehearsalRun } from './RehearsalRun';
import { PACE_LABEL, STYLE_CHOICES, opponentWords, resultWords } from './rehearsal-words';
import './RehearsalSection.css';
import { useCaseLocked } from '../../access/case-access';

const { roundsMin, roundsMax, seedMax } = RehearsalLimits;
const ROUNDS_DEFAULT = 5;

/**
 * Point 4 of issue 23: a rehearsal against the simulated other side (the engine plays it with the points entered
 * for them), round by round, and its debrief. The latest rehearsal of the case is shown again on return, so an
 * open one can be taken up where it was left; the case's past rehearsals are listed with their result and open
 * again with their transcript and debrief (issue 32, point 5). A new one starts with the plan's rounds, and its
 * suggested offers follow the plan's pace.
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
        {list.data && list.data.length > 0 ? (
          <PastRehearsals
            detail={detail}
            rehearsals={list.data}
            shownId={shownId}
            onOpen={(id) => setChosen(id)}
          />
        ) : null}
      </section>
    </Card>
  );
}

/** The case's rehearsals, newest first, each with its result; one opens again with transcript and debrief. */
function PastRehearsals({
  detail,
  rehearsals,
  shownId,
  onOpen,
}: {
  detail: CaseDetailResponse;
  rehearsals: readonly RehearsalResponse[];
  shownId: number | null;
  onOpen: (id: number) => void;
}) {
  const other = theirName(detail);
  return (
    <section aria-labelledby="past-rehearsals" className="rehearsal-past">
      <Typography.Title level={3} className="plan-subtitle" id="past-rehearsals">
        Past rehearsals
      </Typography.Title>
      <ol className="rehearsal-past-list" aria-label="Past rehearsals">
        {rehearsals.map((r) => (
          <li key={r.id} aria-current={r.id === shownId ? 'true' : undefined}>
            <Flex justify="space-between" align="center" gap={8} wrap>
              <span>
                <Typography.Text strong>
                  {new Date(r.createdAt).toLocaleString()} · against {opponentWords(r.style)}, {r.rounds}{' '}
                  {r.rounds === 1 ? 'round' : 'rounds'}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">{resultWords(r, other)}</Typography.Text>
              </span>
              {r.id === shownId ? (
                <Typography.Text type="secondary">Shown above</Typography.Text>
              ) : (
                <Button
                  onClick={() => onOpen(r.id)}
                  aria-label={`Open the rehearsal of ${new Date(r.createdAt).toLocaleString()}`}
                >
                  Open
                </Button>
              )}
            </Flex>
          </li>
        ))}
      </ol>
    </section>
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
  // The plan's rounds and pace (saved with the case) until the person sets other rounds.
  const plan = useGetPlanQuery({ caseId: detail.case.id });
  const [typed, setRounds] = useState<number | null | undefined>(undefined);
  const rounds = typed === undefined ? (plan.data?.rounds ?? ROUNDS_DEFAULT) : typed;
  const [seed, setSeed] = useState<number | null>(null);
  const ready = detail.issues.length > 0 && detail.issues.every((issue) => issue.options.length > 0);
  const locked = useCaseLocked(detail);
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
          {plan.data ? ` The suggested offers follow your plan's ${PACE_LABEL[plan.data.pace]} pace.` : ''}
        </Typography.Paragraph>
        <fieldset className="rehearsal-fieldset">
          <legend>
            <Typography.Text strong>Their style</Typography.Text>
          </legend>
          <Radio.Group
            value={style}
            disabled={locked}
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
            disabled={locked}
            onChange={setRounds}
            help={
              validRounds
                ? typed === undefined && plan.data
                  ? "Offers each of you can make: your plan's rounds."
                  : 'Offers each of you can make.'
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
              disabled={locked}
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
