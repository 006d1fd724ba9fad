// How much trade-off questions improve points: `npm run bench:elicitation` from the workspace root (builds dist
// first). Simulated people hold known additive preferences (issue weight × option value, both uniform at
// random). Each states Smart Points levels and ranks with noise (each level off by one with probability 0.3,
// each pair of neighbouring ranks swapped with probability 0.2); `suggestPartyPoints` turns them into the points
// in force. Then the person answers up to 15 questions from `nextTradeoffQuestion`, truthfully ("About the same"
// when the two packages are within 1 % of the person's range) or with 10 % of answers flipped, and `fitPoints`
// refits after each answer. When it names a conflict, the person revisits those answers and gives each its true
// answer. The lines give the share of held-out package pairs the points order as the person's true utility does
// (ties count as not), from the levels alone and after 3, 6, 9, 12 and 15 answers; the share of flipped answers
// that contradicted the others and were named in a conflict; within-issue pairs whose order in force the
// truth shares that a refit reversed (or tied) without an answer named for it, which must be none (issue 31),
// and those reordered by a named answer ("About the same" said within 1 %); and the time to choose a question
// at 12 × 10. A session ends when nothing is left to check (decisions.md §57).
// Seeded: every run draws the same people. One JSON line for the machine, then one per size and answer mode,
// then the targets. PEOPLE=n changes the people per size; ONLY=4x4,6x5 and MODES=truthful narrow a quick run.
import os from 'node:os';

const SIZES = [
  [3, 3],
  [4, 3],
  [4, 4],
  [5, 4],
  [6, 5],
  [8, 5],
];
const PEOPLE = Number(process.env['PEOPLE'] ?? 40);
const PAIRS = 300;
const QUESTIONS = 15;
const CHECKPOINTS = [3, 6, 9, 12, 15];
const FLIP = 0.1;
const SAME_SHARE = 0.01;
const SEED = 20261126;

const scoring = await import('../dist/index.js');
const clamp = (x, low, high) => Math.min(high, Math.max(low, x));
const levelOf = (share) => clamp(Math.ceil(share * 5 - 1e-9), 1, 5);
const noisyLevel = (level, next) => (next() < 0.3 ? clamp(level + (next() < 0.5 ? -1 : 1), 1, 5) : level);

/** 1-based ranks, highest value first, then each neighbouring pair swapped with probability 0.2. */
function noisyRanks(values, next) {
  const order = values.map((_, i) => i).sort((a, b) => values[b] - values[a] || a - b);
  for (let place = 0; place + 1 < order.length; place++) {
    if (next() < 0.2) [order[place], order[place + 1]] = [order[place + 1], order[place]];
  }
  const ranks = [];
  order.forEach((i, place) => (ranks[i] = place + 1));
  return ranks;
}

function person(issueCount, optionCount, next) {
  const weights = Array.from({ length: issueCount }, () => next());
  const values = weights.map(() => {
    const raw = Array.from({ length: optionCount }, () => next());
    const best = Math.max(...raw);
    return raw.map((x) => x / best);
  });
  const heaviest = Math.max(...weights);
  const issueRanks = noisyRanks(weights, next);
  const rated = weights.map((weight, i) => {
    const optionRanks = noisyRanks(values[i], next);
    return {
      id: i + 1,
      importance: noisyLevel(levelOf(weight / heaviest), next),
      rank: issueRanks[i],
      options: values[i].map((value, k) => ({
        id: (i + 1) * 100 + k,
        importance: noisyLevel(levelOf(value), next),
        rank: optionRanks[k],
      })),
    };
  });
  const suggested = new Map(
    scoring.suggestPartyPoints(rated).options.map((o) => [o.optionId, o.suggestedPoints]),
  );
  // With the levels, as Smart Points passes them: options (or issues) rated differently need no question.
  const issues = rated.map((issue) => ({
    id: issue.id,
    level: issue.importance,
    options: issue.options.map((o) => ({ id: o.id, points: suggested.get(o.id), level: o.importance })),
  }));
  const utility = new Map();
  rated.forEach((issue, i) =>
    issue.options.forEach((o, k) => utility.set(String(o.id), weights[i] * values[i][k])),
  );
  const range = weights.reduce((sum, w, i) => sum + w * (1 - Math.min(...values[i])), 0);
  // Held-out pairs of packages, drawn once per person.
  const pairs = [];
  while (pairs.length < PAIRS) {
    const a = issues.map((issue) => issue.options[Math.floor(next() * optionCount)].id);
    const b = issues.map((issue) => issue.options[Math.floor(next() * optionCount)].id);
    const truth = a.reduce((s, id, i) => s + utility.get(String(id)) - utility.get(String(b[i])), 0);
    if (truth !== 0) pairs.push({ a, b, truth });
  }
  return { issues, utility, range, pairs };
}

