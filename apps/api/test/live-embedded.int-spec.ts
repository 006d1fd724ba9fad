import { describe, expect, it } from 'vitest';
import { LiveEventType } from '@parley/contracts';
import { openEventStream } from './support/event-stream.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';

/**
 * `npm start`'s embedded databases deliver events too: the embedded server through the listener's own
 * connection as a real server does, PGlite (one session, one connection) through the pool's connection.
 */
describe('changes seen live on the embedded databases', () => {
  it.each(['postgres', 'pglite'])(
    'delivers a committed change to the streams of one process on embedded %s',
    { timeout: 180_000 },
    async (kind) => {
      const sut = await startTestApp({ DATABASE_URL: '', SESSION_SECRET: '', EMBEDDED_DATABASE: kind });
      try {
        const { cookie } = await signIn(sut.baseUrl, 'embedded-live@example.com', 'Em');
        const created = await fetch(new URL('/api/cases', sut.baseUrl), {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Live on embedded' }),
        });
        const { id } = (await created.json()) as { id: number };
        const first = await openEventStream(sut.baseUrl, id, cookie);
        expect(first.status).toBe(200);
        // Each opening commits a presence row with its announcement: the first stream hears its own and the
        // second's.
        await first.next((e) => e.type === LiveEventType.Presence, 10_000);
        const second = await openEventStream(sut.baseUrl, id, cookie);
        await first.next((e) => e.type === LiveEventType.Presence, 10_000);
        second.close();
        await first.next((e) => e.type === LiveEventType.Presence, 10_000);
        const present = await fetch(new URL(`/api/cases/${id}/presence`, sut.baseUrl), {
          headers: { cookie },
        });
        expect(await present.json()).toEqual({ present: [{ userId: expect.any(Number), name: 'Em' }] });
        first.close();
      } finally {
        await sut.close();
      }
    },
  );
});
