// How point 3's plan fares at the table: `npm run bench:negotiation` from the workspace root (builds dist first).
// The plan (the user) negotiates against each simulated style on 1,000 random cases (3–8 issues × 3–5 options;
// each side's points are additive, 250 × issue weight / heaviest × option value, weights exponential, values
// uniform with the best at 1; each walk-away value drawn uniformly between the side's lowest and highest
// totals) and on three published GENIUS domains (bench/domains, converted by bench/genius-domain.mjs; each
// with the published reservation values and with 100 draws of walk-away values like the random cases).
// Per opponent style: agreement rate where some package reaches both walk-away values, share of agreements no
// package beats for both sides, the plan's gain over its walk-away value against the Nash point's, offers and
// acceptances below a walk-away value; the same with the plan starting from a guess of their points. Then the opponent estimate against the simulated side's true
// priorities, the styles' defining properties, and per-simulation time. Seeded: every run is the same.
// One JSON line for the machine, then one per style and case set, then the estimate and property lines.
import { readFileSync } from 'node:fs';
import os from 'node:os';

const scoring = await import('../dist/index.js');
const {
  simulateNegotiation,
  estimateOpponentPoints,
  paretoFrontier,
  nashPoint,
  seededRandom,
  concessionTarget,
} = scoring;

const CASES = 1000;
const DOMAIN_DRAWS = 100;
const ROUNDS = 20;
const SEED = 20261126;
const STYLES = ['tough', 'steady', 'accommodating', 'tit-for-tat', 'hard-liner'];
const ESTIMATE_OFFERS = 10;

function additiveSide(issueCount, optionCount, next) {
  const weights = Array.from({ length: issueCount }, () => -Math.log(1 - next()));
  const heaviest = Math.max(...weights);
  return weights.map((w) => {
    const raw = Array.from({ length: optionCount }, () => next());
    const best = Math.max(...raw);
    return raw.map((x) => Math.round((250 * w * x) / heaviest / best));
  });
}

function randomIssues(next) {
  const issueCount = 3 + Math.floor(next() * 6);
  const optionCount = 3 + Math.floor(next() * 3);
  const user = additiveSide(issueCount, optionCount, next);
  const opponent = additiveSide(issueCount, optionCount, next);
  return user.map((options, i) => ({
    id: i + 1,
    name: `Issue ${i + 1}`,
    options: options.map((points, k) => ({
      id: 100 * (i + 1) + k,
      name: `Option ${k + 1}`,
      user: points,
      opponent: opponent[i][k],
    })),
  }));
}

const totalsRange = (issues, side) => [
  issues.reduce((s, issue) => s + Math.min(...issue.options.map((o) => o[side])), 0),
  issues.reduce((s, issue) => s + Math.max(...issue.options.map((o) => o[side])), 0),
];
const drawInside = ([low, high], next) => low + Math.floor(next() * (high - low + 1));

const next = seededRandom(SEED);
const randomCases = Array.from({ length: CASES }, () => {
  const issues = randomIssues(next);
  return {
    issues,
    walkAway: {
      user: drawInside(totalsRange(issues, 'user'), next),
      opponent: drawInside(totalsRange(issues, 'opponent'), next),
    },
  };
});
const domainCases = ['laptop', 'itex-vs-cypress', 'england-zimbabwe'].flatMap((file) => {
  const domain = JSON.parse(readFileSync(new URL(`./domains/${file}.json`, import.meta.url), 'utf8'));
  return [
    { issues: domain.issues, walkAway: domain.walkAway, domain: domain.name },
    ...Array.from({ length: DOMAIN_DRAWS }, () => ({
      issues: domain.issues,
      domain: domain.name,
      walkAway: {
        user: drawInside(totalsRange(domain.issues, 'user'), next),
        opponent: drawInside(totalsRange(domain.issues, 'opponent'), next),
      },
    })),
  ];
});

