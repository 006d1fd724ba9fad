import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import type { Type } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@parley/contracts';
import { apiCaller } from './support/api-client.js';
import type { ApiCall } from './support/api-client.js';
import { json } from './support/json.js';
import { apiRoutes } from './support/routes.js';
import type { ApiRoute } from './support/routes.js';
import { signIn } from './support/sign-in.js';
import { targetCase } from './support/target-case.js';
import type { CaseIds as Ids } from './support/target-case.js';
import { startTestApp } from './support/test-app.js';
import type { TestApp } from './support/test-app.js';

type Body = Record<string, unknown>;

/**
 * The rehearsal the rehearsal-offer route's valid body is sent to, and a case of one issue for the offers route
 * (an offer names one option per issue, and the other routes add issues to the target case): both made in the
 * suite's setup.
 */
let rehearsalId = 0;
/** A member of the target case (issue 35), whose role the members route changes. */
let memberId = 0;
let table: Ids;
/** A case with a counterpart at the table (issue 36), who suggests; and the suggestions the owner answers. */
let joint: Ids;
let counterpartCookie = '';
const suggestionIds: number[] = [];
let suggestionCursor = 0;

/**
 * A body each body route accepts: the one thing this test is told. Which routes read a body and which fields
 * their bodies hold come from the router and the DTOs' own metadata, so a new route or field is covered (a new
 * route fails the first test until it is given a body here).
 */
