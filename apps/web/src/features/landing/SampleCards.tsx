import { Card, Col, Flex, Row, Table, Tag, Typography } from 'antd';
import { sampleFinalAgreement, samplePlaybook, sampleTopScenarios, type SampleTopRow } from './sample-lease';

const TOP_COLUMNS = [
  { title: 'Rank', dataIndex: 'rank', key: 'rank' },
  { title: 'Rent', dataIndex: 'rent', key: 'rent' },
  { title: 'Term', dataIndex: 'term', key: 'term' },
  { title: 'Deposit', dataIndex: 'deposit', key: 'deposit' },
  { title: 'Value Score', dataIndex: 'value', key: 'value', align: 'right' as const },
];

function TopScenariosCard() {
  const { rows, best, averageTop } = sampleTopScenarios();
  return (
    <Card
      title={<h3 className="mkt-sample-title">Top 5 Scenarios: Lease</h3>}
      className="mkt-sample-card"
      data-testid="sample-card"
    >
      <Table<SampleTopRow>
        size="small"
        pagination={false}
        rowKey="rank"
        columns={TOP_COLUMNS}
        dataSource={rows}
        aria-label="Top 5 lease scenarios"
      />
      <Flex justify="space-between" wrap gap="small" className="mkt-sample-figures">
        <Typography.Text>
          Best: <strong>{best} pts</strong>
        </Typography.Text>
        <Typography.Text>
          Average top 5: <strong>{averageTop} pts</strong>
        </Typography.Text>
      </Flex>
    </Card>
  );
}

function PlaybookCard() {
  const phases = samplePlaybook();
  return (
    <Card
      title={<h3 className="mkt-sample-title">Sample Playbook</h3>}
      className="mkt-sample-card"
      data-testid="sample-card"
    >
      <Flex vertical gap="middle" component="ul" className="mkt-sample-list">
        {phases.map((phase) => (
          <li key={phase.phase}>
            <Flex vertical gap={4}>
              <Typography.Text strong>
                {phase.phase}: {phase.title}
              </Typography.Text>
              <Flex wrap gap="small">
                {phase.issues.map((issue) => (
                  <Tag key={issue}>{issue}</Tag>
                ))}
              </Flex>
            </Flex>
          </li>
        ))}
      </Flex>
    </Card>
  );
}

/** Both sides' points, labelled `You` and `Opp` as the landing page labels them. */
function PointsPair({ you, opp }: { you: number; opp: number }) {
  return (
    <Flex gap="small">
      <Tag color="blue">You {you}</Tag>
      <Tag>Opp {opp}</Tag>
    </Flex>
  );
}

function FinalAgreementCard() {
  const { rows, you, opp } = sampleFinalAgreement();
  return (
    <Card
      title={<h3 className="mkt-sample-title">Sample Final Agreement</h3>}
      className="mkt-sample-card"
      data-testid="sample-card"
    >
      <Flex vertical gap="middle" component="ul" className="mkt-sample-list">
        {rows.map((row) => (
          <li key={row.issue}>
            <Flex justify="space-between" wrap gap="small">
              <Typography.Text>
                <strong>{row.issue}</strong>: {row.option}
              </Typography.Text>
              <PointsPair you={row.you} opp={row.opp} />
            </Flex>
          </li>
        ))}
      </Flex>
      <Flex justify="space-between" className="mkt-sample-figures">
        <Typography.Text strong>Total</Typography.Text>
        <PointsPair you={you} opp={opp} />
      </Flex>
    </Card>
  );
}

/** The landing's three sample cards (docs/product.md, Screens and texts), computed by @parley/scoring from the sample lease in sample-lease.ts. */
export function SampleCards() {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={10}>
        <TopScenariosCard />
      </Col>
      <Col xs={24} md={12} lg={7}>
        <PlaybookCard />
      </Col>
      <Col xs={24} md={12} lg={7}>
        <FinalAgreementCard />
      </Col>
    </Row>
  );
}
