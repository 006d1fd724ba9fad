// What Parley as mediator adds (issue 36): `npm run bench:mediator` from the workspace root (builds dist first).
// Two sides each play issue 23's plan (`simulateNegotiation`, both `plan`, 20 rounds) and Parley holds both sides'
// true points (each side told Parley the truth). On three named seeds, each: 300 random cases (3–8 issues × 3–5
// options, additive points as in bench:negotiation, each walk-away value drawn uniformly between the side's
// lowest and highest totals) and the six published domains of bench:negotiation (bench/domains), each with its
// published reservation values and 50 draws of walk-away values. Each side's plan knows the other's true points,
// or starts from a guess (each issue's points for the other side scaled by a random factor in [0.2, 1.8]).
// Three outcomes per case, over the cases where some package reaches both walk-away values:
// (a) the plans alone: their deal, or none;
// (b) with Parley's proposals (`fairPackages`, up to 3, before the talks): each side accepts a proposal worth at
//     least, by rule 1, what the plans reach for it (its total in (a), or its walk-away value when (a) has no
//     deal; hindsight), or, by rule 2, its plan's target (its total at the Nash point by what it believes of the
//     other side; known before the talks); the first proposal both accept is the deal (the proposals come best
//     first, so it is the one with the highest smaller normalised gain of those both accept), otherwise (a) stands;
// (c) then the improvement after the deal (`settlementImprovement`), which both accept since it is at least as
//     good for each: every final deal is on the frontier.
// Per outcome: deals, the share of deals no package beats for both, and the smaller normalised gain (each
// side's total over its walk-away ÷ its largest such gain among the packages reaching both; no deal: 0) on
// average and against the best possible (the first proposal's). Then the time of both functions at 8 × 5,
// 12 × 6 and 12 × 10 (additive, and opposed points with a long frontier). One JSON line for the machine, then
// one per seed, case set and knowledge, then timings.
import os from 'node:os';
import { additiveCase, drawInside, loadDomain, randomIssues, totalsRange } from './cases.mjs';

const {
  fairPackages,
  negotiationPlan,
  paretoFrontier,
  seededRandom,
  settlementImprovement,
  simulateNegotiation,
} = await import('../dist/index.js');

// BENCH_MEDIATOR_SEEDS=1,2 runs other seeds.
const SEEDS = (process.env['BENCH_MEDIATOR_SEEDS'] ?? '20261129,20261130,20261131').split(',').map(Number);
const CASES = 300;
const DOMAIN_DRAWS = 50;
const ROUNDS = 20;
const DOMAINS = ['laptop', 'itex-vs-cypress', 'england-zimbabwe', 'camera', 'grocery', 'amsterdam-party'];
const TIMING_SIZES = [
  [8, 5, 'additive'],
  [12, 6, 'additive'],
  [12, 10, 'additive'],
  [12, 10, 'opposed'],
];

/** Points 0–250 for you, 250 minus yours plus 0–4 for them: nearly every package trades one side against the other. */
function opposedCase(issueCount, optionCount, next) {
  return Array.from({ length: issueCount }, (_, i) => ({
    id: i + 1,
    name: `Issue ${i + 1}`,
    options: Array.from({ length: optionCount }, (_, k) => {
      const user = Math.floor(next() * 251);
      return {
        id: 100 * (i + 1) + k,
        name: `Option ${k + 1}`,
        user,
        opponent: 250 - user + Math.floor(next() * 5),
      };
    }),
  }));
}
const TIMING_CASES = 20;

const drawWalkAway = (issues, next) => ({
  user: drawInside(totalsRange(issues, 'user'), next),
  opponent: drawInside(totalsRange(issues, 'opponent'), next),
});

function casesOf(seed) {
  const next = seededRandom(seed);
  const random = Array.from({ length: CASES }, () => {
    const issues = randomIssues(next);
    return { set: 'random', issues, walkAway: drawWalkAway(issues, next) };
  });
  const domains = DOMAINS.flatMap((file) => {
    const domain = loadDomain(file);
    return [
      { set: 'domains', issues: domain.issues, walkAway: domain.walkAway },
      ...Array.from({ length: DOMAIN_DRAWS }, () => ({
        set: 'domains',
        issues: domain.issues,
        walkAway: drawWalkAway(domain.issues, next),
      })),
    ];
  });
  return [...random, ...domains];
}

