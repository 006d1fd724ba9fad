import { Button, Flex } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';

export interface UseAllConfirmation {
  /** The person's own party ("your points") or the other side ("Opponent's points"). */
  mine: boolean;
  partyName: string;
  /** How many options have points that the suggestions would change. */
  overwritten: number;
  /** Every level of the party is the same: the suggestions would be nearly equal, in list order. */
  flat: boolean;
  onUse: () => void | Promise<void>;
  /** Sets the party's levels from its points in force (offered when `flat`). */
  onInfer: () => void;
}

/**
 * Asks before "Use all suggestions" replaces points that differ from the suggestions, naming whose points they
 * are. On a case whose levels are all the same (every imported case), it says that the suggestions would be
 * built from those levels, and offers to set the levels first or to read them from the points in force
 * (issue 31, point 4; decisions.md §58).
 */
export function confirmUseAll(modal: ModalApi, c: UseAllConfirmation): void {
  const whose = c.mine ? 'your' : `${c.partyName}’s`;
  const options = `${c.overwritten} ${c.overwritten === 1 ? 'option has' : 'options have'}`;
  if (!c.flat) {
    modal.confirm({
      title: `Replace ${whose} points?`,
      content: `${options} points that differ from the suggestion. Use the suggestions for every option anyway?`,
      okText: 'Use all suggestions',
      cancelText: c.mine ? 'Keep my points' : 'Keep their points',
      onOk: c.onUse,
    });
    return;
  }
  const instance = modal.confirm({
    title: `Replace ${whose} points with ones built from levels that are all the same?`,
    content: `Every issue and option ${c.mine ? 'you rated' : `of ${c.partyName}`} stands at the same level, so the suggestions would give every option nearly the same points, in list order, whatever the points ${c.mine ? 'you set' : 'set for them'} now (${options} other points). Set the levels first, or let Parley read them from the points in force.`,
    footer: () => (
      <Flex gap="small" justify="end" wrap className="use-all-footer">
        <Button onClick={() => instance.destroy()}>Set the levels first</Button>
        <Button
          onClick={() => {
            instance.destroy();
            void c.onUse();
          }}
        >
          Use all suggestions anyway
        </Button>
        <Button
          type="primary"
          autoFocus
          onClick={() => {
            instance.destroy();
            c.onInfer();
          }}
        >
          Infer levels from the points
        </Button>
      </Flex>
    ),
  });
}