function agreement(p, points) {
  let agreed = 0;
  for (const { a, b, truth } of p.pairs) {
    const d = a.reduce((s, id, i) => s + points[String(id)] - points[String(b[i])], 0);
    if (Math.sign(d) === Math.sign(truth)) agreed++;
  }
  return agreed / p.pairs.length;
}

const total = (p, side) => Object.values(side).reduce((s, id) => s + p.utility.get(String(id)), 0);
function truthfulAnswer(p, question) {
  const d = total(p, question.left) - total(p, question.right);
  return Math.abs(d) < SAME_SHARE * p.range ? 'same' : d > 0 ? 'left' : 'right';
}

/**
 * Within-issue pairs whose order in force the truth shares but the points reverse or tie (issue 31: refits
 * must not reverse an order no answer asks to reverse).
 */
function reversedAgreeing(p, fit) {
  let reversed = 0;
  let asked = 0;
  for (const issue of p.issues) {
    for (const a of issue.options) {
      for (const b of issue.options) {
        const [ta, tb] = [p.utility.get(String(a.id)), p.utility.get(String(b.id))];
        if (!(a.points > b.points && ta > tb && fit.points[String(a.id)] <= fit.points[String(b.id)]))
          continue;
        // Named with the answers that ask for it: "About the same" said of packages within 1 % of the range.
        if (fit.reordered?.some((r) => r.above === a.id && r.below === b.id)) asked++;
        else reversed++;
      }
    }
  }
  return { reversed, asked };
}

/** One person's session: accuracy at each checkpoint, and what became of each flipped answer. */
function session(p, next, flip) {
  const start = Object.fromEntries(p.issues.flatMap((i) => i.options.map((o) => [String(o.id), o.points])));
  const accuracy = { levels: agreement(p, start) };
  const answers = [];
  const flipped = new Set();
  const found = new Set();
  let points = start;
  let revisits = 0;
  let asked = 0;
  let refits = 0;
  let reversed = 0;
  let reorderedByAnswers = 0;
  for (asked = 1; asked <= QUESTIONS; asked++) {
    const question = scoring.nextTradeoffQuestion(p.issues, answers);
    if (question === null) break;
    const truth = truthfulAnswer(p, question);
    let prefer = truth;
    if (flip && next() < FLIP) {
      prefer = truth === 'left' ? 'right' : truth === 'right' ? 'left' : next() < 0.5 ? 'left' : 'right';
      flipped.add(answers.length);
    }
    answers.push({ question, prefer, truth });
    for (;;) {
      const fit = scoring.fitPoints(p.issues, answers);
      if ('points' in fit) {
        points = fit.points;
        refits++;
        if (!flip) {
          const found = reversedAgreeing(p, fit);
          reversed += found.reversed;
          reorderedByAnswers += found.asked;
        }
        break;
      }
      revisits++;
      let changed = false;
      for (const k of fit.conflict) {
        if (flipped.has(k)) found.add(k);
        if (answers[k].prefer !== answers[k].truth) {
          answers[k].prefer = answers[k].truth;
          changed = true;
        }
      }
      // True answers that still conflict (a near tie answered "About the same"): the person drops the last.
      if (!changed) answers[fit.conflict[fit.conflict.length - 1]].prefer = 'dropped';
      for (let k = answers.length - 1; k >= 0; k--) if (answers[k].prefer === 'dropped') answers.splice(k, 1);
    }
    if (CHECKPOINTS.includes(asked)) accuracy[asked] = agreement(p, points);
  }
  for (const c of CHECKPOINTS) accuracy[c] ??= agreement(p, points);
  return {
    accuracy,
    flips: flipped.size,
    found: found.size,
    revisits,
    settled: asked <= QUESTIONS,
    answers,
    asked: answers.length,
    refits,
    reversed,
    reorderedByAnswers,
  };
}

