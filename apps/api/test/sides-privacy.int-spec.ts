import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityPageResponse,
  CaseDetailResponse,
  CreatedShareLinkResponse,
  RehearsalResponse,
} from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { apiRoutes } from './support/routes.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * The attacker suite (issue 36, point 2): a case with a counterpart, where each side enters distinctive private
 * values; then every route of the router is called by the other side (with its own ids, and with the victim's
 * ids where a route takes a private one), and every answer's body and headers, and both sides' event streams
 * byte for byte, are searched for the victim's values. A route of the router that is in neither list below
 * fails the test, so a route added later is attacked too.
 */

type Side = 'owner' | 'counterpart';

/** What one side enters privately: texts searched for in every byte, walk-aways in every number. */
interface Secrets {
  /** The case's description: the owner's side's note (the counterpart's is never set). */
  caseNote: string;
  alternative: string;
  guessAlternative: string;
  note: string;
  walkAway: number;
  guessWalkAway: number;
}

const SECRETS: Record<Side, Secrets> = {
  owner: {
    caseNote: 'GIRAFFE-OWNER-DESC',
    alternative: 'ZEBRA-OWNER-ALT',
    guessAlternative: 'ZEBRA-OWNER-GUESS',
    note: 'QUOKKA-OWNER-NOTE',
    // The owner's totals are 1,382–1,404 (six odd points: even), the counterpart's 940–1,050 (tens): no total
    // of one side's is a walk-away of the other's, so a number found is a leak, not a coincidence.
    walkAway: 1087,
    guessWalkAway: 1071,
  },
  counterpart: {
    caseNote: 'GIRAFFE-CP-NEVER-SET',
    alternative: 'ZEBRA-CP-ALT',
    guessAlternative: 'ZEBRA-CP-GUESS',
    note: 'QUOKKA-CP-NOTE',
    walkAway: 893,
    guessWalkAway: 863,
  },
};

/** One side's ids in the case. */
interface SideIds {
  cookie: string;
  userId: number;
  user: number;
  opponent: number;
  offerId: number;
  rehearsalId: number;
}

interface Scene {
  caseId: number;
  issues: Array<{ id: number; options: number[] }>;
  /** An issue no offer names, with two options, that the owner's side may delete. */
  spareIssue: { id: number; options: number[] };
  sides: Record<Side, SideIds>;
  /** A viewer of the owner's side, and an open viewer link's id and token. */
  viewer: { cookie: string; userId: number };
  linkId: number;
  linkToken: string;
  suggestionId: number;
}

/** The attacker's view: their own ids and the victim's. */
interface View {
  s: Scene;
  me: SideIds;
  them: SideIds;
  side: Side;
  as: (method: string, path: string, body?: unknown) => Promise<Response>;
}

interface Call {
  method?: string;
  path: string;
  body?: unknown;
}

/** How a route is called by an attacker: with their own ids, and (where it takes a private id) with the victim's. */
interface Attack {
  own: (v: View) => Call | Promise<Call> | null;
  /** The victim's private id in the request: must answer 404 and reveal nothing. */
  theirs?: (v: View) => Call;
}

const pkg = (s: Scene, pick = 0) => s.issues.map((issue) => issue.options[pick % issue.options.length]!);

