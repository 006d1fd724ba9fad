// How well suggested points order packages: `npm run bench:points` from the workspace root (builds dist first).
// Simulated people hold known additive preferences (issue weights × option values). Each states what Smart
// Points asks: an importance level per issue and a preference level per option (the true weight or value,
// relative to the best, quantised to 1–5), and the issue and option ranks (the true orders, as if dragged).
// For random pairs of packages, the line gives the share that the suggested points order the way the person's
// true utility does, for the SPEC's formula and for `suggestPartyPoints`. Seeded: every run draws the same
// people and pairs. One JSON line for the machine, then one per weight distribution and size.
// With `--candidates` it prints instead the overall share of each weight × value form the library's was chosen
// from: weight = level − c + k × rank score, value = level − 1 + t × rank score (rank score 1 at rank 1, 0 from
// rank 6), t ≤ 1 so that a higher preference level is never worth less.
import os from 'node:os';

const SIZES = [
  [4, 4],
  [6, 5],
  [8, 6],
  [10, 8],
  [12, 10],
];
const PEOPLE = 300;
const PAIRS = 200;
const SEED = 20261126;

/** Issue weights before normalising: uniform, or exponential (a flat Dirichlet: a few issues dominate more). */
const WEIGHTS = {
  uniform: (next) => next(),
  exponential: (next) => -Math.log(1 - next()),
};

const clamp = (x, low, high) => Math.min(high, Math.max(low, x));
const rankScore = (rank) => clamp(100 - (rank - 1) * 20, 0, 100);

/** The SPEC's §9 formula, kept here as the reference the library's formula replaced (decisions.md §28). */
function specSuggestPoints(issueLevel, issueRank, optionLevel, optionRank) {
  const weighted = 0.35 * issueLevel * 20 + 0.35 * rankScore(issueRank) + 0.2 * optionLevel * 20;
  return Math.round(25 + ((weighted + 0.1 * rankScore(optionRank)) / 100) * 225);
}

/** A share of the best (0–1] as a level: (0, 0.2] → 1 … (0.8, 1] → 5. */
const levelOf = (share) => clamp(Math.ceil(share * 5 - 1e-9), 1, 5);

/** 1-based ranks of `values`, highest first (ties in the order given). */
function ranksOf(values) {
  const ranks = [];
  values
    .map((_, i) => i)
    .sort((a, b) => values[b] - values[a] || a - b)
    .forEach((i, place) => (ranks[i] = place + 1));
  return ranks;
}

function person(issueCount, optionCount, next, weightOf) {
  const weights = Array.from({ length: issueCount }, () => weightOf(next));
  const values = weights.map(() => {
    const raw = Array.from({ length: optionCount }, () => next());
    const best = Math.max(...raw);
    return raw.map((x) => x / best);
  });
  const heaviest = Math.max(...weights);
  const issueRanks = ranksOf(weights);
  const rated = weights.map((weight, i) => {
    const optionRanks = ranksOf(values[i]);
    return {
      id: i + 1,
      importance: levelOf(weight / heaviest),
      rank: issueRanks[i],
      options: values[i].map((value, k) => ({
        id: (i + 1) * 100 + k,
        importance: levelOf(value),
        rank: optionRanks[k],
      })),
    };
  });
  return { weights, values, rated };
}

/** The share of sampled package pairs each points table orders as the true utility does (ties count as not). */
function agreement(people, next, tables) {
  const agreed = tables.map(() => 0);
  let pairs = 0;
  for (const p of people) {
    const points = tables.map((table) => table(p.rated));
    for (let s = 0; s < PAIRS; s++) {
      let truth = 0;
      const diff = tables.map(() => 0);
      p.weights.forEach((weight, i) => {
        const a = Math.floor(next() * p.values[i].length);
        const b = Math.floor(next() * p.values[i].length);
        truth += weight * (p.values[i][a] - p.values[i][b]);
        points.forEach((table, t) => (diff[t] += table[i][a] - table[i][b]));
      });
      if (truth === 0) continue;
      pairs++;
      diff.forEach((d, t) => {
        if (Math.sign(d) === Math.sign(truth)) agreed[t]++;
      });
    }
  }
  return { pairs, shares: agreed.map((n) => n / pairs) };
}

const scoring = await import('../dist/index.js');
const specTable = (rated) =>
  rated.map((issue) =>
    issue.options.map((o) => specSuggestPoints(issue.importance, issue.rank, o.importance, o.rank)),
  );
const newTable = (rated) => {
  const byOption = new Map(
    scoring.suggestPartyPoints(rated).options.map((o) => [o.optionId, o.suggestedPoints]),
  );
  return rated.map((issue) => issue.options.map((o) => byOption.get(o.id)));
};

/** A candidate form (see the header), rounded to whole points on 25–250 like the library's. */
const candidateTable = (c, k, t) => (rated) =>
  rated.map((issue) => {
    const weight = (issue.importance - c + (k * rankScore(issue.rank)) / 100) / (5 - c + k);
    return issue.options.map((o) => {
      const value = (o.importance - 1 + (t * rankScore(o.rank)) / 100) / (4 + t);
      return Math.round(25 + 225 * weight * value);
    });
  });

const percent = (share) => Number((100 * share).toFixed(1));
const candidates = process.argv.includes('--candidates');
console.log(
  JSON.stringify({
    machine: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
    people: PEOPLE,
    pairsPerPerson: PAIRS,
    seed: SEED,
  }),
);
if (candidates) {
  for (const c of [0, 0.5, 0.75])
    for (const k of [0, 0.5, 1])
      for (const t of [0, 0.5, 1]) {
        const line = { c, k, t };
        for (const [distribution, weightOf] of Object.entries(WEIGHTS)) {
          const next = scoring.seededRandom(SEED + distribution.length);
          let agreed = 0;
          let pairs = 0;
          for (const [issues, options] of SIZES) {
            const people = Array.from({ length: PEOPLE }, () => person(issues, options, next, weightOf));
            const result = agreement(people, next, [candidateTable(c, k, t)]);
            agreed += result.shares[0] * result.pairs;
            pairs += result.pairs;
          }
          line[`${distribution}Percent`] = percent(agreed / pairs);
        }
        console.log(JSON.stringify(line));
      }
  process.exit(0);
}
let failed = false;
for (const [distribution, weightOf] of Object.entries(WEIGHTS)) {
  const next = scoring.seededRandom(SEED + distribution.length);
  let all = { pairs: 0, spec: 0, new: 0 };
  for (const [issues, options] of SIZES) {
    const people = Array.from({ length: PEOPLE }, () => person(issues, options, next, weightOf));
    const { pairs, shares } = agreement(people, next, [specTable, newTable]);
    all = { pairs: all.pairs + pairs, spec: all.spec + shares[0] * pairs, new: all.new + shares[1] * pairs };
    console.log(
      JSON.stringify({
        weights: distribution,
        size: `${issues}x${options}`,
        pairs,
        specPercent: percent(shares[0]),
        newPercent: percent(shares[1]),
      }),
    );
  }
  const line = {
    weights: distribution,
    size: 'all',
    pairs: all.pairs,
    specPercent: percent(all.spec / all.pairs),
    newPercent: percent(all.new / all.pairs),
    target: 92,
  };
  failed ||= line.newPercent < line.target;
  console.log(JSON.stringify(line));
}
if (failed) process.exit(1);