const VALID: Record<string, { url: (ids: Ids) => string; body: (ids: Ids) => Body; cookie?: () => string }> =
  {
    'POST /api/cases/:id/suggestions': {
      url: () => `/api/cases/${joint.caseId}/suggestions`,
      body: () => ({ kind: 'option', name: 'Medium', issueId: joint.issueId }),
      cookie: () => counterpartCookie,
    },
    'PUT /api/suggestions/:id': {
      // A new open suggestion for every call: an answered one is answered once.
      url: () => `/api/suggestions/${suggestionIds[suggestionCursor++ % suggestionIds.length]}`,
      body: () => ({ accept: false }),
    },
    // The joint table (issue 36): the owner's side answers; the better deal exists (beforeAll).
    'PUT /api/cases/:id/ready': {
      url: () => `/api/cases/${joint.caseId}/ready`,
      body: () => ({ ready: true }),
    },
    'PUT /api/cases/:id/acceptances': {
      url: () => `/api/cases/${joint.caseId}/acceptances`,
      body: () => ({ proposalIds: [], offerIds: [] }),
    },
    'PUT /api/cases/:id/improvement': {
      url: () => `/api/cases/${joint.caseId}/improvement`,
      // One side's yes leaves the better deal open, so the same answer is accepted again.
      body: () => ({ accept: true }),
    },
    'POST /api/cases': {
      url: () => '/api/cases',
      body: () => ({ name: 'Lease', goal: 'Lower', description: 'x' }),
    },
    'PUT /api/cases/:id': {
      url: (ids) => `/api/cases/${ids.caseId}`,
      body: () => ({ name: 'Target', goal: 'g', description: 'd', status: 'active' }),
    },
    'POST /api/cases/import': {
      url: () => '/api/cases/import',
      body: () => JSON.parse(JSON.stringify(CASE_FILE)) as Body,
    },
    'POST /api/cases/from-template': {
      url: () => '/api/cases/from-template',
      body: () => ({ template: 'salary', name: 'From a template' }),
    },
    'POST /api/cases/:id/issues': {
      url: (ids) => `/api/cases/${ids.caseId}/issues`,
      body: () => ({
        name: 'Term',
        description: 'd',
        priority: 40,
        isAiSuggested: false,
        options: [{ name: '12 months', description: 'd' }],
      }),
    },
    'PUT /api/issues/:id': {
      url: (ids) => `/api/issues/${ids.issueId}`,
      body: () => ({ name: 'Rent', description: 'd', priority: 60 }),
    },
    'POST /api/issues/:issueId/options': {
      url: (ids) => `/api/issues/${ids.issueId}/options`,
      body: () => ({ name: 'Middle', description: 'd' }),
    },
    'PUT /api/options/:optionId': {
      url: (ids) => `/api/options/${ids.optionId}`,
      body: () => ({ name: 'Low', description: 'd' }),
    },
    'POST /api/issue-importance': {
      url: () => '/api/issue-importance',
      body: (ids) => ({
        partyId: ids.partyId,
        issueId: ids.issueId,
        importance: 4,
        rank: 1,
        suggestedPoints: 100,
        actualPoints: 100,
      }),
    },
    'POST /api/option-importance': {
      url: () => '/api/option-importance',
      body: (ids) => ({
        partyId: ids.partyId,
        issueId: ids.issueId,
        optionId: ids.optionId,
        importance: 3,
        rank: 1,
        suggestedPoints: 100,
        actualPoints: 100,
      }),
    },
    'POST /api/scores': {
      url: () => '/api/scores',
      body: (ids) => ({ partyId: ids.partyId, issueId: ids.issueId, optionId: ids.optionId, points: 120 }),
    },
    'PUT /api/cases/:id/points': {
      url: (ids) => `/api/cases/${ids.caseId}/points`,
      body: (ids) => ({
        partyId: ids.partyId,
        issueImportance: [{ issueId: ids.issueId, importance: 4, rank: 1 }],
        optionImportance: [{ issueId: ids.issueId, optionId: ids.optionId, importance: 3, rank: 1 }],
        scores: [{ issueId: ids.issueId, optionId: ids.optionId, points: 120 }],
      }),
    },
    'POST /api/cases/:id/final-agreements': {
      url: (ids) => `/api/cases/${ids.caseId}/final-agreements`,
      body: (ids) => ({ issueId: ids.issueId, optionId: ids.optionId }),
    },
    'PUT /api/parties/:id': {
      url: (ids) => `/api/parties/${ids.partyId}`,
      // 0: within any maximum, also after the points route's `points: null` variant removed the party's score.
      body: () => ({ reservationValue: 0, alternative: 'Stay' }),
    },
    // The target case has one issue and a question needs two: the empty list (its answers' fields are covered
    // by tradeoff-answers.int-spec.ts).
    'PUT /api/parties/:id/answers': {
      url: (ids) => `/api/parties/${ids.partyId}/answers`,
      body: () => ({ answers: [] }),
    },
    'PUT /api/parties/:id/points-confidence': {
      url: (ids) => `/api/parties/${ids.partyId}/points-confidence`,
      body: () => ({ pointsConfidence: 'sure' }),
    },
    'POST /api/cases/:id/offers': {
      url: () => `/api/cases/${table.caseId}/offers`,
      body: () => ({ by: 'opponent', optionIds: [table.optionId], note: 'Their first' }),
    },
    'POST /api/cases/:id/rehearsals': {
      url: (ids) => `/api/cases/${ids.caseId}/rehearsals`,
      body: () => ({ style: 'steady', rounds: 5, seed: 3 }),
    },
    'PUT /api/cases/:id/plan-settings': {
      url: (ids) => `/api/cases/${ids.caseId}/plan-settings`,
      body: () => ({ pace: 'steady', rounds: 6 }),
    },
    'POST /api/cases/:id/share-links': {
      url: (ids) => `/api/cases/${ids.caseId}/share-links`,
      body: () => ({ role: 'viewer', email: 'someone@example.com', expiresInDays: 7, maxUses: 2 }),
    },
    'PATCH /api/cases/:id/members/:userId': {
      url: (ids) => `/api/cases/${ids.caseId}/members/${memberId}`,
      body: () => ({ role: 'editor' }),
    },
    'POST /api/rehearsals/:id/offers': {
      url: () => `/api/rehearsals/${rehearsalId}/offers`,
      body: (ids) => ({ optionIds: [ids.optionId] }),
    },
    'POST /api/cases/:id/ai-issues': {
      url: (ids) => `/api/cases/${ids.caseId}/ai-issues`,
      body: () => ({ caseName: 'Lease', goal: 'Lower', existingIssues: ['Rent'] }),
    },
    'POST /api/ai/negotiation-insights': {
      url: () => '/api/ai/negotiation-insights',
      body: () => ({
        caseData: { name: 'Lease', goal: 'g', description: 'd' },
        strategicIssues: [
          {
            id: 1,
            name: 'Rent',
            description: 'd',
            yourImportance: 4,
            opponentImportance: 2,
            category: 'your-advantage',
            tacticalPriority: 1,
          },
        ],
        totalIssues: 1,
      }),
    },
    'POST /api/ai/scenario-analysis': {
      url: () => '/api/ai/scenario-analysis',
      body: () => ({
        scenarioAnalysis: { winRate: 0.5, averageUserScore: 100, averageOpponentScore: 100 },
        issues: [{ name: 'Rent', options: ['Low'] }],
        caseData: { name: 'Lease', goal: 'g', description: 'd' },
        totalScenarios: 4,
        isFiltered: false,
        ranges: [{ issueIndex: 0, party: 'user', min: 0, max: 250 }],
        exclude: false,
      }),
    },
  };

