import { CheckOutlined, ExclamationCircleOutlined, LoadingOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useCaseSaving, type SaveStatus } from './CaseSaving';
import { conflictWords } from './conflict-words';
import type { SaveArea } from './undo-stack';
import './SaveBar.css';

/** The status's words; empty while nothing was changed in this place. */
export function statusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'undone':
      return `Undone: ${status.label}`;
    case 'failed':
      return status.undo ? "Couldn't undo" : "Couldn't save";
    case 'conflict':
      return `${conflictWords(status.conflict, Date.now())}${status.undo ? ': not undone' : ''}`;
  }
}

function StatusIcon({ status }: { status: SaveStatus }) {
  switch (status.kind) {
    case 'saving':
      return <LoadingOutlined aria-hidden />;
    case 'saved':
    case 'undone':
      return <CheckOutlined aria-hidden />;
    case 'failed':
    case 'conflict':
      return <ExclamationCircleOutlined aria-hidden />;
    default:
      return null;
  }
}

/**
 * Beside a place of the case screen: whether its last change is saving, saved or failed (announced politely,
 * with Retry when sending again can help), and Undo for the case screen's newest change (also Ctrl+Z / Cmd+Z).
 * When someone else changed the same thing first it says who and what (Keep mine / Take theirs). A closed
 * case, or one the reader only views, shows none of it: nothing changes there.
 */
export function SaveBar({ area }: { area: SaveArea }) {
  const saving = useCaseSaving();
  if (saving.locked) return null;
  const status = saving.statusOf(area);
  const text = statusText(status);
  const failed = status.kind === 'failed' || status.kind === 'conflict';
  return (
    <div className="save-bar">
      <Typography.Text
        role="status"
        aria-live="polite"
        type={failed ? 'danger' : 'secondary'}
        className="save-bar-status"
      >
        {text ? (
          <>
            <StatusIcon status={status} /> {text}
          </>
        ) : null}
      </Typography.Text>
      {status.kind === 'failed' && status.retry ? (
        <Button size="small" onClick={status.retry}>
          Retry
        </Button>
      ) : null}
      {status.kind === 'conflict' ? (
        <>
          <Button size="small" type="primary" onClick={status.keepMine}>
            Keep mine
          </Button>
          <Button size="small" onClick={status.takeTheirs}>
            Take theirs
          </Button>
        </>
      ) : null}
      <Button
        size="small"
        icon={<UndoOutlined aria-hidden />}
        disabled={saving.depth === 0}
        onClick={saving.undo}
        aria-label={saving.next ? `Undo ${saving.next.label}` : 'Undo'}
        aria-keyshortcuts="Control+Z Meta+Z"
        title={saving.next ? `Undo ${saving.next.label} (Ctrl+Z)` : 'Nothing to undo'}
      >
        Undo
      </Button>
    </div>
  );
}
