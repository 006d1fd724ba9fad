import { ExportOutlined } from '@ant-design/icons';
import { OFFERS_TACTIC, OfferLimits, offerTargetSentence, type ConceptKey } from '@parley/contracts';
import type { OfferTarget } from '@parley/scoring';
import { Alert, Button, Flex, InputNumber, Skeleton, Typography } from 'antd';
import { memo, useId, type ReactNode } from 'react';
import { exportHref } from '../components/CaseView';
import { countOf, type OfferPackage, type OfferSettings, type OffersAnswer } from './decision-support';
import { Concept } from '../../../components/Concept';
import { WalkAwayFlags } from './DealList';
import { CLAIMS } from './robustness';
import { WithRobustness } from './Robustness';

export interface OfferBuilderProps {
  caseId: number;
  settings: OfferSettings;
  onSettingsChange: (settings: OfferSettings) => void;
  /** null while computing. */
  offers: OffersAnswer | null;
  /** Both walk-away totals (null: not recorded), which every offer reaches. */
  userWalkAway: number | null;
  opponentWalkAway: number | null;
  /** The widest tolerance that can matter: your best total minus your worst (undefined until known). */
  toleranceMax?: number;
  /** The default target and what it stands on; undefined until the figures are known, null without one. */
  defaultTarget?: OfferTarget | null;
  /** Your best total, the highest target that can matter (undefined until known). */
  targetMax?: number;
  /** Per offer, the share of the other side's plausible profiles in which it holds (null: not yet known). */
  robustness?: readonly number[] | null;
}

function Offer({
  offer,
  index,
  share,
  theirWalkAway,
}: {
  offer: OfferPackage;
  index: number;
  share: number | undefined;
  theirWalkAway: boolean;
}) {
  return (
    <li className="offer">
      <WithRobustness claim={theirWalkAway ? CLAIMS.offer : CLAIMS.offerNoWalkAway} share={share}>
        <Flex gap={8} wrap align="baseline">
          <Typography.Text strong>Offer {index + 1}</Typography.Text>
          <Typography.Text>
            you {offer.userTotal}, them {offer.opponentTotal}
          </Typography.Text>
          <WalkAwayFlags below={offer.belowWalkAway} />
        </Flex>
        <Typography.Text type="secondary">
          {offer.yourBest.length === 0
            ? 'Your preferred option on no issue'
            : `Your preferred option on ${offer.yourBest.join(', ')}`}
        </Typography.Text>
        <ul className="deal-options" aria-label={`Offer ${index + 1} options`}>
          {offer.options.map((o) => (
            <li key={o.issue}>
              <Typography.Text type="secondary">{o.issue}:</Typography.Text> {o.option}
            </li>
          ))}
        </ul>
      </WithRobustness>
    </li>
  );
}

/** One labelled setting of the builder. */
function Setting({
  id,
  label,
  concept,
  children,
}: {
  id: string;
  label: string;
  concept?: ConceptKey;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={4}>
      <span>
        <label htmlFor={id}>
          <Typography.Text strong>{label}</Typography.Text>
        </label>
        {concept ? <Concept term={concept} /> : null}
      </span>
      {children}
    </Flex>
  );
}

/** A whole-number input's props: the contract's bounds, the upper one lowered to what the case can reach. */
const wholeInput = (id: string, min: number, max: number, caseMax?: number) => ({
  id,
  className: 'offer-input',
  min,
  max: Math.min(max, Math.max(0, caseMax ?? max)),
  precision: 0,
});

/**
 * Multiple equivalent simultaneous offers: the person sets how many, the target (the default shown and
 * explained) and the tolerance, the worker finds the packages (@parley/scoring's `equivalentOffers`), and the
 * printable report can list the same offers.
 */
