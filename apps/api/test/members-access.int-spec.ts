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
 * Issue 35, point 6: every case-scoped route × owner / editor / viewer / stranger / removed member, and (issue
 * 36) the counterpart and a counterpart whose table the owner ended, with the route list read from the router,
 * so that a route added later without an expectation fails here.
 */

type Persona = 'owner' | 'editor' | 'viewer' | 'stranger' | 'removed' | 'counterpart' | 'ended';
const PERSONAS: readonly Persona[] = [
  'owner',
  'editor',
  'viewer',
  'stranger',
  'removed',
  'counterpart',
  'ended',
];

/**
 * read: every member, the counterpart from their own side; side: a change to the caller's own side's private
 * things (owner, editor and the counterpart with their own ids; a viewer 403 CASE_READ_ONLY); write: a change
 * to what both sides share (owner and editor; a viewer 403 CASE_READ_ONLY, the counterpart 403 OWNER_ONLY);
 * owner: the owner only (an editor or the counterpart 403 OWNER_ONLY, a viewer 403 CASE_READ_ONLY); owner-404:
 * the owner only, anyone else 404; counterpart: the counterpart only (the owner and an editor 403 FORBIDDEN, a
 * viewer 403 CASE_READ_ONLY). A counterpart whose table was ended is answered 404 everywhere.
 */
type Need = 'read' | 'side' | 'write' | 'owner' | 'owner-404' | 'counterpart';

/** One side's private ids in a fixture. */
interface SideIds {
  userParty: number;
  opponentParty: number;
  offerId: number;
  rehearsalId: number;
}

interface Fixture extends SideIds {
  caseId: number;
  issues: Array<{ id: number; options: number[] }>;
  linkId: number;
  /** A member (a viewer) whom the member routes change or remove. */
  spare: number;
  /** The counterpart's own ids (they call every route with theirs, as the owner's side with its own). */
  cp: SideIds;
  suggestionId: number;
  /** The owner's side's offer, whatever the caller's view (the counterpart accepts it at the table). */
  ownerOfferId: number;
  /** An issue made for the route that deletes one. */
  throwawayIssue?: number;
}

type As = (method: string, path: string, body?: unknown) => Promise<Response>;

interface Expectation {
  need: Need;
  /** The request's path and body for a fixture. */
  request: (f: Fixture) => { path: string; body?: unknown };
  /**
   * Run before the route is called (state it needs, e.g. an adopted estimate to undo), with a caller for the
   * owner and one for the fixture's counterpart.
   */
  prepare?: (f: Fixture, as: As, asCounterpart: As) => Promise<void>;
  /** The counterpart may do this although the need says otherwise (leaving the table). */
  counterpartMay?: boolean;
  /** A counterpart whose table was ended may still read this (the table: the agreement and the offers). */
  endedMay?: boolean;
}

const pkg = (f: Fixture) => f.issues.map((issue) => issue.options[0]!);

/**
 * Each side's offers moved (as in table-trust's salary case): adopting the estimate changes the other side's
 * points. At the table each side records its own offers.
 */
async function estimateToAdopt(f: Fixture, as: As, asCounterpart: As) {
  for (const moved of [[], [1, 2]]) {
    const optionIds = f.issues.map((issue, i) => issue.options[moved.includes(i) ? 1 : 0]!);
    for (const caller of [as, asCounterpart]) {
      expect((await caller('POST', `/api/cases/${f.caseId}/offers`, { by: 'user', optionIds })).status).toBe(
        201,
      );
    }
  }
}

