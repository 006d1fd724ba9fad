import { OFFERS_TACTIC } from '@parley/contracts';
import type { CaseDetailResponse, DecisionFigures } from '@parley/contracts';
import type { FinalAgreementTotals, Scenario, ScoredIssue, WalkAway } from '@parley/scoring';
import { changes, oneSidedTradesText, optionsText, tradeItem, walkAwayTags } from './decision-report.js';
import { FIRST_PAGE_OFFERS, figures, text, whole } from './report-html.js';

/** A package on one line: its options, then both totals. */
function packageLine(issues: readonly ScoredIssue[], scenario: Scenario, walkAway: WalkAway): string {
  return `${optionsText(issues, scenario)} <span class="totals">(you ${whole(scenario.userTotal)}, them ${whole(
    scenario.opponentTotal,
  )})</span>${walkAwayTags(scenario, walkAway)}`;
}

const walkAwayValue = (value: number | null) =>
  value === null ? '<span class="muted">Not recorded</span>' : whole(value);

/**
 * The report's first page: the decision in one look, every figure from `support` (@parley/scoring through
 * `decisionFigures`) — both walk-away totals, the offers to open with, the key trade, the balanced deal (Nash
 * point), the agreement and what it leaves on the table. Short enough for one A4 or Letter page (at most
 * FIRST_PAGE_OFFERS offers, one line per package); the report's details follow on the next page.
 */
export function firstPageSection(
  issues: readonly ScoredIssue[],
  detail: CaseDetailResponse,
  support: DecisionFigures,
  walkAway: WalkAway,
  final: FinalAgreementTotals,
): string {
  const { analysis } = support;
  const none = analysis.scenarioCount === 0;
  const noScenarios = '<p class="muted">No scenarios yet.</p>';

  const walkAways = figures([
    ['Your walk-away total', walkAwayValue(walkAway.user)],
    ['Their walk-away total', walkAwayValue(walkAway.opponent)],
    [
      'Packages clearing both',
      none ? '0' : `${whole(support.zopaCount)} of ${whole(analysis.scenarioCount)}`,
    ],
  ]);

  const shown = support.offers.slice(0, FIRST_PAGE_OFFERS);
  const offers = none
    ? noScenarios
    : shown.length === 0
      ? '<p class="muted">No package reaches both walk-away totals.</p>'
      : `<p class="muted">${OFFERS_TACTIC}</p><ol class="compact">${shown
          .map((s) => `<li>${packageLine(issues, s, walkAway)}</li>`)
          .join('')}</ol>${
          support.offers.length > shown.length
            ? `<p class="muted">Offers ${shown.length + 1} to ${support.offers.length} follow under Equivalent offers.</p>`
            : ''
        }`;

  const best = support.trades[0];
  const found = support.mutualGain;
  const trade = none
    ? noScenarios
    : best
      ? `<ul class="compact plain">${tradeItem(issues, best)}</ul>`
      : found
        ? `<p>No trade of two issues raises both totals from the compromise package; changing ${whole(
            found.changedIssues,
          )} issues does (${whole(found.userGain)} more for you, ${whole(found.opponentGain)} more for them): ${changes(
            issues,
            found.fromOptionIds,
            found.scenario,
          ).join('; ')}.</p>`
        : oneSidedTradesText(issues, support);

  const from =
    walkAway.user === null && walkAway.opponent === null
      ? 'each side’s worst total'
      : walkAway.user !== null && walkAway.opponent !== null
        ? 'their walk-away totals'
        : 'the walk-away point (a side without a walk-away total counts from its worst)';
  const nash = none
    ? noScenarios
    : analysis.nash
      ? `<p class="muted">The efficient package that makes both sides’ gains over ${from} largest together.</p><p>${packageLine(issues, analysis.nash, walkAway)}</p>`
      : '<p class="muted">No package reaches the recorded walk-away values.</p>';

  const agreedIds = issues.map(
    (issue) => detail.finalAgreements.find((a) => a.issueId === issue.id)?.optionId ?? null,
  );
  const agreedCount = issues.length - final.missingIssueIds.length;
  const agreedText = issues
    .flatMap((issue, i) => {
      const option = issue.options.find((o) => o.id === agreedIds[i]);
      return option ? [`${text(issue.name)}: ${text(option.name)}`] : [];
    })
    .join('; ');
  const below = (total: number, floor: number | null, whose: 'your' | 'their') =>
    floor !== null && total < floor ? ` <span class="tag warn">Below ${whose} walk-away total</span>` : '';
  const agreement =
    detail.finalAgreements.length === 0 || agreedCount === 0
      ? '<p class="muted">No final agreement is recorded yet.</p>'
      : final.missingIssueIds.length > 0
        ? `<p>${whole(agreedCount)} of ${whole(issues.length)} issues agreed so far: ${agreedText} <span class="totals">(you ${whole(
            final.user,
          )}, them ${whole(final.opponent)} so far)</span></p>`
        : `<p>${agreedText} <span class="totals">(you ${whole(final.user)}, them ${whole(final.opponent)})</span>${below(
            final.user,
            walkAway.user,
            'your',
          )}${below(final.opponent, walkAway.opponent, 'their')}</p>`;

  const left = support.leftOnTable;
  const leftOnTable =
    left === null
      ? '<p class="muted">Agree on every issue to see whether the agreement leaves value on the table.</p>'
      : left === 'efficient'
        ? '<p>Nothing: the final agreement is efficient, no package is better for both sides.</p>'
        : `<p>${whole(left.userTotal - final.user)} more for you and ${whole(
            left.opponentTotal - final.opponent,
          )} more for them, by changing ${changes(issues, agreedIds, left).join('; ')} <span class="totals">(you ${whole(
            left.userTotal,
          )}, them ${whole(left.opponentTotal)})</span></p>`;

  return `<h2>The Decision</h2>
<h3>Walk-away totals</h3>
${walkAways}
<h3>Offers to open with</h3>
${offers}
<h3>Key trade</h3>
${trade}
<h3>Balanced deal (Nash point)</h3>
${nash}
<h3>Agreement</h3>
${agreement}
<h3>Left on the table</h3>
${leftOnTable}`;
}
