import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetailResponse, CreatedShareLinkResponse, RehearsalResponse } from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { requireRealPostgres } from './support/real-postgres.js';
import { apiRoutes } from './support/routes.js';
import { signIn } from './support/sign-in.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

/**
 * Issue 35, point 6: every case-scoped route × owner / editor / viewer / stranger / removed member, with the
 * route list read from the router, so that a route added later without an expectation fails here.
 */

type Persona = 'owner' | 'editor' | 'viewer' | 'stranger' | 'removed';
const PERSONAS: readonly Persona[] = ['owner', 'editor', 'viewer', 'stranger', 'removed'];

/**
 * read: every member; write: owner and editor (a viewer 403 CASE_READ_ONLY); owner: the owner only (an editor
 * 403 OWNER_ONLY, a viewer 403 CASE_READ_ONLY); owner-404: the owner only, anyone else 404.
 */
type Need = 'read' | 'write' | 'owner' | 'owner-404';

interface Fixture {
  caseId: number;
  userParty: number;
  opponentParty: number;
  issues: Array<{ id: number; options: number[] }>;
  offerId: number;
  rehearsalId: number;
  linkId: number;
  /** A member (a viewer) whom the member routes change or remove. */
  spare: number;
}

interface Expectation {
  need: Need;
  /** The request's path and body for a fixture. */
  request: (f: Fixture) => { path: string; body?: unknown };
  /** Run as the owner before the route is called (state it needs, e.g. an adopted estimate to undo). */
  prepare?: (
    f: Fixture,
    as: (method: string, path: string, body?: unknown) => Promise<Response>,
  ) => Promise<void>;
}

const pkg = (f: Fixture) => f.issues.map((issue) => issue.options[0]!);

/** Their offers moved (as in table-trust's salary case): adopting the estimate changes their points. */
async function estimateToAdopt(
  f: Fixture,
  as: (method: string, path: string, body?: unknown) => Promise<Response>,
) {
  for (const moved of [[], [1, 2]]) {
    const optionIds = f.issues.map((issue, i) => issue.options[moved.includes(i) ? 1 : 0]!);
    expect((await as('POST', `/api/cases/${f.caseId}/offers`, { by: 'opponent', optionIds })).status).toBe(
      201,
    );
  }
}