/** Every route, by `METHOD /path` as the router lists it. */
const ATTACKS: Record<string, Attack> = {
  'GET /api/cases': { own: () => ({ path: '/api/cases' }) },
  'GET /api/cases/:id': { own: (v) => ({ path: `/api/cases/${v.s.caseId}` }) },
  'GET /api/cases/:id/events': { own: () => null }, // read throughout, by both sides (below)
  'GET /api/cases/:id/presence': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/presence` }) },
  'PUT /api/cases/:id': { own: (v) => ({ path: `/api/cases/${v.s.caseId}`, body: { goal: 'A fair deal' } }) },
  'DELETE /api/cases/:id': {
    // The owner deleting the case ends the scene: only the counterpart's refusal is read.
    own: (v) => (v.side === 'owner' ? null : { path: `/api/cases/${v.s.caseId}` }),
  },
  'GET /api/cases/:id/export': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/export` }) },
  'GET /api/cases/:id/export.json': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/export.json` }) },
  'POST /api/cases/:id/duplicate': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/duplicate` }) },
  'POST /api/cases/:id/ai-issues': {
    own: (v) => ({
      path: `/api/cases/${v.s.caseId}/ai-issues`,
      body: { caseName: 'Salary', goal: '', existingIssues: [] },
    }),
  },
  'POST /api/ai/negotiation-insights': {
    own: (v) => ({ path: '/api/ai/negotiation-insights', body: { caseId: v.s.caseId } }),
  },
  'POST /api/ai/scenario-analysis': {
    own: (v) => ({ path: '/api/ai/scenario-analysis', body: { caseId: v.s.caseId, isFiltered: false } }),
  },
  'POST /api/cases/:id/issues': {
    own: (v) => ({
      path: `/api/cases/${v.s.caseId}/issues`,
      body: { name: `Parking ${v.side}`, options: [{ name: 'One space' }] },
    }),
  },
  'PUT /api/issues/:id': {
    own: (v) => ({ path: `/api/issues/${v.s.spareIssue.id}`, body: { priority: 40 } }),
  },
  'DELETE /api/issues/:id': {
    own: async (v) => {
      // A throwaway issue (the owner's side makes one; the counterpart is refused either way).
      const made = await v.as('POST', `/api/cases/${v.s.caseId}/issues`, {
        name: 'Throwaway',
        options: [{ name: 'A' }],
      });
      const id = made.status === 201 ? (await json<{ id: number }>(made)).id : v.s.spareIssue.id;
      return { path: `/api/issues/${id}` };
    },
  },
  'POST /api/issues/:issueId/options': {
    own: (v) => ({ path: `/api/issues/${v.s.spareIssue.id}/options`, body: { name: `Extra ${v.side}` } }),
  },
  'PUT /api/options/:optionId': {
    own: (v) => ({ path: `/api/options/${v.s.spareIssue.options[0]}`, body: { description: 'Plain' } }),
  },
  'DELETE /api/options/:optionId': {
    own: async (v) => {
      const made = await v.as('POST', `/api/issues/${v.s.spareIssue.id}/options`, {
        name: 'Throwaway option',
      });
      const id = made.status === 201 ? (await json<{ id: number }>(made)).id : v.s.spareIssue.options[1]!;
      return { path: `/api/options/${id}` };
    },
  },
  'GET /api/cases/:caseId/issue-importance': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/issue-importance` }),
  },
  'GET /api/cases/:caseId/option-importance': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/option-importance` }),
  },
  'POST /api/issue-importance': {
    own: (v) => ({
      path: '/api/issue-importance',
      body: { partyId: v.me.user, issueId: v.s.issues[0]!.id, importance: 3, rank: 1 },
    }),
    theirs: (v) => ({
      path: '/api/issue-importance',
      body: { partyId: v.them.user, issueId: v.s.issues[0]!.id, importance: 3, rank: 1 },
    }),
  },
  'POST /api/option-importance': {
    own: (v) => ({
      path: '/api/option-importance',
      body: {
        partyId: v.me.opponent,
        issueId: v.s.issues[0]!.id,
        optionId: v.s.issues[0]!.options[0],
        importance: 3,
        rank: 1,
      },
    }),
    theirs: (v) => ({
      path: '/api/option-importance',
      body: {
        partyId: v.them.opponent,
        issueId: v.s.issues[0]!.id,
        optionId: v.s.issues[0]!.options[0],
        importance: 3,
        rank: 1,
      },
    }),
  },
  'POST /api/cases/:id/calculate-points': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/calculate-points` }),
  },
  'PUT /api/cases/:id/points': {
    own: (v) => ({
      path: `/api/cases/${v.s.caseId}/points`,
      body: {
        partyId: v.me.opponent,
        scores: [{ issueId: v.s.spareIssue.id, optionId: v.s.spareIssue.options[0], points: 100 }],
      },
    }),
    theirs: (v) => ({
      path: `/api/cases/${v.s.caseId}/points`,
      body: {
        partyId: v.them.user,
        scores: [{ issueId: v.s.spareIssue.id, optionId: v.s.spareIssue.options[0], points: 100 }],
      },
    }),
  },
  'POST /api/scores': {
    own: (v) => ({
      path: '/api/scores',
      body: {
        partyId: v.me.opponent,
        issueId: v.s.spareIssue.id,
        optionId: v.s.spareIssue.options[0],
        points: 90,
      },
    }),
    theirs: (v) => ({
      path: '/api/scores',
      body: {
        partyId: v.them.user,
        issueId: v.s.spareIssue.id,
        optionId: v.s.spareIssue.options[0],
        points: 90,
      },
    }),
  },
  'POST /api/cases/:id/final-agreements': {
    own: (v) => ({
      path: `/api/cases/${v.s.caseId}/final-agreements`,
      body: { issueId: v.s.spareIssue.id, optionId: v.s.spareIssue.options[0] },
    }),
  },
  'DELETE /api/cases/:id/final-agreements/:issueId': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/final-agreements/${v.s.spareIssue.id}` }),
  },
  'PUT /api/parties/:id': {
    own: (v) => ({
      path: `/api/parties/${v.me.opponent}`,
      body: { reservationValue: SECRETS[v.side].guessWalkAway },
    }),
    theirs: (v) => ({ path: `/api/parties/${v.them.user}`, body: { reservationValue: 1 } }),
  },
  'GET /api/parties/:id/answers': {
    own: (v) => ({ path: `/api/parties/${v.me.user}/answers` }),
    theirs: (v) => ({ path: `/api/parties/${v.them.user}/answers` }),
  },
  'PUT /api/parties/:id/answers': {
    own: (v) => ({ path: `/api/parties/${v.me.opponent}/answers`, body: { answers: [] } }),
    theirs: (v) => ({ path: `/api/parties/${v.them.user}/answers`, body: { answers: [] } }),
  },
  'PUT /api/parties/:id/points-confidence': {
    own: (v) => ({
      path: `/api/parties/${v.me.opponent}/points-confidence`,
      body: { pointsConfidence: 'guess' },
    }),
    theirs: (v) => ({
      path: `/api/parties/${v.them.user}/points-confidence`,
      body: { pointsConfidence: 'sure' },
    }),
  },
  'GET /api/cases/:id/offers': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/offers` }) },
  'POST /api/cases/:id/offers': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/offers`, body: { by: 'user', optionIds: pkg(v.s, 1) } }),
  },
  'GET /api/cases/:id/next-offer': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/next-offer` }) },
  'DELETE /api/offers/:id': {
    own: async (v) => {
      const made = await json<{ id: number }>(
        v.as('POST', `/api/cases/${v.s.caseId}/offers`, { by: 'user', optionIds: pkg(v.s, 2) }),
      );
      return { path: `/api/offers/${made.id}` };
    },
    // The other side's offer is shared, but theirs to take back: refused, and nothing of theirs answered.
    theirs: (v) => ({ path: `/api/offers/${v.them.offerId}` }),
  },
  'POST /api/cases/:id/rehearsals': {
    own: (v) => ({
      path: `/api/cases/${v.s.caseId}/rehearsals`,
      body: { style: 'steady', rounds: 4, seed: 5 },
    }),
  },
  'GET /api/cases/:id/rehearsals': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/rehearsals` }) },
  'GET /api/rehearsals/:id': {
    own: (v) => ({ path: `/api/rehearsals/${v.me.rehearsalId}` }),
    theirs: (v) => ({ path: `/api/rehearsals/${v.them.rehearsalId}` }),
  },
  'POST /api/rehearsals/:id/offers': {
    own: (v) => ({ path: `/api/rehearsals/${v.me.rehearsalId}/offers`, body: { optionIds: pkg(v.s) } }),
    theirs: (v) => ({ path: `/api/rehearsals/${v.them.rehearsalId}/offers`, body: { optionIds: pkg(v.s) } }),
  },
  'POST /api/rehearsals/:id/walk-away': {
    own: async (v) => {
      const started = await json<RehearsalResponse>(
        v.as('POST', `/api/cases/${v.s.caseId}/rehearsals`, { style: 'tough', rounds: 3, seed: 2 }),
      );
      return { path: `/api/rehearsals/${started.id}/walk-away` };
    },
    theirs: (v) => ({ path: `/api/rehearsals/${v.them.rehearsalId}/walk-away` }),
  },
  'GET /api/cases/:id/estimate': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/estimate` }) },
  'POST /api/cases/:id/estimate/adopt': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/estimate/adopt` }) },
  'POST /api/cases/:id/estimate/undo': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/estimate/undo` }) },
  'DELETE /api/cases/:id/estimate/previous': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/estimate/previous` }),
  },
  'PUT /api/cases/:id/plan-settings': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/plan-settings`, body: { pace: 'steady', rounds: 7 } }),
  },
  'GET /api/cases/:id/members': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/members` }) },
  'PATCH /api/cases/:id/members/:userId': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/members/${v.s.viewer.userId}`, body: { role: 'viewer' } }),
  },
  'DELETE /api/cases/:id/members/:userId': {
    // Removing the viewer: the counterpart is refused; the owner's removal is the scene's end, so not done.
    own: (v) =>
      v.side === 'owner' ? null : { path: `/api/cases/${v.s.caseId}/members/${v.s.viewer.userId}` },
  },
  'DELETE /api/cases/:id/counterpart': { own: () => null }, // its own test below: it ends the scene
  'GET /api/cases/:id/activity': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/activity` }) },
  'POST /api/cases/:id/share-links': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/share-links`, body: { role: 'viewer' } }),
  },
  'GET /api/cases/:id/share-links': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/share-links` }) },
  'DELETE /api/share-links/:id': { own: (v) => ({ path: `/api/share-links/${v.s.linkId}` }) },
  'GET /api/share-links/:token': { own: (v) => ({ path: `/api/share-links/${v.s.linkToken}` }) },
  'POST /api/share-links/:token/accept': {
    own: (v) => ({ path: `/api/share-links/${v.s.linkToken}/accept` }),
  },
  'POST /api/cases/:id/suggestions': {
    own: (v) => ({
      path: `/api/cases/${v.s.caseId}/suggestions`,
      body: { kind: 'issue', name: 'Travel budget' },
    }),
  },
  'GET /api/cases/:id/suggestions': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/suggestions` }) },
  'PUT /api/suggestions/:id': {
    own: (v) => ({ path: `/api/suggestions/${v.s.suggestionId}`, body: { accept: false } }),
  },
  // The joint table (issue 36, points 4–6).
  'PUT /api/cases/:id/ready': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/ready`, body: { ready: true } }),
  },
  'POST /api/cases/:id/proposals': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/proposals` }) },
  'PUT /api/cases/:id/acceptances': {
    own: (v) => ({
      path: `/api/cases/${v.s.caseId}/acceptances`,
      body: { proposalIds: [], offerIds: [v.them.offerId] },
    }),
  },
  'GET /api/cases/:id/table': { own: (v) => ({ path: `/api/cases/${v.s.caseId}/table` }) },
  // The attacker's own offer: refused (409, only the other side's latest offer can be accepted), so the scene's
  // agreement stays as it is for the routes after it; the answer is searched all the same.
  'POST /api/cases/:id/offers/:offerId/accept': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/offers/${v.me.offerId}/accept` }),
  },
  'PUT /api/cases/:id/improvement': {
    own: (v) => ({ path: `/api/cases/${v.s.caseId}/improvement`, body: { accept: false } }),
  },
  // The person's own things, not a case's: read, and searched all the same.
  'GET /api/auth/user': { own: () => ({ path: '/api/auth/user' }) },
  'GET /api/health': { own: () => ({ path: '/api/health' }) },
  'GET /api/subscription/status': { own: () => ({ path: '/api/subscription/status' }) },
  'GET /api/subscription/plan': { own: () => ({ path: '/api/subscription/plan' }) },
  'GET /api/case-templates': { own: () => ({ path: '/api/case-templates' }) },
};

