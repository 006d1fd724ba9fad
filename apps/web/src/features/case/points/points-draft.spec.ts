import type { IssueImportanceResponse, IssueResponse, OptionImportanceResponse } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildPartyDraft,
  changedRows,
  conflictsFor,
  conflictText,
  manualPointsOutcome,
  moveIssue,
  moveItem,
  moveOption,
  NOT_WHOLE_MESSAGE,
  readManualPoints,
  pointsByOption,
  reconcileDraft,
  setIssueImportance,
  setOptionImportance,
  suggestionsFor,
  withSavedIssueRows,
  withSavedOptionRows,
  type PartyDraft,
} from './points-draft';

const YOU = 11;
const OPPONENT = 12;

function anIssue(id: number, optionIds: number[]): IssueResponse {
  return {
    id,
    name: `Issue ${id}`,
    description: null,
    priority: 50,
    isAiSuggested: false,
    options: optionIds.map((optionId) => ({ id: optionId, name: `Option ${optionId}`, description: null })),
  };
}

/** Rent 21 (31, 32) and Term 22 (33, 34, 35), as in the lease fixture. */
const issues = [anIssue(21, [31, 32]), anIssue(22, [33, 34, 35])];

function issueRow(issueId: number, importance: number, rank: number, partyId = YOU): IssueImportanceResponse {
  return { partyId, issueId, importance, rank, suggestedPoints: 100, actualPoints: null };
}

function optionRow(
  issueId: number,
  optionId: number,
  importance: number,
  rank: number,
  partyId = YOU,
): OptionImportanceResponse {
  return { partyId, issueId, optionId, importance, rank, suggestedPoints: 100, actualPoints: null };
}

const order = (draft: PartyDraft) => draft.map((item) => [item.issueId, item.options.map((o) => o.optionId)]);

describe('buildPartyDraft', () => {
  it('defaults to importance 1 in the order added', () => {
    const draft = buildPartyDraft(issues, YOU, [], []);
    expect(draft).toEqual([
      {
        issueId: 21,
        importance: 1,
        options: [
          { optionId: 31, importance: 1 },
          { optionId: 32, importance: 1 },
        ],
      },
      {
        issueId: 22,
        importance: 1,
        options: [
          { optionId: 33, importance: 1 },
          { optionId: 34, importance: 1 },
          { optionId: 35, importance: 1 },
        ],
      },
    ]);
  });

  it('orders by the saved ranks, the party’s own rows only, and puts unsaved ones after in the order added', () => {
    const draft = buildPartyDraft(
      [...issues, anIssue(23, [36])],
      YOU,
      [issueRow(23, 4, 1), issueRow(21, 2, 1, OPPONENT)],
      [optionRow(22, 35, 5, 1), optionRow(22, 33, 3, 2), optionRow(22, 34, 2, 1, OPPONENT)],
    );
    expect(order(draft)).toEqual([
      [23, [36]],
      [21, [31, 32]],
      [22, [35, 33, 34]],
    ]);
    expect(draft.map((item) => item.importance)).toEqual([4, 1, 1]);
    expect(draft[2]!.options.map((o) => o.importance)).toEqual([5, 3, 1]);
  });

  it('breaks equal ranks by the order added', () => {
    const draft = buildPartyDraft(issues, YOU, [issueRow(22, 1, 1), issueRow(21, 1, 1)], []);
    expect(draft.map((item) => item.issueId)).toEqual([21, 22]);
  });
});

