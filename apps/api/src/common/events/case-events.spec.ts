import { describe, expect, it } from 'vitest';
import { parseCaseEvent, toLiveEvent } from './case-events.js';

describe('parseCaseEvent', () => {
  it('keeps ids, versions and names, and drops every other field', () => {
    const event = parseCaseEvent(
      JSON.stringify({
        caseId: 4,
        type: 'points_changed',
        version: 12,
        actor: { id: 2, name: 'Ana', email: 'ana@example.com' },
        subject: { kind: 'option', id: 9, name: 'Monthly rent' },
        points: 180,
      }),
    );
    expect(event).toEqual({
      caseId: 4,
      type: 'points_changed',
      version: 12,
      actor: { id: 2, name: 'Ana' },
      subject: { kind: 'option', id: 9 },
    });
    expect(toLiveEvent(event!)).toEqual({
      type: 'points_changed',
      version: 12,
      actor: { id: 2, name: 'Ana' },
      subject: { kind: 'option', id: 9 },
    });
  });

  it('refuses what is not an event', () => {
    for (const payload of [
      undefined,
      '',
      'not json',
      '[]',
      'null',
      JSON.stringify({ type: 'x', version: 1 }),
      JSON.stringify({ caseId: '4', type: 'x', version: 1 }),
      JSON.stringify({ caseId: 4, type: '', version: 1 }),
      JSON.stringify({ caseId: 4, type: 'x', version: -1 }),
      JSON.stringify({ caseId: 4, type: 'x', version: 1, actor: { id: 'me' } }),
      JSON.stringify({ caseId: 4, type: 'x', version: 1, subject: { id: 3 } }),
    ]) {
      expect(parseCaseEvent(payload), String(payload)).toBeNull();
    }
  });

  it('reads a missing version as null (presence, resync)', () => {
    expect(parseCaseEvent(JSON.stringify({ caseId: 4, type: 'presence', actor: null }))).toEqual({
      caseId: 4,
      type: 'presence',
      version: null,
      actor: null,
    });
  });
});
