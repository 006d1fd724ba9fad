import type { IssueResponse, PartyResponse } from '@parley/contracts';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { TradeoffQuestions, type PointsRow } from './TradeoffQuestions';
import type { PartyLevels } from './tradeoff-session';

export interface CheckPointsButtonProps {
  party: PartyResponse;
  issues: IssueResponse[];
  /** The party's saved points by option id. */
  saved: ReadonlyMap<number, number>;
  /** Smart Points' suggestions for the party's levels on screen, by option id. */
  suggested: ReadonlyMap<number, number>;
  /** The party's levels on screen. */
  levels: PartyLevels;
  locked: boolean;
  /** Called as the questions open (Smart Points saves the levels still waiting). */
  onOpen?: () => void;
  onSavePoints: (rows: PointsRow[]) => Promise<unknown>;
}

/** "Check my points" (the person's own party) or "Check their points", and the questions it opens. */
export function CheckPointsButton({ party, locked, onOpen, ...rest }: CheckPointsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon={<QuestionCircleOutlined aria-hidden />}
        disabled={locked}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {party.type === 'user' ? 'Check my points' : 'Check their points'}
      </Button>
      <TradeoffQuestions open={open} onClose={() => setOpen(false)} party={party} {...rest} />
    </>
  );
}
