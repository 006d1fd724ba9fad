import type {
  CaseDetailResponse,
  IssueImportanceResponse,
  OptionImportanceResponse,
} from '@parley/contracts';
import { App, Empty, Skeleton, Tabs } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { useSyncReducer } from '../../../lib/useSyncReducer';
import { useGetIssueImportanceQuery, useGetOptionImportanceQuery } from '../caseApi';
import { useCaseSaving } from '../saving/CaseSaving';
import { SaveBar } from '../saving/SaveBar';
import { CheckPointsButton } from './CheckPointsButton';
import { confirmUseAll } from './confirmUseAll';
import { PartyPoints } from './PartyPoints';
import { draftFromPoints, levelsAllSame, levelsOf, pointsByOption, suggestionsFor } from './points-draft';
import {
  activePartyOf,
  allSuggestionsPlan,
  initialSmartPoints,
  partyDraftOf,
  smartPointsReducer,
  type LevelEdit,
} from './smart-points-state';
import { useSmartPointsSaves } from './useSmartPointsSaves';
import { useCaseLocked } from '../access/case-access';

export interface SmartPointsTabProps {
  detail: CaseDetailResponse;
  /** Where the case's Issues tab is, for a case without issues. */
  issuesTabHref: string;
}

/**
 * The Smart Points tab (docs/product.md, Points): per party, rank and rate the issues and their options, see
 * the suggested points follow live, and set each option's points. Levels are edited locally and saved
 * (changed rows only, one request per party) a moment after the last change, and at once when the party is
 * switched, the tab is left or the page is hidden. Every save shows its status beside the party's points and
 * can be undone; a failed one keeps what the person chose on screen, says so, and offers Retry.
 */
export function SmartPointsTab({ detail, issuesTabHref }: SmartPointsTabProps) {
  if (detail.issues.length === 0) {
    return (
      <Empty description="Suggested points are worked out from the issues you negotiate.">
        <ButtonLink to={issuesTabHref} type="primary">
          Add issues first
        </ButtonLink>
      </Empty>
    );
  }
  return <SmartPoints detail={detail} />;
}

const NO_ISSUE_ROWS: IssueImportanceResponse[] = [];
const NO_OPTION_ROWS: OptionImportanceResponse[] = [];

/** Draws the state (`smart-points-state.ts`) and dispatches; the saves are `useSmartPointsSaves`. */
function SmartPoints({ detail }: { detail: CaseDetailResponse }) {
  const { issues, parties } = detail;
  const issueQuery = useGetIssueImportanceQuery(detail.case.id);
  const optionQuery = useGetOptionImportanceQuery(detail.case.id);
  const issueRows = issueQuery.data ?? NO_ISSUE_ROWS;
  const optionRows = optionQuery.data ?? NO_OPTION_ROWS;
  const { modal } = App.useApp();
  const locked = useCaseLocked(detail);
  const [state, send, readState] = useSyncReducer(smartPointsReducer, () => initialSmartPoints(parties));
  const saves = useSmartPointsSaves(detail, readState);
  const activePartyId = activePartyOf(state, parties);

  // After an undo the stored levels are what the screen shows: edits already saved are dropped (undo saved
  // the pending ones first).
  const { undone } = useCaseSaving();
  const seenUndone = useRef(undone);
  useEffect(() => {
    if (seenUndone.current === undone) return;
    seenUndone.current = undone;
    send({ type: 'undone' });
  }, [undone, send]);

  const stored = useMemo(() => ({ issues, issueRows, optionRows }), [issues, issueRows, optionRows]);
  const draft = useMemo(
    () => (activePartyId === undefined ? [] : partyDraftOf(state.drafts, activePartyId, stored)),
    [activePartyId, state.drafts, stored],
  );
  /** Smart Points' suggestions for the levels on screen: the trade-off questions start from them where no points are saved. */
  const suggestedPoints = useMemo(() => suggestionsFor(draft).options, [draft]);
  const levels = useMemo(() => levelsOf(draft), [draft]);
  const points = useMemo(
    () =>
      activePartyId === undefined ? new Map<number, number>() : pointsByOption(detail.scores, activePartyId),
    [activePartyId, detail.scores],
  );

  if (issueQuery.isLoading || optionQuery.isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading points">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (activePartyId === undefined) return <Empty description="This case has no parties." />;

  const edit = (change: LevelEdit) => {
    send({ type: 'levels-edited', partyId: activePartyId, edit: change, stored });
    saves.levelsChanged(activePartyId);
  };

  const handlePartyChange = (key: string) => {
    saves.flushLevels([activePartyId]);
    send({ type: 'party-picked', partyId: Number(key) });
  };

  /** Points typed by hand that would change are only replaced after the person agrees. */
  const handleUseAll = () => {
    const party = parties.find((p) => p.id === activePartyId);
    const { scores, overwritten } = allSuggestionsPlan(draft, points);
    const save = saves.allSuggestionsSave(activePartyId, draft, scores, (busy) =>
      send({ type: 'using-all', busy }),
    );
    if (overwritten === 0) {
      void save();
      return;
    }
    confirmUseAll(modal, {
      mine: party?.type === 'user',
      partyName: party?.name ?? 'the party',
      overwritten,
      flat: levelsAllSame(draft),
      onUse: save,
      onInfer: () => edit({ kind: 'replace', draft: draftFromPoints(issues, points) }),
    });
  };

  return (
    <Tabs
      activeKey={String(activePartyId)}
      onChange={handlePartyChange}
      items={parties.map((party) => ({
        key: String(party.id),
        label: party.name,
        children:
          party.id === activePartyId ? (
            <PartyPoints
              partyName={party.name}
              issues={issues}
              draft={draft}
              points={points}
              onMoveIssue={(activeId, overId) => edit({ kind: 'move-issue', activeId, overId })}
              onIssueImportanceChange={(issueId, level) => edit({ kind: 'issue-level', issueId, level })}
              onMoveOption={(issueId, activeId, overId) =>
                edit({ kind: 'move-option', issueId, activeId, overId })
              }
              onOptionImportanceChange={(issueId, optionId, level) =>
                edit({ kind: 'option-level', issueId, optionId, level })
              }
              onSavePoints={(issueId, optionId, value) =>
                saves.savePoints(activePartyId, issueId, optionId, value)
              }
              onUseAllSuggestions={handleUseAll}
              usingAll={state.usingAll}
              locked={locked}
              status={<SaveBar area="points" />}
              actions={
                <CheckPointsButton
                  party={party}
                  issues={issues}
                  saved={points}
                  suggested={suggestedPoints}
                  levels={levels}
                  locked={locked}
                  onOpen={() => saves.flushLevels([party.id])}
                  onSavePoints={(rows) => saves.saveFitted(party.id, rows)}
                />
              }
            />
          ) : null,
      }))}
    />
  );
}