const percent = (share) => Number((100 * share).toFixed(1));
console.log(
  JSON.stringify({
    machine: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
    people: PEOPLE,
    heldOutPairsPerPerson: PAIRS,
    seed: SEED,
  }),
);

/**
 * Injected contradictions: after a truthful session, up to three two-issue questions that the answers already
 * settle (the other two answers each make fitPoints name a conflict) are answered the opposite way, one at a
 * time. Found when fitPoints names a conflict that contains the injected answer and is irreducible (refitting
 * without any one of its answers succeeds).
 */
function injectContradictions(p, answers, next) {
  let injected = 0;
  let found = 0;
  const optionIds = p.issues.map((issue) => issue.options.map((o) => o.id));
  for (let attempt = 0; attempt < 60 && injected < 3; attempt++) {
    const i = Math.floor(next() * p.issues.length);
    const j = (i + 1 + Math.floor(next() * (p.issues.length - 1))) % p.issues.length;
    const pick = (k) => optionIds[k][Math.floor(next() * optionIds[k].length)];
    const question = {
      left: { [p.issues[i].id]: pick(i), [p.issues[j].id]: pick(j) },
      right: { [p.issues[i].id]: pick(i), [p.issues[j].id]: pick(j) },
    };
    const conflicts = (prefer) =>
      'conflict' in scoring.fitPoints(p.issues, [...answers, { question, prefer }]);
    const settled = ['left', 'right', 'same'].filter((prefer) => !conflicts(prefer));
    if (settled.length !== 1) continue;
    const opposite = settled[0] === 'left' ? 'right' : 'left';
    injected++;
    const all = [...answers, { question, prefer: opposite }];
    const fit = scoring.fitPoints(p.issues, all);
    if (!('conflict' in fit) || !fit.conflict.includes(all.length - 1)) continue;
    const irreducible = fit.conflict.every(
      (k) =>
        'points' in
        scoring.fitPoints(
          p.issues,
          fit.conflict.filter((x) => x !== k).map((x) => all[x]),
        ),
    );
    if (irreducible) found++;
  }
  return { injected, found };
}

