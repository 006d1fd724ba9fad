import {
  RehearsalLimits,
  offerTargetSentence,
  scoredIssuesOf,
  type CaseDetailResponse,
  type NextOfferResponse,
  type PlanPace,
} from '@parley/contracts';
import { defaultOfferTarget } from '@parley/scoring';
import { Alert, App, Button, Card, Col, Flex, Radio, Row, Skeleton, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { RetryAlert } from '../../../../components/RetryAlert';
import { SectionTitle } from '../../../../components/layout/SectionTitle';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import { walkAwayOf } from '../../strategy/decision-support';
import { useCreateOfferMutation, useGetPlanQuery, useSavePlanSettingsMutation } from '../negotiateApi';
import { PackageList } from './PackageList';
import { RoundsField } from './RoundsField';
import { theirName } from './package-words';
import {
  BELOW_THEIR_WALK_AWAY,
  BELOW_YOUR_WALK_AWAY,
  NO_ZONE,
  PACE_CHOICES,
  PARTIAL_OFFER,
  WORTH_ACCEPTING,
} from './plan-words';
import './PlanSection.css';
import { useCaseLocked } from '../../access/case-access';

const { roundsMin, roundsMax } = RehearsalLimits;

/**
 * Point 3 of issue 23: the plan made before the talk (opening, target, walk-away, a pace over a number of rounds,
 * the total it asks for each round) and, at the table, the next offer, with what to make of their last one.
 * Every number is the API's (negotiationPlan, planLevel, nextOffer, worthAccepting of @parley/scoring).
 */
export function PlanSection({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const query = useGetPlanQuery({ caseId });
  const { data, error, isLoading, refetch } = query;
  const [saveSettings, saving] = useSavePlanSettingsMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const locked = useCaseLocked(detail);
  // The pace and rounds are the case's (saved with it, so the plan and new rehearsals follow them after a
  // reload); while a change is being saved, the one asked for is shown.
  const pending = saving.isLoading ? saving.originalArgs : undefined;
  const pace = pending?.pace ?? data?.pace;
  const rounds = pending?.rounds ?? data?.rounds;
  const save = async (next: { pace: PlanPace; rounds: number }) => {
    try {
      await saveSettings({ caseId, ...next }).unwrap();
    } catch (failure) {
      if (!handleUnauthorized(failure))
        notification.error({
          title: "Couldn't change the plan",
          description: 'The plan is as it was. Please try again.',
        });
    }
  };

  return (
    <Card title={<SectionTitle>Your plan</SectionTitle>} className="plan-section">
      <section aria-label="Plan">
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" className="plan-intro">
            Made before the talk: where you open, where you aim to land, where you stop, and how fast you give
            way.
          </Typography.Paragraph>
          {pace === undefined || rounds === undefined ? null : (
            <PlanControls
              pace={pace}
              rounds={rounds}
              disabled={locked}
              onPace={(value) => void save({ pace: value, rounds })}
              onRounds={(value) => void save({ pace, rounds: value })}
            />
          )}
          {isLoading ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : error || !data ? (
            <RetryAlert
              type="error"
              title="The plan could not be loaded"
              description="Nothing is lost. Try again in a moment."
              onRetry={() => void refetch()}
            />
          ) : data.plan === null ? (
            <Typography.Text type="secondary">
              Add issues with options and points to make a plan.
            </Typography.Text>
          ) : (
            <PlanBody detail={detail} data={data} />
          )}
        </Flex>
      </section>
    </Card>
  );
}

function PlanControls({
  pace,
  rounds,
  disabled,
  onPace,
  onRounds,
}: {
  pace: PlanPace;
  rounds: number;
  disabled: boolean;
  onPace: (pace: PlanPace) => void;
  onRounds: (rounds: number) => void;
}) {
  const chosen = PACE_CHOICES.find((choice) => choice.value === pace)!;
  // The rounds as typed (undefined: the saved ones); saved when the person leaves the field or presses Enter.
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  const draft = typed === undefined ? rounds : typed;
  return (
    <Row gutter={[16, 12]}>
      <Col xs={24} md={16}>
        <Flex vertical gap={4}>
          <Typography.Text strong id="plan-pace-label">
            Pace
          </Typography.Text>
          <Radio.Group
            aria-labelledby="plan-pace-label"
            optionType="button"
            value={pace}
            disabled={disabled}
            onChange={(event) => onPace(event.target.value as PlanPace)}
            options={PACE_CHOICES.map((choice) => ({ value: choice.value, label: choice.label }))}
            className="plan-pace"
          />
          <Typography.Text type="secondary">{chosen.words}</Typography.Text>
        </Flex>
      </Col>
      <Col xs={24} md={8}>
        <RoundsField
          id="plan-rounds"
          value={draft}
          disabled={disabled}
          onChange={setTyped}
          onCommit={() => {
            if (draft !== null && draft >= roundsMin && draft <= roundsMax && draft !== rounds)
              onRounds(draft);
            setTyped(undefined);
          }}
          help="How many offers you expect to make."
        />
      </Col>
    </Row>
  );
}

function PlanBody({ detail, data }: { detail: CaseDetailResponse; data: NextOfferResponse }) {
  const plan = data.plan!;
  // The one opening of the case: the plan's opening is defaultOfferTarget's, as Strategy's offers to open with,
  // and says why in the same sentence.
  const why = useMemo(() => {
    const walkAway = walkAwayOf(detail);
    return offerTargetSentence(
      defaultOfferTarget(scoredIssuesOf(detail), walkAway),
      null,
      walkAway.opponent !== null,
    );
  }, [detail]);
  const top = Math.max(plan.opening, ...data.levels);
  const bottom = Math.min(plan.walkAway, ...data.levels);
  const share = (value: number) => (top === bottom ? 100 : 8 + (92 * (value - bottom)) / (top - bottom));
  return (
    <Flex vertical gap={16}>
      {plan.zone ? null : <Alert type="warning" showIcon title={NO_ZONE} />}
      <Row gutter={[16, 12]} role="list" aria-label="Plan totals">
        <Col xs={8} role="listitem">
          {data.opened === null ? (
            <Statistic title="Opening offer" value={plan.opening} />
          ) : (
            <Statistic title="You opened with" value={data.opened} />
          )}
        </Col>
        <Col xs={8} role="listitem">
          <Statistic title="Target" value={plan.target} />
        </Col>
        <Col xs={8} role="listitem">
          <Statistic title="Walk-away" value={plan.walkAway} />
          {walkAwayOf(detail).user === null ? (
            <Typography.Text type="secondary">None recorded: your lowest total</Typography.Text>
          ) : null}
        </Col>
      </Row>
      <Typography.Text type="secondary">
        {why === null ? 'Your points: ' : `${why} `}Aim for the balanced deal, and never go below your
        walk-away.
        {data.opened === null
          ? null
          : ` The plan goes on from your last offer: it never asks for more than that.`}
      </Typography.Text>
      <Row gutter={[24, 16]}>
        {data.opening ? (
          <Col xs={24} md={12}>
            <Typography.Title level={3} className="plan-subtitle">
              Open with
            </Typography.Title>
            <PackageList issues={detail.issues} optionIds={data.opening.optionIds} label="Opening package" />
            <Typography.Text type="secondary">
              You {data.opening.userTotal} · {theirName(detail)} {data.opening.opponentTotal} by the points
              you entered for them
            </Typography.Text>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Typography.Title level={3} className="plan-subtitle">
            What you ask for, round by round
          </Typography.Title>
          <Typography.Text type="secondary">
            Your offers so far, then the package the plan would offer in each round: the same offer held, or a
            real step.
          </Typography.Text>
          <ol className="plan-levels" aria-label="Total to ask for in each round">
            {data.levels.map((level, i) => (
              <li
                key={i}
                className={i + 1 === data.round ? 'plan-level plan-level-now' : 'plan-level'}
                aria-current={i + 1 === data.round ? 'step' : undefined}
              >
                <span className="plan-level-round">Round {i + 1}</span>
                <span className="plan-level-track" aria-hidden>
                  <span className="plan-level-fill" style={{ width: `${share(level)}%` }} />
                </span>
                <span className="plan-level-value">{Math.round(level)}</span>
              </li>
            ))}
          </ol>
        </Col>
      </Row>
      <NextOffer detail={detail} data={data} />
    </Flex>
  );
}

function NextOffer({ detail, data }: { detail: CaseDetailResponse; data: NextOfferResponse }) {
  const [createOffer, { isLoading }] = useCreateOfferMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const locked = useCaseLocked(detail);
  const last = data.lastReceived;
  const other = theirName(detail);

  const record = async () => {
    if (!data.next) return;
    try {
      await createOffer({
        caseId: detail.case.id,
        by: 'user',
        optionIds: data.next.offer.optionIds,
      }).unwrap();
      notification.success({ title: `Recorded as your offer in round ${data.round}` });
    } catch (error) {
      if (!handleUnauthorized(error)) {
        notification.error({
          title: 'Error',
          description: 'Failed to record the offer. Nothing was recorded.',
        });
      }
    }
  };

  return (
    <section aria-labelledby="plan-next-offer" className="plan-next">
      <Typography.Title level={3} className="plan-subtitle" id="plan-next-offer">
        Your next offer
      </Typography.Title>
      {data.next === null ? (
        <Typography.Text type="secondary">
          No package reaches what the plan asks for now: keep your last offer or make a plan with more rounds.
        </Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text>
            {data.next.holds
              ? `Round ${data.round} of ${data.rounds}: hold your last offer (${data.next.offer.userTotal} points); no real step down is due yet.`
              : `Round ${data.round} of ${data.rounds}: ask for ${data.next.offer.userTotal} points, in the package best for ${other} by what their offers tell so far.`}
          </Typography.Text>
          <PackageList issues={detail.issues} optionIds={data.next.offer.optionIds} label="Next offer" />
          <Typography.Text type="secondary">
            You {data.next.offer.userTotal} · {other} {data.next.offer.opponentTotal} by the points you
            entered for them
          </Typography.Text>
          <div>
            <Button type="primary" onClick={() => void record()} loading={isLoading} disabled={locked}>
              Record as my offer
            </Button>
          </div>
        </Flex>
      )}
      {last === null ? null : (
        <Flex vertical gap={8} className="plan-received" role="status" aria-label="Their last offer">
          {last.worthAccepting ? <Alert type="success" showIcon title={WORTH_ACCEPTING} /> : null}
          {last.belowYourWalkAway ? <Alert type="warning" showIcon title={BELOW_YOUR_WALK_AWAY} /> : null}
          {last.belowTheirWalkAway ? <Alert type="info" showIcon title={BELOW_THEIR_WALK_AWAY} /> : null}
          {!last.complete ? <Alert type="info" showIcon title={PARTIAL_OFFER} /> : null}
        </Flex>
      )}
    </section>
  );
}
