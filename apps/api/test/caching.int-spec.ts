import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body comes back as sent (fetch would decompress it and hide what went over the wire). */
function rawGet(url: URL, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('caching and compression', () => {
  let sut: TestApp;
  let cookie: string;
  const script = `console.log(${JSON.stringify('Parley '.repeat(2000))});`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head></html>`;
  const casePage = html.replace(
    '</head>',
    '<link rel="modulepreload" crossorigin href="/assets/CaseRoute-AbCd1234.js"></head>',
  );

  beforeAll(async () => {
    // A built web app as the build leaves it: hashed assets with their .br and .gz beside them.
    const webDist = await mkdtemp(join(tmpdir(), 'parley-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), html);
    await writeFile(join(webDist, 'case.html'), casePage);
    await writeFile(join(webDist, 'assets', 'index-AbCd1234.js'), script);
    await writeFile(join(webDist, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
    await writeFile(join(webDist, 'assets', 'index-AbCd1234.js.gz'), gzipSync(script));
    await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    sut = await startTestApp({}, { config: { webDist } });
    ({ cookie } = await signIn(sut.baseUrl, 'cache@example.com', 'Cass'));
  });
  afterAll(() => sut.close());

  const url = (path: string) => new URL(path, sut.baseUrl);

  it('keeps private API answers out of every cache', async () => {
    for (const path of ['/api/cases', '/api/auth/user']) {
      const answer = await rawGet(url(path), { cookie });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect((await rawGet(url('/api/cases'), {})).headers['cache-control']).toBe('no-store');
  });

  it('compresses JSON answers larger than 1 kB with brotli or gzip', async () => {
    for (let i = 0; i < 15; i++) {
      await fetch(url('/api/cases'), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Case number ${i}`, goal: 'A goal long enough to fill the list' }),
      });
    }
    const plain = await rawGet(url('/api/cases'), { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await rawGet(url('/api/cases'), { cookie, 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());

    const gz = await rawGet(url('/api/cases'), { cookie, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  it('sends the case read compressed from the copy it keeps, over the wire as any other answer', async () => {
    const created = await fetch(url('/api/cases'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Compressed', goal: 'A goal long enough to fill the case' }),
    });
    const { id } = (await created.json()) as { id: number };
    for (let i = 0; i < 4; i++) {
      await fetch(url(`/api/cases/${id}/issues`), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Issue ${i}`, options: [{ name: 'One' }, { name: 'Two' }] }),
      });
    }
    const plain = await rawGet(url(`/api/cases/${id}`), { cookie });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString())).toMatchObject({ case: { id, name: 'Compressed' } });
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the second answer is the kept copy.
      for (let i = 0; i < 2; i++) {
        const answer = await rawGet(url(`/api/cases/${id}`), { cookie, 'accept-encoding': accept });
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['vary']).toMatch(/accept-encoding/i);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(decode(answer.body).toString()).toBe(plain.body.toString());
      }
    }
  });

  it('serves index.html to revalidate every time, at / and at any client-side route', async () => {
    for (const path of ['/', '/landing', '/cases', '/cases/12/more', '/index.html']) {
      const answer = await rawGet(url(path), {});
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.body.toString(), path).toBe(html);
    }
  });

  it('serves the page that preloads the case screen at a case’s address, with or without a tab', async () => {
    for (const path of ['/cases/12', '/cases/12/', '/cases/12?tab=issues', '/cases/abc']) {
      const answer = await rawGet(url(path), {});
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.body.toString(), path).toBe(casePage);
    }
  });

  it('serves hashed assets as immutable, precompressed as the build wrote them', async () => {
    const br = await rawGet(url('/assets/index-AbCd1234.js'), { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brotliCompressSync(script))).toBe(true);

    const gz = await rawGet(url('/assets/index-AbCd1234.js'), { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await rawGet(url('/assets/index-AbCd1234.js'), {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    expect((await rawGet(url('/favicon.svg'), {})).headers['cache-control']).toBe('public, max-age=3600');
  });
});
