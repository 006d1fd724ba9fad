import {
  NEXT_OFFER_ROUNDS_DEFAULT,
  PLAN_PACE_DEFAULT,
  RehearsalLimits,
  type CaseDetailResponse,
  type NextOfferResponse,
  type PlanPace,
} from '@parley/contracts';
import { Alert, App, Button, Card, Col, Flex, Radio, Row, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { RetryAlert } from '../../../../components/RetryAlert';
import { SectionTitle } from '../../../../components/layout/SectionTitle';
import { useUnauthorizedHandler } from '../../../../lib/useUnauthorizedHandler';
import { walkAwayOf } from '../../strategy/decision-support';
import { useCreateOfferMutation, useGetPlanQuery } from '../negotiateApi';
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

const { roundsMin, roundsMax } = RehearsalLimits;

/**
 * Point 3 of issue 23: the plan made before the talk (opening, target, walk-away, a pace over a number of rounds,
 * the total it asks for each round) and, at the table, the next offer, with what to make of their last one.
 * Every number is the API's (negotiationPlan, planLevel, nextOffer, worthAccepting of @parley/scoring).
 */
export function PlanSection({ detail }: { detail: CaseDetailResponse }) {
  const caseId = detail.case.id;
  const [pace, setPace] = useState<PlanPace>(PLAN_PACE_DEFAULT);
  const [rounds, setRounds] = useState<number>(NEXT_OFFER_ROUNDS_DEFAULT);
  const query = useGetPlanQuery({ caseId, rounds, pace });
  const { data, error, isLoading, refetch } = query;

  return (
    <Card title={<SectionTitle>Your plan</SectionTitle>} className="plan-section">
      <section aria-label="Plan">
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" className="plan-intro">
            Made before the talk: where you open, where you aim to land, where you stop, and how fast you give
            way.
          </Typography.Paragraph>
          <PlanControls pace={pace} rounds={rounds} onPace={setPace} onRounds={setRounds} />
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
  onPace,
  onRounds,
}: {
  pace: PlanPace;
  rounds: number;
  onPace: (pace: PlanPace) => void;
  onRounds: (rounds: number) => void;
}) {
  const chosen = PACE_CHOICES.find((choice) => choice.value === pace)!;
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
          value={rounds}
          onChange={(value) => {
            if (value !== null && value >= roundsMin && value <= roundsMax) onRounds(value);
          }}
          help="How many offers you expect to make."
        />
      </Col>
    </Row>
  );
}

function PlanBody({ detail, data }: { detail: CaseDetailResponse; data: NextOfferResponse }) {
  const plan = data.plan!;
  const top = Math.max(plan.opening, ...data.levels);
  const bottom = Math.min(plan.walkAway, ...data.levels);
  const share = (value: number) => (top === bottom ? 100 : 8 + (92 * (value - bottom)) / (top - bottom));
  return (
    <Flex vertical gap={16}>
      {plan.zone ? null : <Alert type="warning" showIcon title={NO_ZONE} />}
      <Row gutter={[16, 12]} role="list" aria-label="Plan totals">
        <Col xs={8} role="listitem">
          <Statistic title="Opening offer" value={plan.opening} />
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
        Your points: open ambitious but credible (first offers anchor the outcome), aim for the balanced deal,
        and never go below your walk-away.
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
  const locked = detail.case.status === 'closed';
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
            Round {data.round} of {data.rounds}: ask for at least {Math.round(data.next.level)} points, in the
            package best for {other} by what their offers tell so far.
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