/** Kendall τ-b between two lists of numbers (1 when both order every pair the same; ties count for neither). */
function kendallTau(a, b) {
  let concordant = 0;
  let discordant = 0;
  let tiesA = 0;
  let tiesB = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = i + 1; j < a.length; j++) {
      const x = Math.sign(a[i] - a[j]);
      const y = Math.sign(b[i] - b[j]);
      if (x === 0 && y === 0) continue;
      if (x === 0) tiesA++;
      else if (y === 0) tiesB++;
      else if (x === y) concordant++;
      else discordant++;
    }
  }
  const denominator = Math.sqrt((concordant + discordant + tiesA) * (concordant + discordant + tiesB));
  return denominator === 0 ? 0 : (concordant - discordant) / denominator;
}

const issueRanges = (issues, pointsOf) =>
  issues.map((issue) => {
    const points = issue.options.map((o) => pointsOf(o));
    return Math.max(...points) - Math.min(...points);
  });

/** Each issue's points for them scaled by a random factor in [0.2, 1.8]: what a person might have entered. */
function guessOf(issues, next) {
  const guess = {};
  for (const issue of issues) {
    const factor = 0.2 + 1.6 * next();
    for (const option of issue.options) guess[option.id] = Math.round(option.opponent * factor);
  }
  return guess;
}

function evaluate(cases, style, guessed = false) {
  const guessNext = seededRandom(SEED + 11);
  const tally = {
    style,
    cases: cases.length,
    zoneCases: 0,
    agreements: 0,
    efficient: 0,
    gainShareSum: 0,
    gainShareCount: 0,
    gainShareAllSum: 0,
    planOffersBelowYours: 0,
    planOffersBelowTheirs: 0,
    planAcceptancesBelowWalkAway: 0,
    agreementsBelowWalkAway: 0,
    agreementsOutsideZone: 0,
    milliseconds: 0,
    simulations: 0,
  };
  cases.forEach(({ issues, walkAway }, c) => {
    const frontier = paretoFrontier(issues);
    const [userLow] = totalsRange(issues, 'user');
    const [opponentLow] = totalsRange(issues, 'opponent');
    const floors = { user: walkAway.user ?? userLow, opponent: walkAway.opponent ?? opponentLow };
    const zone = frontier.some((s) => s.userTotal >= floors.user && s.opponentTotal >= floors.opponent);
    const started = performance.now();
    const run = simulateNegotiation(issues, {
      user: { style: 'plan' },
      opponent: { style },
      rounds: ROUNDS,
      seed: SEED + c,
      walkAway,
      ...(guessed ? { priors: { opponent: guessOf(issues, guessNext) } } : {}),
    });
    tally.milliseconds += performance.now() - started;
    tally.simulations++;
    const below = (x) => x.userTotal < floors.user || x.opponentTotal < floors.opponent;
    const deal = run.agreement;
    if (deal !== null && below(deal)) tally.agreementsBelowWalkAway++;
    if (deal !== null && run.acceptedBy === 'user' && deal.userTotal < floors.user)
      tally.planAcceptancesBelowWalkAway++;
    if (!zone) {
      if (deal !== null) tally.agreementsOutsideZone++;
      return;
    }
    tally.zoneCases++;
    const planOffers = run.offers.filter((o) => o.by === 'user');
    tally.planOffersBelowYours += planOffers.filter((o) => o.userTotal < floors.user).length;
    tally.planOffersBelowTheirs += planOffers.filter((o) => o.opponentTotal < floors.opponent).length;
    const nash = nashPoint(frontier, floors);
    const nashGain = nash.userTotal - floors.user;
    if (deal !== null) {
      tally.agreements++;
      const beaten = frontier.some(
        (s) =>
          s.userTotal >= deal.userTotal &&
          s.opponentTotal >= deal.opponentTotal &&
          (s.userTotal > deal.userTotal || s.opponentTotal > deal.opponentTotal),
      );
      if (!beaten) tally.efficient++;
    }
    if (nashGain > 0) {
      const share = deal === null ? 0 : (deal.userTotal - floors.user) / nashGain;
      tally.gainShareAllSum += share;
      tally.gainShareCount++;
      if (deal !== null) tally.gainShareSum += share;
    }
  });
  return {
    style,
    cases: tally.cases,
    zoneCases: tally.zoneCases,
    agreementRate: round(tally.agreements / tally.zoneCases),
    efficientShare: round(tally.efficient / tally.agreements),
    // Over the zone cases whose Nash point gains over the walk-away value; a run without a deal gains 0.
    gainVsNash: round(tally.gainShareAllSum / tally.gainShareCount),
    gainVsNashAgreements: round(tally.gainShareSum / tally.agreements),
    planOffersBelowYours: tally.planOffersBelowYours,
    planOffersBelowTheirs: tally.planOffersBelowTheirs,
    planAcceptancesBelowWalkAway: tally.planAcceptancesBelowWalkAway,
    agreementsBelowWalkAway: tally.agreementsBelowWalkAway,
    msPerSimulation: round(tally.milliseconds / tally.simulations, 2),
  };
}

