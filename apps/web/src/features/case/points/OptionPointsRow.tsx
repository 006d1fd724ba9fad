import { Limits } from '@parley/contracts';
import { Button, Input, Select, Tag, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { manualPointsToSave, PREFERENCE_LEVELS } from './points-draft';
import './OptionPointsRow.css';

export interface OptionPointsRowProps {
  /** Used in the controls' names so that options of the same name in two issues stay apart. */
  issueName: string;
  optionName: string;
  description?: string | null;
  rank: number;
  /** Preference level, 1–5. */
  importance: number;
  /** Suggested points for the levels on screen. */
  suggested: number;
  /** The party's points for the option; null when it has none. */
  points: number | null;
  onImportanceChange: (importance: number) => void;
  /** Saves points for the option: the suggestion (Use) or a manual entry that changed. */
  onSavePoints: (points: number) => void;
}

/** One option of an issue for one party: preference, suggested points and the party's points. */
export function OptionPointsRow({
  issueName,
  optionName,
  description,
  rank,
  importance,
  suggested,
  points,
  onImportanceChange,
  onSavePoints,
}: OptionPointsRowProps) {
  /** What is being typed; null when not editing, and then the saved points show. */
  const [typed, setTyped] = useState<string | null>(null);
  const label = `${issueName}: ${optionName}`;

  const commit = () => {
    if (typed === null) return;
    setTyped(null);
    const next = manualPointsToSave(typed, points);
    if (next !== null) onSavePoints(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'Escape') setTyped(null);
  };

  return (
    <div className="option-points-row">
      <div className="option-points-name">
        <Typography.Text type="secondary">#{rank}</Typography.Text>{' '}
        <Typography.Text strong className="option-points-option">
          {optionName}
        </Typography.Text>
        {description ? (
          <Typography.Text type="secondary" className="option-points-description">
            {description}
          </Typography.Text>
        ) : null}
      </div>
      <Select
        aria-label={`Preference for ${label}`}
        value={importance}
        options={PREFERENCE_LEVELS}
        onChange={(value: number) => onImportanceChange(value)}
        className="option-points-preference"
      />
      <Tag color="blue" className="tag-flush">
        Suggested: {suggested}
      </Tag>
      <Button
        size="small"
        aria-label={`Use suggested points for ${label}`}
        onClick={() => onSavePoints(suggested)}
      >
        Use
      </Button>
      <Input
        aria-label={`Points for ${label}`}
        inputMode="numeric"
        placeholder="Points"
        title={`A whole number from ${Limits.scoreMin} to ${Limits.scoreMax}`}
        value={typed ?? (points === null ? '' : String(points))}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        className="option-points-input"
      />
    </div>
  );
}
