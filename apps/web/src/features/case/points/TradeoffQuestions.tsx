import { answerHolds } from '@parley/scoring';
import { Alert, Button, Flex, Modal, Popconfirm, Skeleton, Typography } from 'antd';
import { RetryAlert } from '../../../components/RetryAlert';
import { AnswerList, ConflictPanel } from './TradeoffAnswerList';
import { TradeoffChanges } from './TradeoffChanges';
import { NothingToAsk, QuestionPanel } from './TradeoffQuestion';
import { answerCount, sameAnswers } from './tradeoff-state';
import { useTradeoffSession, type TradeoffQuestionsProps } from './useTradeoffSession';
import './TradeoffQuestions.css';

export type { PointsRow, TradeoffQuestionsProps } from './useTradeoffSession';

/**
 * "Check my points" / "Check their points" (issue 22, docs/decisions.md §43): one trade-off question at a time,
 * the points fitted to the answers after each one with what they change, and the answers that contradict each
 * other named when no points can meet them all. The answers are saved as they are given.
 */
export function TradeoffQuestions(props: TradeoffQuestionsProps) {
  const { open, onClose, party } = props;
  const mine = party.type === 'user';
  return (
    <Modal
      open={open}
      title={mine ? 'Check my points' : `Check their points (${party.name})`}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
      className="tradeoff-modal"
    >
      {open ? <Session {...props} /> : null}
    </Modal>
  );
}

/** Draws the state (`tradeoff-state.ts`) and dispatches; one effect saves the answers. */
/** Draws the session (`useTradeoffSession`) and dispatches. */
function Session(props: TradeoffQuestionsProps) {
  const { onClose, party, issues } = props;
  const session = useTradeoffSession(props);
  const { mine, query, state, send, current, conflict, pick, question, scoring, fitted, changes } = session;
  const { answer, remove, answerAgain, savePoints, describe, reordered, saveStatus } = session;
  const editing = state.editing;
  if (current === null && !query.isError) {
    return (
      <div aria-busy="true" aria-label="Loading your answers">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (current === null) {
    return (
      <RetryAlert
        type="error"
        title="Your earlier answers could not be loaded."
        description="Nothing was changed. Try again in a moment."
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div className="tradeoff-session">
      <Typography.Paragraph type="secondary">
        {mine
          ? 'Answer a few questions about which of two packages you would rather have. Parley adjusts your points so that they agree with your answers, and shows you what would change before anything is saved.'
          : `Answer as you think ${party.name} would. Parley adjusts the points you gave them so that they agree with your answers, and shows you what would change before anything is saved.`}
      </Typography.Paragraph>

      {saveStatus === 'failed' ? (
        <Alert
          type="error"
          showIcon
          className="tradeoff-block"
          title="Your latest answers are not saved yet."
          action={
            <Button size="small" onClick={() => send({ type: 'retry' })}>
              Retry
            </Button>
          }
        />
      ) : null}

      {conflict !== null ? (
        <ConflictPanel
          focusRef={session.conflictRef}
          answers={conflict.map((k) => ({ index: k, text: describe(k) }))}
          onAgain={answerAgain}
          onRemove={remove}
        />
      ) : question !== null ? (
        <QuestionPanel
          mine={mine}
          issues={issues}
          question={question}
          answered={current.length}
          pick={pick}
          confidence={state.confidence}
          firstPackageRef={session.firstPackageRef}
          onAnswer={answer}
          onSkip={() => send({ type: 'skipped', question })}
          onConfidence={(confidence) => send({ type: 'confidence-picked', confidence })}
        />
      ) : (
        <NothingToAsk
          mine={mine}
          issues={issues}
          pick={pick}
          onAskSkipped={() => send({ type: 'skips-reset' })}
        />
      )}

      {fitted !== null && current.length > 0 ? (
        <TradeoffChanges
          mine={mine}
          partyName={party.name}
          changes={changes}
          reordered={reordered}
          discarded={state.discardedFor !== null && sameAnswers(state.discardedFor, current)}
          editing={editing}
          broken={
            editing ? current.filter((a) => !answerHolds(scoring, a, { ...fitted, ...editing })).length : 0
          }
          saving={state.savingPoints}
          failed={state.pointsError}
          onAccept={() => void savePoints(fitted)}
          onEditStart={() =>
            send({
              type: 'editing-started',
              values: Object.fromEntries(changes.map((change) => [String(change.optionId), change.to])),
            })
          }
          onEdit={(optionId, value) => send({ type: 'edited', optionId, value })}
          onSaveEdited={() => void savePoints({ ...fitted, ...editing })}
          onCancelEdit={() => send({ type: 'editing-cancelled' })}
          onDiscard={() => send({ type: 'discarded', current })}
        />
      ) : null}

      {current.length > 0 && conflict === null ? (
        <details className="tradeoff-block tradeoff-given">
          <summary>Your answers ({current.length})</summary>
          <AnswerList
            answers={current.map((_, k) => ({ index: k, text: describe(k) }))}
            onAgain={answerAgain}
            onRemove={remove}
          />
        </details>
      ) : null}

      <Flex justify="space-between" align="center" gap="small" wrap className="tradeoff-footer">
        <Typography.Text type="secondary" aria-live="polite">
          {answerCount(current.length)}
          {saveStatus === 'saving'
            ? ', saving…'
            : current.length > 0 && saveStatus === 'saved'
              ? ', saved'
              : ''}
        </Typography.Text>
        <Flex gap="small" wrap>
          {current.length > 0 ? (
            <Popconfirm
              title={`Clear all ${current.length === 1 ? 'answer' : `${current.length} answers`}?`}
              description={`Your points stay as they are; only the answers go.`}
              okText="Clear answers"
              cancelText="Keep them"
              onConfirm={() => send({ type: 'cleared' })}
            >
              <Button>Clear answers</Button>
            </Popconfirm>
          ) : null}
          <Button onClick={onClose}>Done</Button>
        </Flex>
      </Flex>
    </div>
  );
}
