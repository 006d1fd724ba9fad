import { DotChartOutlined, PercentageOutlined, RiseOutlined, TrophyOutlined } from '@ant-design/icons';
import { TOP_SCENARIOS } from '@parley/scoring';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { Concept } from '../../../components/Concept';
import { StatCard } from '../../../components/StatCard';
import { WalkAwayFlags } from './DealList';
import { belowWalkAway, type WalkAwayTotals } from './decision-support';
import { SectionCard } from './SectionCard';
import { formatCount, type ScenarioView, type ValueCreation } from './strategy-model';
import { useStage } from './useStage';
import './ValueCreationAnalysis.css';

function scenariosTitle(count: number): string {
  return `Value Creation Analysis (${formatCount(count)} ${count === 1 ? 'scenario' : 'scenarios'})`;
}

/** A scenario's chosen option per issue ("Issue: Option") and its totals. */
function ScenarioDetails({
  scenario,
  label,
  walkAway,
}: {
  scenario: ScenarioView;
  label: string;
  walkAway: WalkAwayTotals;
}) {
  const below = belowWalkAway({ userTotal: scenario.user, opponentTotal: scenario.opponent }, walkAway);
  return (
    <Flex vertical gap={6}>
      {below.user || below.opponent ? (
        <div>
          <WalkAwayFlags below={below} />
        </div>
      ) : null}
      <ul aria-label={`${label} options`} className="value-creation-choices">
        {scenario.choices.map((choice, i) => (
          <li key={i} className="value-creation-choice">
            <Typography.Text strong>{choice.issue}:</Typography.Text> {choice.option}
          </li>
        ))}
      </ul>
      <Flex gap={16} wrap role="list" aria-label={`${label} totals`}>
        <span role="listitem">
          <Typography.Text type="secondary">You</Typography.Text> {formatCount(scenario.user)}
        </span>
        <span role="listitem">
          <Typography.Text type="secondary">Opponent</Typography.Text> {formatCount(scenario.opponent)}
        </span>
        <span role="listitem">
          <Typography.Text type="secondary">Total</Typography.Text>{' '}
          <Typography.Text strong>{formatCount(scenario.total)}</Typography.Text>
        </span>
      </Flex>
    </Flex>
  );
}

const NO_WALK_AWAY: WalkAwayTotals = { user: null, opponent: null };

/**
 * How much value the scenarios leave on the table: win-win rate, best totals and the top scenarios, each
 * flagged when it falls below a recorded walk-away total.
 */
export function ValueCreationAnalysis({
  value,
  walkAway = NO_WALK_AWAY,
  explorerHref,
}: {
  value: ValueCreation;
  walkAway?: WalkAwayTotals;
  /** Where the explorer is (the Overview tab, scrolled to the chart): the empty text links to it. */
  explorerHref?: string;
}) {
  // The top scenarios (on a 12-issue case, five lists of twelve options) follow in a commit of their own:
  // the heading and figures show with the rest of the tab's first commit, which they made long.
  const stage = useStage(1);
  return (
    <SectionCard title={scenariosTitle(value.scenarioCount)} startFolded>
      {value.scenarioCount === 0 ? (
        <Flex vertical align="center" gap={4} className="value-creation-empty">
          <Typography.Text strong>No scenarios available for AI analysis</Typography.Text>
          <Typography.Text type="secondary">
            Select scenarios from the <Concept term="hiPlot">Hi-Plot</Concept> chart above
          </Typography.Text>
          {explorerHref ? (
            <ButtonLink to={explorerHref} type="link" icon={<DotChartOutlined aria-hidden />}>
              Open the Hi-Plot chart (Overview tab)
            </ButtonLink>
          ) : null}
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Row gutter={[16, 16]} role="list" aria-label="Value creation figures">
            <Col xs={24} md={8} role="listitem">
              <StatCard
                title="Win-Win Rate"
                value={`${value.winWinPercent}%`}
                icon={<PercentageOutlined />}
                concept="winWinRate"
              />
            </Col>
            <Col xs={12} md={8} role="listitem">
              <StatCard
                title="Your Best"
                value={value.userMax}
                icon={<TrophyOutlined />}
                concept="yourBest"
              />
            </Col>
            <Col xs={12} md={8} role="listitem">
              <StatCard
                title="Max Total Value"
                value={value.maxTotalValue}
                icon={<RiseOutlined />}
                concept="maxTotalValue"
              />
            </Col>
          </Row>
          <Card
            size="small"
            title={
              <Typography.Title level={3} className="value-creation-heading">
                <Concept term="bestWinWin">Best Win-Win Scenario</Concept>
              </Typography.Title>
            }
          >
            {value.bestWinWin === null ? (
              <Typography.Text type="secondary">
                No scenario gives both sides at least their average total.
              </Typography.Text>
            ) : (
              <ScenarioDetails
                scenario={value.bestWinWin}
                label="Best win-win scenario"
                walkAway={walkAway}
              />
            )}
          </Card>
          <Card
            size="small"
            title={
              <Typography.Title level={3} className="value-creation-heading">
                Top {TOP_SCENARIOS} Value Creation Scenarios
              </Typography.Title>
            }
          >
            {stage === 0 ? (
              <Skeleton active paragraph={{ rows: 6 }} aria-label="Top value creation scenarios loading" />
            ) : (
              <ol aria-label="Top value creation scenarios" className="value-creation-scenarios">
                {value.top.map((scenario, index) => (
                  <li key={scenario.key} className="value-creation-scenario">
                    <Flex gap={12} align="start">
                      <Typography.Text strong className="value-creation-rank">
                        #{index + 1}
                      </Typography.Text>
                      <ScenarioDetails
                        scenario={scenario}
                        label={`Scenario ${index + 1}`}
                        walkAway={walkAway}
                      />
                    </Flex>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Flex>
      )}
    </SectionCard>
  );
}
