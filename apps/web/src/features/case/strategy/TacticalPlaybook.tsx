import type { PlaybookStep } from '@parley/scoring';
import { Flex, Tag, Typography } from 'antd';
import { SectionCard } from './SectionCard';
import type { IssueStrategy } from './strategy-model';
import './TacticalPlaybook.css';

const PRIORITY_COLORS = { high: 'red', medium: 'blue' } as const;

/** The phases of the negotiation, in the order to raise them, each with its issues. */
export function TacticalPlaybook({ playbook }: { playbook: PlaybookStep<IssueStrategy>[] }) {
  return (
    <SectionCard title="Tactical Playbook" startFolded>
      {playbook.length === 0 ? (
        <Typography.Text type="secondary">
          The playbook needs both parties: your side and the opponent.
        </Typography.Text>
      ) : (
        <ol aria-label="Tactical Playbook" className="tactical-playbook-steps">
          {playbook.map((step) => (
            <li key={step.tacticalPriority} className="tactical-playbook-step">
              <Flex vertical gap={6}>
                <Flex align="center" gap={8} wrap>
                  <Typography.Text type="secondary" strong>
                    {step.phase}
                  </Typography.Text>
                  <Tag color={PRIORITY_COLORS[step.priority]} aria-label={`${step.priority} priority`}>
                    {step.priority}
                  </Tag>
                </Flex>
                <Typography.Title level={3} className="tactical-playbook-title">
                  {step.title}
                </Typography.Title>
                <Flex gap={6} wrap role="list" aria-label={`${step.phase} issues`}>
                  {step.issues.map((issue) => (
                    <Tag key={issue.id} role="listitem" className="tactical-playbook-issue">
                      {issue.name}
                    </Tag>
                  ))}
                </Flex>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
