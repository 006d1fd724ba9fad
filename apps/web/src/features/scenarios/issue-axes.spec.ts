import { describe, expect, it } from 'vitest';
import { buildIssueAxes, otherParty, scenarioOptionsText, tickLabels, wrapName } from './issue-axes';
import { leaseIssues } from './testing/cases';

const lease = leaseIssues();

describe('buildIssueAxes', () => {
  it('makes one axis per issue with every option, placed by the chosen party, 0 … highest + 10', () => {
    const user = buildIssueAxes(lease, 'user');
    expect(user.axes.map((a) => a.name)).toEqual(['Rent', 'Term']);
    expect(user.max).toBe(230); // 220 + 10, the same for either party
    expect(user.axes[0]!.ticks.map((t) => [t.name, t.value])).toEqual([
      ['High', 40],
      ['Low', 200],
    ]);
    const opponent = buildIssueAxes(lease, 'opponent');
    expect(opponent.max).toBe(230);
    expect(opponent.axes[0]!.ticks.map((t) => [t.name, t.value])).toEqual([
      ['High', 220],
      ['Low', 60],
    ]);
    expect(otherParty('user')).toBe('opponent');
  });

  it('labels every height once with its options and points', () => {
    expect(tickLabels(buildIssueAxes(lease, 'user').axes[1]!)).toEqual([
      { value: 0, text: '12 months / 24 months · 0' },
      { value: 120, text: '36 months · 120' },
    ]);
  });

  it('describes a scenario by its options and both parties’ points', () => {
    const scenario = {
      optionIds: [32, 35],
      user: [200, 120],
      opponent: [60, 0],
      userTotal: 320,
      opponentTotal: 60,
    };
    expect(scenarioOptionsText(lease, scenario)).toBe(
      'Rent: Low (you 200 · opp 60); Term: 36 months (you 120 · opp 0)',
    );
  });
});

describe('wrapName', () => {
  const measure = (text: string) => text.length * 10; // 10 px a character

  it('wraps at spaces and never cuts a name', () => {
    expect(wrapName('Issue number 12 of the lease', 120, measure)).toEqual([
      'Issue number',
      '12 of the',
      'lease',
    ]);
  });

  it('splits a word longer than a line', () => {
    expect(wrapName('Extraordinarily', 60, measure)).toEqual(['Extrao', 'rdinar', 'ily']);
  });
});
