import type { CaseStatus } from '@parley/contracts';
import { Tag } from 'antd';

const COLORS: Record<CaseStatus, string> = {
  draft: 'default',
  active: 'processing',
  completed: 'success',
  closed: 'purple',
};

const LABELS: Record<CaseStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  closed: 'Closed',
};

/** A case's status as a coloured badge. */
export function StatusTag({ status }: { status: CaseStatus }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} className="tag-flush">
      {LABELS[status] ?? status}
    </Tag>
  );
}
