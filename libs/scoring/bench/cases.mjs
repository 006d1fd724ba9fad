// The cases the negotiation benchmarks share (bench:negotiation, bench:mediator): random additive cases and the
// published GENIUS domains converted by genius-domain.mjs into bench/domains.
import { readFileSync } from 'node:fs';

/** One side's points: 250 × issue weight / heaviest × option value, weights exponential, values uniform, best 1. */
export function additiveSide(issueCount, optionCount, next) {
  const weights = Array.from({ length: issueCount }, () => -Math.log(1 - next()));
  const heaviest = Math.max(...weights);
  return weights.map((w) => {
    const raw = Array.from({ length: optionCount }, () => next());
    const best = Math.max(...raw);
    return raw.map((x) => Math.round((250 * w * x) / heaviest / best));
  });
}

/** A case of `issueCount` issues × `optionCount` options, both sides additive; option k of issue i has id 100i + k. */
export function additiveCase(issueCount, optionCount, next) {
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

/** 3–8 issues × 3–5 options. */
export function randomIssues(next) {
  const issueCount = 3 + Math.floor(next() * 6);
  const optionCount = 3 + Math.floor(next() * 3);
  return additiveCase(issueCount, optionCount, next);
}

/** A side's lowest and highest totals. */
export const totalsRange = (issues, side) => [
  issues.reduce((s, issue) => s + Math.min(...issue.options.map((o) => o[side])), 0),
  issues.reduce((s, issue) => s + Math.max(...issue.options.map((o) => o[side])), 0),
];

/** A whole number drawn uniformly in [low, high]. */
export const drawInside = ([low, high], next) => low + Math.floor(next() * (high - low + 1));

/** A converted domain of bench/domains: `{ name, walkAway: { user, opponent }, issues }`. */
export function loadDomain(file) {
  return JSON.parse(readFileSync(new URL(`./domains/${file}.json`, import.meta.url), 'utf8'));
}
