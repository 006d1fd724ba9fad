import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectionCaseArb } from '../testing/arbitraries.js';
import { isWinWinByEnumeration, rankedByEnumeration, selectedByEnumeration } from '../testing/brute-force.js';
import { lease, randomCase } from '../testing/cases.js';
import { analyze } from './analyze.js';
import { analyzeSelection, selectedBestFirst, selectionPage } from './selection-analysis.js';
import type { ScenarioSelection } from './selection.js';
import type { Scenario, ScoredIssue } from './types.js';

const ids = (scenarios: readonly Scenario[]) => scenarios.map((s) => s.optionIds.join(','));

function analysisByEnumeration(issues: ScoredIssue[], selection: ScenarioSelection, top: number) {
  const selected = selectedByEnumeration(issues, selection);
  const ranked = rankedByEnumeration(selected);
  const isWinWin = isWinWinByEnumeration(issues);
  const winWin = selected.filter(isWinWin);
  // Your best: highest userTotal, then opponentTotal; a stable sort keeps the lexicographic order.
  const byUser = [...selected].sort((a, b) => b.userTotal - a.userTotal || b.opponentTotal - a.opponentTotal);
  return {
    scenarioCount: selected.length,
    winWinCount: winWin.length,
    winWinRate: selected.length === 0 ? 0 : winWin.length / selected.length,
    userMax: byUser[0]?.userTotal ?? 0,
    userBest: byUser[0] ?? null,
    maxTotalValue: ranked[0] === undefined ? 0 : ranked[0].userTotal + ranked[0].opponentTotal,
    bestWinWin: rankedByEnumeration(winWin)[0] ?? null,
    top: ranked.slice(0, top),
  };
}

describe('analyzeSelection', () => {
  it('computes the Value Creation figures over a box and over its complement', () => {
    // Rent $1800 or $1900 (8 scenarios). Averages over all 12: user 3900/12 = 325, opponent 3500/12 ≈ 291.7.
    // Inside: (400,225) (325,275) (500,175) (425,225) (300,325) (225,375) (400,275) (325,325):
    // win-win needs user ≥ 325 and opponent ≥ 292 → only (325, 325) 11,21,31.
    const box = { options: [[10, 11], null, null] };
    const inside = analyzeSelection(lease, box);
    expect(inside).toMatchObject({
      scenarioCount: 8,
      winWinCount: 1,
      winWinRate: 1 / 8,
      userMax: 500,
      maxTotalValue: 675,
    });
    expect(inside.userBest?.optionIds).toEqual([10, 21, 30]);
    expect(inside.bestWinWin?.optionIds).toEqual([11, 21, 31]);
    expect(ids(inside.top)).toEqual(['10,21,30', '11,21,30', '10,21,31', '11,21,31', '10,20,30']);
    // Excluded: the four $2000 ones (200,400) (125,450) (300,350) (225,400); win-win: none reaches user 325.
    const outside = analyzeSelection(lease, { ...box, exclude: true });
    expect(outside).toMatchObject({
      scenarioCount: 4,
      winWinCount: 0,
      winWinRate: 0,
      userMax: 300,
      maxTotalValue: 650,
    });
    expect(outside.bestWinWin).toBeNull();
    expect(ids(outside.top)).toEqual(['12,21,30', '12,21,31', '12,20,30', '12,20,31']);
  });

  it('answers zeros and empty lists for an empty selection', () => {
    expect(analyzeSelection(lease, { options: [[], null, null] })).toEqual({
      scenarioCount: 0,
      winWinCount: 0,
      winWinRate: 0,
      userMax: 0,
      userBest: null,
      maxTotalValue: 0,
      bestWinWin: null,
      top: [],
    });
  });

  it('equals the whole analysis when everything is selected', () => {
    const issues = randomCase(12, 10, 11);
    const all = analyzeSelection(issues, { options: [] });
    const whole = analyze(issues);
    expect(all.scenarioCount).toBe(1e12);
    expect(all.winWinRate).toBe(whole.winWinRate);
    expect(all.top).toEqual(whole.top);
    expect(all.userMax).toBe(whole.userMax);
  }, 20_000);

  it('agrees with brute force on boxes and exclusions', () => {
    fc.assert(
      fc.property(selectionCaseArb(), fc.integer({ min: 0, max: 7 }), ([issues, selection], top) => {
        expect(analyzeSelection(issues, selection, { top })).toEqual(
          analysisByEnumeration(issues, selection, top),
        );
      }),
      { numRuns: 1500, seed: 1004 },
    );
  }, 30_000);
});

describe('best-first paging among selected scenarios', () => {
  it('pages in ranked order with the exact total', () => {
    const outside = { options: [[10, 11], null, null], exclude: true };
    const page = selectionPage(lease, outside, 1, 2);
    expect(page.total).toBe(4);
    expect(ids(page.scenarios)).toEqual(['12,21,31', '12,20,30']); // 625 (225,400), 600 (200,400)
    expect(selectionPage(lease, outside, 3, 10).scenarios).toHaveLength(1);
    expect(selectionPage(lease, outside, 9, 10).scenarios).toEqual([]);
    expect(selectionPage(lease, outside, Number.NaN, Number.NaN)).toEqual({
      total: 4,
      offset: 0,
      scenarios: [],
    });
  });

  it('lists the selection lazily: the first rows of 10^12 come at once', () => {
    const issues = randomCase(12, 10, 12);
    const rows = selectedBestFirst(issues, { options: [[issues[0]!.options[0]!.id]], exclude: true });
    const first = [rows.next().value, rows.next().value, rows.next().value] as Scenario[];
    expect(first.every((s) => s.optionIds[0] !== issues[0]!.options[0]!.id)).toBe(true);
    expect(first[0]!.userTotal + first[0]!.opponentTotal).toBeGreaterThanOrEqual(
      first[1]!.userTotal + first[1]!.opponentTotal,
    );
    expect(selectionPage(issues, { options: [] }, 0, 0).total).toBe(1e12);
  });

  it('agrees with sorting the listed selection, for every page', () => {
    fc.assert(
      fc.property(
        selectionCaseArb(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        ([issues, selection], offset, limit) => {
          const ranked = rankedByEnumeration(selectedByEnumeration(issues, selection));
          expect(selectionPage(issues, selection, offset, limit)).toEqual({
            total: ranked.length,
            offset,
            scenarios: ranked.slice(offset, offset + limit),
          });
          expect([...selectedBestFirst(issues, selection)]).toEqual(ranked);
        },
      ),
      { numRuns: 1000, seed: 1005 },
    );
  }, 30_000);
});
