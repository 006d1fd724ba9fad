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

describe('a private change’s side (issue 36)', () => {
  const payload = (side: unknown) =>
    JSON.stringify({ caseId: 4, type: 'change', version: 3, actor: null, side });

  it('keeps the side of a private change, and sends it to nobody’s screen', () => {
    const event = parseCaseEvent(payload('counterpart'));
    expect(event).toMatchObject({ side: 'counterpart' });
    expect(toLiveEvent(event!)).not.toHaveProperty('side');
    expect(parseCaseEvent(payload('owner'))).toMatchObject({ side: 'owner' });
  });

  it('refuses a side it does not know rather than pass a private change to everyone', () => {
    expect(parseCaseEvent(payload('both'))).toBeNull();
    expect(parseCaseEvent(payload(1))).toBeNull();
    expect(parseCaseEvent(payload(null))).not.toHaveProperty('side');
  });
});
