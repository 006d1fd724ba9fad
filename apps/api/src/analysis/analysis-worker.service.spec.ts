import { afterAll, describe, expect, it } from 'vitest';
import { caseFacts, decisionFigures, type CaseDetailResponse, type DecisionRequest } from '@parley/contracts';
import { analyze } from '@parley/scoring';
import type { ScoredIssue } from '@parley/scoring';
import type { Worker } from 'node:worker_threads';
import { toErrorBody } from '../common/filters/api-exception.filter.js';
import { AnalysisWorkerService, contractsModuleUrl } from './analysis-worker.service.js';
import { AnalysisFailedException } from './analysis.exception.js';

const issues: ScoredIssue[] = [
  {
    id: 1,
    name: 'Rent',
    options: [
      { id: 11, name: 'Low', user: 200, opponent: 50 },
      { id: 12, name: 'High', user: 60, opponent: 220 },
    ],
  },
  {
    id: 2,
    name: 'Term',
    options: [
      { id: 21, name: 'Short', user: 120, opponent: 90 },
      { id: 22, name: 'Long', user: 80, opponent: 160 },
      { id: 23, name: 'Middle', user: 100, opponent: 130 },
    ],
  },
];

const request: DecisionRequest = {
  walkAway: { user: 180, opponent: 200 },
  agreed: [11, 21],
  offers: { count: 3, tolerance: 40 },
};

describe('AnalysisWorkerService', () => {
  const sut = new AnalysisWorkerService();
  afterAll(() => sut.onModuleDestroy());

  it('answers what decisionFigures answers, computed on a worker thread', async () => {
    const figures = await sut.figures(issues, request);
    expect(figures).toEqual(decisionFigures(issues, request));
    // Without walk-away values the analysis is the plain one.
    const plain = await sut.figures(issues, { ...request, walkAway: { user: null, opponent: null } });
    expect(plain.analysis).toEqual(analyze(issues));
  });

  it('shares one computation among identical requests, and computes again for changed points or settings', async () => {
    const first = sut.figures(issues, request);
    expect(sut.figures(structuredClone(issues), structuredClone(request))).toBe(first);
    const changed = structuredClone(issues);
    changed[0]!.options[0]!.user = 10;
    const second = sut.figures(changed, request);
    expect(second).not.toBe(first);
    expect(await second).toEqual(decisionFigures(changed, request));
    for (const other of [
      { ...request, offers: { count: 2, tolerance: 40 } },
      { ...request, offers: { count: 3, tolerance: 0 } },
      { ...request, walkAway: { user: 180, opponent: null } },
      { ...request, agreed: [12, 21] },
    ]) {
      const answer = sut.figures(issues, other);
      expect(answer).not.toBe(first);
      expect(await answer).toEqual(decisionFigures(issues, other));
    }
  });

  it('computes the AI facts of a stored case as caseFacts does, with and without a selection', async () => {
    const detail: CaseDetailResponse = {
      case: {
        id: 1,
        name: 'Lease',
        goal: 'Lower rent',
        description: null,
        status: 'active',
        closedAt: null,
        createdAt: '2026-03-01T09:00:00.000Z',
        updatedAt: '2026-03-01T09:00:00.000Z',
      },
      parties: [
        { id: 5, name: 'You', type: 'user', reservationValue: 180, alternative: 'Stay' },
        { id: 6, name: 'Opponent', type: 'opponent', reservationValue: null, alternative: '' },
      ],
      issues: issues.map((i) => ({
        id: i.id,
        name: i.name,
        description: null,
        priority: 50,
        isAiSuggested: false,
        options: i.options.map((o) => ({ id: o.id, name: o.name, description: null })),
      })),
      scores: issues.flatMap((i) =>
        i.options.flatMap((o) => [
          { partyId: 5, issueId: i.id, optionId: o.id, points: o.user },
          { partyId: 6, issueId: i.id, optionId: o.id, points: o.opponent },
        ]),
      ),
      finalAgreements: [{ issueId: 1, optionId: 11 }],
    };
    expect(await sut.facts(detail)).toEqual(caseFacts(detail));
    const selection = {
      ranges: [{ issueIndex: 0, party: 'user' as const, min: 100, max: 250 }],
      exclude: false,
    };
    const selected = await sut.facts(detail, selection);
    expect(selected).toEqual(caseFacts(detail, selection));
    expect(selected.selection?.scenarioCount).toBe(3);
  });

  it('rejects a job that throws on its worker with a clear 500 body, and the worker goes on serving', async () => {
    // Issues that are not a list make decisionFigures throw inside the worker thread.
    const failed = sut.figures(null as unknown as ScoredIssue[], request);
    await expect(failed).rejects.toBeInstanceOf(AnalysisFailedException);
    const error = (await failed.catch((e: unknown) => e)) as AnalysisFailedException;
    expect((error.cause as Error).message).toMatch(/^Case analysis failed: .+/);
    expect(toErrorBody(error)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: "Parley could not work out this case's analysis. Please try again.",
      code: 'INTERNAL_ERROR',
    });
    // The failure is not kept: the same request is computed again, and a good one is answered.
    expect(sut.figures(null as unknown as ScoredIssue[], request)).not.toBe(failed);
    await expect(sut.figures(issues, { ...request, agreed: [] })).resolves.toEqual(
      decisionFigures(issues, { ...request, agreed: [] }),
    );
  });

  it('fails the jobs of a worker that stops, at once, and answers the next on a fresh worker', async () => {
    const fresh = new AnalysisWorkerService();
    try {
      const held = fresh.figures(issues, request);
      // The worker's own thread stops while it holds the job (as on a crash or an out-of-memory exit).
      const [worker] = (fresh as unknown as { workers: Worker[] }).workers;
      await worker!.terminate();
      await expect(held).rejects.toBeInstanceOf(AnalysisFailedException);
      await expect(held.catch((e: Error) => (e.cause as Error).message)).resolves.toMatch(/stopped/);
      expect(await fresh.figures(issues, request)).toEqual(decisionFigures(issues, request));
    } finally {
      await fresh.onModuleDestroy();
    }
  });
});

describe('contractsModuleUrl', () => {
  it('says in one sentence which build is missing, instead of a worker that exits on first use', () => {
    const missing = () => {
      throw new Error("Cannot find module '@parley/contracts/dist/index.js'");
    };
    expect(() => contractsModuleUrl('', missing)).toThrow(
      'The case analysis needs the built @parley/contracts (libs/contracts/dist is missing): run `npx nx run @parley/contracts:build`.',
    );
    expect(contractsModuleUrl('/tmp/contracts.mjs', missing)).toBe('file:///tmp/contracts.mjs');
  });
});