/** Each issue's points of `side` scaled by a random factor in [0.2, 1.8]: what the other side might believe. */
function guessOf(issues, side, next) {
  const guess = {};
  for (const issue of issues) {
    const factor = 0.2 + 1.6 * next();
    for (const option of issue.options) guess[option.id] = Math.round(option[side] * factor);
  }
  return guess;
}

const beats = (a, b) =>
  a.userTotal >= b.userTotal &&
  a.opponentTotal >= b.opponentTotal &&
  (a.userTotal > b.userTotal || a.opponentTotal > b.opponentTotal);

const STAGES = [
  'plans alone',
  'proposals, each no worse than the plans',
  'then improved after the deal',
  "proposals, each at its plan's target",
  'then improved after that deal',
];

/** The total a side's plan aims to end at (its Nash point by what it believes of the other side). */
function planTarget(issues, side, believed, walkAway) {
  const other = side === 'user' ? 'opponent' : 'user';
  const view = issues.map((issue) => ({
    ...issue,
    options: issue.options.map((o) => ({ ...o, user: o[side], opponent: believed?.[o.id] ?? o[other] })),
  }));
  return negotiationPlan(view, { walkAway: { user: walkAway[side], opponent: walkAway[other] } }).target;
}

function evaluate(cases, seed, knowledge) {
  const guessNext = seededRandom(seed + 7);
  const tally = {
    cases: cases.length,
    zoneCases: 0,
    bestLowSum: 0,
    proposalsAccepted: [0, 0],
    improved: [0, 0],
    stages: STAGES.map(() => ({ deals: 0, efficient: 0, lowSum: 0, vsBestSum: 0, vsBestCount: 0 })),
    fairMs: 0,
    improvementMs: 0,
    improvementCalls: 0,
  };
  cases.forEach(({ issues, walkAway }, c) => {
    const frontier = paretoFrontier(issues);
    const d = walkAway;
    const zone = frontier.filter((s) => s.userTotal >= d.user && s.opponentTotal >= d.opponent);
    const beliefs =
      knowledge === 'a guess'
        ? { user: guessOf(issues, 'user', guessNext), opponent: guessOf(issues, 'opponent', guessNext) }
        : null;
    if (zone.length === 0) return;
    tally.zoneCases++;
    const run = simulateNegotiation(issues, {
      user: { style: 'plan' },
      opponent: { style: 'plan' },
      rounds: ROUNDS,
      seed: seed + c,
      walkAway,
      ...(beliefs === null ? {} : { priors: beliefs }),
    });
    const spanUser = Math.max(...zone.map((s) => s.userTotal)) - d.user;
    const spanOpponent = Math.max(...zone.map((s) => s.opponentTotal)) - d.opponent;
    const share = (total, from, span) => (span === 0 ? 1 : (total - from) / span);
    const low = (s) =>
      s === null
        ? 0
        : Math.min(share(s.userTotal, d.user, spanUser), share(s.opponentTotal, d.opponent, spanOpponent));

    let started = performance.now();
    const proposals = fairPackages(issues, { count: 3, walkAway });
    tally.fairMs += performance.now() - started;
    const bestLow = low(proposals[0]);
    tally.bestLowSum += bestLow;

    const plans = run.agreement;
    const improve = (deal) => {
      if (deal === null) return null;
      started = performance.now();
      const better = settlementImprovement(issues, deal.optionIds);
      tally.improvementMs += performance.now() - started;
      tally.improvementCalls++;
      return better ?? deal;
    };
    // Rule 1: each side takes a proposal worth at least what the plans reach for it (no deal: its walk-away).
    const reached = plans ?? { userTotal: d.user, opponentTotal: d.opponent };
    // Rule 2: each side takes a proposal worth at least its plan's target, known before the talks.
    const targets = {
      userTotal: planTarget(issues, 'user', beliefs?.opponent, walkAway),
      opponentTotal: planTarget(issues, 'opponent', beliefs?.user, walkAway),
    };
    const outcomes = [plans];
    [reached, targets].forEach((floor, rule) => {
      const accepted = proposals.find(
        (p) => p.userTotal >= floor.userTotal && p.opponentTotal >= floor.opponentTotal,
      );
      if (accepted !== undefined) tally.proposalsAccepted[rule]++;
      const deal = accepted ?? plans;
      const improved = improve(deal);
      if (improved !== deal) tally.improved[rule]++;
      outcomes.push(deal, improved);
    });
    outcomes.forEach((deal, stage) => {
      const t = tally.stages[stage];
      if (deal !== null) {
        t.deals++;
        if (!frontier.some((s) => beats(s, deal))) t.efficient++;
      }
      t.lowSum += low(deal);
      if (bestLow > 0) {
        t.vsBestSum += low(deal) / bestLow;
        t.vsBestCount++;
      }
    });
  });
  return {
    cases: tally.cases,
    zoneCases: tally.zoneCases,
    bestMinGain: round(tally.bestLowSum / tally.zoneCases),
    proposalAccepted: tally.proposalsAccepted.map((n) => round(n / tally.zoneCases)),
    improvedAfterDeal: tally.improved.map((n) => round(n / tally.zoneCases)),
    ...Object.fromEntries(
      STAGES.map((name, stage) => {
        const t = tally.stages[stage];
        return [
          name,
          {
            agreementRate: round(t.deals / tally.zoneCases),
            efficientShare: round(t.efficient / t.deals),
            minGain: round(t.lowSum / tally.zoneCases),
            minGainVsBest: round(t.vsBestSum / t.vsBestCount),
          },
        ];
      }),
    ),
    msPerFairPackages: round(tally.fairMs / tally.zoneCases, 3),
    msPerImprovement: round(tally.improvementMs / tally.improvementCalls, 3),
  };
}

