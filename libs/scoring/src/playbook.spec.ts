import { describe, expect, it } from 'vitest';
import { playbookPhase, tacticalPlaybook } from './playbook.js';

describe('playbookPhase', () => {
  it('names the four phases by tactical priority', () => {
    expect(playbookPhase(1)).toEqual({ phase: 'Opening', title: 'Lead with Strength', priority: 'high' });
    expect(playbookPhase(2)).toEqual({
      phase: 'Value Creation',
      title: 'Create Mutual Value',
      priority: 'high',
    });
    expect(playbookPhase(3)).toEqual({
      phase: 'Concession',
      title: 'Strategic Concessions',
      priority: 'medium',
    });
    expect(playbookPhase(4)).toEqual({
      phase: 'Final Negotiation',
      title: 'Navigate Contested Ground',
      priority: 'high',
    });
  });

  it('falls back to the Middle Game for any other priority', () => {
    expect(playbookPhase(0)).toMatchObject({ phase: 'Middle Game', title: 'Balanced Approach' });
    expect(playbookPhase(7)).toMatchObject({ phase: 'Middle Game', title: 'Balanced Approach' });
  });
});

describe('tacticalPlaybook', () => {
  it('groups issues by priority, in priority order, leaving out empty phases', () => {
    const issues = [
      { name: 'Rent', tacticalPriority: 4 },
      { name: 'Term', tacticalPriority: 1 },
      { name: 'Deposit', tacticalPriority: 4 },
    ];
    expect(tacticalPlaybook(issues)).toEqual([
      {
        phase: 'Opening',
        title: 'Lead with Strength',
        priority: 'high',
        tacticalPriority: 1,
        issues: [issues[1]],
      },
      {
        phase: 'Final Negotiation',
        title: 'Navigate Contested Ground',
        priority: 'high',
        tacticalPriority: 4,
        issues: [issues[0], issues[2]],
      },
    ]);
    expect(tacticalPlaybook([])).toEqual([]);
  });
});
