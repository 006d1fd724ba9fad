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
import os from 'node:os';
import { drawInside, loadDomain, randomIssues, totalsRange } from './cases.mjs';

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
  const domain = loadDomain(file);
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
// BENCH_PART=estimate runs the opponent estimate's part alone (the plan's part takes the longest).
const PART = process.env['BENCH_PART'] ?? 'all';
for (const [set, cases] of PART === 'estimate'
  ? []
  : [
      ['random', randomCases],
      ['genius', domainCases],
    ]) {
  for (const style of STYLES) console.log(JSON.stringify({ set, ...evaluate(cases, style) }));
}
// The same random cases with the plan starting from a guess of their points (see guessOf) instead of the points
// the simulated side holds: what happens when the points entered for them are off.
for (const style of PART === 'estimate' ? [] : STYLES) {
  console.log(JSON.stringify({ set: 'random, plan from a guess', ...evaluate(randomCases, style, true) }));
}

// The opponent estimate (issue 32, point 2), on seeds named in docs/performance.md before any tuning (the
// estimate's constants were chosen on seed 1, which is not among them): per seed, 300 random cases as above and
// the six published domains (bench/domains) with 50 draws each of walk-away values. The simulated side plays
// each style for 21 rounds (the time-dependent styles against a hard-liner, so that no deal cuts them short;
// tit-for-tat against a steady user, since against a hard-liner it never moves); its first 5, 10 and 20 offers
// are read (runs with fewer are left out of that count) from a guess that scales each issue's true points by a
// random factor in [0.2, 1.8]. Beside the guess alone, two published baselines implemented here only: the
// classic frequency model of ANAC agents (HardHeaded: an issue's weight grows each time two consecutive offers
// keep it, an option's value is how often it is offered) and a Bayesian model over candidate profiles
// (Hindriks & Tykhonov 2008: weights and option values drawn at random, their first offer's options at the top,
// each profile weighed by how well their offers follow a linear concession from 1). Per model: Kendall τ-b of
// the issues' spreads of points (their priorities) against the true ones, Pearson correlation of package totals
// (every package, or 2,000 drawn when there are more than 4,096), and within-issue order errors (pairs of options
// the true points order strictly that the model orders the other way).
// Beside them, for the time-dependent styles, an ideal reader's τ (a diagnostic bound, see idealReader).
// BENCH_ESTIMATE_SEEDS=1,2,3 runs other seeds (for development: seeds 1–3 are where changes are tried).
const ESTIMATE_SEEDS = (process.env['BENCH_ESTIMATE_SEEDS'] ?? '20261201,20261202,20261203')
  .split(',')
  .map(Number);
const ESTIMATE_CASES = 300;
const ESTIMATE_DRAWS = 50;
const OFFER_COUNTS = [5, 10, 20];
const ESTIMATE_STYLES = ['tough', 'steady', 'accommodating', 'tit-for-tat'];
const ESTIMATE_DOMAINS = [
  'laptop',
  'itex-vs-cypress',
  'england-zimbabwe',
  'camera',
  'grocery',
  'amsterdam-party',
];
const MODELS = ['guess', 'estimate', 'frequency', 'bayesian'];

/** The classic frequency model (HardHeaded): no prior; weights from unchanged issues, values from counts. */
function frequencyModel(issues, offers) {
  const n = issues.length;
  const weights = issues.map(() => 1 / n);
  const epsilon = 0.2 / n;
  for (let t = 1; t < offers.length; t++) {
    issues.forEach((_, i) => {
      if (offers[t][i] === offers[t - 1][i]) weights[i] += epsilon;
    });
    const sum = weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < n; i++) weights[i] /= sum;
  }
  const heaviest = Math.max(...weights);
  const points = {};
  issues.forEach((issue, i) => {
    const counts = issue.options.map((o) => 1 + offers.filter((offer) => offer[i] === o.id).length);
    const most = Math.max(...counts);
    issue.options.forEach((o, k) => (points[o.id] = (250 * weights[i] * counts[k]) / heaviest / most));
  });
  return points;
}