/** Every case-scoped route: a route of the router that is missing here fails the test. */
const EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/cases/:id': { need: 'read', request: (f) => ({ path: `/api/cases/${f.caseId}` }) },
  'PUT /api/cases/:id': {
    need: 'owner',
    request: (f) => ({ path: `/api/cases/${f.caseId}`, body: { name: 'Renamed' } }),
  },
  'DELETE /api/cases/:id': { need: 'owner', request: (f) => ({ path: `/api/cases/${f.caseId}` }) },
  'GET /api/cases/:id/export': { need: 'read', request: (f) => ({ path: `/api/cases/${f.caseId}/export` }) },
  'GET /api/cases/:id/export.json': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/export.json` }),
  },
  'POST /api/cases/:id/duplicate': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/duplicate` }),
  },
  'POST /api/cases/:id/ai-issues': {
    need: 'read',
    request: (f) => ({
      path: `/api/cases/${f.caseId}/ai-issues`,
      body: { caseName: 'Salary', goal: '', existingIssues: [] },
    }),
  },
  'POST /api/ai/negotiation-insights': {
    need: 'read',
    request: (f) => ({ path: '/api/ai/negotiation-insights', body: { caseId: f.caseId } }),
  },
  'POST /api/ai/scenario-analysis': {
    need: 'read',
    request: (f) => ({ path: '/api/ai/scenario-analysis', body: { caseId: f.caseId, isFiltered: false } }),
  },
  'POST /api/cases/:id/issues': {
    need: 'write',
    request: (f) => ({
      path: `/api/cases/${f.caseId}/issues`,
      body: { name: 'Parking', options: [{ name: 'One space' }] },
    }),
  },
  'PUT /api/issues/:id': {
    need: 'write',
    request: (f) => ({ path: `/api/issues/${f.issues[0]!.id}`, body: { name: 'Pay' } }),
  },
  'DELETE /api/issues/:id': { need: 'write', request: (f) => ({ path: `/api/issues/${f.issues[0]!.id}` }) },
  'POST /api/issues/:issueId/options': {
    need: 'write',
    request: (f) => ({ path: `/api/issues/${f.issues[0]!.id}/options`, body: { name: 'Something else' } }),
  },
  'PUT /api/options/:optionId': {
    need: 'write',
    request: (f) => ({ path: `/api/options/${f.issues[0]!.options[0]}`, body: { name: 'Renamed option' } }),
  },
  'DELETE /api/options/:optionId': {
    need: 'write',
    request: (f) => ({ path: `/api/options/${f.issues[0]!.options[1]}` }),
  },
  'GET /api/cases/:caseId/issue-importance': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/issue-importance` }),
  },
  'GET /api/cases/:caseId/option-importance': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/option-importance` }),
  },
  'POST /api/issue-importance': {
    need: 'write',
    request: (f) => ({
      path: '/api/issue-importance',
      body: { partyId: f.userParty, issueId: f.issues[0]!.id, importance: 2, rank: 1 },
    }),
  },
  'POST /api/option-importance': {
    need: 'write',
    request: (f) => ({
      path: '/api/option-importance',
      body: {
        partyId: f.userParty,
        issueId: f.issues[0]!.id,
        optionId: f.issues[0]!.options[0],
        importance: 2,
        rank: 1,
      },
    }),
  },
  'POST /api/cases/:id/calculate-points': {
    need: 'write',
    request: (f) => ({ path: `/api/cases/${f.caseId}/calculate-points` }),
  },
  'PUT /api/cases/:id/points': {
    need: 'write',
    request: (f) => ({
      path: `/api/cases/${f.caseId}/points`,
      body: {
        partyId: f.userParty,
        scores: [{ issueId: f.issues[0]!.id, optionId: f.issues[0]!.options[0], points: 3 }],
      },
    }),
  },
  'POST /api/scores': {
    need: 'write',
    request: (f) => ({
      path: '/api/scores',
      body: { partyId: f.userParty, issueId: f.issues[0]!.id, optionId: f.issues[0]!.options[0], points: 7 },
    }),
  },
  'POST /api/cases/:id/final-agreements': {
    need: 'write',
    request: (f) => ({
      path: `/api/cases/${f.caseId}/final-agreements`,
      body: { issueId: f.issues[1]!.id, optionId: f.issues[1]!.options[0] },
    }),
  },
  'DELETE /api/cases/:id/final-agreements/:issueId': {
    need: 'write',
    request: (f) => ({ path: `/api/cases/${f.caseId}/final-agreements/${f.issues[0]!.id}` }),
  },
  'PUT /api/parties/:id': {
    need: 'write',
    request: (f) => ({ path: `/api/parties/${f.userParty}`, body: { reservationValue: 1 } }),
  },
  'GET /api/parties/:id/answers': {
    need: 'read',
    request: (f) => ({ path: `/api/parties/${f.userParty}/answers` }),
  },
  'PUT /api/parties/:id/answers': {
    need: 'write',
    request: (f) => ({ path: `/api/parties/${f.userParty}/answers`, body: { answers: [] } }),
  },
  'PUT /api/parties/:id/points-confidence': {
    need: 'write',
    request: (f) => ({
      path: `/api/parties/${f.userParty}/points-confidence`,
      body: { pointsConfidence: 'guess' },
    }),
  },
  'GET /api/cases/:id/offers': { need: 'read', request: (f) => ({ path: `/api/cases/${f.caseId}/offers` }) },
  'POST /api/cases/:id/offers': {
    need: 'write',
    request: (f) => ({ path: `/api/cases/${f.caseId}/offers`, body: { by: 'user', optionIds: pkg(f) } }),
  },
  'GET /api/cases/:id/next-offer': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/next-offer` }),
  },
  'DELETE /api/offers/:id': { need: 'write', request: (f) => ({ path: `/api/offers/${f.offerId}` }) },
  'POST /api/cases/:id/rehearsals': {
    need: 'write',
    request: (f) => ({
      path: `/api/cases/${f.caseId}/rehearsals`,
      body: { style: 'steady', rounds: 5, seed: 1 },
    }),
  },
  'GET /api/cases/:id/rehearsals': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/rehearsals` }),
  },
  'GET /api/rehearsals/:id': { need: 'read', request: (f) => ({ path: `/api/rehearsals/${f.rehearsalId}` }) },
  'POST /api/rehearsals/:id/offers': {
    need: 'write',
    request: (f) => ({ path: `/api/rehearsals/${f.rehearsalId}/offers`, body: { optionIds: pkg(f) } }),
  },
  'POST /api/rehearsals/:id/walk-away': {
    need: 'write',
    request: (f) => ({ path: `/api/rehearsals/${f.rehearsalId}/walk-away` }),
  },
  'GET /api/cases/:id/estimate': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/estimate` }),
  },
  'POST /api/cases/:id/estimate/adopt': {
    need: 'write',
    request: (f) => ({ path: `/api/cases/${f.caseId}/estimate/adopt` }),
    prepare: estimateToAdopt,
  },
  'POST /api/cases/:id/estimate/undo': {
    need: 'write',
    request: (f) => ({ path: `/api/cases/${f.caseId}/estimate/undo` }),
    prepare: async (f, as) => {
      await estimateToAdopt(f, as);
      expect((await as('POST', `/api/cases/${f.caseId}/estimate/adopt`)).status).toBe(200);
    },
  },
  'DELETE /api/cases/:id/estimate/previous': {
    need: 'write',
    request: (f) => ({ path: `/api/cases/${f.caseId}/estimate/previous` }),
  },
  'PUT /api/cases/:id/plan-settings': {
    need: 'write',
    request: (f) => ({ path: `/api/cases/${f.caseId}/plan-settings`, body: { pace: 'steady', rounds: 6 } }),
  },
  'GET /api/cases/:id/members': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/members` }),
  },
  'PATCH /api/cases/:id/members/:userId': {
    need: 'owner',
    request: (f) => ({ path: `/api/cases/${f.caseId}/members/${f.spare}`, body: { role: 'editor' } }),
  },
  'DELETE /api/cases/:id/members/:userId': {
    need: 'owner',
    request: (f) => ({ path: `/api/cases/${f.caseId}/members/${f.spare}` }),
  },
  'GET /api/cases/:id/activity': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/activity` }),
  },
  'POST /api/cases/:id/share-links': {
    need: 'owner',
    request: (f) => ({ path: `/api/cases/${f.caseId}/share-links`, body: { role: 'viewer' } }),
  },
  'GET /api/cases/:id/share-links': {
    need: 'owner',
    request: (f) => ({ path: `/api/cases/${f.caseId}/share-links` }),
  },
  'DELETE /api/share-links/:id': {
    need: 'owner-404',
    request: (f) => ({ path: `/api/share-links/${f.linkId}` }),
  },
};

/** The routes that are not a case's, each with why (a new one must be placed in one list or the other). */
const NOT_CASE_SCOPED: Record<string, string> = {
  'GET /api/login': 'sign-in',
  'GET /api/auth/callback': 'sign-in',
  'GET /api/logout': 'sign-out',
  'POST /api/logout': 'sign-out',
  'GET /api/auth/user': 'the person',
  'GET /api/health': 'health',
  'GET /api/subscription/status': 'the person’s plan',
  'GET /api/subscription/plan': 'the plans',
  'POST /api/subscription/activate': 'the person’s plan',
  'POST /api/subscription/create-payment-intent': 'the person’s plan',
  'POST /api/subscription/cancel': 'the person’s plan',
  'POST /api/payments/webhook': 'Stripe',
  'GET /api/cases': 'the person’s list (tested below)',
  'POST /api/cases': 'a new case of the person’s',
  'POST /api/cases/import': 'a new case of the person’s',
  'GET /api/case-templates': 'templates',
  'POST /api/cases/from-template': 'a new case of the person’s',
  'GET /api/share-links/:token': 'anyone holding the token (tested in members.int-spec)',
  'POST /api/share-links/:token/accept': 'anyone holding the token (tested in members.int-spec)',
  'GET /api/cases/:id/events': 'the live stream (its own tests)',
};

describe.runIf(requireRealPostgres('members: every case route × role'))(
  'every case-scoped route × role',
  () => {
    let sut: TestApp;
    let call: ApiCall;
    let db: DataSource;
    const cookies = {} as Record<Persona | 'spare', string>;
    const ids = {} as Record<Persona | 'spare', number>;

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
      for (const who of [...PERSONAS, 'spare'] as const) {
        const signed = await signIn(
          sut.baseUrl,
          `${who}-matrix@example.com`,
          who[0]!.toUpperCase() + who.slice(1),
        );
        cookies[who] = signed.cookie;
        ids[who] = (await json<{ id: number }>(call('GET', '/api/auth/user', signed.cookie))).id;
      }
    }, 60_000);

    afterAll(async () => {
      await sut?.close();
    });

    /** A case of the owner's, shared with editor, viewer, spare (a viewer) and once with `removed`. */
    async function fixture(): Promise<Fixture> {
      const owner = cookies.owner;
      const created = await json<{ id: number }>(
        call('POST', '/api/cases/from-template', owner, { template: 'salary', name: 'Matrix' }),
      );
      const caseId = created.id;
      await db.query(
        `INSERT INTO case_members (case_id, user_id, role) VALUES ($1, $2, 'editor'), ($1, $3, 'viewer'), ($1, $4, 'viewer')`,
        [caseId, ids.editor, ids.viewer, ids.spare],
      );
      // The removed member joined through a link and was removed by the owner: the real way.
      const link = await json<CreatedShareLinkResponse>(
        call('POST', `/api/cases/${caseId}/share-links`, owner, { role: 'editor', maxUses: 2 }),
      );
      const token = link.url.split('/').at(-1)!;
      expect((await call('POST', `/api/share-links/${token}/accept`, cookies.removed)).status).toBe(200);
      expect((await call('DELETE', `/api/cases/${caseId}/members/${ids.removed}`, owner)).status).toBe(204);
      const detail = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, owner));
      const issues = detail.issues.map((issue) => ({
        id: issue.id,
        options: issue.options.map((o) => o.id),
      }));
      const f: Fixture = {
        caseId,
        userParty: detail.parties.find((p) => p.type === 'user')!.id,
        opponentParty: detail.parties.find((p) => p.type === 'opponent')!.id,
        issues,
        offerId: 0,
        rehearsalId: 0,
        linkId: link.id,
        spare: ids.spare,
      };
      const offer = await call('POST', `/api/cases/${caseId}/offers`, owner, {
        by: 'opponent',
        optionIds: issues.map((issue) => issue.options.at(-1)!),
      });
      expect(offer.status).toBe(201);
      f.offerId = (await json<{ id: number }>(offer)).id;
      const rehearsal = await call('POST', `/api/cases/${caseId}/rehearsals`, owner, {
        style: 'steady',
        rounds: 5,
        seed: 3,
      });
      expect(rehearsal.status).toBe(201);
      f.rehearsalId = (await json<RehearsalResponse>(rehearsal)).id;
      await call('POST', `/api/cases/${caseId}/final-agreements`, owner, {
        issueId: issues[0]!.id,
        optionId: issues[0]!.options[0],
      });
      return f;
    }

    /** Everything stored for a case, as text: a refused request must leave it as it was. */
    async function snapshot(caseId: number): Promise<string> {
      const rows = (await db.query(
        `SELECT
         (SELECT row_to_json(c)::text FROM cases c WHERE c.id = $1) AS "case",
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM parties t WHERE case_id = $1) AS parties,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM issues t WHERE case_id = $1) AS issues,
         (SELECT string_agg(o::text, '|' ORDER BY o::text) FROM options o JOIN issues i ON i.id = o.issue_id WHERE i.case_id = $1) AS options,
         (SELECT string_agg(s::text, '|' ORDER BY s::text) FROM scores s JOIN parties p ON p.id = s.party_id WHERE p.case_id = $1) AS scores,
         (SELECT string_agg(s::text, '|' ORDER BY s::text) FROM issue_importance s JOIN parties p ON p.id = s.party_id WHERE p.case_id = $1) AS ii,
         (SELECT string_agg(s::text, '|' ORDER BY s::text) FROM option_importance s JOIN parties p ON p.id = s.party_id WHERE p.case_id = $1) AS oi,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM final_agreements t WHERE case_id = $1) AS agreements,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM offers t WHERE case_id = $1) AS offers,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM rehearsals t WHERE case_id = $1) AS rehearsals,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM negotiation_states t WHERE case_id = $1) AS states,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM case_members t WHERE case_id = $1) AS members,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM share_links t WHERE case_id = $1) AS links,
         (SELECT count(*) FROM case_activity t WHERE case_id = $1) AS activity`,
        [caseId],
      )) as unknown[];
      return JSON.stringify(rows[0]);
    }

    const send = (who: Persona, method: string, f: Fixture, e: Expectation) => {
      const { path, body } = e.request(f);
      return call(method, path, cookies[who], body);
    };

    it('has an expectation for every case-scoped route of the router, and places every other route', () => {
      const routes = apiRoutes(sut.app).map((r) => `${r.method} ${r.path}`);
      const unplaced = routes.filter((r) => !(r in EXPECTATIONS) && !(r in NOT_CASE_SCOPED));
      expect(unplaced).toEqual([]);
      // Every expectation names a route that exists (a renamed route must be renamed here too).
      expect(Object.keys(EXPECTATIONS).filter((r) => !routes.includes(r))).toEqual([]);
      expect(routes.length).toBeGreaterThan(Object.keys(EXPECTATIONS).length);
    });

    for (const [route, e] of Object.entries(EXPECTATIONS)) {
      const [method] = route.split(' ') as [string];
      it(`${route}: ${e.need}`, async () => {
        const f = await fixture();
        const owner = (m: string, p: string, b?: unknown) => call(m, p, cookies.owner, b);
        if (e.prepare) await e.prepare(f, owner);

        // Those who may not: nothing changes.
        const refused: Array<[Persona, number, string]> = [
          ['stranger', 404, ''],
          ['removed', 404, ''],
        ];
        if (e.need === 'write' || e.need === 'owner') refused.push(['viewer', 403, 'CASE_READ_ONLY']);
        if (e.need === 'owner') refused.push(['editor', 403, 'OWNER_ONLY']);
        if (e.need === 'owner-404') refused.push(['viewer', 404, ''], ['editor', 404, '']);
        for (const [who, status, code] of refused) {
          const before = await snapshot(f.caseId);
          const response = await send(who, method, f, e);
          expect({ who, status: response.status }).toEqual({ who, status });
          const body = await json<{ code: string }>(response);
          if (code) expect(body.code).toBe(code);
          else expect(body.code).toMatch(/_NOT_FOUND$/);
          expect(await snapshot(f.caseId)).toBe(before);
        }

        // Those who may: the route works for them.
        const allowed: Persona[] =
          e.need === 'read'
            ? ['viewer', 'editor', 'owner']
            : e.need === 'write'
              ? ['editor', 'owner']
              : ['owner'];
        for (const who of allowed) {
          // A change is made on a case of its own, so that one person's change does not decide the next's.
          const g = who === 'owner' || e.need === 'read' ? f : await fixture();
          if (g !== f && e.prepare) await e.prepare(g, owner);
          const response = await send(who, method, g, e);
          const text = response.status < 300 ? '' : await response.text();
          expect(response.status, `${who}: ${text}`).toBeLessThan(300);
        }
      }, 60_000);
    }

    it('lists the cases shared with a person beside their own, with the role and the owner’s name', async () => {
      const f = await fixture();
      const own = await json<{ id: number }>(call('POST', '/api/cases', cookies.viewer, { name: 'Mine' }));
      const listed = await json<Array<{ id: number; role: string; ownerName: string }>>(
        call('GET', '/api/cases', cookies.viewer),
      );
      expect(listed.find((c) => c.id === f.caseId)).toMatchObject({ role: 'viewer', ownerName: 'Owner' });
      expect(listed.find((c) => c.id === own.id)).toMatchObject({ role: 'owner', ownerName: 'Viewer' });
      const removed = await json<Array<{ id: number }>>(call('GET', '/api/cases', cookies.removed));
      expect(removed.map((c) => c.id)).not.toContain(f.caseId);
      const stranger = await json<Array<{ id: number }>>(call('GET', '/api/cases', cookies.stranger));
      expect(stranger.map((c) => c.id)).not.toContain(f.caseId);
    });
  },
);
