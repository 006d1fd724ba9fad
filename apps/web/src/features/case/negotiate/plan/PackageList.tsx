import type { RehearsalIssue } from '@parley/contracts';
import { Typography } from 'antd';
import { packageLines } from './package-words';
import './PackageList.css';

/**
 * A package as a short list: "Rent: $1,800", one line per issue it decides, or (`inline`) the issues one after
 * another on as few lines as fit, for a transcript.
 */
export function PackageList({
  issues,
  optionIds,
  label,
  inline = false,
}: {
  issues: readonly RehearsalIssue[];
  optionIds: readonly (number | null)[];
  label: string;
  inline?: boolean;
}) {
  return (
    <ul className={inline ? 'package-list package-list-inline' : 'package-list'} aria-label={label}>
      {packageLines(issues, optionIds).map((line) => (
        <li key={line.issueId}>
          <Typography.Text type="secondary">{line.issue}:</Typography.Text>{' '}
          <Typography.Text strong>{line.option}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