/** Every case-scoped route: a route of the router that is missing here fails the test. */
const EXPECTATIONS: Record<string, Expectation> = {
  'GET /api/cases/:id': { need: 'read', request: (f) => ({ path: `/api/cases/${f.caseId}` }) },
  // The live stream answers its headers and stays open: the test reads the status and cancels the rest.
  'GET /api/cases/:id/events': { need: 'read', request: (f) => ({ path: `/api/cases/${f.caseId}/events` }) },
  'GET /api/cases/:id/presence': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/presence` }),
  },
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
  'DELETE /api/issues/:id': {
    need: 'write',
    request: (f) => ({ path: `/api/issues/${f.throwawayIssue}` }),
    // An issue no offer names (an option an offer names stays: OPTION_IN_OFFER, issue 36).
    prepare: async (f, as) => {
      const made = await as('POST', `/api/cases/${f.caseId}/issues`, {
        name: 'Parking',
        options: [{ name: 'One' }],
      });
      expect(made.status).toBe(201);
      f.throwawayIssue = (await json<{ id: number }>(made)).id;
    },
  },
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
    need: 'side',
    request: (f) => ({
      path: '/api/issue-importance',
      body: { partyId: f.userParty, issueId: f.issues[0]!.id, importance: 2, rank: 1 },
    }),
  },
  'POST /api/option-importance': {
    need: 'side',
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
    need: 'side',
    request: (f) => ({ path: `/api/cases/${f.caseId}/calculate-points` }),
  },
  'PUT /api/cases/:id/points': {
    need: 'side',
    request: (f) => ({
      path: `/api/cases/${f.caseId}/points`,
      body: {
        partyId: f.userParty,
        scores: [{ issueId: f.issues[0]!.id, optionId: f.issues[0]!.options[0], points: 3 }],
      },
    }),
  },
  'POST /api/scores': {
    need: 'side',
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
    need: 'side',
    request: (f) => ({ path: `/api/parties/${f.userParty}`, body: { reservationValue: 1 } }),
  },
  'GET /api/parties/:id/answers': {
    need: 'read',
    request: (f) => ({ path: `/api/parties/${f.userParty}/answers` }),
  },
  'PUT /api/parties/:id/answers': {
    need: 'side',
    request: (f) => ({ path: `/api/parties/${f.userParty}/answers`, body: { answers: [] } }),
  },
  'PUT /api/parties/:id/points-confidence': {
    need: 'side',
    request: (f) => ({
      path: `/api/parties/${f.userParty}/points-confidence`,
      body: { pointsConfidence: 'guess' },
    }),
  },
  'GET /api/cases/:id/offers': { need: 'read', request: (f) => ({ path: `/api/cases/${f.caseId}/offers` }) },
  'POST /api/cases/:id/offers': {
    need: 'side',
    request: (f) => ({ path: `/api/cases/${f.caseId}/offers`, body: { by: 'user', optionIds: pkg(f) } }),
  },
  'GET /api/cases/:id/next-offer': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/next-offer` }),
  },
  'DELETE /api/offers/:id': { need: 'side', request: (f) => ({ path: `/api/offers/${f.offerId}` }) },
  'POST /api/cases/:id/rehearsals': {
    need: 'side',
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
    need: 'side',
    request: (f) => ({ path: `/api/rehearsals/${f.rehearsalId}/offers`, body: { optionIds: pkg(f) } }),
  },
  'POST /api/rehearsals/:id/walk-away': {
    need: 'side',
    request: (f) => ({ path: `/api/rehearsals/${f.rehearsalId}/walk-away` }),
  },
  'GET /api/cases/:id/estimate': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/estimate` }),
  },
  'POST /api/cases/:id/estimate/adopt': {
    need: 'side',
    request: (f) => ({ path: `/api/cases/${f.caseId}/estimate/adopt` }),
    prepare: estimateToAdopt,
  },
  'POST /api/cases/:id/estimate/undo': {
    need: 'side',
    request: (f) => ({ path: `/api/cases/${f.caseId}/estimate/undo` }),
    prepare: async (f, as, asCounterpart) => {
      await estimateToAdopt(f, as, asCounterpart);
      for (const caller of [as, asCounterpart]) {
        expect((await caller('POST', `/api/cases/${f.caseId}/estimate/adopt`)).status).toBe(200);
      }
    },
  },
  'DELETE /api/cases/:id/estimate/previous': {
    need: 'side',
    request: (f) => ({ path: `/api/cases/${f.caseId}/estimate/previous` }),
  },
  'PUT /api/cases/:id/plan-settings': {
    need: 'side',
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
  // The owner ends the joint table; the counterpart leaves it (issue 36).
  'DELETE /api/cases/:id/counterpart': {
    need: 'owner',
    counterpartMay: true,
    request: (f) => ({ path: `/api/cases/${f.caseId}/counterpart` }),
  },
  'POST /api/cases/:id/suggestions': {
    need: 'counterpart',
    request: (f) => ({
      path: `/api/cases/${f.caseId}/suggestions`,
      body: { kind: 'issue', name: 'Parking' },
    }),
  },
  'GET /api/cases/:id/suggestions': {
    need: 'read',
    request: (f) => ({ path: `/api/cases/${f.caseId}/suggestions` }),
  },
  'PUT /api/suggestions/:id': {
    need: 'write',
    request: (f) => ({ path: `/api/suggestions/${f.suggestionId}`, body: { accept: true } }),
  },
  // The joint table (issue 36, points 4–6): each side's changes are its own ('side'), with a counterpart there.
  'GET /api/cases/:id/table': {
    need: 'read',
    endedMay: true,
    request: (f) => ({ path: `/api/cases/${f.caseId}/table` }),
  },
  'PUT /api/cases/:id/ready': {
    need: 'side',
    request: (f) => ({ path: `/api/cases/${f.caseId}/ready`, body: { ready: true } }),
  },
  'POST /api/cases/:id/proposals': {
    need: 'side',
    request: (f) => ({ path: `/api/cases/${f.caseId}/proposals` }),
    prepare: async (f, as, asCounterpart) => {
      expect((await as('PUT', `/api/cases/${f.caseId}/ready`, { ready: true })).status).toBe(200);
      expect((await asCounterpart('PUT', `/api/cases/${f.caseId}/ready`, { ready: true })).status).toBe(200);
    },
  },
  'PUT /api/cases/:id/acceptances': {
    need: 'side',
    request: (f) => ({
      path: `/api/cases/${f.caseId}/acceptances`,
      body: { proposalIds: [], offerIds: [f.offerId] },
    }),
  },
  'POST /api/cases/:id/offers/:offerId/accept': {
    need: 'side',
    // The other side's latest offer: the counterpart's for the owner's side, the owner's for the counterpart.
    request: (f) => ({
      path: `/api/cases/${f.caseId}/offers/${f.offerId === f.cp.offerId ? f.ownerOfferId : f.cp.offerId}/accept`,
    }),
  },
  'PUT /api/cases/:id/improvement': {
    need: 'side',
    request: (f) => ({ path: `/api/cases/${f.caseId}/improvement`, body: { accept: true } }),
    // A better deal to answer: the counterpart scores every option alike, and the agreement is the owner's worst.
    prepare: async (f, as, asCounterpart) => {
      const scores = f.issues.flatMap((issue) =>
        issue.options.map((optionId) => ({ issueId: issue.id, optionId, points: 10 })),
      );
      const saved = await asCounterpart('PUT', `/api/cases/${f.caseId}/points`, {
        partyId: f.cp.userParty,
        scores,
      });
      expect(saved.status).toBe(200);
      const detail = await json<CaseDetailResponse>(as('GET', `/api/cases/${f.caseId}`));
      const points = (optionId: number) =>
        detail.scores.find((s) => s.partyId === f.userParty && s.optionId === optionId)?.points ?? 0;
      for (const issue of f.issues) {
        const worst = [...issue.options].sort((a, b) => points(a) - points(b))[0]!;
        const agreed = await as('POST', `/api/cases/${f.caseId}/final-agreements`, {
          issueId: issue.id,
          optionId: worst,
        });
        expect(agreed.status).toBe(200);
      }
    },
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

    /**
     * A case of the owner's, shared with editor, viewer, spare (a viewer) and once with `removed`, with
     * `counterpart` at the table (their own offer, rehearsal and a suggestion).
     */
    async function fixture(counterpart = cookies.counterpart): Promise<Fixture> {
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
      // The counterpart joins through their link, as the other side does.
      const invitation = await json<CreatedShareLinkResponse>(
        call('POST', `/api/cases/${caseId}/share-links`, owner, { role: 'counterpart' }),
      );
      const invited = invitation.url.split('/').at(-1)!;
      expect((await call('POST', `/api/share-links/${invited}/accept`, counterpart)).status).toBe(200);
      const theirs = await json<CaseDetailResponse>(call('GET', `/api/cases/${caseId}`, counterpart));
      // Their points: the owner's guess of them as their own, the owner's points as their guess of the owner.
      const partyOf = (response: CaseDetailResponse, type: string) =>
        response.parties.find((p) => p.type === type)!.id;
      for (const [mine, from] of [
        ['user', 'opponent'],
        ['opponent', 'user'],
      ] as const) {
        const saved = await call('PUT', `/api/cases/${caseId}/points`, counterpart, {
          partyId: partyOf(theirs, mine),
          scores: detail.scores
            .filter((s) => s.partyId === partyOf(detail, from))
            .map(({ issueId, optionId, points }) => ({ issueId, optionId, points })),
        });
        expect(saved.status).toBe(200);
      }
      /** One side's offer (their own, at the table) and rehearsal. */
      const made = async (cookie: string) => {
        const offer = await call('POST', `/api/cases/${caseId}/offers`, cookie, {
          by: 'user',
          optionIds: issues.map((issue) => issue.options.at(-1)!),
        });
        expect(offer.status).toBe(201);
        const rehearsal = await call('POST', `/api/cases/${caseId}/rehearsals`, cookie, {
          style: 'steady',
          rounds: 5,
          seed: 3,
        });
        expect(rehearsal.status).toBe(201);
        return {
          offerId: (await json<{ id: number }>(offer)).id,
          rehearsalId: (await json<RehearsalResponse>(rehearsal)).id,
        };
      };
      const suggestion = await call('POST', `/api/cases/${caseId}/suggestions`, counterpart, {
        kind: 'option',
        name: 'Something they would like',
        issueId: issues[0]!.id,
      });
      expect(suggestion.status).toBe(201);
      const f: Fixture = {
        caseId,
        userParty: detail.parties.find((p) => p.type === 'user')!.id,
        opponentParty: detail.parties.find((p) => p.type === 'opponent')!.id,
        issues,
        ...(await made(owner)),
        linkId: link.id,
        spare: ids.spare,
        cp: {
          userParty: theirs.parties.find((p) => p.type === 'user')!.id,
          opponentParty: theirs.parties.find((p) => p.type === 'opponent')!.id,
          ...(await made(counterpart)),
        },
        suggestionId: (await json<{ id: number }>(suggestion)).id,
        ownerOfferId: 0,
        throwawayIssue: issues[0]!.id,
      };
      f.ownerOfferId = f.offerId;
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
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM case_suggestions t WHERE case_id = $1) AS suggestions,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM share_links t WHERE case_id = $1) AS links,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM table_readiness t WHERE case_id = $1) AS readiness,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM table_marks t WHERE case_id = $1) AS marks,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM proposal_sets t WHERE case_id = $1) AS proposal_sets,
         (SELECT string_agg(t::text, '|' ORDER BY t::text) FROM table_improvements t WHERE case_id = $1) AS improvements,
         (SELECT count(*) FROM case_activity t WHERE case_id = $1) AS activity`,
        [caseId],
      )) as unknown[];
      return JSON.stringify(rows[0]);
    }

    /** The counterpart calls a route with their own side's ids, as the owner's side does with its own. */
    const asSeenBy = (who: Persona, f: Fixture): Fixture =>
      who === 'counterpart' || who === 'ended' ? { ...f, ...f.cp } : f;
    const send = (who: Persona, method: string, f: Fixture, e: Expectation) => {
      const { path, body } = e.request(asSeenBy(who, f));
      return call(method, path, cookies[who], body);
    };

    /** A case whose counterpart (`ended`) the owner has ended the table with: they are answered 404 everywhere. */
    let endedCase: Fixture;
    beforeAll(async () => {
      const f = await fixture(cookies.ended);
      expect((await call('DELETE', `/api/cases/${f.caseId}/counterpart`, cookies.owner)).status).toBe(204);
      endedCase = f;
    }, 60_000);

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
        const counterpartOf = (m: string, p: string, b?: unknown) => call(m, p, cookies.counterpart, b);
        if (e.prepare) await e.prepare(f, owner, counterpartOf);

        // Those who may not: nothing changes.
        const refused: Array<[Persona, number, string, Fixture]> = [
          ['stranger', 404, '', f],
          ['removed', 404, '', f],
        ];
        // The ended counterpart: 404 on their own ended case, whatever they ask (leaving is theirs to do).
        if (!e.counterpartMay && !e.endedMay) refused.push(['ended', 404, '', endedCase]);
        if (e.need !== 'read' && e.need !== 'owner-404') refused.push(['viewer', 403, 'CASE_READ_ONLY', f]);
        if (e.need === 'owner') refused.push(['editor', 403, 'OWNER_ONLY', f]);
        if (e.need === 'counterpart')
          refused.push(['editor', 403, 'FORBIDDEN', f], ['owner', 403, 'FORBIDDEN', f]);
        if ((e.need === 'write' || e.need === 'owner') && !e.counterpartMay) {
          refused.push(['counterpart', 403, 'OWNER_ONLY', f]);
        }
        if (e.need === 'owner-404')
          refused.push(['viewer', 404, '', f], ['editor', 404, '', f], ['counterpart', 404, '', f]);
        for (const [who, status, code, h] of refused) {
          const before = await snapshot(h.caseId);
          const response = await send(who, method, h, e);
          expect({ who, status: response.status }).toEqual({ who, status });
          const body = await json<{ code: string }>(response);
          if (code) expect(body.code).toBe(code);
          else expect(body.code).toMatch(/(_NOT_FOUND|NO_COUNTERPART)$/);
          expect(await snapshot(h.caseId)).toBe(before);
        }

        // Those who may: the route works for them.
        const allowed: Persona[] =
          e.need === 'read'
            ? ['viewer', 'editor', 'owner', 'counterpart']
            : e.need === 'side'
              ? ['editor', 'owner', 'counterpart']
              : e.need === 'write'
                ? ['editor', 'owner']
                : e.need === 'counterpart'
                  ? ['counterpart']
                  : e.counterpartMay
                    ? ['owner', 'counterpart']
                    : ['owner'];
        for (const who of allowed) {
          // A change is made on a case of its own, so that one person's change does not decide the next's.
          const g = who === 'owner' || e.need === 'read' ? f : await fixture();
          if (g !== f && e.prepare) await e.prepare(g, owner, counterpartOf);
          const response = await send(who, method, g, e);
          const text = response.status < 300 ? '' : await response.text();
          expect(response.status, `${who}: ${text}`).toBeLessThan(300);
          // An event stream never ends by itself: stop reading it, which closes it.
          if (response.status < 300) await response.body?.cancel();
        }
        if (e.endedMay) {
          const response = await send('ended', method, endedCase, e);
          expect(response.status, await response.text()).toBeLessThan(300);
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