describe('reordering and levels', () => {
  const draft = buildPartyDraft(issues, YOU, [], []);

  it('moves an item to where it was dropped', () => {
    const ids = [1, 2, 3, 4];
    expect(moveItem(ids, (id) => id, 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveItem(ids, (id) => id, 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveItem(ids, (id) => id, 9, 2)).toEqual(ids);
  });

  it('moves nothing when the drop lands on an unknown item', () => {
    const ids = [1, 2, 3, 4];
    // Not the last place (splice at −1) nor any other: an unknown target leaves the list as it is.
    expect(moveItem(ids, (id) => id, 1, 9)).toEqual(ids);
    expect(moveItem(ids, (id) => id, 4, 9)).toEqual(ids);
    expect(moveIssue(draft, 21, 99)).toEqual(draft);
    expect(order(moveOption(draft, 22, 33, 99))).toEqual(order(draft));
  });

  it('moves issues and the options of one issue', () => {
    expect(moveIssue(draft, 22, 21).map((item) => item.issueId)).toEqual([22, 21]);
    expect(order(moveOption(draft, 22, 35, 33))).toEqual([
      [21, [31, 32]],
      [22, [35, 33, 34]],
    ]);
    // An option id of another issue is ignored.
    expect(order(moveOption(draft, 21, 35, 31))).toEqual(order(draft));
  });

  it('sets levels, held to 1–5', () => {
    const issueLevel = (next: PartyDraft, issueId: number) =>
      next.find((item) => item.issueId === issueId)!.importance;
    const optionLevel = (next: PartyDraft, optionId: number) =>
      next[0]!.options.find((option) => option.optionId === optionId)!.importance;
    expect(issueLevel(setIssueImportance(draft, 22, 4), 22)).toBe(4);
    expect(issueLevel(setIssueImportance(draft, 22, 9), 22)).toBe(5);
    expect(optionLevel(setOptionImportance(draft, 21, 32, 3), 32)).toBe(3);
    expect(optionLevel(setOptionImportance(draft, 21, 32, 0), 32)).toBe(1);
    // The draft itself is left as it was.
    expect(draft[1]!.importance).toBe(1);
  });

  it('orders by the levels for a person who never drags: higher first, equal levels in the order added', () => {
    let next = setOptionImportance(draft, 22, 35, 5);
    next = setOptionImportance(next, 22, 34, 3);
    next = setIssueImportance(next, 22, 5);
    expect(order(next)).toEqual([
      [22, [35, 34, 33]],
      [21, [31, 32]],
    ]);
    expect(conflictsFor(next)).toEqual({ issues: new Map(), options: new Map() });
    // Saved as shown, so the stored ranks follow the levels too.
    expect(changedRows(next, YOU, issues, [], []).options.map((row) => [row.optionId, row.rank])).toEqual([
      [35, 1],
      [34, 2],
      [33, 3],
    ]);
  });

  it('keeps an order dragged against the levels, and names the conflict', () => {
    const rated = setOptionImportance(setIssueImportance(draft, 22, 5), 22, 35, 5);
    // Rent (importance 1) dragged above Term (5); 12 months (1) dragged above 36 months (5).
    const dragged = moveOption(moveIssue(rated, 21, 22), 22, 33, 35);
    expect(order(dragged)).toEqual([
      [21, [31, 32]],
      [22, [33, 35, 34]],
    ]);
    // A level set afterwards leaves the dragged order alone.
    const next = setOptionImportance(dragged, 22, 34, 4);
    expect(order(next)).toEqual(order(dragged));
    expect(conflictsFor(next)).toEqual({
      issues: new Map([[21, [22]]]),
      options: new Map([[33, [35, 34]]]),
    });
  });

  it('says a conflict in plain words', () => {
    expect(conflictText('issue', ['Remote work'])).toBe(
      'Ranked above Remote work, which you rated more important',
    );
    expect(conflictText('option', ['$185,000', '$150,000', '$165,000'])).toBe(
      'Ranked above $185,000, $150,000 and $165,000, which you prefer more',
    );
  });

  it('fits a draft to removed and added issues and options', () => {
    const edited = setIssueImportance(moveIssue(draft, 22, 21), 22, 5);
    const now = [anIssue(22, [34, 35, 37]), anIssue(24, [38])];
    expect(reconcileDraft(edited, now)).toEqual([
      {
        issueId: 22,
        importance: 5,
        options: [
          { optionId: 34, importance: 1 },
          { optionId: 35, importance: 1 },
          { optionId: 37, importance: 1 },
        ],
      },
      { issueId: 24, importance: 1, options: [{ optionId: 38, importance: 1 }] },
    ]);
    expect(reconcileDraft(edited, issues)).toBe(edited);
  });
});

describe('suggestionsFor', () => {
  it('follows the weight × value formula for the ranks and levels on screen', () => {
    const draft = buildPartyDraft(issues, YOU, [], []);
    const { options, issues: byIssue } = suggestionsFor(draft);
    // Issue importance 1 rank 1: weight 20 − 10 + 10 = 20; option Least Preferred rank 1: value 0 + 20 = 20
    // → 25 + 0.2 × 0.2 × 225 = 34.
    expect(options.get(31)).toBe(34);
    // Option rank 2: value 16 → 25 + 0.2 × 0.16 × 225 = 32.2 → 32.
    expect(options.get(32)).toBe(32);
    // Issue rank 2: weight 18, value 20 → 25 + 0.18 × 0.2 × 225 = 33.1 → 33.
    expect(options.get(33)).toBe(33);
    // The issue's figure is its best possible option (Most Preferred, ranked first): 25 + 0.2 × 225 = 70.
    expect(byIssue.get(21)).toBe(70);
  });

  it('gives 250 for all fives ranked first and follows a drag', () => {
    // Term Extremely Important and 24 months Most Preferred: both move to the top by their levels.
    const draft = setOptionImportance(
      setIssueImportance(buildPartyDraft(issues, YOU, [], []), 22, 5),
      22,
      34,
      5,
    );
    expect(order(draft)).toEqual([
      [22, [34, 33, 35]],
      [21, [31, 32]],
    ]);
    expect(suggestionsFor(draft).options.get(34)).toBe(250);
    // Dragged below Rent, Term is rank 2: weight 100 − 10 + 8 = 98 → 25 + 0.98 × 225 = 245.5 → 246.
    expect(suggestionsFor(moveIssue(draft, 22, 21)).options.get(34)).toBe(246);
  });
});

describe('changedRows', () => {
  it('saves nothing when nothing was changed', () => {
    const rows = [issueRow(21, 3, 1), issueRow(22, 2, 2)];
    const optionRows = [optionRow(21, 31, 2, 1), optionRow(21, 32, 4, 2)];
    const draft = buildPartyDraft(issues, YOU, rows, optionRows);
    expect(changedRows(draft, YOU, issues, rows, optionRows)).toEqual({ issues: [], options: [] });
  });

  it('saves only the rows whose level or rank changed, for the party', () => {
    const rows = [issueRow(21, 3, 1), issueRow(22, 2, 2), issueRow(21, 5, 1, OPPONENT)];
    const optionRows = [optionRow(22, 33, 1, 1), optionRow(22, 34, 1, 2), optionRow(22, 35, 1, 3)];
    let draft = buildPartyDraft(issues, YOU, rows, optionRows);
    // Term up to Important, as Rent is: equal levels keep their order, so only Term's level changes.
    draft = setIssueImportance(draft, 22, 3);
    draft = moveOption(draft, 22, 35, 34);
    expect(changedRows(draft, YOU, issues, rows, optionRows)).toEqual({
      issues: [{ partyId: YOU, issueId: 22, importance: 3, rank: 2 }],
      options: [
        { partyId: YOU, issueId: 22, optionId: 35, importance: 1, rank: 2 },
        { partyId: YOU, issueId: 22, optionId: 34, importance: 1, rank: 3 },
      ],
    });
  });

  it('does not save defaults left as they were', () => {
    const draft = setOptionImportance(buildPartyDraft(issues, YOU, [], []), 22, 33, 2);
    expect(changedRows(draft, YOU, issues, [], [])).toEqual({
      issues: [],
      options: [{ partyId: YOU, issueId: 22, optionId: 33, importance: 2, rank: 1 }],
    });
  });

  it('saves a saved row whose rank no longer matches its place', () => {
    // Ranks 2 and 5 after deletions show as 1 and 2.
    const rows = [issueRow(21, 1, 2), issueRow(22, 1, 5)];
    const draft = buildPartyDraft(issues, YOU, rows, []);
    expect(changedRows(draft, YOU, issues, rows, []).issues).toEqual([
      { partyId: YOU, issueId: 21, importance: 1, rank: 1 },
      { partyId: YOU, issueId: 22, importance: 1, rank: 2 },
    ]);
  });

  it('also saves an unsaved item that a ranked one now follows, so that reloading keeps the order', () => {
    const three = [...issues, anIssue(23, [36])];
    // 21, 22, 23 by default; 23 dropped on 22 gives 21, 23, 22. 21 is where it was, but once 23 and 22 are
    // ranked it would reload after them, so it is saved too.
    const draft = moveIssue(buildPartyDraft(three, YOU, [], []), 23, 22);
    const changes = changedRows(draft, YOU, three, [], []);
    expect(changes.issues).toEqual([
      { partyId: YOU, issueId: 21, importance: 1, rank: 1 },
      { partyId: YOU, issueId: 23, importance: 1, rank: 2 },
      { partyId: YOU, issueId: 22, importance: 1, rank: 3 },
    ]);
    const saved = changes.issues.map((c) => issueRow(c.issueId, c.importance, c.rank));
    expect(order(buildPartyDraft(three, YOU, saved, []))).toEqual(order(draft));
  });

  it('leaves unsaved items below every ranked one alone', () => {
    const four = [...issues, anIssue(23, [36]), anIssue(24, [37])];
    const draft = moveIssue(buildPartyDraft(four, YOU, [], []), 22, 21);
    const changes = changedRows(draft, YOU, four, [], []);
    expect(changes.issues.map((c) => [c.issueId, c.rank])).toEqual([
      [22, 1],
      [21, 2],
    ]);
    const saved = changes.issues.map((c) => issueRow(c.issueId, c.importance, c.rank));
    expect(order(buildPartyDraft(four, YOU, saved, []))).toEqual(order(draft));
  });
});

describe('cache rows after a save', () => {
  it('updates existing rows and adds new ones with the suggestions on screen', () => {
    const draft = setIssueImportance(buildPartyDraft(issues, YOU, [], []), 21, 5);
    const suggestions = suggestionsFor(draft);
    const issueRows = withSavedIssueRows(
      [issueRow(21, 1, 1), issueRow(21, 1, 1, OPPONENT)],
      [
        { partyId: YOU, issueId: 21, importance: 5, rank: 1 },
        { partyId: YOU, issueId: 22, importance: 1, rank: 2 },
      ],
      suggestions,
    );
    expect(issueRows.map((row) => [row.partyId, row.issueId, row.importance, row.rank])).toEqual([
      [YOU, 21, 5, 1],
      [OPPONENT, 21, 1, 1],
      [YOU, 22, 1, 2],
    ]);
    expect(issueRows[0]!.suggestedPoints).toBe(250);
    const optionRows = withSavedOptionRows(
      [],
      [{ partyId: YOU, issueId: 21, optionId: 32, importance: 1, rank: 2 }],
      suggestions,
    );
    // Rent at weight 100, Least Preferred rank 2 (value 16): 25 + 0.16 × 225 = 61.
    expect(optionRows).toEqual([optionRow(21, 32, 1, 2)].map((row) => ({ ...row, suggestedPoints: 61 })));
  });
});

describe('manual points', () => {
  it('reads whole numbers from 0 to 250', () => {
    expect(readManualPoints('120')).toEqual({ kind: 'points', points: 120 });
    expect(readManualPoints(' 42 ')).toEqual({ kind: 'points', points: 42 });
    expect(readManualPoints('0')).toEqual({ kind: 'points', points: 0 });
    expect(readManualPoints('250')).toEqual({ kind: 'points', points: 250 });
  });

  it('refuses whole numbers outside 0–250 rather than changing them', () => {
    for (const text of ['300', '251', '-5']) expect(readManualPoints(text)).toEqual({ kind: 'out-of-range' });
  });

  it('reads anything that is not a whole number as not whole (it becomes 0)', () => {
    for (const text of ['150.7', '12.0', 'abc', '12abc', '1e3', '--1', '0x10'])
      expect(readManualPoints(text)).toEqual({ kind: 'not-whole' });
    expect(readManualPoints('  ')).toEqual({ kind: 'empty' });
  });

  it('saves only a change, says why an entry was refused or became 0', () => {
    expect(manualPointsOutcome('120', 120)).toEqual({ save: null, message: null, keepTyped: false });
    expect(manualPointsOutcome('121', 120)).toEqual({ save: 121, message: null, keepTyped: false });
    expect(manualPointsOutcome('300', 120)).toEqual({
      save: null,
      message: 'Points must be a whole number from 0 to 250',
      keepTyped: true,
    });
    expect(manualPointsOutcome('150.7', 120)).toEqual({
      save: 0,
      message: NOT_WHOLE_MESSAGE,
      keepTyped: false,
    });
    expect(manualPointsOutcome('abc', 0)).toEqual({
      save: null,
      message: NOT_WHOLE_MESSAGE,
      keepTyped: false,
    });
    expect(manualPointsOutcome('', null)).toEqual({ save: null, message: null, keepTyped: false });
    expect(manualPointsOutcome('', 80)).toEqual({ save: 0, message: null, keepTyped: false });
    expect(manualPointsOutcome('0', null)).toEqual({ save: 0, message: null, keepTyped: false });
  });

  it('reads a party’s points by option', () => {
    const points = pointsByOption(
      [
        { partyId: YOU, issueId: 21, optionId: 31, points: 40 },
        { partyId: OPPONENT, issueId: 21, optionId: 31, points: 220 },
      ],
      YOU,
    );
    expect([...points]).toEqual([[31, 40]]);
  });
});
