import type { RehearsalResponse } from '@parley/contracts';
import type { Scenario } from '@parley/scoring';
import { Alert, Col, Flex, Row, Statistic, Typography } from 'antd';
import { PackageList } from '../plan/PackageList';
import { betterPackageWords, moveWords, PACE_LABEL } from './rehearsal-words';

/**
 * The rehearsal's debrief (negotiationDebrief of @parley/scoring, from the API): the deal against the balanced
 * deal and the frontier (what was left on the table), each side's moves and when, and what the plan reached
 * against the same opponent.
 */
export function RehearsalDebrief({ rehearsal: r, other }: { rehearsal: RehearsalResponse; other: string }) {
  const debrief = r.debrief!;
  const deal = debrief.agreement;
  // The moves that changed an offer (holding the same position is no move worth listing).
  const moved = debrief.moves.filter((move) => move.kind !== 'silent');
  const totals = (s: Scenario) => `you ${s.userTotal}, ${other} ${s.opponentTotal}`;
  return (
    <section aria-labelledby={`debrief-${r.id}`} className="rehearsal-debrief">
      <Typography.Title level={3} className="plan-subtitle" id={`debrief-${r.id}`}>
        Debrief
      </Typography.Title>
      <Flex vertical gap={16}>
        {r.lesson ? (
          <Alert
            type="info"
            showIcon
            title={`What to do differently: ${r.lesson}`}
            className="rehearsal-lesson"
          />
        ) : null}
        <Row gutter={[16, 12]} role="list" aria-label="The deal and the balanced deal">
          <Col xs={12} md={6} role="listitem">
            <Statistic title="Your total" value={deal ? deal.userTotal : 'No deal'} />
          </Col>
          <Col xs={12} md={6} role="listitem">
            <Statistic title={`${other}'s total`} value={deal ? deal.opponentTotal : 'No deal'} />
          </Col>
          {debrief.nash ? (
            <>
              <Col xs={12} md={6} role="listitem">
                <Statistic title="Balanced deal: you" value={debrief.nash.userTotal} />
              </Col>
              <Col xs={12} md={6} role="listitem">
                <Statistic title={`Balanced deal: ${other}`} value={debrief.nash.opponentTotal} />
              </Col>
            </>
          ) : null}
        </Row>
        {deal ? (
          <Flex vertical gap={4}>
            <Typography.Text strong>The deal</Typography.Text>
            <PackageList issues={r.issues} optionIds={deal.optionIds} label="The deal" />
          </Flex>
        ) : null}
        <Flex vertical gap={4}>
          <Typography.Text strong>Left on the table</Typography.Text>
          {deal === null ? (
            <Typography.Text>
              No deal: each of you is left with the walk-away.
              {debrief.nash ? ` The balanced deal would have given ${totals(debrief.nash)}.` : ''}
            </Typography.Text>
          ) : debrief.leftOnTable ? (
            <>
              <Typography.Text>
                {betterPackageWords(deal, debrief.leftOnTable, other)}: {totals(debrief.leftOnTable)}.
              </Typography.Text>
              <PackageList
                issues={r.issues}
                optionIds={debrief.leftOnTable.optionIds}
                label="A better package"
              />
            </>
          ) : (
            <Typography.Text>Nothing: no package is better for both of you than this deal.</Typography.Text>
          )}
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text strong>Concessions</Typography.Text>
          <Typography.Text>
            You gave up {debrief.conceded.user} points over your moves; {other} gave up{' '}
            {debrief.conceded.opponent}.
          </Typography.Text>
          {moved.length === 0 ? (
            <Typography.Text>Neither side changed its offer.</Typography.Text>
          ) : (
            <ol className="rehearsal-moves" aria-label="Moves">
              {moved.map((move) => {
                const round = r.offers[move.index]?.round;
                const yours = move.by === 'user';
                return (
                  <li key={move.index}>
                    Round {round}: {yours ? 'you' : other}{' '}
                    {moveWords(
                      move.kind,
                      move.self,
                      move.other,
                      yours ? 'you' : other,
                      yours ? other : 'you',
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </Flex>
        {debrief.planAgreement === undefined ? null : (
          <Flex vertical gap={4}>
            <Typography.Text strong>Your plan against the same opponent</Typography.Text>
            <Typography.Text>
              {debrief.planAgreement === null
                ? `Following the plan (${PACE_LABEL[r.pace]} pace) against the same style, rounds and seed reached no deal.`
                : `Following the plan (${PACE_LABEL[r.pace]} pace) against the same style, rounds and seed reached ${totals(debrief.planAgreement)}.`}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </section>
  );
}