const round = (x, digits = 3) => Number(x.toFixed(digits));
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

console.log(
  JSON.stringify({
    bench: 'mediator',
    machine: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
    node: process.version,
    seeds: SEEDS,
    rounds: ROUNDS,
  }),
);
// BENCH_PART=timing runs the timings alone.
for (const seed of process.env['BENCH_PART'] === 'timing' ? [] : SEEDS) {
  const cases = casesOf(seed);
  for (const set of ['random', 'domains']) {
    for (const knowledge of ['true points', 'a guess']) {
      const ofSet = cases.filter((c) => c.set === set);
      console.log(
        JSON.stringify({ seed, set, theirPointsKnown: knowledge, ...evaluate(ofSet, seed, knowledge) }),
      );
    }
  }
}

// Time per call on larger cases (additive points as above, and opposed points whose frontier is long; no
// walk-away: each side from its worst total; the agreement improved is a random package), after one warm-up
// case; the frontier's own time for comparison.
const timingNext = seededRandom(SEEDS[0] + 1);
for (const [issueCount, optionCount, kind] of TIMING_SIZES) {
  const times = { frontier: [], fairPackages: [], settlementImprovement: [] };
  const sizes = [];
  for (let c = 0; c <= TIMING_CASES; c++) {
    const issues = (kind === 'opposed' ? opposedCase : additiveCase)(issueCount, optionCount, timingNext);
    const agreement = issues.map((issue) => issue.options[Math.floor(timingNext() * optionCount)].id);
    let started = performance.now();
    const frontier = paretoFrontier(issues);
    const frontierMs = performance.now() - started;
    started = performance.now();
    fairPackages(issues, { count: 3 });
    const fairMs = performance.now() - started;
    started = performance.now();
    settlementImprovement(issues, agreement);
    const improvementMs = performance.now() - started;
    if (c === 0) continue;
    sizes.push(frontier.length);
    times.frontier.push(frontierMs);
    times.fairPackages.push(fairMs);
    times.settlementImprovement.push(improvementMs);
  }
  console.log(
    JSON.stringify({
      timing: `${issueCount}x${optionCount}`,
      points: kind,
      cases: TIMING_CASES,
      medianFrontierPoints: median(sizes),
      ...Object.fromEntries(
        Object.entries(times).map(([name, xs]) => [
          name,
          { medianMs: round(median(xs), 2), maxMs: round(Math.max(...xs), 2) },
        ]),
      ),
      loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
    }),
  );
}
