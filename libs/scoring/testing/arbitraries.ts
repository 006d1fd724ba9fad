// fast-check generators shared by the property specs.
import fc from 'fast-check';
import type { ScenarioSelection } from '../src/selection.js';
import type { ScoredIssue } from '../src/types.js';

/** Half the points come from five values, so equal totals and ties on every rule are common. */
export const pointsArb = fc.oneof(
  fc.integer({ min: 0, max: 60 }),
  fc.integer({ min: 0, max: 4 }).map((x) => x * 15),
);

/** Small cases (up to 5 issues × 4 options, 1,024 scenarios); option k of issue i has id 1000 + 10i + k. */
export function issuesArb(maxIssues = 5, maxOptions = 4, minIssues = 0): fc.Arbitrary<ScoredIssue[]> {
  return fc
    .array(
      fc.array(fc.record({ user: pointsArb, opponent: pointsArb }), { minLength: 1, maxLength: maxOptions }),
      {
        minLength: minIssues,
        maxLength: maxIssues,
      },
    )
    .map((issues) =>
      issues.map((options, i) => ({
        id: 100 + i,
        name: `Issue ${i}`,
        options: options.map((scores, k) => ({ id: 1000 + 10 * i + k, name: `Option ${k}`, ...scores })),
      })),
    );
}

/** A case with a selection on it: per issue all options (null), or a random subset of ids (unknown ids too). */
export function selectionCaseArb(): fc.Arbitrary<[ScoredIssue[], ScenarioSelection]> {
  return issuesArb().chain((issues) =>
    fc.tuple(
      fc.constant(issues),
      fc.record({
        options: fc.tuple(
          ...issues.map((issue) =>
            fc.option(fc.subarray([...issue.options.map((o) => o.id), 9999]), { nil: null, freq: 3 }),
          ),
        ),
        exclude: fc.boolean(),
      }),
    ),
  );
}
