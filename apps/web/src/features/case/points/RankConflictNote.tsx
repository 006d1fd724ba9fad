import { WarningOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import './RankConflictNote.css';

/**
 * Beside an issue or option whose rank contradicts its level: the words say it (the warning colour and icon
 * only repeat them), so it reads the same to a screen reader and without colour.
 */
export function RankConflictNote({ text }: { text: string }) {
  return (
    <Typography.Text type="warning" className="rank-conflict-note">
      <WarningOutlined aria-hidden /> {text}
    </Typography.Text>
  );
}
