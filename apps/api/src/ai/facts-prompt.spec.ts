import { Limits, type CaseFacts, type FactIssue, type FactPackage } from '@parley/contracts';
import { describe, expect, it } from 'vitest';
import { factsPrompt } from './facts-prompt.js';

const long = (letter: string, length: number) => letter.repeat(length);

/** The largest case a person can build: 12 issues of 10 options, every name and text at its limit. */
function largestFacts(): CaseFacts {
  const option = (k: number) => `${k}${long('o', Limits.optionNameMax - 2)}`;
  const issue = (i: number): FactIssue => ({
    name: `${i}${long('i', Limits.issueNameMax - 2)}`,
    yourImportance: 225,
    opponentImportance: 200,
    category: 'contested',
    relation: 'mixed',
    minor: false,
    caresMore: 'you',
    you: { swing: 225, preferred: Array.from({ length: 10 }, (_, k) => option(k)) },
    them: { swing: 200, preferred: Array.from({ length: 10 }, (_, k) => option(k)) },
    concession: { keep: option(0), give: option(9), cost: 225, gain: 200 },
    ruledOut: Array.from({ length: 10 }, (_, k) => option(k)),
    options: Array.from({ length: 10 }, (_, k) => ({ name: option(k), you: 250, them: 250 })),
  });
  const issues = Array.from({ length: Limits.issuesPerCaseMax }, (_, i) => issue(i));
  const pack: FactPackage = {
    userTotal: 3000,
    opponentTotal: 3000,
    options: issues.map((i) => ({ issue: i.name, option: i.options[0]!.name })),
  };
  const side = { issue: issues[0]!.name, option: issues[0]!.options[0]!.name, you: 250, them: -250 };
  return {
    case: {
      name: long('c', Limits.caseNameMax),
      goal: long('g ', Limits.caseGoalMax / 2),
      description: long('d ', Limits.caseDescriptionMax / 2),
    },
    issues,
    categoryCounts: { 'your-advantage': 0, 'win-win': 0, 'opponent-advantage': 0, contested: 12 },
    scenarioCount: 10 ** 12,
    userMax: 3000,
    opponentMax: 3000,
    walkAway: {
      user: 1000,
      opponent: 1000,
      userAlternative: long('a', Limits.alternativeMax),
      opponentAlternative: long('b', Limits.alternativeMax),
    },
    zopaCount: 10 ** 12,
    frontierSize: 1000,
    nash: pack,
    kalaiSmorodinsky: pack,
    compromise: pack,
    trades: Array.from({ length: 3 }, () => ({ give: side, get: side, userGain: 1, opponentGain: 1 })),
    oneSidedTrades: [],
    mutualGain: { ...pack, userGain: 1, opponentGain: 1, changedIssues: 12 },
    finalAgreement: {
      complete: true,
      userTotal: 3000,
      opponentTotal: 3000,
      belowWalkAway: { user: false, opponent: false },
      agreed: pack,
      improvement: pack,
    },
    selection: {
      ranges: Array.from({ length: 24 }, (_, k) => ({
        issueIndex: k % 12,
        party: 'user' as const,
        min: 0,
        max: 250,
      })),
      exclude: false,
      scenarioCount: 10 ** 12,
      winWinRate: 50,
      userMax: 3000,
      maxTotalValue: 6000,
      best: pack,
    },
  };
}

describe('factsPrompt', () => {
  it('stays bounded on the largest case: names cut to 60 characters, long texts to what the AI routes read', () => {
    const sut = factsPrompt(largestFacts());
    // 12 issues × (a structure line of 12 names, 3 per list, and an options line of 10) ≈ 18,000 characters;
    // the rest (the case's texts at 2,000 each, two alternatives, five packages of 12 names) ≈ 21,000.
    expect(sut.length).toBeLessThan(45_000);
    expect(sut).toContain('you prefer "0oooo');
    expect(sut).toContain(' and 7 more, they prefer');
    expect(sut).not.toContain(long('i', 60));
    expect(sut).not.toContain(long('d ', Limits.aiTextMax / 2 + 1));
    expect(sut).toContain(`"0${long('i', 58)}…"`);
  });

  it('writes each issue as its structure and its option points', () => {
    const facts = largestFacts();
    facts.issues = [
      {
        name: 'Rent',
        yourImportance: 80,
        opponentImportance: 80,
        category: 'contested',
        relation: 'opposed',
        minor: true,
        caresMore: 'equal',
        you: { swing: 80, preferred: ['Low'] },
        them: { swing: 80, preferred: ['High'] },
        concession: { keep: 'Low', give: 'High', cost: 80, gain: 80 },
        ruledOut: [],
        options: [
          { name: 'High', you: 20, them: 100 },
          { name: 'Low', you: 100, them: 20 },
        ],
      },
    ];
    expect(factsPrompt(facts)).toContain(
      [
        'Issues (1):',
        '- "Rent": relation opposed; swing you 80, them 80 (cares more: equal); you prefer "Low", they prefer "High"; ' +
          'concession: giving them "High" instead of "Low" costs you 80 and gains them 80; worse for both than another ' +
          'option: none; category contested; minor',
        '  options (points you/them): "High" 20/100; "Low" 100/20',
      ].join('\n'),
    );
  });
});