export const OfferBuilder = memo(function OfferBuilder({
  caseId,
  settings,
  onSettingsChange,
  offers,
  userWalkAway,
  opponentWalkAway,
  toleranceMax,
  defaultTarget,
  targetMax,
  robustness = null,
}: OfferBuilderProps) {
  const id = useId();
  const list = offers !== null && 'offers' in offers ? offers.offers : null;
  const target = settings.target ?? null;
  const floors = [
    userWalkAway === null ? null : `your walk-away total (${userWalkAway})`,
    opponentWalkAway === null ? null : `theirs (${opponentWalkAway})`,
  ].filter((floor) => floor !== null);
  const targetSentence =
    defaultTarget === undefined
      ? null
      : offerTargetSentence(defaultTarget, target, opponentWalkAway !== null);
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph className="decision-support-text">
        {OFFERS_TACTIC} Each package&apos;s total for you lies within the tolerance of the target
        {floors.length === 0 ? '' : ` and reaches ${floors.join(' and ')}`}; no package in that range is
        better for both sides; and the packages differ in the issues where you get your preferred option.{' '}
        <Concept term="equivalentOffers" />
      </Typography.Paragraph>
      <Flex gap={24} wrap>
        <Setting id={`${id}-target`} label="Target for you (points)" concept="offerTarget">
          <Flex gap={8} align="center">
            <InputNumber
              {...wholeInput(`${id}-target`, OfferLimits.targetMin, OfferLimits.targetMax, targetMax)}
              value={target ?? defaultTarget?.target ?? null}
              placeholder="Default"
              aria-describedby={targetSentence === null ? undefined : `${id}-target-why`}
              onChange={(value) =>
                onSettingsChange({ ...settings, target: typeof value === 'number' ? value : null })
              }
            />
            {target !== null ? (
              <Button type="link" onClick={() => onSettingsChange({ ...settings, target: null })}>
                Use the default
              </Button>
            ) : null}
          </Flex>
        </Setting>
        <Setting id={`${id}-count`} label="Number of offers">
          <InputNumber
            {...wholeInput(`${id}-count`, OfferLimits.countMin, OfferLimits.countMax)}
            defaultValue={settings.count}
            onChange={(value) => {
              if (typeof value === 'number') onSettingsChange({ ...settings, count: value });
            }}
          />
        </Setting>
        <Setting id={`${id}-tolerance`} label="Tolerance (points)">
          <InputNumber
            {...wholeInput(
              `${id}-tolerance`,
              OfferLimits.toleranceMin,
              OfferLimits.toleranceMax,
              toleranceMax,
            )}
            defaultValue={settings.tolerance}
            onChange={(value) => {
              if (typeof value === 'number') onSettingsChange({ ...settings, tolerance: value });
            }}
          />
        </Setting>
      </Flex>
      {targetSentence === null ? null : (
        <Typography.Text id={`${id}-target-why`}>{targetSentence}</Typography.Text>
      )}
      {offers === null ? (
        <div role="status" aria-label="Offers loading">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : 'error' in offers ? (
        <Alert type="error" showIcon title="The offers could not be computed" description={offers.error} />
      ) : list === null || list.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {defaultTarget === null
            ? 'No package reaches both walk-away totals: check them, or look for more value on the issues.'
            : 'No package near this target reaches both walk-away totals: try the default target or a wider tolerance.'}
        </Typography.Paragraph>
      ) : (
        <>
          <ol className="offers" aria-label="Equivalent offers">
            {list.map((offer, index) => (
              <Offer
                key={index}
                offer={offer}
                index={index}
                share={robustness?.[index]}
                theirWalkAway={opponentWalkAway !== null}
              />
            ))}
          </ol>
          {list.length < settings.count ? (
            <Typography.Text type="secondary">
              {list.length === 1 ? 'Only 1 package fits' : `Only ${countOf(list.length, 'package')} fit`}: no
              other package within {settings.tolerance} points of the target gives you your preferred options
              on a different set of issues without a better one beside it. A wider tolerance finds more.
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
