import { ExportOutlined } from '@ant-design/icons';
import { OfferLimits } from '@parley/contracts';
import { Alert, Button, Flex, InputNumber, Skeleton, Typography } from 'antd';
import { memo, useId } from 'react';
import { exportHref } from '../components/CaseView';
import { countOf, type DealPackage, type OfferSettings, type OffersAnswer } from './decision-support';
import { WalkAwayFlags } from './DealList';

export interface OfferBuilderProps {
  caseId: number;
  settings: OfferSettings;
  onSettingsChange: (settings: OfferSettings) => void;
  /** null while computing. */
  offers: OffersAnswer | null;
  /** Your walk-away total (null: not recorded), which every offer reaches. */
  userWalkAway: number | null;
  /** The widest tolerance that can matter: your best total minus your worst (undefined until known). */
  toleranceMax?: number;
}

function Offer({ offer, index }: { offer: DealPackage; index: number }) {
  return (
    <li className="offer">
      <Flex gap={8} wrap align="baseline">
        <Typography.Text strong>Offer {index + 1}</Typography.Text>
        <Typography.Text>
          you {offer.userTotal}, them {offer.opponentTotal}
        </Typography.Text>
        <WalkAwayFlags below={offer.belowWalkAway} />
      </Flex>
      <ul className="deal-options" aria-label={`Offer ${index + 1} options`}>
        {offer.options.map((o) => (
          <li key={o.issue}>
            <Typography.Text type="secondary">{o.issue}:</Typography.Text> {o.option}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Multiple equivalent simultaneous offers: the person sets how many and the tolerance, the worker finds the
 * packages (@parley/scoring's `equivalentOffers`), and the printable report can list the same offers.
 */
export const OfferBuilder = memo(function OfferBuilder({
  caseId,
  settings,
  onSettingsChange,
  offers,
  userWalkAway,
  toleranceMax,
}: OfferBuilderProps) {
  const id = useId();
  const list = offers !== null && 'offers' in offers ? offers.offers : null;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph className="decision-support-text">
        Packages worth about the same to you (within the tolerance) that differ most for the other side,
        {userWalkAway === null ? ' ' : ` all at or above your walk-away total of ${userWalkAway}, `}
        to put on the table together: which one they prefer tells you what they value.
      </Typography.Paragraph>
      <Flex gap={24} wrap>
        <Flex vertical gap={4}>
          <label htmlFor={`${id}-count`}>
            <Typography.Text strong>Number of offers</Typography.Text>
          </label>
          <InputNumber
            id={`${id}-count`}
            className="offer-input"
            min={OfferLimits.countMin}
            max={OfferLimits.countMax}
            precision={0}
            defaultValue={settings.count}
            onChange={(value) => {
              if (typeof value === 'number') onSettingsChange({ ...settings, count: value });
            }}
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={`${id}-tolerance`}>
            <Typography.Text strong>Tolerance (points)</Typography.Text>
          </label>
          <InputNumber
            id={`${id}-tolerance`}
            className="offer-input"
            min={OfferLimits.toleranceMin}
            max={Math.min(OfferLimits.toleranceMax, Math.max(0, toleranceMax ?? OfferLimits.toleranceMax))}
            precision={0}
            defaultValue={settings.tolerance}
            onChange={(value) => {
              if (typeof value === 'number') onSettingsChange({ ...settings, tolerance: value });
            }}
          />
        </Flex>
      </Flex>
      {offers === null ? (
        <div role="status" aria-label="Offers loading">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : 'error' in offers ? (
        <Alert type="error" showIcon title="The offers could not be computed" description={offers.error} />
      ) : list === null || list.length === 0 ? (
        <Typography.Paragraph type="secondary">
          No package reaches your walk-away total: lower it, or look for more value on the issues.
        </Typography.Paragraph>
      ) : (
        <>
          <ol className="offers" aria-label="Equivalent offers">
            {list.map((offer, index) => (
              <Offer key={index} offer={offer} index={index} />
            ))}
          </ol>
          {list.length < settings.count ? (
            <Typography.Text type="secondary">
              {list.length === 1 ? 'Only 1 package fits' : `Only ${countOf(list.length, 'package')} fit`}: no
              more packages within {settings.tolerance} points of each other for you differ for the other
              side. A wider tolerance finds more.
            </Typography.Text>
          ) : null}
          <div>
            <Button
              icon={<ExportOutlined aria-hidden />}
              href={exportHref(caseId, settings)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open the report with these offers
            </Button>
          </div>
        </>
      )}
    </Flex>
  );
});
