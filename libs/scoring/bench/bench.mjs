// Benchmark of @parley/scoring: `npm run bench:scoring` from the workspace root (builds dist first).
// Each case runs in its own child process so that its peak memory (maxRSS) is its own; one JSON line per case.
// The machine may be shared: besides wall time each line gives the process's CPU time per run
// (process.cpuUsage, user + system) and the load average when the case started.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const CASES = [
  { name: 'analyze 8x6', issues: 8, options: 6, method: 'analyze', runs: 31 },
  { name: 'analyze 10x6', issues: 10, options: 6, method: 'analyze', runs: 15 },
  { name: 'analyze 12x6', issues: 12, options: 6, method: 'analyze', runs: 9 },
  { name: 'analyze 12x10', issues: 12, options: 10, method: 'analyze', runs: 9 },
  // Exclude of a box (6 of 10 options on the first 3 issues): Value Creation over a selection of 10^12 − 2.16 × 10^11.
  {
    name: 'analyzeSelection 12x10 exclude',
    issues: 12,
    options: 10,
    method: 'analyzeSelection',
    runs: 9,
    args: (issues) => [
      {
        options: issues.map((issue, i) => (i < 3 ? issue.options.slice(0, 6).map((o) => o.id) : null)),
        exclude: true,
      },
    ],
  },
  { name: 'enumerate 8x6', issues: 8, options: 6, method: 'analyzeByEnumeration', runs: 3 },
];

/** Random whole scores 25–250 for both parties, drawn from `next` (the library's seeded generator). */
function makeCase(issueCount, optionCount, next) {
  const points = () => 25 + Math.floor(next() * 226);
  return Array.from({ length: issueCount }, (_, i) => ({
    id: i + 1,
    name: `Issue ${i + 1}`,
    options: Array.from({ length: optionCount }, (_, k) => ({
      id: (i + 1) * 100 + k,
      name: `Option ${k + 1}`,
      user: points(),
      opponent: points(),
    })),
  }));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const round = (x, digits = 2) => Number(x.toFixed(digits));

async function runChild(name) {
  const spec = CASES.find((c) => c.name === name);
  const baselineRssMB = process.resourceUsage().maxRSS / 1024;
  const scoring = await import('../dist/index.js');
  const run = scoring[spec.method];
  // Seeded, so every run measures the same cases.
  const issues = makeCase(spec.issues, spec.options, scoring.seededRandom(20250101 + spec.issues));
  const times = [];
  const cpuTimes = [];
  let result;
  for (let r = 0; r < spec.runs + 1; r++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    result = run(issues, ...(spec.args?.(issues) ?? []));
    times.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const [firstRunMs, ...measured] = times; // the first call also pays for compiling the code
  process.stdout.write(
    JSON.stringify({
      medianMs: round(median(measured)),
      minMs: round(Math.min(...measured)),
      cpuMedianMs: round(median(cpuTimes.slice(1))),
      firstRunMs: round(firstRunMs),
      runs: measured.length,
      peakRssMB: round(process.resourceUsage().maxRSS / 1024, 1),
      baselineRssMB: round(baselineRssMB, 1),
      scenarioCount: result.scenarioCount,
      winWinRate: result.winWinRate,
      paretoPoints: result.pareto?.length,
      // A fingerprint of the whole Analysis, so the enumeration's line shows it found the same answer.
      resultSha256: createHash('sha256').update(JSON.stringify(result)).digest('hex').slice(0, 16),
    }),
  );
}

function runParent() {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  const medians = {};
  const digests = {};
  let failed = false;
  for (const spec of CASES) {
    const load1m = os.loadavg()[0];
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', spec.name], {
      encoding: 'utf8',
    });
    if (child.status !== 0) {
      process.stderr.write(child.stderr);
      process.exit(1);
    }
    const measured = JSON.parse(child.stdout);
    medians[spec.name] = measured.medianMs;
    const line = {
      case: spec.name,
      method: spec.method,
      issues: spec.issues,
      optionsPerIssue: spec.options,
      ...measured,
      cpu,
      cores: os.cpus().length,
      loadAverage1m: round(load1m, 2),
      node: process.version,
    };
    if (spec.method === 'analyzeByEnumeration') {
      const fast = `analyze ${spec.issues}x${spec.options}`;
      line.speedupOfAnalyze = round(measured.medianMs / medians[fast], 1);
      const same = digests[fast] === measured.resultSha256;
      line.sameResultAsAnalyze = same;
      failed ||= !same;
    }
    digests[spec.name] = measured.resultSha256;
    console.log(JSON.stringify(line));
  }
  if (failed) process.exit(1);
}

if (process.argv[2] === '--child') await runChild(process.argv[3]);
else runParent();