const LEVEL = { importance: 3, rank: 1, suggestedPoints: 100, actualPoints: 100 };
const CASE_FILE: Body = {
  format: 'parley-case',
  version: 1,
  exportedAt: '2026-11-01T10:00:00.000Z',
  case: { name: 'Imported', goal: 'g', description: 'd', status: 'active' },
  parties: {
    user: { name: 'You', reservationValue: 0, alternative: 'Stay' },
    opponent: { name: 'Opponent', reservationValue: 0, alternative: 'Sell' },
  },
  issues: [
    {
      name: 'Rent',
      description: 'd',
      priority: 50,
      isAiSuggested: false,
      levels: { user: LEVEL, opponent: LEVEL },
      options: [
        {
          name: 'Low',
          description: 'd',
          points: { user: 200, opponent: 50 },
          levels: { user: LEVEL, opponent: LEVEL },
        },
      ],
      agreedOption: 0,
    },
  ],
};

interface Field {
  /** As fieldErrors names it: `options.0.name`. */
  path: string;
  /** The value the valid body holds there (undefined for a field it leaves out). */
  value: unknown;
  /** Whether null is a value of the field (its validation is skipped for null, as the contract allows). */
  nullable: boolean;
  /** Whether empty text is a value of the field (text with no rule that it be non-empty). */
  emptyText: boolean;
  /** Whether the DTO describes the object (or the list's objects) the field holds, so knows its keys. */
  described: boolean;
  /** Whether the field takes one of a fixed set of values (`IsIn`/`IsEnum`): empty text is never one of them. */
  enumerated: boolean;
}

const storage = getMetadataStorage();

function rulesOf(dto: Type, property: string): ValidationMetadata[] {
  return storage
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((m) => m.propertyName === property);
}

/** The fields of a DTO and of the DTOs nested in it, as far as the valid body reaches into them. */
function fieldsOf(dto: Type, value: Body, prefix = ''): Field[] {
  const properties = new Set([
    ...storage.getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName),
    ...Object.keys(value),
  ]);
  const fields: Field[] = [];
  for (const property of properties) {
    const path = prefix ? `${prefix}.${property}` : property;
    const rules = rulesOf(dto, property);
    const skipsNull = rules.some(
      (rule) =>
        rule.type === 'conditionalValidation' &&
        (rule.constraints[0] as (o: Body, v: unknown) => boolean)({ [property]: null }, null) === false,
    );
    // The field's own rules, not those for each item of a list.
    const names = new Set(rules.filter((rule) => !rule.each).map((rule) => rule.name));
    const fieldValue = value[property];
    const nested = defaultMetadataStorage.findTypeMetadata(dto, property)?.typeFunction() as Type | undefined;
    fields.push({
      path,
      value: fieldValue,
      nullable: skipsNull,
      emptyText: names.has('isString') && !names.has('isNotEmpty') && !names.has('minLength'),
      described: nested !== undefined,
      enumerated: names.has('isIn') || names.has('isEnum'),
    });
    if (!nested) continue;
    if (Array.isArray(fieldValue) && typeof fieldValue[0] === 'object' && fieldValue[0] !== null) {
      fields.push(...fieldsOf(nested, fieldValue[0] as Body, `${path}.0`));
    } else if (typeof fieldValue === 'object' && fieldValue !== null && !Array.isArray(fieldValue)) {
      fields.push(...fieldsOf(nested, fieldValue as Body, path));
    }
  }
  return fields;
}

