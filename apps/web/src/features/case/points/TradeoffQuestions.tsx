import type { IssueResponse, PartyResponse, TradeoffConfidence } from '@parley/contracts';
import { TRADEOFF_CONFIDENCES } from '@parley/contracts';
import { answerHolds, fitPoints } from '@parley/scoring';
import { Alert, Button, Flex, InputNumber, Modal, Popconfirm, Radio, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { useGetPartyAnswersQuery, useSavePartyAnswersMutation } from './answersApi';
import {
  answerText,
  CONFIDENCE_LABELS,
  DEFAULT_CONFIDENCE,
  issueNames,
  packageText,
  pickQuestion,
  pointsChanges,
  pointsInForce,
  pointsToSave,
  questionKey,
  reorderedText,
  scoringIssues,
  type Answer,
  type PartyLevels,
  type Pick,
  type Preference,
  type Question,
} from './tradeoff-session';
import './TradeoffQuestions.css';

export type PointsRow = { issueId: number; optionId: number; points: number };

export interface TradeoffQuestionsProps {
  open: boolean;
  onClose: () => void;
  party: PartyResponse;
  issues: IssueResponse[];
  /** The party's saved points by option id. */
  saved: ReadonlyMap<number, number>;
  /** The points Smart Points suggests for the party's levels, by option id (stand in where none are saved). */
  suggested: ReadonlyMap<number, number>;
  /** The party's levels on screen: options (or issues) rated differently need no question about their order. */
  levels?: PartyLevels;
  /** Saves points for the party the way Smart Points does (status and Undo); rejects when the save failed. */
  onSavePoints: (rows: PointsRow[]) => Promise<unknown>;
}

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

type SaveState = 'saved' | 'saving' | 'failed';

function Session({ onClose, party, issues, saved, suggested, levels, onSavePoints }: TradeoffQuestionsProps) {
  const mine = party.type === 'user';
  const side = mine ? 'mine' : 'theirs';
  const query = useGetPartyAnswersQuery(party.id);
  const [saveAnswers] = useSavePartyAnswersMutation();
  const handleUnauthorized = useUnauthorizedHandler();

  /** The answers once the person changed them (null: as loaded); each change is saved, the latest list wins. */
  const [answers, setAnswers] = useState<Answer[] | null>(null);
  const answersRef = useRef<Answer[]>([]);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** Questions skipped in this sitting (not stored: a skip says nothing about the person's points). */
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  /** A question from a conflict to answer again, asked before any other. */
  const [again, setAgain] = useState<Question | null>(null);
  const [confidence, setConfidence] = useState<TradeoffConfidence>(DEFAULT_CONFIDENCE);
  /** The answers whose fitted points were discarded: the proposal stays hidden until the answers change. */
  const [discardedFor, setDiscardedFor] = useState<Answer[] | null>(null);
  const [editing, setEditing] = useState<Record<string, number> | null>(null);
  const [savingPoints, setSavingPoints] = useState(false);
  const [pointsError, setPointsError] = useState(false);

  const inForce = useMemo(() => pointsInForce(issues, saved, suggested), [issues, saved, suggested]);
  const scoring = useMemo(() => scoringIssues(issues, inForce, levels), [issues, inForce, levels]);

  // The stored answers until the person changes them; then the screen's list (saved after each change). Those
  // naming an issue or option the case no longer has are left out.
  const loaded = query.data?.answers;
  const current = useMemo(() => {
    const list = answers ?? loaded;
    return list?.filter((answer) => namesOnlyCaseOptions(issues, answer.question)) ?? null;
  }, [answers, loaded, issues]);

  const fit = useMemo(() => (current === null ? null : fitPoints(scoring, current)), [scoring, current]);
  const conflict = fit !== null && 'conflict' in fit ? fit.conflict : null;
  const pick: Pick | null = useMemo(
    () => (current === null || conflict !== null ? null : pickQuestion(scoring, current, skipped)),
    [scoring, current, conflict, skipped],
  );
  const question = again ?? (pick && 'question' in pick ? pick.question : null);

  // Focus follows what the person has to do next: to the contradiction when it appears (the question they
  // answered is gone), to package A when an answer is to be given again.
  const conflictRef = useRef<HTMLElement>(null);
  const firstPackageRef = useRef<HTMLButtonElement>(null);
  const inConflict = conflict !== null;
  useEffect(() => {
    if (inConflict) conflictRef.current?.focus();
  }, [inConflict]);
  useEffect(() => {
    if (again !== null) firstPackageRef.current?.focus();
  }, [again]);

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

  const store = (next: Answer[]) => {
    answersRef.current = next;
    setAnswers(next);
    setSaveState('saving');
    const turn = queue.current.then(() =>
      saveAnswers({ partyId: party.id, answers: answersRef.current }).unwrap(),
    );
    queue.current = turn.then(
      () => {
        if (answersRef.current === next) setSaveState('saved');
      },
      (error: unknown) => {
        handleUnauthorized(error);
        setSaveState('failed');
      },
    );
  };

  const answer = (prefer: Preference) => {
    if (question === null) return;
    const given: Answer = mine ? { question, prefer } : { question, prefer, confidence };
    setAgain(null);
    setConfidence(DEFAULT_CONFIDENCE);
    setEditing(null);
    store([...current, given]);
  };

  const skip = () => {
    if (question === null) return;
    setAgain(null);
    setConfidence(DEFAULT_CONFIDENCE);
    setSkipped(new Set([...skipped, questionKey(question)]));
  };

  const remove = (index: number) => {
    setEditing(null);
    store(current.filter((_, k) => k !== index));
  };

  const answerAgain = (index: number) => {
    const revisited = current[index]!;
    remove(index);
    setAgain(revisited.question);
    // An answer stored without a confidence was sure.
    setConfidence(revisited.confidence ?? 'sure');
  };

  const clear = () => {
    setAgain(null);
    setSkipped(new Set());
    setEditing(null);
    store([]);
  };

  const savePoints = async (points: Record<string, number>) => {
    const rows = pointsToSave(issues, saved, points);
    if (rows.length === 0) return;
    setSavingPoints(true);
    setPointsError(false);
    try {
      await onSavePoints(rows);
      setEditing(null);
    } catch {
      setPointsError(true);
    } finally {
      setSavingPoints(false);
    }
  };

  /** An answer in words; for the other side with how sure the person was ("(a guess)"). */
  const describe = (k: number) => {
    const given = current[k]!;
    const words = answerText(issues, given, side);
    return mine ? words : `${words} (${CONFIDENCE_LABELS[given.confidence ?? 'sure'].toLowerCase()})`;
  };

  const fitted = fit !== null && 'points' in fit ? fit.points : null;
  const reordered =
    fit !== null && 'points' in fit
      ? (fit.reordered ?? []).map((r) => reorderedText(issues, current, fit.points, r, side))
      : [];
  const changes = fitted ? pointsChanges(issues, inForce, fitted) : [];
  const discarded = discardedFor !== null && sameAnswers(discardedFor, current);

  return (
    <div className="tradeoff-session">
      <Typography.Paragraph type="secondary">
        {mine
          ? 'Answer a few questions about which of two packages you would rather have. Parley adjusts your points so that they agree with your answers, and shows you what would change before anything is saved.'
          : `Answer as you think ${party.name} would. Parley adjusts the points you gave them so that they agree with your answers, and shows you what would change before anything is saved.`}
      </Typography.Paragraph>

      {saveState === 'failed' ? (
        <Alert
          type="error"
          showIcon
          className="tradeoff-block"
          title="Your latest answers are not saved yet."
          action={
            <Button size="small" onClick={() => store(answersRef.current)}>
              Retry
            </Button>
          }
        />
      ) : null}

      {conflict !== null ? (
        <ConflictPanel
          focusRef={conflictRef}
          answers={conflict.map((k) => ({ index: k, text: describe(k) }))}
          onAgain={answerAgain}
          onRemove={remove}
        />
      ) : question !== null ? (
        <section className="tradeoff-question tradeoff-block" aria-labelledby="tradeoff-question-title">
          <span className="tradeoff-announce" aria-live="polite">
            {`Question ${current.length + 1}. A: ${packageText(issues, question.left)}. B: ${packageText(issues, question.right)}.`}
          </span>
          <Typography.Title level={4} id="tradeoff-question-title">
            {mine ? (
              'Which would you rather have?'
            ) : (
              <>
                Which would <em>they</em> rather have?
              </>
            )}
          </Typography.Title>
          <Flex vertical gap="small">
            <Button ref={firstPackageRef} className="tradeoff-package" onClick={() => answer('left')} block>
              <strong>A:</strong> {packageText(issues, question.left)}
            </Button>
            <Button className="tradeoff-package" onClick={() => answer('right')} block>
              <strong>B:</strong> {packageText(issues, question.right)}
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" className="tradeoff-same-note">
            (everything else the same)
          </Typography.Paragraph>
          {mine ? null : (
            <Flex gap="small" align="center" wrap className="tradeoff-confidence">
              <span id="tradeoff-confidence-label">How sure are you?</span>
              <Radio.Group
                aria-labelledby="tradeoff-confidence-label"
                value={confidence}
                onChange={(event) => setConfidence(event.target.value as TradeoffConfidence)}
                options={TRADEOFF_CONFIDENCES.map((value) => ({ value, label: CONFIDENCE_LABELS[value] }))}
              />
            </Flex>
          )}
          <Flex gap="small" wrap>
            <Button onClick={() => answer('same')}>About the same</Button>
            <Button onClick={skip}>Skip</Button>
          </Flex>
          {pick && 'unchecked' in pick && pick.unchecked.length > 0 ? (
            <Typography.Paragraph type="secondary" className="tradeoff-unchecked">
              Still unchecked: {issueNames(issues, pick.unchecked)}.
            </Typography.Paragraph>
          ) : null}
        </section>
      ) : pick && 'onlySkipped' in pick ? (
        <Alert
          type="info"
          showIcon
          className="tradeoff-block"
          title="The questions Parley would ask next are ones you skipped."
          description={`Still unchecked: ${issueNames(issues, pick.unchecked)}.`}
          action={
            <Button size="small" onClick={() => setSkipped(new Set())}>
              Ask them again
            </Button>
          }
        />
      ) : (
        <Alert
          type="success"
          showIcon
          className="tradeoff-block"
          title={
            issues.filter((issue) => issue.options.length > 1).length === 0 || issues.length < 2
              ? 'Questions compare two issues at a time: add a second issue and options to compare first.'
              : mine
                ? 'Every issue is checked: your answers and levels settle the order of each issue’s options and which issues matter more. Nothing is left that an answer could change.'
                : 'Every issue is checked: your answers and levels settle, for them, the order of each issue’s options and which issues matter more. Nothing is left that an answer could change.'
          }
        />
      )}

      {fitted !== null && current.length > 0 ? (
        <section className="tradeoff-block" aria-labelledby="tradeoff-changes-title">
          <Typography.Title level={5} id="tradeoff-changes-title">
            What your answers change
          </Typography.Title>
          {changes.length === 0 ? (
            <Typography.Paragraph>
              {mine
                ? 'Your points already agree with every answer.'
                : `The points you gave ${party.name} already agree with every answer.`}
            </Typography.Paragraph>
          ) : discarded ? (
            <Typography.Paragraph>
              You kept the points in force. Answer another question to see new points.
            </Typography.Paragraph>
          ) : editing !== null ? (
            <EditPoints
              changes={changes}
              values={editing}
              onChange={(optionId, value) => setEditing({ ...editing, [String(optionId)]: value })}
              broken={current.filter((a) => !answerHolds(scoring, a, { ...fitted, ...editing })).length}
              saving={savingPoints}
              onSave={() => void savePoints({ ...fitted, ...editing })}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <>
              <ul className="tradeoff-changes">
                {changes.map((change) => (
                  <li key={change.optionId}>
                    {change.label}: {change.from}
                    {change.fromSuggested ? ' (suggested)' : ''} → <strong>{change.to}</strong>
                  </li>
                ))}
              </ul>
              {reordered.length > 0 ? (
                <ul className="tradeoff-reordered">
                  {reordered.map((text) => (
                    <li key={text}>{text}.</li>
                  ))}
                </ul>
              ) : (
                <Typography.Paragraph type="secondary">
                  Every option keeps its place within its issue.
                </Typography.Paragraph>
              )}
              <Flex gap="small" wrap>
                <Button type="primary" loading={savingPoints} onClick={() => void savePoints(fitted)}>
                  Accept new points
                </Button>
                <Button
                  onClick={() =>
                    setEditing(
                      Object.fromEntries(changes.map((change) => [String(change.optionId), change.to])),
                    )
                  }
                >
                  Edit
                </Button>
                <Button onClick={() => setDiscardedFor(current)}>Discard</Button>
              </Flex>
            </>
          )}
          {pointsError ? (
            <Alert
              type="error"
              showIcon
              className="tradeoff-block"
              title="The new points could not be saved. Your points are as they were; try again."
            />
          ) : null}
        </section>
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
          {saveState === 'saving'
            ? ', saving…'
            : current.length > 0 && saveState === 'saved'
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
              onConfirm={clear}
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

function answerCount(n: number) {
  return n === 0 ? 'No answers yet' : n === 1 ? '1 answer' : `${n} answers`;
}

function sameAnswers(a: readonly Answer[], b: readonly Answer[]) {
  return a.length === b.length && a.every((answer, k) => answer === b[k]);
}

/** Whether every issue and option the question names is still in the case. */
function namesOnlyCaseOptions(issues: readonly IssueResponse[], question: Question) {
  return (['left', 'right'] as const).every((side) =>
    Object.entries(question[side]).every(([issueId, optionId]) =>
      issues.some(
        (issue) => String(issue.id) === issueId && issue.options.some((option) => option.id === optionId),
      ),
    ),
  );
}

function ConflictPanel({
  focusRef,
  answers,
  onAgain,
  onRemove,
}: {
  focusRef: RefObject<HTMLElement | null>;
  answers: Array<{ index: number; text: string }>;
  onAgain: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <section
      ref={focusRef}
      tabIndex={-1}
      className="tradeoff-block tradeoff-conflict"
      aria-labelledby="tradeoff-conflict-title"
    >
      <Alert
        type="warning"
        showIcon
        title={<span id="tradeoff-conflict-title">These answers contradict each other</span>}
        description="No points can agree with all of them, so Parley changes no points until they agree. Pick one to answer again or to remove."
      />
      <AnswerList answers={answers} onAgain={onAgain} onRemove={onRemove} />
    </section>
  );
}

/** Answers in words, each with "Answer again" and "Remove". */
function AnswerList({
  answers,
  onAgain,
  onRemove,
}: {
  answers: Array<{ index: number; text: string }>;
  onAgain: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <ol className="tradeoff-answer-list">
      {answers.map(({ index, text }) => (
        <li key={index}>
          <Typography.Paragraph className="tradeoff-answer-text">{text}.</Typography.Paragraph>
          <Flex gap="small" wrap>
            <Button size="small" onClick={() => onAgain(index)} aria-label={`Answer again: ${text}`}>
              Answer again
            </Button>
            <Button size="small" onClick={() => onRemove(index)} aria-label={`Remove: ${text}`}>
              Remove
            </Button>
          </Flex>
        </li>
      ))}
    </ol>
  );
}

function EditPoints({
  changes,
  values,
  onChange,
  broken,
  saving,
  onSave,
  onCancel,
}: {
  changes: ReturnType<typeof pointsChanges>;
  values: Record<string, number>;
  onChange: (optionId: number, value: number) => void;
  broken: number;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <ul className="tradeoff-changes tradeoff-edit">
        {changes.map((change) => (
          <li key={change.optionId}>
            <label htmlFor={`tradeoff-edit-${change.optionId}`}>
              {change.label} (was {change.from})
            </label>
            <InputNumber
              id={`tradeoff-edit-${change.optionId}`}
              min={0}
              max={250}
              precision={0}
              value={values[String(change.optionId)]}
              onChange={(value) => {
                if (typeof value === 'number') onChange(change.optionId, value);
              }}
            />
          </li>
        ))}
      </ul>
      {broken > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="tradeoff-block"
          title={`With these points ${broken === 1 ? '1 of your answers no longer holds' : `${broken} of your answers no longer hold`}.`}
        />
      ) : null}
      <Flex gap="small" wrap className="tradeoff-block">
        <Button type="primary" loading={saving} onClick={onSave}>
          Save these points
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
    </>
  );
}