/** A Bayesian model over candidate profiles (Hindriks & Tykhonov): no prior beyond their first offer. */
function bayesianModel(issues, offers, next) {
  const H = 200;
  const first = offers[0];
  const profiles = [];
  for (let h = 0; h < H; h++) {
    const raw = issues.map(() => -Math.log(1 - next()));
    const sum = raw.reduce((a, b) => a + b, 0);
    const w = raw.map((x) => x / sum);
    const v = issues.map((issue, i) => issue.options.map((o) => (o.id === first[i] ? 1 : next())));
    let logL = 0;
    offers.forEach((offer, t) => {
      const u = issues.reduce((s, issue, i) => {
        const k = issue.options.findIndex((o) => o.id === offer[i]);
        return s + w[i] * (k < 0 ? 0 : v[i][k]);
      }, 0);
      const predicted = 1 - (0.5 * t) / 20;
      logL -= ((u - predicted) * (u - predicted)) / (2 * 0.15 * 0.15);
    });
    profiles.push({ w, v, logL });
  }
  const top = Math.max(...profiles.map((p) => p.logL));
  const points = {};
  let total = 0;
  const acc = issues.map((issue) => issue.options.map(() => 0));
  for (const { w, v, logL } of profiles) {
    const p = Math.exp(logL - top);
    total += p;
    issues.forEach((issue, i) => issue.options.forEach((_, k) => (acc[i][k] += p * w[i] * v[i][k])));
  }
  issues.forEach((issue, i) => issue.options.forEach((o, k) => (points[o.id] = (250 * acc[i][k]) / total)));
  return points;
}

function pearson(xs, ys) {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let j = 0; j < n; j++) {
    sxy += (xs[j] - mx) * (ys[j] - my);
    sxx += (xs[j] - mx) ** 2;
    syy += (ys[j] - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

/** Every package (option ids per issue), or 2,000 drawn with `next` when there are more than 4,096. */
function packagesOf(issues, next) {
  const count = issues.reduce((p, issue) => p * issue.options.length, 1);
  if (count <= 4096) {
    let all = [[]];
    for (const issue of issues) all = all.flatMap((p) => issue.options.map((o) => [...p, o.id]));
    return all;
  }
  return Array.from({ length: 2000 }, () =>
    issues.map((issue) => issue.options[Math.floor(next() * issue.options.length)].id),
  );
}

function orderErrors(issues, points) {
  let errors = 0;
  for (const issue of issues) {
    for (const a of issue.options) {
      for (const b of issue.options) {
        if (a.opponent > b.opponent && points[a.id] < points[b.id]) errors++;
      }
    }
  }
  return errors;
}

// A diagnostic bound, not a model (issue 32, point 2; decisions.md §74): how much an ideal reader of the
// time-dependent styles could gain over the guess. It knows what no estimate can: the simulated side's own rule
// against a hard-liner (each round it gives you, of the issues you ask for, as many as its concession target
// allows, the cheapest first, and never takes one back), the target's form D·t^(1/e) with e one of 0.2, 1, 2
// and D uniform over its range, and the guess's error law (each issue's points scaled by a factor uniform in
// [0.2, 1.8]). Over IDEAL_SAMPLES draws of those factors it weighs each by the chance of the sets of issues
// given round by round, and ranks the issues by how often the posterior puts each above each other (Borda, close
// to the ranking with the best expected τ). Without a move it is the guess. Null when no draw explains the offers.
// `poorShare` 1: the reader is also told that the guess ranks the issues poorly (τ ≤ 0.3 against the truth), so
// it keeps only the draws where the guess would (IDEAL_SAMPLES of them, of at most 20 times as many). No reader
// can know this; among readers that keep the guess where nothing moved, it bounds the expected gain on the
// poor-guess cases. Between 0 and 1 (HEDGED_SHARE): a reader that bets on it, keeping a draw where the guess ranks
// well only with probability 1 − poorShare, whatever the case; it is measured on every case.
const IDEAL_SAMPLES = 4000;
const TIME_PACES = [0.2, 1, 2];
const HEDGED_SHARE = 0.95;
function idealReader(issues, offers, ask, guess, rounds, next, poorShare = 0) {
  const N = issues.length;
  const g = issues.map((issue) => issue.options.map((o) => guess[o.id]));
  const spread = g.map((p) => Math.max(...p) - Math.min(...p));
  const askIndex = ask.map((id, i) => issues[i].options.findIndex((o) => o.id === id));
  const costs = g.map((p, i) => Math.max(...p) - p[askIndex[i]]);
  const sets = offers.map((offer) => offer.map((id, i) => id === ask[i]));
  if (sets.every((set) => set.every((x, i) => x === sets[0][i]))) return spread;
  const above = new Float64Array(N * N);
  let total = 0;
  for (let s = 0, kept = 0; kept < IDEAL_SAMPLES && s < 20 * IDEAL_SAMPLES; s++) {
    const f = spread.map(() => 0.2 + 1.6 * next());
    if (
      poorShare > 0 &&
      (poorShare >= 1 || next() < poorShare) &&
      kendallTau(
        spread,
        spread.map((x, i) => x / f[i]),
      ) > 0.3
    )
      continue;
    kept++;
    const c = costs.map((x, i) => x / f[i]);
    const range = spread.reduce((sum, x, i) => sum + x / f[i], 0);
    const low = [];
    const high = [];
    let consistent = true;
    for (const set of sets) {
      let inside = 0;
      let outside = Infinity;
      let given = 0;
      for (let i = 0; i < N; i++) {
        if (costs[i] === 0) continue;
        if (set[i]) {
          inside = Math.max(inside, c[i]);
          given += c[i];
        } else outside = Math.min(outside, c[i]);
      }
      if (inside > outside) consistent = false;
      low.push(given);
      high.push(given + outside);
    }
    if (!consistent || low[0] > 0) continue;
    let likelihood = 0;
    for (const e of TIME_PACES) {
      let from = 0;
      let to = range;
      for (let t = 1; t < sets.length; t++) {
        const share = Math.pow(t / (rounds - 1), 1 / e);
        from = Math.max(from, low[t] / share);
        to = Math.min(to, high[t] / share);
      }
      if (to > from) likelihood += (to - from) / range / TIME_PACES.length;
    }
    if (!(likelihood > 0)) continue;
    total += likelihood;
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < N; j++) if (spread[i] / f[i] > spread[j] / f[j]) above[i * N + j] += likelihood;
    }
  }
  if (total === 0) return null;
  return spread.map((_, i) => {
    let score = 0;
    for (let j = 0; j < N; j++) score += above[i * N + j] / total;
    return score;
  });
}

