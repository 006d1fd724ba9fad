import { Alert, Button, Flex, InputNumber, Typography } from 'antd';
import type { pointsChanges } from './tradeoff-session';

type Changes = ReturnType<typeof pointsChanges>;

export interface TradeoffChangesProps {
  mine: boolean;
  partyName: string;
  /** The points the answers change, from the points in force to the fitted ones. */
  changes: Changes;
  /** The options whose order within their issue the fitted points change, in words. */
  reordered: string[];
  /** The person discarded these fitted points (hidden until the answers change). */
  discarded: boolean;
  /** The fitted points being edited, by option id. */
  editing: Record<string, number> | null;
  /** How many answers the edited points break. */
  broken: number;
  saving: boolean;
  failed: boolean;
  onAccept: () => void;
  onEditStart: () => void;
  onEdit: (optionId: number, value: number) => void;
  onSaveEdited: () => void;
  onCancelEdit: () => void;
  onDiscard: () => void;
}

/** "What your answers change": the fitted points to accept, edit or discard. */
export function TradeoffChanges(props: TradeoffChangesProps) {
  const { mine, partyName, changes, reordered, discarded, editing, saving } = props;
  return (
    <section className="tradeoff-block" aria-labelledby="tradeoff-changes-title">
      <Typography.Title level={5} id="tradeoff-changes-title">
        What your answers change
      </Typography.Title>
      {changes.length === 0 ? (
        <Typography.Paragraph>
          {mine
            ? 'Your points already agree with every answer.'
            : `The points you gave ${partyName} already agree with every answer.`}
        </Typography.Paragraph>
      ) : discarded ? (
        <Typography.Paragraph>
          You kept the points in force. Answer another question to see new points.
        </Typography.Paragraph>
      ) : editing !== null ? (
        <EditPoints
          changes={changes}
          values={editing}
          onChange={props.onEdit}
          broken={props.broken}
          saving={saving}
          onSave={props.onSaveEdited}
          onCancel={props.onCancelEdit}
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
            <Button type="primary" loading={saving} onClick={props.onAccept}>
              Accept new points
            </Button>
            <Button onClick={props.onEditStart}>Edit</Button>
            <Button onClick={props.onDiscard}>Discard</Button>
          </Flex>
        </>
      )}
      {props.failed ? (
        <Alert
          type="error"
          showIcon
          className="tradeoff-block"
          title="The new points could not be saved. Your points are as they were; try again."
        />
      ) : null}
    </section>
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
  changes: Changes;
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
