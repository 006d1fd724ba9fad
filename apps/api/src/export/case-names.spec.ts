import { describe, expect, it } from 'vitest';
import { Limits } from '@parley/contracts';
import { uniqueCaseName } from './case-names.js';

describe('uniqueCaseName', () => {
  it('keeps a name no case has', () => {
    expect(uniqueCaseName('Lease', 'imported', new Set(['Salary']))).toBe('Lease');
  });

  it('marks a name that is taken, then numbers the marks', () => {
    expect(uniqueCaseName('Lease', 'imported', new Set(['Lease']))).toBe('Lease (imported)');
    expect(uniqueCaseName('Lease', 'imported', new Set(['Lease', 'Lease (imported)']))).toBe(
      'Lease (imported 2)',
    );
    expect(
      uniqueCaseName('Lease', 'imported', new Set(['Lease', 'Lease (imported)', 'Lease (imported 2)'])),
    ).toBe('Lease (imported 3)');
  });

  it('numbers from the root of a name that already carries the mark', () => {
    const taken = new Set(['Lease', 'Lease (imported)']);
    expect(uniqueCaseName('Lease (imported)', 'imported', taken)).toBe('Lease (imported 2)');
    expect(uniqueCaseName('Lease (copy)', 'copy', new Set(['Lease', 'Lease (copy)']), true)).toBe(
      'Lease (copy 2)',
    );
  });

  it('numbers a name without a suffix word', () => {
    expect(uniqueCaseName('Salary negotiation', '', new Set(['Salary negotiation']))).toBe(
      'Salary negotiation (2)',
    );
    expect(
      uniqueCaseName('Salary negotiation (2)', '', new Set(['Salary negotiation', 'Salary negotiation (2)'])),
    ).toBe('Salary negotiation (3)');
  });

  it('marks a duplicate even when its name would be free', () => {
    expect(uniqueCaseName('Lease', 'copy', new Set(), true)).toBe('Lease (copy)');
  });

  it('cuts a long name so that the mark fits the limit', () => {
    const long = 'x'.repeat(Limits.caseNameMax);
    const name = uniqueCaseName(long, 'imported', new Set([long]));
    expect(name).toHaveLength(Limits.caseNameMax);
    expect(name.endsWith(' (imported)')).toBe(true);
  });
});
