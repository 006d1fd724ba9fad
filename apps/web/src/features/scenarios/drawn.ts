import {
  enumerateScenarios,
  scenarioAt,
  scenarioCount,
  seededRandom,
  topScenarios,
  type Scenario,
  type ScoredIssue,
} from '@parley/scoring';

/** At most this many lines are drawn (canvas stays smooth well past it; the eye gains nothing beyond). */
export const MAX_DRAWN = 5000;
/** In a large space, this many of the drawn lines are the best scenarios by total. */
export const DRAWN_TOP = 1000;
const SAMPLE_SEED = 0x5eed;

export interface DrawnScenarios {
  scenarios: Scenario[];
  /** Total scenarios in the space (exact). */
  total: number;
  /** True when only part of the space is drawn. */
  sampled: boolean;
}

/**
 * Which scenarios the chart draws: every scenario when the space has at most `limit`, otherwise the best
 * `top` by total (exact, via topScenarios) plus a deterministic random sample up to `limit`, without repeats.
 * Never lists a large space.
 */
export function chooseDrawnScenarios(
  issues: readonly ScoredIssue[],
  limit: number = MAX_DRAWN,
  top: number = DRAWN_TOP,
): DrawnScenarios {
  const total = scenarioCount(issues);
  if (total === 0) return { scenarios: [], total, sampled: false };
  if (total <= limit) return { scenarios: [...enumerateScenarios(issues)], total, sampled: false };

  const scenarios = topScenarios(issues, Math.min(top, limit));
  const seen = new Set(scenarios.map((s) => s.optionIds.join(',')));
  const random = seededRandom(SAMPLE_SEED);
  // The space is larger than `limit`, so fresh picks are plentiful; the attempt cap only guards odd inputs.
  for (let attempts = 0; scenarios.length < limit && attempts < limit * 20; attempts++) {
    const indexes = issues.map((issue) => Math.floor(random() * issue.options.length));
    const scenario = scenarioAt(issues, indexes);
    const key = scenario.optionIds.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    scenarios.push(scenario);
  }
  return { scenarios, total, sampled: true };
}

/**
 * The drawn set plus up to `extra` selected scenarios that are not drawn yet, so that a narrow selection in
 * a sampled space still shows lines.
 */
export function withSelected(
  drawn: readonly Scenario[],
  selected: Iterable<Scenario>,
  extra: number,
): Scenario[] {
  if (extra <= 0) return [...drawn];
  const seen = new Set(drawn.map((s) => s.optionIds.join(',')));
  const result = [...drawn];
  let added = 0;
  for (const scenario of selected) {
    if (added >= extra) break;
    const key = scenario.optionIds.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(scenario);
    added++;
  }
  return result;
}