const round = (x, digits = 3) => Number(x.toFixed(digits));

console.log(
  JSON.stringify({
    bench: 'negotiation',
    machine: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
    node: process.version,
    seed: SEED,
    rounds: ROUNDS,
  }),
);
for (const [set, cases] of [
  ['random', randomCases],
  ['genius', domainCases],
]) {
  for (const style of STYLES) console.log(JSON.stringify({ set, ...evaluate(cases, style) }));
}
// The same random cases with the plan starting from a guess of their points (see guessOf) instead of the points
// the simulated side holds: what happens when the points entered for them are off.
for (const style of STYLES) {
  console.log(JSON.stringify({ set: 'random, plan from a guess', ...evaluate(randomCases, style, true) }));
}

// The opponent estimate: the simulated side's 10 offers of an 11-round run, so that they span its whole
// concession schedule (the time-dependent styles against a hard-liner, who never ends a run early; tit-for-tat,
// who mirrors a hard-liner by never moving, against a steady user; runs ending before 10 offers of theirs are
// left out), estimated from a guess that scales each issue's true points by a random factor in [0.2, 1.8].
// Kendall τ-b of the issues' spreads of points (their priorities) against the true ones, beside the guess's.
const pooled = { cases: 0, guessTau: 0, estimateTau: 0, poorCases: 0, poorGuessTau: 0, poorEstimateTau: 0 };
for (const style of ['tough', 'steady', 'accommodating', 'tit-for-tat']) {
  const guessNext = seededRandom(SEED + 7);
  let cases = 0;
  let guessTau = 0;
  let estimateTau = 0;
  let poorCases = 0;
  let poorGuessTau = 0;
  let poorEstimateTau = 0;
  for (const [c, { issues, walkAway }] of randomCases.entries()) {
    const truth = issueRanges(issues, (o) => o.opponent);
    if (new Set(truth).size < 2) continue;
    const guess = guessOf(issues, guessNext);
    const run = simulateNegotiation(issues, {
      user: { style: style === 'tit-for-tat' ? 'steady' : 'hard-liner' },
      opponent: { style },
      rounds: ESTIMATE_OFFERS + 1,
      seed: SEED + c,
      walkAway,
    });
    const theirs = run.offers
      .filter((o) => o.by === 'opponent')
      .map((o) => o.optionIds)
      .slice(0, ESTIMATE_OFFERS);
    if (theirs.length < ESTIMATE_OFFERS) continue;
    const estimate = estimateOpponentPoints(issues, theirs, guess);
    const g = kendallTau(
      issueRanges(issues, (o) => guess[o.id]),
      truth,
    );
    const e = kendallTau(
      issueRanges(issues, (o) => estimate[o.id]),
      truth,
    );
    cases++;
    guessTau += g;
    estimateTau += e;
    if (g <= 0.3) {
      poorCases++;
      poorGuessTau += g;
      poorEstimateTau += e;
    }
  }
  pooled.cases += cases;
  pooled.guessTau += guessTau;
  pooled.estimateTau += estimateTau;
  pooled.poorCases += poorCases;
  pooled.poorGuessTau += poorGuessTau;
  pooled.poorEstimateTau += poorEstimateTau;
  console.log(
    JSON.stringify({
      estimate: style,
      offers: ESTIMATE_OFFERS,
      cases,
      guessTau: round(guessTau / cases),
      estimateTau: round(estimateTau / cases),
      poorGuessCases: poorCases,
      poorGuessTau: round(poorGuessTau / poorCases),
      poorEstimateTau: round(poorEstimateTau / poorCases),
    }),
  );
}