function withValue(body: Body, path: string, value: unknown): Body {
  // Through JSON, so that no two places share one object, as in a body parsed off the wire.
  const copy = JSON.parse(JSON.stringify(body)) as Body;
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

interface Variant {
  label: string;
  body: Body;
  /** The field the 400 must name; null when the value is one the field accepts. */
  refusedOn: string | null;
}

function variantsOf(field: Field, valid: Body): Variant[] {
  const isText = typeof field.value === 'string' || (field.value === undefined && field.emptyText);
  const variants: Variant[] = [
    {
      label: 'null',
      body: withValue(valid, field.path, null),
      refusedOn: field.nullable ? null : field.path,
    },
    {
      label: 'a wrong type',
      body: withValue(valid, field.path, isText ? 123 : 'text'),
      refusedOn: field.path,
    },
    {
      label: 'an empty string',
      body: withValue(valid, field.path, ''),
      refusedOn: field.emptyText || (isText && field.nullable && !field.enumerated) ? null : field.path,
    },
  ];
  const { value } = field;
  if (!field.described) return variants;
  if (Array.isArray(value) && typeof value[0] === 'object' && value[0] !== null) {
    variants.push({
      label: 'an extra key',
      body: withValue(valid, `${field.path}.0.unexpected`, 1),
      refusedOn: `${field.path}.0.unexpected`,
    });
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    variants.push({
      label: 'an extra key',
      body: withValue(valid, `${field.path}.unexpected`, 1),
      refusedOn: `${field.path}.unexpected`,
    });
  }
  return variants;
}

describe('null and type strictness on every field of every body route', () => {
  let sut: TestApp;
  let call: ApiCall;
  let cookie: string;
  let ids: Ids;
  let routes: ApiRoute[];

  beforeAll(async () => {
    // Each AI route and the import are called far more often than a person may in a minute.
    sut = await startTestApp({
      AI_RATE_LIMIT: '100000',
      EXPORT_RATE_LIMIT: '100000',
      OFFER_RATE_LIMIT: '100000',
      REHEARSAL_RATE_LIMIT: '100000',
      SHARE_LINK_RATE_LIMIT: '100000',
    });
    call = apiCaller(sut.baseUrl);
    ({ cookie } = await signIn(sut.baseUrl, 'strict@example.com', 'Stri'));
    ids = await targetCase(call, cookie);
    const link = await json<{ url: string }>(
      call('POST', `/api/cases/${ids.caseId}/share-links`, cookie, { role: 'viewer' }),
    );
    const member = await signIn(sut.baseUrl, 'strict-member@example.com', 'Member');
    memberId = (await json<{ id: number }>(call('GET', '/api/auth/user', member.cookie))).id;
    await call('POST', `/api/share-links/${link.url.split('/').at(-1)}/accept`, member.cookie);
    // A maximum total above the walk-away total the party route's valid body sends.
    await call('POST', '/api/scores', cookie, { ...VALID['POST /api/scores']!.body(ids) });
    routes = apiRoutes(sut.app).filter((route) => route.body);
    const rehearsal = await call('POST', `/api/cases/${ids.caseId}/rehearsals`, cookie, {
      style: 'tough',
      rounds: 3,
    });
    rehearsalId = (await json<{ id: number }>(rehearsal)).id;
    table = await targetCase(call, cookie);
    joint = await targetCase(call, cookie);
    const invitation = await json<{ url: string }>(
      call('POST', `/api/cases/${joint.caseId}/share-links`, cookie, { role: 'counterpart' }),
    );
    counterpartCookie = (await signIn(sut.baseUrl, 'strict-counterpart@example.com', 'Carl')).cookie;
    await call('POST', `/api/share-links/${invitation.url.split('/').at(-1)}/accept`, counterpartCookie);
    // Both sides' points on the one issue, and a typed agreement both can beat: the better deal exists.
    const theirs = await json<{
      parties: { id: number; type: string }[];
      issues: { options: { id: number }[] }[];
    }>(call('GET', `/api/cases/${joint.caseId}`, counterpartCookie));
    const [low, high] = theirs.issues[0]!.options.map((o) => o.id);
    const counterpartParty = theirs.parties.find((p) => p.type === 'user')!.id;
    for (const [as, partyId, points] of [
      [cookie, joint.partyId, [10, 50]],
      [counterpartCookie, counterpartParty, [10, 60]],
    ] as const) {
      for (const [i, optionId] of [low!, high!].entries()) {
        const scored = await call('POST', '/api/scores', as, {
          partyId,
          issueId: joint.issueId,
          optionId,
          points: points[i],
        });
        expect(scored.status).toBeLessThan(300);
      }
    }
    const agreed = await call('POST', `/api/cases/${joint.caseId}/final-agreements`, cookie, {
      issueId: joint.issueId,
      optionId: low,
    });
    expect(agreed.status).toBeLessThan(300);
    for (let i = 0; i < 12; i++) {
      const made = await call('POST', `/api/cases/${joint.caseId}/suggestions`, counterpartCookie, {
        kind: 'issue',
        name: `Idea ${i}`,
      });
      suggestionIds.push((await json<{ id: number }>(made)).id);
    }
  });
  afterAll(() => sut.close());

  const snapshot = async () => ({
    cases: await json<unknown>(call('GET', '/api/cases', cookie)),
    detail: await json<unknown>(call('GET', `/api/cases/${ids.caseId}`, cookie)),
    levels: await json<unknown>(call('GET', `/api/cases/${ids.caseId}/issue-importance`, cookie)),
    optionLevels: await json<unknown>(call('GET', `/api/cases/${ids.caseId}/option-importance`, cookie)),
    plan: await json<{ pace: string; rounds: number }>(
      call('GET', `/api/cases/${ids.caseId}/next-offer`, cookie),
    ),
  });

  it('has a valid body for every route that reads one, and each is accepted', async () => {
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(Object.keys(VALID).sort());
    for (const [name, route] of Object.entries(VALID)) {
      const as = route.cookie?.() ?? cookie;
      const response = await call(name.split(' ')[0]!, route.url(ids), as, route.body(ids));
      expect([200, 201], `${name}: ${await response.clone().text()}`).toContain(response.status);
    }
  });

  it.each(Object.keys(VALID))(
    '%s: null, a wrong type, an empty string and an extra key in each field answer 400 naming it',
    async (name) => {
      const route = routes.find((r) => `${r.method} ${r.path}` === name)!;
      const { url, body } = VALID[name]!;
      const as = VALID[name]!.cookie?.() ?? cookie;
      const valid = body(ids);
      const variants = fieldsOf(route.body!, valid).flatMap((field) => variantsOf(field, valid));
      for (const key of ['unexpected', '__proto__', 'constructor', 'prototype']) {
        variants.push({
          label: `the key ${key}`,
          // As text: an object literal's __proto__ would set the prototype instead of making a key.
          body: JSON.parse(`{"${key}":{},${JSON.stringify(valid).slice(1)}`) as Body,
          refusedOn: key,
        });
      }
      const before = await snapshot();
      const accepted: Variant[] = [];
      for (const variant of variants) {
        if (variant.refusedOn === null) {
          accepted.push(variant);
          continue;
        }
        const text = JSON.stringify(variant.body).replace('"["__proto__"]"', '"__proto__"');
        const response = await call(route.method, url(ids), as, text);
        const what = `${variant.label} in ${variant.refusedOn}`;
        expect(response.status, what).toBe(400);
        const error = await json<ApiErrorBody>(response);
        expect(Object.keys(error.fieldErrors ?? {}), `${what}: ${error.message}`).toContain(
          variant.refusedOn,
        );
      }
      expect(await snapshot()).toEqual(before);
      // The values a field accepts (null where the contract allows it, blank text) are taken, not a 500.
      for (const variant of accepted) {
        const response = await call(route.method, url(ids), as, variant.body);
        expect([200, 201], `${variant.label}: ${await response.clone().text()}`).toContain(response.status);
      }
    },
  );
});
