import { SlidersOutlined } from '@ant-design/icons';
import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import { flatPointsParties, totalsRange, type Party } from '@parley/scoring';
import { Alert, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';

interface PointsSpreadNoticeProps {
  detail: CaseDetailResponse;
  /** Where 'Open Smart Points' leads, as the scoring setup notice's 'Set Points' does. */
  pointsTabHref: string;
}

/**
 * Says when a party's points barely separate the packages (its worst total within 15 % of its best,
 * `flatPointsParties`): every package then looks about as good to that side, so the advice has little to go
 * on. Typical after "Use all suggestions" with nothing rated. Nothing is shown otherwise.
 */
export function PointsSpreadNotice({ detail, pointsTabHref }: PointsSpreadNoticeProps) {
  const flat = useMemo(() => {
    const issues = scoredIssuesOf(detail);
    const range = totalsRange(issues);
    const totals = (party: Party) =>
      party === 'user'
        ? { best: range.userMax, worst: range.userMin }
        : { best: range.opponentMax, worst: range.opponentMin };
    return flatPointsParties(issues).map((party) => ({ party, ...totals(party) }));
  }, [detail]);
  if (flat.length === 0) return null;

  const opponentName = detail.parties.find((party) => party.type === 'opponent')?.name ?? 'The opponent';
  const sentence = ({ party, best, worst }: (typeof flat)[number]) =>
    party === 'user'
      ? `Your points barely separate the packages: your worst package totals ${worst}, within 15% of your best (${best}).`
      : `${opponentName}'s points barely separate the packages: their worst package totals ${worst}, within 15% of their best (${best}).`;

  return (
    <Alert
      type="warning"
      showIcon
      title="Points that barely separate packages"
      description={
        <Flex vertical gap={8} align="start">
          {flat.map((item) => (
            <Typography.Text key={item.party}>{sentence(item)}</Typography.Text>
          ))}
          <Typography.Text>
            Every package then looks about as good, so the advice below has little to go on. In Smart Points,
            set how important each issue is and which options are preferred, then use the suggestions again.
          </Typography.Text>
          <ButtonLink to={pointsTabHref} icon={<SlidersOutlined aria-hidden />}>
            Open Smart Points
          </ButtonLink>
        </Flex>
      }
    />
  );
}