function estimateCases(seed) {
  const next = seededRandom(seed);
  const random = Array.from({ length: ESTIMATE_CASES }, () => {
    const issues = randomIssues(next);
    return {
      set: 'random',
      issues,
      walkAway: {
        user: drawInside(totalsRange(issues, 'user'), next),
        opponent: drawInside(totalsRange(issues, 'opponent'), next),
      },
    };
  });
  const domains = ESTIMATE_DOMAINS.flatMap((file) => {
    const domain = loadDomain(file);
    return Array.from({ length: ESTIMATE_DRAWS }, () => ({
      set: 'published domains',
      issues: domain.issues,
      walkAway: {
        user: drawInside(totalsRange(domain.issues, 'user'), next),
        opponent: drawInside(totalsRange(domain.issues, 'opponent'), next),
      },
    }));
  });
  return [...random, ...domains];
}

function estimateSeed(seed) {
  const cases = estimateCases(seed);
  const rows = [];
  for (const set of ['random', 'published domains']) {
    for (const style of ESTIMATE_STYLES) {
      const guessNext = seededRandom(seed + 7);
      const modelNext = seededRandom(seed + 13);
      const idealNext = seededRandom(seed + 17);
      const toldNext = seededRandom(seed + 19);
      const hedgedNext = seededRandom(seed + 23);
      const tallies = Object.fromEntries(
        OFFER_COUNTS.map((n) => [
          n,
          {
            cases: 0,
            poor: 0,
            still: 0,
            poorStill: 0,
            poorMovedGain: 0,
            // The ideal reader (time-dependent styles) and, for tit-for-tat, the most a reading could gain where
            // it moved (τ = 1): see idealReader.
            ideal: { tau: 0, poorTau: 0, toldPoorTau: 0, hedgedTau: 0, hedgedPoorTau: 0, unexplained: 0 },
            poorMovedHeadroom: 0,
            ...Object.fromEntries(MODELS.map((m) => [m, { tau: 0, poorTau: 0, pearson: 0, orderErrors: 0 }])),
          },
        ]),
      );
      cases.forEach(({ set: caseSet, issues, walkAway }, c) => {
        if (caseSet !== set) return;
        const truth = issueRanges(issues, (o) => o.opponent);
        const guess = guessOf(issues, guessNext);
        if (new Set(truth).size < 2) return;
        const run = simulateNegotiation(issues, {
          user: { style: style === 'tit-for-tat' ? 'steady' : 'hard-liner' },
          opponent: { style },
          rounds: Math.max(...OFFER_COUNTS) + 1,
          seed: seed + c,
          walkAway,
        });
        const theirs = run.offers.filter((o) => o.by === 'opponent').map((o) => o.optionIds);
        const yours = run.offers.find((o) => o.by === 'user')?.optionIds ?? [];
        const packages = packagesOf(issues, modelNext);
        const trueTotals = packages.map((p) =>
          p.reduce((s, id, i) => s + issues[i].options.find((o) => o.id === id).opponent, 0),
        );
        for (const n of OFFER_COUNTS) {
          if (theirs.length < n) continue;
          const offers = theirs.slice(0, n);
          const models = {
            guess,
            estimate: estimateOpponentPoints(issues, offers, guess),
            frequency: frequencyModel(issues, offers),
            bayesian: bayesianModel(issues, offers, modelNext),
          };
          const tally = tallies[n];
          tally.cases++;
          const guessTau = kendallTau(
            issueRanges(issues, (o) => guess[o.id]),
            truth,
          );
          const poor = guessTau <= 0.3;
          // No move to read: every one of these offers is their first.
          const still = offers.every((offer) => offer.every((id, i) => id === offers[0][i]));
          if (poor) tally.poor++;
          if (still) tally.still++;
          if (poor && still) tally.poorStill++;
          if (style === 'tit-for-tat') {
            if (poor && !still) tally.poorMovedHeadroom += 1 - guessTau;
          } else {
            const scores = idealReader(
              issues,
              offers,
              yours,
              guess,
              Math.max(...OFFER_COUNTS) + 1,
              idealNext,
            );
            if (scores === null) tally.ideal.unexplained++;
            const tau = scores === null ? guessTau : kendallTau(scores, truth);
            tally.ideal.tau += tau;
            if (poor) tally.ideal.poorTau += tau;
            if (poor && n === 10) {
              const told = idealReader(
                issues,
                offers,
                yours,
                guess,
                Math.max(...OFFER_COUNTS) + 1,
                toldNext,
                1,
              );
              tally.ideal.toldPoorTau += told === null ? guessTau : kendallTau(told, truth);
            }
            if (n === 10) {
              const hedged = idealReader(
                issues,
                offers,
                yours,
                guess,
                Math.max(...OFFER_COUNTS) + 1,
                hedgedNext,
                HEDGED_SHARE,
              );
              const hedgedTau = hedged === null ? guessTau : kendallTau(hedged, truth);
              tally.ideal.hedgedTau += hedgedTau;
              if (poor) tally.ideal.hedgedPoorTau += hedgedTau;
            }
          }
          for (const m of MODELS) {
            const points = models[m];
            const tau = kendallTau(
              issueRanges(issues, (o) => points[o.id]),
              truth,
            );
            const totals = packages.map((p) => p.reduce((s, id) => s + points[id], 0));
            tally[m].tau += tau;
            if (poor) tally[m].poorTau += tau;
            if (poor && !still && m === 'estimate') tally.poorMovedGain += tau - guessTau;
            tally[m].pearson += pearson(totals, trueTotals);
            tally[m].orderErrors += orderErrors(issues, points);
          }
        }
      });
      for (const n of OFFER_COUNTS) {
        const t = tallies[n];
        const row = {
          seed,
          set,
          style,
          offers: n,
          cases: t.cases,
          stillCases: t.still,
          poorGuessCases: t.poor,
          poorGuessStill: t.poorStill,
          ...(style === 'tit-for-tat'
            ? {}
            : {
                ideal: {
                  tau: round(t.ideal.tau / t.cases),
                  poorTau: t.poor === 0 ? null : round(t.ideal.poorTau / t.poor),
                  ...(n === 10 && t.poor > 0 ? { toldPoorTau: round(t.ideal.toldPoorTau / t.poor) } : {}),
                  ...(n === 10
                    ? {
                        hedgedTau: round(t.ideal.hedgedTau / t.cases),
                        hedgedPoorTau: t.poor === 0 ? null : round(t.ideal.hedgedPoorTau / t.poor),
                      }
                    : {}),
                  unexplained: t.ideal.unexplained,
                },
              }),
        };
        for (const m of MODELS) {
          row[m] = {
            tau: round(t[m].tau / t.cases),
            poorTau: t.poor === 0 ? null : round(t[m].poorTau / t.poor),
            pearson: round(t[m].pearson / t.cases),
            orderErrors: t[m].orderErrors,
          };
        }
        row._poorSums = {
          cases: t.poor,
          still: t.poorStill,
          movedGain: t.poorMovedGain,
          guess: t.guess.poorTau,
          estimate: t.estimate.poorTau,
          ideal: style === 'tit-for-tat' ? null : t.ideal.poorTau,
          told: style === 'tit-for-tat' ? null : t.ideal.toldPoorTau,
          hedged: style === 'tit-for-tat' ? null : t.ideal.hedgedPoorTau,
          headroom: t.poorMovedHeadroom,
        };
        rows.push(row);
      }
    }
  }
  return rows;
}