/** Routes not called, each with why: none of them reads or answers a case. */
const NOT_CALLED: Record<string, string> = {
  'GET /api/login': 'sign-in: a redirect to the identity provider',
  'GET /api/auth/callback': 'sign-in',
  'GET /api/logout': 'ends the session',
  'POST /api/logout': 'ends the session',
  'POST /api/subscription/activate': 'changes the person’s own plan',
  'POST /api/subscription/create-payment-intent': 'the person’s own payment',
  'POST /api/subscription/cancel': 'the person’s own plan',
  'POST /api/payments/webhook': 'Stripe’s, signed',
  'POST /api/cases': 'a new case of the person’s own',
  'POST /api/cases/import': 'a new case of the person’s own, from their file',
  'POST /api/cases/from-template': 'a new case of the person’s own',
};

/** Keys whose numbers are ids, versions or counts, never a side's private value. */
const ID_KEY = /(^id$|Id$|Ids$|^version$|^total$|^limit$|^offset$|^round$|^rounds$|^seed$|^uses$|^maxUses$)/;

/**
 * Every number in a JSON value that is not under an id-like key, and every number written as a word in its texts
 * (a history line's "set the walk-away to 1087").
 */
function numbersIn(value: unknown, key = ''): number[] {
  if (typeof value === 'number') return ID_KEY.test(key) ? [] : [value];
  if (typeof value === 'string')
    return [...value.matchAll(/(?<![\w.-])\d+(?![\w-])/g)].map(([n]) => Number(n));
  if (Array.isArray(value)) return value.flatMap((item) => numbersIn(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => numbersIn(v, /^\d+$/.test(k) ? key : k));
  }
  return [];
}

