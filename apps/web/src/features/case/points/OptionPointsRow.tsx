import { Limits } from '@parley/contracts';
import { Button, Input, Select, Tag, Typography } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import { conflictOf } from '../../../lib/errors';
import { manualPointsOutcome, PREFERENCE_LEVELS } from './points-draft';
import { RankConflictNote } from './RankConflictNote';
import { useRefocusAfterMove } from './useRefocusAfterMove';
import { useCaseSaving } from '../saving/CaseSaving';
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
  /** Why its rank contradicts its preference, in words; null when it does not. */
  conflict?: string | null;
  onImportanceChange: (importance: number) => void;
  /** Saves points for the option: the suggestion (Use) or a manual entry that changed. */
  onSavePoints: (points: number) => Promise<unknown> | void;
  /** A closed case: everything can be read, nothing changed. */
  locked?: boolean;
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
  conflict = null,
  onImportanceChange,
  onSavePoints,
  locked = false,
}: OptionPointsRowProps) {
  /** Why the last entry was refused, or that it became 0; an undo since then takes it away. */
  const { undone } = useCaseSaving();
  /**
   * What is being typed; null when not editing, and then the saved points show. An undo since it was typed
   * drops it with its message, so that the field shows the points the undo restored.
   */
  const [entry, setEntry] = useState<{ text: string; undone: number } | null>(null);
  const typed = entry && entry.undone === undone ? entry.text : null;
  const setTyped = (text: string | null) => setEntry(text === null ? null : { text, undone });
  const [note, setNote] = useState<{ text: string; undone: number } | null>(null);
  const message = note && note.undone === undone ? note.text : null;
  const setMessage = (text: string | null) => setNote(text === null ? null : { text, undone });
  const messageId = useId();
  const label = `${issueName}: ${optionName}`;
  const [preferenceRef, refocusPreference] = useRefocusAfterMove();
  /**
   * Points on their way to the server, shown from the moment they are sent: the saved points reach this row
   * once the case's scores are read again, a moment after the status already says "Saved". Shown while the
   * saved points are still those from before the save; any change of them (the save's, an undo's) ends it.
   */
  const [sending, setSending] = useState<{ points: number; over: number | null } | null>(null);
  if (sending && sending.over !== points) setSending(null);
  const shown = sending ? sending.points : points;

  /**
   * Sends points; a failed save shows the saved points again, or puts back `entry` (what was typed). Not after
   * a conflict (412): its Keep mine sends the entry again and Take theirs drops it, so an entry put back would
   * be sent a second time, against the old version, as soon as the field lost focus to Keep mine.
   */
  const send = (value: number, entry: string | null) => {
    setSending({ points: value, over: points });
    void Promise.resolve(onSavePoints(value)).catch((error: unknown) => {
      setSending(null);
      if (entry !== null && conflictOf(error) === undefined) setTyped(entry);
    });
  };

  const commit = () => {
    if (typed === null) return;
    const outcome = manualPointsOutcome(typed, points);
    setMessage(outcome.message);
    // A refused entry stays to be corrected; anything else shows the points sent (`send`), or the stored
    // points when nothing is sent.
    if (!outcome.keepTyped) setTyped(null);
    if (outcome.save === null) return;
    // A failed save puts the entry back in the field, so that nothing typed is lost (the status offers Retry).
    send(outcome.save, typed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'Escape') {
      setTyped(null);
      setMessage(null);
    }
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
        ref={preferenceRef}
        aria-label={`Preference for ${label}`}
        value={importance}
        options={PREFERENCE_LEVELS}
        onChange={(value: number) => {
          refocusPreference();
          onImportanceChange(value);
        }}
        disabled={locked}
        className="option-points-preference"
      />
      <Tag color="blue" className="tag-flush">
        Suggested: {suggested}
      </Tag>
      <Button
        size="small"
        aria-label={`Use suggested points for ${label}`}
        disabled={locked}
        onClick={() => {
          setMessage(null);
          // A failure is shown by the status beside the points, with Retry.
          send(suggested, null);
        }}
      >
        Use
      </Button>
      <Input
        aria-label={`Points for ${label}`}
        inputMode="numeric"
        placeholder="Points"
        title={`A whole number from ${Limits.scoreMin} to ${Limits.scoreMax}`}
        value={typed ?? (shown === null ? '' : String(shown))}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        disabled={locked}
        status={message && typed !== null ? 'error' : undefined}
        aria-invalid={message && typed !== null ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        className="option-points-input"
      />
      {message ? (
        <Typography.Text
          id={messageId}
          type={typed !== null ? 'danger' : 'warning'}
          role="alert"
          className="points-message"
        >
          {message}
        </Typography.Text>
      ) : null}
      {conflict ? <RankConflictNote text={conflict} /> : null}
    </div>
  );
}
