import type { CaseDetailResponse, FactPackage } from '@parley/contracts';
import { Alert, Flex, InputNumber, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { decisionSupport, packageOptions } from './decision-support';
import { SectionCard } from './SectionCard';
import { WalkAwayInputs } from './WalkAwayInputs';

function PackageLine({ label, value }: { label: string; value: FactPackage }) {
  return (
    <li>
      <Typography.Text strong>{label}:</Typography.Text>{' '}
      <Typography.Text>
        {packageOptions(value)} (you {value.userTotal}, them {value.opponentTotal})
      </Typography.Text>
    </li>
  );
}

/**
 * Walk-away values, the zone of possible agreement, the efficient deals (Nash and Kalai–Smorodinsky points),
 * trades, the offer builder and what a final agreement leaves on the table, for the Strategy tab.
 */
export function DecisionSupportSection({ detail }: { detail: CaseDetailResponse }) {
  const [count, setCount] = useState(3);
  const [tolerance, setTolerance] = useState(10);
  const support = useMemo(() => decisionSupport(detail, { count, tolerance }), [detail, count, tolerance]);
  const bothRecorded = support.walkAway.user !== null && support.walkAway.opponent !== null;

  return (
    <SectionCard title="Walk-away and efficient deals">
      <Flex vertical gap={24}>
        <WalkAwayInputs detail={detail} />
        <section aria-label="Zone of possible agreement">
          <Typography.Title level={3}>Zone of possible agreement</Typography.Title>
          {bothRecorded ? (
            <Typography.Paragraph>
              {support.zopaCount} of {support.scenarioCount} packages clear both walk-away totals (yours{' '}
              {support.walkAway.user}, theirs {support.walkAway.opponent}).
            </Typography.Paragraph>
          ) : (
            <Alert
              type="info"
              showIcon
              title="Record both walk-away totals to see the zone of possible agreement; until then every package counts."
            />
          )}
        </section>
        <section aria-label="Efficient deals">
          <Typography.Title level={3}>Efficient deals</Typography.Title>
          <Typography.Paragraph>
            {support.frontierSize} packages are efficient: no other is better for both sides.
          </Typography.Paragraph>
          <ul aria-label="Efficient deal points">
            {support.nash ? <PackageLine label="Nash point (balanced deal)" value={support.nash} /> : null}
            {support.kalaiSmorodinsky ? (
              <PackageLine label="Kalai–Smorodinsky point (equal shares)" value={support.kalaiSmorodinsky} />
            ) : null}
          </ul>
        </section>
        <section aria-label="Trades">
          <Typography.Title level={3}>Trades</Typography.Title>
          {support.trades.length > 0 ? (
            <ul aria-label="Trades">
              {support.trades.map((trade) => (
                <li key={trade}>{trade}</li>
              ))}
            </ul>
          ) : (
            <Typography.Paragraph type="secondary">No trade raises both totals.</Typography.Paragraph>
          )}
        </section>
        <section aria-label="Offer builder">
          <Typography.Title level={3}>Offer builder</Typography.Title>
          <Flex gap={16} wrap align="center">
            <label>
              Offers{' '}
              <InputNumber
                aria-label="Offers"
                min={1}
                max={10}
                precision={0}
                value={count}
                onChange={(v) => setCount(v ?? 3)}
              />
            </label>
            <label>
              Tolerance (points){' '}
              <InputNumber
                aria-label="Tolerance (points)"
                min={0}
                max={500}
                precision={0}
                value={tolerance}
                onChange={(v) => setTolerance(v ?? 0)}
              />
            </label>
          </Flex>
          {support.offers.length > 0 ? (
            <ol aria-label="Equivalent offers">
              {support.offers.map((offer, index) => (
                <PackageLine key={index} label={`Offer ${index + 1}`} value={offer} />
              ))}
            </ol>
          ) : (
            <Typography.Paragraph type="secondary">
              No packages above your walk-away total fit.
            </Typography.Paragraph>
          )}
        </section>
        {support.leftOnTable === null ? null : (
          <section aria-label="Left on the table">
            <Typography.Title level={3}>Left on the table</Typography.Title>
            {support.leftOnTable === 'efficient' ? (
              <Typography.Paragraph>
                The final agreement is efficient: no package is better for both sides.
              </Typography.Paragraph>
            ) : (
              <ul>
                <PackageLine label="At least as good for both" value={support.leftOnTable} />
              </ul>
            )}
          </section>
        )}
      </Flex>
    </SectionCard>
  );
}