console.log(
  JSON.stringify({
    estimate: 'all styles (pooled cases)',
    offers: ESTIMATE_OFFERS,
    cases: pooled.cases,
    guessTau: round(pooled.guessTau / pooled.cases),
    estimateTau: round(pooled.estimateTau / pooled.cases),
    poorGuessCases: pooled.poorCases,
    poorGuessTau: round(pooled.poorGuessTau / pooled.poorCases),
    poorEstimateTau: round(pooled.poorEstimateTau / pooled.poorCases),
  }),
);

// The styles' defining properties. Formula: at every t < 1 on a grid of 1,000, tough demands more than steady and
// steady more than accommodating (strictly for 0 < t < 1, equal at t = 0). Simulations (each style against a
// hard-liner, so every offer is made): the level each style demanded per round in the same order, and
// tit-for-tat's level moving by exactly the other side's last concession wherever no bound clips it.
{
  let gridPoints = 0;
  let gridOrdered = 0;
  for (let j = 1; j < 1000; j++) {
    const t = j / 1000;
    const at = (e) => concessionTarget({ t, e, min: 40, max: 900 });
    gridPoints++;
    if (at(0.2) > at(1) && at(1) > at(2)) gridOrdered++;
  }
  let rounds = 0;
  let ordered = 0;
  let mirrorMoves = 0;
  let mirrored = 0;
  for (const [c, { issues, walkAway }] of randomCases.entries()) {
    const levels = {};
    for (const style of ['tough', 'steady', 'accommodating']) {
      const run = simulateNegotiation(issues, {
        user: { style: 'hard-liner' },
        opponent: { style },
        rounds: ROUNDS,
        seed: SEED + c,
        walkAway,
      });
      levels[style] = run.offers.filter((o) => o.by === 'opponent').map((o) => o.level);
    }
    const made = Math.min(levels.tough.length, levels.steady.length, levels.accommodating.length, ROUNDS - 1);
    for (let r = 0; r < made; r++) {
      rounds++;
      if (levels.tough[r] >= levels.steady[r] && levels.steady[r] >= levels.accommodating[r]) ordered++;
    }
    const run = simulateNegotiation(issues, {
      user: { style: 'steady' },
      opponent: { style: 'tit-for-tat' },
      rounds: ROUNDS,
      seed: SEED + c,
      walkAway,
    });
    const mine = run.offers.filter((o) => o.by === 'opponent');
    const theirs = run.offers.filter((o) => o.by === 'user');
    const [low, high] = totalsRange(issues, 'opponent');
    const floor = Math.max(low, walkAway.opponent);
    for (let r = 1; r < mine.length; r++) {
      const concession = theirs[r].opponentTotal - theirs[r - 1].opponentTotal;
      const expected = mine[r - 1].level - concession;
      if (expected < floor || expected > high) continue;
      mirrorMoves++;
      if (Math.abs(mine[r].level - expected) < 1e-9) mirrored++;
    }
  }
  console.log(
    JSON.stringify({
      properties: 'styles',
      formulaGridPoints: gridPoints,
      formulaStrictlyOrdered: gridOrdered,
      simulatedRounds: rounds,
      simulatedLevelsOrdered: ordered,
      titForTatMoves: mirrorMoves,
      titForTatMirrored: mirrored,
    }),
  );
}