/** Every `partyId` (and `id` of a party) in a JSON value. */
function partyIdsIn(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(partyIdsIn);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const own = entries.flatMap(([k, v]) => (k === 'partyId' && typeof v === 'number' ? [v] : []));
    const record = value as Record<string, unknown>;
    const party =
      (record['type'] === 'user' || record['type'] === 'opponent') && typeof record['id'] === 'number'
        ? [record['id'] as number]
        : [];
    return [...own, ...party, ...entries.flatMap(([, v]) => partyIdsIn(v))];
  }
  return [];
}

/**
 * What of the victim's secrets `text` holds, in words (each once); empty when nothing. Texts are searched in
 * every byte; numbers in JSON (a body, or each `data:` line of a stream) outside ids and versions, and in the
 * words of any other text (the report's HTML); `markersOnly` for headers, whose lengths and request ids are
 * numbers of their own.
 */
function leaks(text: string, victim: Side, victimParties: number[], markersOnly = false): string[] {
  const found = new Set<string>();
  const secrets = SECRETS[victim];
  for (const marker of [secrets.caseNote, secrets.alternative, secrets.guessAlternative, secrets.note]) {
    if (text.includes(marker)) found.add(marker);
  }
  if (markersOnly) return [...found];
  const values = [secrets.walkAway, secrets.guessWalkAway];
  const inJson = (parsed: unknown) => {
    const numbers = new Set(numbersIn(parsed));
    for (const value of values) if (numbers.has(value)) found.add(String(value));
    for (const id of partyIdsIn(parsed)) if (victimParties.includes(id)) found.add(`party ${id}`);
  };
  const dataLines = [...text.matchAll(/^data: (.*)$/gm)].map(([, line]) => line!);
  if (dataLines.length > 0) {
    for (const line of dataLines) inJson(JSON.parse(line));
    return [...found];
  }
  try {
    inJson(JSON.parse(text));
  } catch {
    for (const value of values) {
      if (new RegExp(`(?<![\\d.])${value}(?![\\d])`).test(text)) found.add(String(value));
    }
  }
  return [...found];
}

