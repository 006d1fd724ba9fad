import { DownOutlined, RightOutlined } from '@ant-design/icons';
import type { IssueResponse } from '@parley/contracts';
import { Button, Card, Select, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { OptionPointsRow } from './OptionPointsRow';
import { RankConflictNote } from './RankConflictNote';
import { useRefocusAfterMove } from './useRefocusAfterMove';
import { IMPORTANCE_LEVELS } from './points-draft';
import { SortableList, SortableRow } from '../../../components/SortableList';
import './SortableIssue.css';

export interface OptionPoints {
  optionId: number;
  importance: number;
  suggested: number;
  points: number | null;
  /** Why its rank contradicts its level, in words; null when it does not. */
  conflict: string | null;
}

export interface SortableIssueProps {
  issue: IssueResponse;
  rank: number;
  /** Importance level, 1–5. */
  importance: number;
  /** Why its rank contradicts its importance, in words; null when it does not. */
  conflict?: string | null;
  /** What the issue is worth at most: its best option's suggestion. */
  suggestedMax: number;
  /** What it is worth at most with the points in force (its best option's points); null while none has points. */
  pointsMax?: number | null;
  /** The issue's options in rank order. */
  options: OptionPoints[];
  onImportanceChange: (importance: number) => void;
  onMoveOption: (activeId: number, overId: number) => void;
  onOptionImportanceChange: (optionId: number, importance: number) => void;
  onSavePoints: (optionId: number, points: number) => Promise<unknown> | void;
  /** A closed case: everything can be read, nothing changed. */
  locked?: boolean;
}

/** An issue of the ranked list: its handle, importance and, when expanded, its ranked options. */
export function SortableIssue({
  issue,
  rank,
  importance,
  conflict = null,
  suggestedMax,
  pointsMax = null,
  options,
  onImportanceChange,
  onMoveOption,
  onOptionImportanceChange,
  onSavePoints,
  locked = false,
}: SortableIssueProps) {
  const [expanded, setExpanded] = useState(false);
  const optionsId = useId();
  const optionById = new Map(issue.options.map((option) => [option.id, option]));
  const optionName = (id: number) => optionById.get(id)?.name ?? '';
  const [importanceRef, refocusImportance] = useRefocusAfterMove();

  return (
    <SortableRow
      id={issue.id}
      handleLabel={`Drag to reorder ${issue.name}`}
      className="sortable-issue"
      disabled={locked}
    >
      <Card size="small">
        <div className="wrap-row">
          <div className="sortable-issue-name">
            <Typography.Text type="secondary">#{rank}</Typography.Text>{' '}
            <Typography.Text strong className="sortable-issue-title">
              {issue.name}
            </Typography.Text>
          </div>
          <Select
            ref={importanceRef}
            aria-label={`Importance of ${issue.name}`}
            value={importance}
            options={IMPORTANCE_LEVELS}
            onChange={(value: number) => {
              refocusImportance();
              onImportanceChange(value);
            }}
            disabled={locked}
            className="sortable-issue-importance"
          />
          <Tag className="tag-flush">
            {pointsMax === null ? `Suggested: up to ${suggestedMax} points` : `Up to ${pointsMax} points`}
          </Tag>
          <Button
            type="text"
            aria-expanded={expanded}
            aria-controls={optionsId}
            aria-label={`Options of ${issue.name}`}
            icon={expanded ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
            onClick={() => setExpanded((open) => !open)}
          >
            Options ({options.length})
          </Button>
        </div>
        {conflict ? <RankConflictNote text={conflict} /> : null}
        <div id={optionsId} hidden={!expanded}>
          {expanded ? (
            <SortableList
              ids={options.map((option) => option.optionId)}
              nameOf={optionName}
              onMove={onMoveOption}
            >
              <ol className="sortable-issue-options">
                {options.map((option, index) => {
                  const { name = '', description = null } = optionById.get(option.optionId) ?? {};
                  return (
                    <SortableRow
                      key={option.optionId}
                      id={option.optionId}
                      handleLabel={`Drag to reorder ${issue.name}: ${name}`}
                      disabled={locked}
                    >
                      <OptionPointsRow
                        issueName={issue.name}
                        optionName={name}
                        description={description}
                        rank={index + 1}
                        importance={option.importance}
                        suggested={option.suggested}
                        points={option.points}
                        conflict={option.conflict}
                        onImportanceChange={(level) => onOptionImportanceChange(option.optionId, level)}
                        onSavePoints={(points) => onSavePoints(option.optionId, points)}
                        locked={locked}
                      />
                    </SortableRow>
                  );
                })}
              </ol>
            </SortableList>
          ) : null}
        </div>
      </Card>
    </SortableRow>
  );
}
