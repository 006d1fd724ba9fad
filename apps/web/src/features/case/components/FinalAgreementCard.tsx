import { scoredIssuesOf, type CaseDetailResponse } from '@parley/contracts';
import { finalAgreementTotals } from '@parley/scoring';
import { Card, Col, Flex, Row, Select, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { SaveBar } from '../saving/SaveBar';
import './FinalAgreementCard.css';
import { Concept } from '../../../components/Concept';
import { useAgreementLocked } from '../access/case-access';

export interface FinalAgreementCardProps {
  detail: CaseDetailResponse;
  /** Records the option agreed for an issue; rejects when the save failed (the caller tells the user). */
  onAgree: (issueId: number, optionId: number) => Promise<void>;
}

/**
 * The Final Agreement card (docs/product.md, Scenarios and analysis): the option agreed on each issue, and both parties' totals; once every
 * issue is agreed, with where each total sits between the party's worst (0%) and best (100%) total.
 */
export function FinalAgreementCard({ detail, onAgree }: FinalAgreementCardProps) {
  const [saving, setSaving] = useState<number | null>(null);
  // The other side of a joint table reaches the agreement at the table, not here (issue 36).
  const locked = useAgreementLocked(detail);
  const agreed = new Map(detail.finalAgreements.map((a) => [a.issueId, a.optionId]));
  const totals = finalAgreementTotals(scoredIssuesOf(detail), detail.finalAgreements);
  const settled = detail.issues.length - totals.missingIssueIds.length;
  // A share of the range means something only once every issue is settled; until then the totals are partial.
  const ofRange = (percent: number) =>
    totals.missingIssueIds.length === 0 ? (
      <>
        ({Math.round(percent)}% <Concept term="rangeShare">of range</Concept>)
      </>
    ) : (
      'so far'
    );

  const agree = async (issueId: number, optionId: number) => {
    setSaving(issueId);
    try {
      await onAgree(issueId, optionId);
    } catch {
      // The caller has shown the failure; the select shows the stored option again.
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card
      title={<SectionTitle>Final Agreement</SectionTitle>}
      extra={detail.issues.length === 0 ? null : <SaveBar area="agreement" />}
    >
      {detail.issues.length === 0 ? (
        <Typography.Text type="secondary">Add issues to record what was agreed.</Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">
            {settled} of {detail.issues.length} issues agreed
          </Typography.Text>
          <Row gutter={[16, 12]}>
            {detail.issues.map((issue) => (
              <Col key={issue.id} xs={24} md={12}>
                <label className="final-agreement-field">
                  <Typography.Text strong className="final-agreement-issue">
                    {issue.name}
                  </Typography.Text>
                  <Select
                    aria-label={`Agreed option for ${issue.name}`}
                    placeholder="Not agreed yet"
                    // null, not undefined: an unagreed issue stays controlled, so a failed save shows no choice.
                    value={agreed.get(issue.id) ?? null}
                    loading={saving === issue.id}
                    disabled={locked || saving === issue.id}
                    options={issue.options.map((option) => ({ value: option.id, label: option.name }))}
                    onChange={(optionId: number) => void agree(issue.id, optionId)}
                    className="final-agreement-select"
                  />
                </label>
              </Col>
            ))}
          </Row>
          <Row gutter={16} role="list" aria-label="Final agreement totals">
            <Col xs={12} role="listitem">
              <Statistic title="Your Total" value={totals.user} suffix={ofRange(totals.userPercent)} />
            </Col>
            <Col xs={12} role="listitem">
              <Statistic
                title="Opponent Total"
                value={totals.opponent}
                suffix={ofRange(totals.opponentPercent)}
              />
            </Col>
          </Row>
        </Flex>
      )}
    </Card>
  );
}
