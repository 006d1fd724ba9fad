import { AimOutlined, InteractionOutlined, ThunderboltOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ConceptKey } from '@parley/contracts';
import type { CategoryCounts, IssueCategory } from '@parley/scoring';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { StatCard } from '../../../components/StatCard';
import { CATEGORIES, CATEGORY_LABELS } from './strategy-model';

const ICONS: Record<IssueCategory, ReactNode> = {
  'your-advantage': <TrophyOutlined />,
  'win-win': <InteractionOutlined />,
  'opponent-advantage': <AimOutlined />,
  contested: <ThunderboltOutlined />,
};

const CONCEPT_OF: Record<IssueCategory, ConceptKey> = {
  'your-advantage': 'yourAdvantage',
  'win-win': 'winWin',
  'opponent-advantage': 'opponentAdvantage',
  contested: 'contested',
};

/** How many issues fall in each of the four categories, each title explained on the spot. */
export function CategorySummary({ counts }: { counts: CategoryCounts }) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Issue categories">
      {CATEGORIES.map((category) => (
        <Col key={category} xs={12} lg={6} role="listitem">
          <StatCard
            title={CATEGORY_LABELS[category]}
            value={counts[category]}
            icon={ICONS[category]}
            concept={CONCEPT_OF[category]}
          />
        </Col>
      ))}
    </Row>
  );
}