function headersText(response: Response): string {
  return [...response.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
}

/** A case's event stream read as raw text, for the search. */
async function rawStream(baseUrl: string, caseId: number, cookie: string) {
  const abort = new AbortController();
  const response = await fetch(new URL(`/api/cases/${caseId}/events`, baseUrl), {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  let text = headersText(response) + '\n';
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        text += value;
      }
    } catch {
      // closed from this side
    }
  })();
  return {
    get text() {
      return text;
    },
    async close() {
      abort.abort();
      await done;
    },
  };
}

describe.runIf(requireRealPostgres('sides privacy'))(
  'each side’s private values never reach the other',
  () => {
    let sut: TestApp;
    let call: ApiCall;
    let db: DataSource;
    let scene: Scene;
    const streams = {} as Record<Side, Awaited<ReturnType<typeof rawStream>>>;

    beforeAll(async () => {
      sut = await startTestApp({
        AI_RATE_LIMIT: '100000',
        EXPORT_RATE_LIMIT: '100000',
        OFFER_RATE_LIMIT: '100000',
        REHEARSAL_RATE_LIMIT: '100000',
        SHARE_LINK_RATE_LIMIT: '100000',
      });
      call = apiCaller(sut.baseUrl);
      db = sut.app.get(DataSource);
      const person = async (email: string, name: string) => {
        const { cookie } = await signIn(sut.baseUrl, email, name);
        const { id } = await json<{ id: number }>(call('GET', '/api/auth/user', cookie));
        return { cookie, id };
      };
      const olivia = await person('olivia-privacy@example.com', 'Olivia');
      const carl = await person('carl-privacy@example.com', 'Carl');
      const vera = await person('vera-privacy@example.com', 'Vera');
      const ok = async (response: Promise<Response>, status = 200) => {
        const r = await response;
        const text = await r.text();
        expect(r.status, text).toBe(status);
        return text ? (JSON.parse(text) as unknown) : null;
      };

      const { id: caseId } = (await ok(
        call('POST', '/api/cases/from-template', olivia.cookie, { template: 'salary', name: 'Privacy' }),
        201,
      )) as { id: number };
      await ok(call('PUT', `/api/cases/${caseId}`, olivia.cookie, { description: SECRETS.owner.caseNote }));
      const spare = (await ok(
        call('POST', `/api/cases/${caseId}/issues`, olivia.cookie, {
          name: 'Spare',
          options: [{ name: 'Yes' }, { name: 'No' }],
        }),
        201,
      )) as { id: number; options: Array<{ id: number }> };
      // A viewer of the owner's side, and an open viewer link for the link routes.
      await db.query(`INSERT INTO case_members (case_id, user_id, role) VALUES ($1, $2, 'viewer')`, [
        caseId,
        vera.id,
      ]);
      const viewerLink = (await ok(
        call('POST', `/api/cases/${caseId}/share-links`, olivia.cookie, { role: 'viewer', maxUses: 5 }),
        201,
      )) as CreatedShareLinkResponse;

      // The owner's private values, entered before the counterpart is at the table (offers by either side then).
      const detail = (await ok(call('GET', `/api/cases/${caseId}`, olivia.cookie))) as CaseDetailResponse;
      // Every issue, the spare one last: an offer names one option (or null) per issue of the case.
      const issues = detail.issues.map((issue) => ({
        id: issue.id,
        options: issue.options.map((o) => o.id),
      }));
      const ownerUser = detail.parties.find((p) => p.type === 'user')!.id;
      const ownerOpponent = detail.parties.find((p) => p.type === 'opponent')!.id;

      // Carl joins as the other side.
      const invitation = (await ok(
        call('POST', `/api/cases/${caseId}/share-links`, olivia.cookie, { role: 'counterpart' }),
        201,
      )) as CreatedShareLinkResponse;
      await ok(call('POST', `/api/share-links/${invitation.url.split('/').at(-1)}/accept`, carl.cookie));
      const carlDetail = (await ok(call('GET', `/api/cases/${caseId}`, carl.cookie))) as CaseDetailResponse;
      const cpUser = carlDetail.parties.find((p) => p.type === 'user')!.id;
      const cpOpponent = carlDetail.parties.find((p) => p.type === 'opponent')!.id;

      // Both streams read from before the first private value is entered.
      streams.owner = await rawStream(sut.baseUrl, caseId, olivia.cookie);
      streams.counterpart = await rawStream(sut.baseUrl, caseId, carl.cookie);

      const enter = async (side: Side, cookie: string, user: number, opponent: number, odd: boolean) => {
        const secrets = SECRETS[side];
        // Points: the owner's odd, the counterpart's even, so that no total of one is a value of the other.
        const points = (i: number, k: number) => (odd ? 249 - 2 * (i * 3 + k) : 250 - 10 * (i * 3 + k));
        for (const party of [user, opponent]) {
          await ok(
            call('PUT', `/api/cases/${caseId}/points`, cookie, {
              partyId: party,
              scores: issues.flatMap((issue, i) =>
                issue.options.map((optionId, k) => ({ issueId: issue.id, optionId, points: points(i, k) })),
              ),
            }),
          );
        }
        await ok(
          call('PUT', `/api/parties/${user}`, cookie, {
            reservationValue: secrets.walkAway,
            alternative: secrets.alternative,
          }),
        );
        await ok(
          call('PUT', `/api/parties/${opponent}`, cookie, {
            reservationValue: secrets.guessWalkAway,
            alternative: secrets.guessAlternative,
          }),
        );
        const [a, b] = issues as [(typeof issues)[0], (typeof issues)[0]];
        await ok(
          call('PUT', `/api/parties/${opponent}/answers`, cookie, {
            answers: [
              {
                question: {
                  left: { [a.id]: a.options[0], [b.id]: b.options[1] },
                  right: { [a.id]: a.options[1], [b.id]: b.options[0] },
                },
                prefer: odd ? 'left' : 'right',
                confidence: odd ? 'guess' : 'think-so',
              },
            ],
          }),
        );
        await ok(
          call('PUT', `/api/parties/${user}/points-confidence`, cookie, {
            pointsConfidence: odd ? 'sure' : 'guess',
          }),
        );
        await ok(
          call('PUT', `/api/cases/${caseId}/plan-settings`, cookie, {
            pace: odd ? 'accommodating' : 'tough',
            rounds: odd ? 9 : 4,
          }),
        );
        await ok(call('POST', `/api/cases/${caseId}/calculate-points`, cookie));
        const offer = (await ok(
          call('POST', `/api/cases/${caseId}/offers`, cookie, {
            by: 'user',
            optionIds: pkg({ issues } as Scene, odd ? 0 : 2),
            note: secrets.note,
          }),
          201,
        )) as { id: number };
        const rehearsal = (await ok(
          call('POST', `/api/cases/${caseId}/rehearsals`, cookie, {
            style: 'steady',
            rounds: 6,
            seed: odd ? 11 : 12,
          }),
          201,
        )) as RehearsalResponse;
        return { offerId: offer.id, rehearsalId: rehearsal.id };
      };
      const ownerMade = await enter('owner', olivia.cookie, ownerUser, ownerOpponent, true);
      const cpMade = await enter('counterpart', carl.cookie, cpUser, cpOpponent, false);

      const suggestion = (await ok(
        call('POST', `/api/cases/${caseId}/suggestions`, carl.cookie, {
          kind: 'option',
          name: 'Stipend',
          issueId: spare.id,
        }),
        201,
      )) as { id: number };

      scene = {
        caseId,
        issues,
        spareIssue: { id: spare.id, options: spare.options.map((o) => o.id) },
        sides: {
          owner: {
            cookie: olivia.cookie,
            userId: olivia.id,
            user: ownerUser,
            opponent: ownerOpponent,
            ...ownerMade,
          },
          counterpart: {
            cookie: carl.cookie,
            userId: carl.id,
            user: cpUser,
            opponent: cpOpponent,
            ...cpMade,
          },
        },
        viewer: { cookie: vera.cookie, userId: vera.id },
        linkId: viewerLink.id,
        linkToken: viewerLink.url.split('/').at(-1)!,
        suggestionId: suggestion.id,
      };
    }, 120_000);

    afterAll(async () => {
      await streams.owner?.close();
      await streams.counterpart?.close();
      await sut?.close();
    });

    const partiesOf = (side: Side) => [scene.sides[side].user, scene.sides[side].opponent];
    const other = (side: Side): Side => (side === 'owner' ? 'counterpart' : 'owner');

    it('finds each side’s values in that side’s own answers (the search can fail)', async () => {
      for (const side of ['owner', 'counterpart'] as const) {
        const { cookie } = scene.sides[side];
        const detail = await (await call('GET', `/api/cases/${scene.caseId}`, cookie)).text();
        expect(leaks(detail, side, partiesOf(side)).sort()).toEqual(
          [
            ...(side === 'owner' ? [SECRETS.owner.caseNote] : []),
            SECRETS[side].alternative,
            SECRETS[side].guessAlternative,
            String(SECRETS[side].walkAway),
            String(SECRETS[side].guessWalkAway),
            ...partiesOf(side).map((id) => `party ${id}`),
          ].sort(),
        );
        const offers = await (await call('GET', `/api/cases/${scene.caseId}/offers`, cookie)).text();
        expect(leaks(offers, side, [])).toContain(SECRETS[side].note);
        const report = await (await call('GET', `/api/cases/${scene.caseId}/export`, cookie)).text();
        expect(leaks(report, side, [])).toContain(SECRETS[side].alternative);
      }
    });

    it('has an attack for every route of the router, or says why it is not called', () => {
      const routes = apiRoutes(sut.app).map((r) => `${r.method} ${r.path}`);
      expect(routes.filter((r) => !(r in ATTACKS) && !(r in NOT_CALLED))).toEqual([]);
      expect(Object.keys(ATTACKS).filter((r) => !routes.includes(r))).toEqual([]);
    });

    for (const attacker of ['counterpart', 'owner'] as const) {
      const victim = other(attacker);
      it(`answers the ${attacker} nothing of the ${victim}’s, on every route, with their own ids and the ${victim}’s`, async () => {
        const routes = new Set(apiRoutes(sut.app).map((r) => `${r.method} ${r.path}`));
        const me = scene.sides[attacker];
        const them = scene.sides[victim];
        const as = (method: string, path: string, body?: unknown) => call(method, path, me.cookie, body);
        const view: View = { s: scene, me, them, side: attacker, as };
        const found: string[] = [];
        const search = async (route: string, kind: string, response: Response) => {
          const body = await response.text();
          for (const leak of [
            ...leaks(body, victim, partiesOf(victim)),
            ...leaks(headersText(response), victim, [], true),
          ]) {
            found.push(`${route} (${kind}, ${response.status}): ${leak}`);
          }
        };
        for (const [route, attack] of Object.entries(ATTACKS)) {
          if (!routes.has(route)) continue;
          const [method] = route.split(' ') as [string];
          const own = await attack.own(view);
          if (own)
            await search(route, 'own ids', await call(own.method ?? method, own.path, me.cookie, own.body));
          if (attack.theirs) {
            const theirs = attack.theirs(view);
            const response = await call(theirs.method ?? method, theirs.path, me.cookie, theirs.body);
            // The other side's private row is not found (a shared offer: not theirs to take back).
            expect([403, 404], `${route} with the ${victim}’s id`).toContain(response.status);
            await search(route, `the ${victim}’s ids`, response);
          }
        }
        expect(found).toEqual([]);
      }, 240_000);
    }

    it('shows neither side a line of the other’s private history, on any page', async () => {
      for (const side of ['owner', 'counterpart'] as const) {
        const lines: string[] = [];
        let before: number | null = null;
        do {
          const path: string = `/api/cases/${scene.caseId}/activity${before === null ? '' : `?before=${before}`}`;
          const page: ActivityPageResponse = await json<ActivityPageResponse>(
            call('GET', path, scene.sides[side].cookie),
          );
          lines.push(...page.items.map((item) => item.summary));
          before = page.next;
        } while (before !== null);
        expect(lines.length).toBeGreaterThan(0);
        expect(leaks(JSON.stringify(lines), other(side), [])).toEqual([]);
        // The search sees a side's own private lines, so it would see the other's.
        expect(leaks(JSON.stringify(lines), side, [])).toContain(String(SECRETS[side].walkAway));
      }
    });

    it('sends neither side’s stream anything of the other’s', async () => {
      // A shared change last, so that both streams have received everything before they are read.
      const response = await call('PUT', `/api/issues/${scene.spareIssue.id}`, scene.sides.owner.cookie, {
        description: 'Last',
      });
      expect(response.status).toBe(200);
      const version = response.headers.get('etag')!.replaceAll('"', '');
      for (const side of ['owner', 'counterpart'] as const) {
        const stream = streams[side];
        for (let i = 0; i < 100 && !stream.text.includes(`id: ${version}\n`); i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(stream.text).toContain(`id: ${version}\n`);
        expect(leaks(stream.text, other(side), [])).toEqual([]);
        // No event names a private row of the other side's (its parties, its rehearsals).
        const subjects = [
          ...stream.text.matchAll(/"subject":\{"kind":"(party|rehearsal)","id":(\d+)\}/g),
        ].map(([, kind, id]) => `${kind}:${id}`);
        const theirs = other(side);
        const privateRows = [
          ...partiesOf(theirs).map((id) => `party:${id}`),
          `rehearsal:${scene.sides[theirs].rehearsalId}`,
        ];
        expect(subjects.filter((s) => privateRows.includes(s))).toEqual([]);
        expect(subjects.length).toBeGreaterThan(0);
      }
    });

    it('leaves nothing of the counterpart once they leave and ask for their data to be deleted', async () => {
      const { caseId } = scene;
      const cp = scene.sides.counterpart;
      const response = await call('DELETE', `/api/cases/${caseId}/counterpart?deleteMyData=true`, cp.cookie);
      expect(response.status).toBe(204);
      const rows = (await db.query(
        `SELECT
         (SELECT count(*) FROM parties WHERE case_id = $1 AND side = 'counterpart')::int AS parties,
         (SELECT count(*) FROM scores s JOIN parties p ON p.id = s.party_id WHERE p.id = ANY($2))::int AS scores,
         (SELECT count(*) FROM negotiation_states WHERE case_id = $1 AND side = 'counterpart')::int AS states,
         (SELECT count(*) FROM rehearsals WHERE case_id = $1 AND side = 'counterpart')::int AS rehearsals,
         (SELECT count(*) FROM case_activity WHERE case_id = $1 AND side = 'counterpart')::int AS history,
         (SELECT count(*) FROM offers WHERE case_id = $1 AND note = $3)::int AS notes,
         (SELECT count(*) FROM case_members WHERE case_id = $1 AND role = 'counterpart')::int AS members`,
        [caseId, partiesOf('counterpart'), SECRETS.counterpart.note],
      )) as Array<Record<string, number>>;
      expect(rows[0]).toEqual({
        parties: 0,
        scores: 0,
        states: 0,
        rehearsals: 0,
        history: 0,
        notes: 0,
        members: 0,
      });
      expect((await call('GET', `/api/cases/${caseId}`, cp.cookie)).status).toBe(404);
      // No case but their own copies (the duplicate route made one) holds their texts any more.
      const dump = (await db.query(
        `SELECT count(*)::int AS n FROM parties p JOIN cases c ON c.id = p.case_id
          WHERE p.alternative IN ($1, $2) AND c.owner_id <> $3`,
        [SECRETS.counterpart.alternative, SECRETS.counterpart.guessAlternative, cp.userId],
      )) as Array<{ n: number }>;
      expect(dump[0]!.n).toBe(0);
    });
  },
);