for (const seed of ESTIMATE_SEEDS) {
  const rows = estimateSeed(seed);
  for (const { _poorSums, ...row } of rows) console.log(JSON.stringify({ estimate: 'opponent', ...row }));
  // Point 2's targets on this seed, over both sets: never below the guess on average for any style (each
  // number of offers), at least +0.2 τ pooled over styles where the guess ranks poorly after 10 offers, better
  // than both baselines on Pearson, no within-issue order reversed.
  const checks = {};
  for (const set of ['random', 'published domains']) {
    const of = rows.filter((r) => r.set === set);
    const ten = of.filter((r) => r.offers === 10);
    const poorCases = ten.reduce((s, r) => s + r._poorSums.cases, 0);
    const poorGain =
      poorCases === 0
        ? null
        : ten.reduce((s, r) => s + r._poorSums.estimate - r._poorSums.guess, 0) / poorCases;
    // Where they made no move in their first 10 offers nothing can be read, so the estimate is the guess there:
    // the pooled gain is at most the gain where they moved × the share that moved; `neededWhereMoved` is the
    // gain the cases that moved would need for +0.2 pooled.
    const poorStill = ten.reduce((s, r) => s + r._poorSums.still, 0);
    const moved = poorCases - poorStill;
    const movedGain = ten.reduce((s, r) => s + r._poorSums.movedGain, 0);
    checks[set] = {
      neverBelowGuess: of.every((r) => r.estimate.tau >= r.guess.tau),
      poorGuessCasesAt10: poorCases,
      poorGainAt10: poorGain === null ? null : round(poorGain),
      poorGainMet: poorGain === null ? null : poorGain >= 0.2,
      poorGuessStillAt10: poorStill,
      poorGainWhereMovedAt10: moved === 0 ? null : round(movedGain / moved),
      neededWhereMovedAt10: moved === 0 ? null : round((0.2 * poorCases) / moved),
      pearsonBeatsBaselines: of.every(
        (r) => r.estimate.pearson > r.frequency.pearson && r.estimate.pearson > r.bayesian.pearson,
      ),
      orderErrors: of.reduce((s, r) => s + r.estimate.orderErrors, 0),
      // The diagnostic bound (idealReader): the pooled gain at 10 with the ideal reader on the time-dependent
      // styles and the estimate on tit-for-tat, and with tit-for-tat read perfectly wherever it moved.
      idealPoorGainAt10:
        poorCases === 0
          ? null
          : round(
              ten.reduce((s, r) => s + (r._poorSums.ideal ?? r._poorSums.estimate) - r._poorSums.guess, 0) /
                poorCases,
            ),
      idealWithPerfectTitForTatAt10:
        poorCases === 0
          ? null
          : round(
              ten.reduce(
                (s, r) =>
                  s +
                  (r._poorSums.ideal === null ? r._poorSums.headroom : r._poorSums.ideal - r._poorSums.guess),
                0,
              ) / poorCases,
            ),
      // The same with the reader told which cases are poor (idealReader's toldPoor): a bound on the expected
      // pooled gain of any reading that keeps the guess where nothing moved.
      // The reader betting that the guess ranks poorly (HEDGED_SHARE): its pooled gain at 10 with tit-for-tat
      // read perfectly where it moved, and whether it stays above the guess on average for every time-dependent
      // style at 10.
      hedgedWithPerfectTitForTatAt10:
        poorCases === 0
          ? null
          : round(
              ten.reduce(
                (s, r) =>
                  s +
                  (r._poorSums.hedged === null
                    ? r._poorSums.headroom
                    : r._poorSums.hedged - r._poorSums.guess),
                0,
              ) / poorCases,
            ),
      hedgedNeverBelowGuessAt10: ten.every((r) => r.ideal === undefined || r.ideal.hedgedTau >= r.guess.tau),
      toldPoorWithPerfectTitForTatAt10:
        poorCases === 0
          ? null
          : round(
              ten.reduce(
                (s, r) =>
                  s +
                  (r._poorSums.told === null ? r._poorSums.headroom : r._poorSums.told - r._poorSums.guess),
                0,
              ) / poorCases,
            ),
    };
  }
  console.log(JSON.stringify({ estimate: 'checks', seed, ...checks }));
}

if (PART !== 'estimate') {
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
      const made = Math.min(
        levels.tough.length,
        levels.steady.length,
        levels.accommodating.length,
        ROUNDS - 1,
      );
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
}