/** Wall-clock time of nextTradeoffQuestion at 12 × 10 through truthful sessions of 15 answers, warm. */
function questionTimes(next) {
  const times = [];
  for (let n = 0; n < 12; n++) {
    const p = person(12, 10, next);
    const answers = [];
    for (let k = 0; k < QUESTIONS; k++) {
      const started = performance.now();
      const question = scoring.nextTradeoffQuestion(p.issues, answers);
      if (n >= 2) times.push(performance.now() - started);
      if (question === null) break;
      answers.push({ question, prefer: truthfulAnswer(p, question) });
    }
  }
  times.sort((a, b) => a - b);
  const at = (q) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
  return { questions: times.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

const overall = { truthful: [], flipped: [] };
let injected = 0;
let injectedFound = 0;
for (const [issueCount, optionCount] of SIZES) {
  if (process.env['ONLY'] && !process.env['ONLY'].split(',').includes(`${issueCount}x${optionCount}`))
    continue;
  for (const mode of process.env['MODES']?.split(',') ?? ['truthful', 'flipped']) {
    const next = scoring.seededRandom(SEED + issueCount * 100 + optionCount);
    const runs = [];
    for (let n = 0; n < PEOPLE; n++) {
      const p = person(issueCount, optionCount, next);
      // The flips and injections draw from their own streams, so every setting meets the same people.
      const own = scoring.seededRandom(SEED + 7919 * n + issueCount * 100 + optionCount);
      const run = session(p, own, mode === 'flipped');
      if (mode === 'truthful') {
        const answers = run.answers.map(({ question, prefer }) => ({ question, prefer }));
        const result = injectContradictions(p, answers, own);
        injected += result.injected;
        injectedFound += result.found;
      }
      runs.push(run);
    }
    const mean = (key) => runs.reduce((s, r) => s + r.accuracy[key], 0) / runs.length;
    const line = {
      size: `${issueCount}x${optionCount}`,
      answers: mode,
      levelsPercent: percent(mean('levels')),
    };
    for (const c of CHECKPOINTS) line[`after${c}Percent`] = percent(mean(c));
    line.settledBefore15Percent = percent(runs.filter((r) => r.settled).length / runs.length);
    line.conflictsPerPerson = Number((runs.reduce((s, r) => s + r.revisits, 0) / runs.length).toFixed(2));
    line.questionsPerPerson = Number((runs.reduce((s, r) => s + r.asked, 0) / runs.length).toFixed(1));
    if (mode === 'truthful') {
      line.refits = runs.reduce((s, r) => s + r.refits, 0);
      line.agreeingPairsReversed = runs.reduce((s, r) => s + r.reversed, 0);
      line.agreeingPairsReorderedByNamedAnswers = runs.reduce((s, r) => s + r.reorderedByAnswers, 0);
    }
    if (mode === 'flipped') {
      const flips = runs.reduce((s, r) => s + r.flips, 0);
      line.flippedAnswers = flips;
      line.flipsNamedInConflictPercent = percent(runs.reduce((s, r) => s + r.found, 0) / Math.max(1, flips));
    }
    overall[mode].push({ issueCount, optionCount, line });
    console.log(JSON.stringify(line));
  }
}

const upTo6x5 = (mode) =>
  overall[mode].filter(({ issueCount, optionCount }) => issueCount <= 6 && optionCount <= 5);
const average = (lines, key) => lines.reduce((s, { line }) => s + line[key], 0) / Math.max(1, lines.length);
const truthful12 = percent(average(upTo6x5('truthful'), 'after12Percent') / 100);
const worseThanLevels = ['truthful', 'flipped'].flatMap((mode) =>
  CHECKPOINTS.filter(
    (c) => average(overall[mode], `after${c}Percent`) < average(overall[mode], 'levelsPercent'),
  ).map((c) => `${mode} after ${c}`),
);
const times = questionTimes(scoring.seededRandom(SEED + 1210));
const reversedWithoutAnswer = overall.truthful.reduce((sum, { line }) => sum + line.agreeingPairsReversed, 0);
const summary = {
  truthfulAfter12PercentUpTo6x5: truthful12,
  // Issue 22's target, measured while questions ran until every two-issue question was decided; since issue 31
  // a session ends once every order is settled (decisions.md §57), so this is the figure at its end: reported.
  issue22TargetAfter12Percent: 93,
  agreeingPairsReversedWithoutAnswer: reversedWithoutAnswer,
  averageBelowLevels: worseThanLevels,
  injectedContradictions: injected,
  injectedFoundPercent: percent(injectedFound / Math.max(1, injected)),
  targetFoundPercent: 95,
  questionAt12x10: times,
  targetQuestionMs: 50,
};
console.log(JSON.stringify(summary));
const failed =
  reversedWithoutAnswer > 0 ||
  worseThanLevels.length > 0 ||
  summary.injectedFoundPercent < 95 ||
  times.medianMs > 50;
if (failed) process.exit(1);
