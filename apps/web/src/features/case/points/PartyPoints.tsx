import type { IssueResponse } from '@parley/contracts';
import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { conflictsFor, conflictText, suggestionsFor, type PartyDraft } from './points-draft';
import { SortableIssue } from './SortableIssue';
import { Concept } from '../../../components/Concept';
import { SortableList } from '../../../components/SortableList';
import './PartyPoints.css';

export interface PartyPointsProps {
  partyName: string;
  issues: IssueResponse[];
  /** The party's levels on screen, issues and options in rank order. */
  draft: PartyDraft;
  /** The party's points by option id. */
  points: Map<number, number>;
  onMoveIssue: (activeId: number, overId: number) => void;
  onIssueImportanceChange: (issueId: number, importance: number) => void;
  onMoveOption: (issueId: number, activeId: number, overId: number) => void;
  onOptionImportanceChange: (issueId: number, optionId: number, importance: number) => void;
  /** Rejects when the save failed (the field then shows the entry again). */
  onSavePoints: (issueId: number, optionId: number, points: number) => Promise<unknown> | void;
  /** Sets every option's points to its suggestion (the owner confirms before overwriting manual points). */
  onUseAllSuggestions?: () => void;
  /** Saving every suggestion is under way. */
  usingAll?: boolean;
  /** A closed case: everything can be read, nothing changed. */
  locked?: boolean;
  /** Beside the actions: the saving status and Undo. */
  status?: ReactNode;
  /** More actions beside "Use all suggestions" ("Check my points"). */
  actions?: ReactNode;
}

/**
 * What an issue is worth at most with the points in force: its best option's points (an option without points
 * counts 0, as in every figure); null while none of its options has points, when the suggestion stands instead.
 */
export function pointsInForce(points: ReadonlyArray<number | undefined>): number | null {
  const given = points.filter((p): p is number => p !== undefined);
  return given.length === 0 ? null : Math.max(...given);
}

/** One party's ranked issues and options, with suggested points computed live from the levels on screen. */
export function PartyPoints({
  partyName,
  issues,
  draft,
  points,
  onMoveIssue,
  onIssueImportanceChange,
  onMoveOption,
  onOptionImportanceChange,
  onSavePoints,
  onUseAllSuggestions,
  usingAll = false,
  locked = false,
  status = null,
  actions = null,
}: PartyPointsProps) {
  const issueById = new Map(issues.map((issue) => [issue.id, issue]));
  const shown = draft.filter((item) => issueById.has(item.issueId));
  const suggestions = suggestionsFor(shown);
  const conflicts = conflictsFor(shown);
  const issueNames = (ids: readonly number[]) => ids.map((id) => issueById.get(id)?.name ?? '');

  return (
    <section aria-label={`Points for ${partyName}`}>
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <Typography.Paragraph type="secondary" className="points-intro">
          Set how important each issue is for {partyName} and open it to say how much each option is
          preferred: issues and options line up by those levels, and you can drag them into a finer order. The{' '}
          <Concept term="suggestedPoints">suggested points</Concept> follow at once; a more important issue
          spreads its options' points wider.
        </Typography.Paragraph>
        <Flex gap="small" wrap align="center" justify="flex-end">
          {status}
          {actions}
          {onUseAllSuggestions ? (
            <Button
              icon={<ThunderboltOutlined aria-hidden />}
              onClick={onUseAllSuggestions}
              loading={usingAll}
              disabled={locked}
              aria-label={`Use all suggestions for ${partyName}`}
            >
              Use all suggestions
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <SortableList
        ids={shown.map((item) => item.issueId)}
        nameOf={(id) => issueById.get(id)?.name ?? ''}
        onMove={onMoveIssue}
      >
        <ol className="party-points-list">
          {shown.map((item, index) => {
            const issue = issueById.get(item.issueId)!;
            const optionNames = (ids: readonly number[]) =>
              ids.map((id) => issue.options.find((option) => option.id === id)?.name ?? '');
            const issueConflict = conflicts.issues.get(item.issueId);
            return (
              <SortableIssue
                key={item.issueId}
                issue={issue}
                rank={index + 1}
                importance={item.importance}
                conflict={issueConflict ? conflictText('issue', issueNames(issueConflict)) : null}
                suggestedMax={suggestions.issues.get(item.issueId) ?? 0}
                pointsMax={pointsInForce(item.options.map((option) => points.get(option.optionId)))}
                options={item.options.map((option) => {
                  const optionConflict = conflicts.options.get(option.optionId);
                  return {
                    optionId: option.optionId,
                    importance: option.importance,
                    suggested: suggestions.options.get(option.optionId) ?? 0,
                    points: points.get(option.optionId) ?? null,
                    conflict: optionConflict ? conflictText('option', optionNames(optionConflict)) : null,
                  };
                })}
                onImportanceChange={(level) => onIssueImportanceChange(item.issueId, level)}
                onMoveOption={(activeId, overId) => onMoveOption(item.issueId, activeId, overId)}
                onOptionImportanceChange={(optionId, level) =>
                  onOptionImportanceChange(item.issueId, optionId, level)
                }
                onSavePoints={(optionId, value) => onSavePoints(item.issueId, optionId, value)}
                locked={locked}
              />
            );
          })}
        </ol>
      </SortableList>
    </section>
  );
}
