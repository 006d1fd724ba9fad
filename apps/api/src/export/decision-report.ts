import { OFFERS_TACTIC, describeTrade, offerTargetSentence, oneSidedTradesSentence } from '@parley/contracts';
import type { CaseDetailResponse, DecisionFigures, OfferSettings } from '@parley/contracts';
import type { FinalAgreementTotals, Scenario, ScoredIssue, Trade, WalkAway } from '@parley/scoring';
import { FIRST_PAGE_OFFERS, figures, scenarioList, text, whole } from './report-html.js';

/** At most this many efficient packages are listed, evenly spread along the frontier. */
export const FRONTIER_ROWS = 25;

/** "1 package" / "3 packages". */
const count = (n: number, one: string, many = `${one}s`) => `${whole(n)} ${n === 1 ? one : many}`;

/** A share of all packages as a percentage; never rounded to 0% or 100% unless it is exactly that. */
export function shareText(share: number): string {
  if (share <= 0) return '0%';
  if (share >= 1) return '100%';
  const percent = share * 100;
  if (percent < 0.1) return 'under 0.1%';
  if (percent > 99.9) return 'over 99.9%';
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

/** Tags on a package below either recorded walk-away total. */
export function walkAwayTags(scenario: { userTotal: number; opponentTotal: number }, walkAway: WalkAway) {
  return [
    walkAway.user !== null && scenario.userTotal < walkAway.user
      ? ' <span class="tag warn">Below your walk-away total</span>'
      : '',
    walkAway.opponent !== null && scenario.opponentTotal < walkAway.opponent
      ? ' <span class="tag warn">Below their walk-away total</span>'
      : '',
  ].join('');
}

/** "Rent: High; Term: 12 months", escaped. */
export function optionsText(issues: readonly ScoredIssue[], scenario: Scenario): string {
  return issues
    .map((issue, i) => {
      const option = issue.options.find((o) => o.id === scenario.optionIds[i]);
      return `${text(issue.name)}: ${text(option?.name)}`;
    })
    .join('; ');
}

/** The options that differ between two packages: "Rent: High → Low", escaped. */
export function changes(
  issues: readonly ScoredIssue[],
  from: readonly (number | null)[],
  to: Scenario,
): string[] {
  return issues.flatMap((issue, i) => {
    if (from[i] === to.optionIds[i]) return [];
    const name = (id: number | null | undefined) => issue.options.find((o) => o.id === id)?.name;
    return [`${text(issue.name)}: ${text(name(from[i]))} → ${text(name(to.optionIds[i]))}`];
  });
}

/** On paper, where the offers the first page lists went (they are not printed twice). */
function onFirstPageText(offers: number): string {
  const shown = Math.min(offers, FIRST_PAGE_OFFERS);
  const which = shown === 1 ? 'Offer 1 is' : shown === 2 ? 'Offers 1 and 2 are' : `Offers 1 to ${shown} are`;
  return `${which} on the first page${offers > shown ? '; the others are listed above' : ''}.`;
}

/** Indexes of up to `rows` entries of a list of n, evenly spread, both ends included. */
function spread(n: number, rows: number): number[] {
  if (n <= rows) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: rows }, (_, i) => Math.round((i * (n - 1)) / (rows - 1)));
}

/** The trade in the screen's words, with the options it moves between. */
export function tradeItem(issues: readonly ScoredIssue[], trade: Trade): string {
  const issueOf = (id: number) => issues.find((i) => i.id === id);
  const optionName = (issueId: number, optionId: number) =>
    issueOf(issueId)?.options.find((o) => o.id === optionId)?.name;
  const side = (move: Trade['give']) => ({
    issue: issueOf(move.issueId)?.name ?? '',
    option: optionName(move.issueId, move.optionId) ?? '',
    you: move.userChange,
    them: move.opponentChange,
  });
  const moves = [trade.give, trade.get]
    .map(
      (m) =>
        `${text(issueOf(m.issueId)?.name)}: ${text(optionName(m.issueId, m.fromOptionId))} → ${text(
          optionName(m.issueId, m.optionId),
        )}`,
    )
    .join('; ');
  const sentence = describeTrade({
    give: side(trade.give),
    get: side(trade.get),
    userGain: trade.userGain,
    opponentGain: trade.opponentGain,
  });
  return `<li>${text(sentence)}<br><span class="muted">${moves}</span></li>`;
}

/**
 * Where nothing gives both sides more than the compromise package: the one-sided trades the Strategy tab lists
 * (one side more at no cost to the other), in its words, or the plain fact that none does either.
 */
export function oneSidedTradesText(issues: readonly ScoredIssue[], support: DecisionFigures): string {
  const listed = support.oneSidedTrades;
  const sentence = text(oneSidedTradesSentence(listed.length));
  if (listed.length === 0) return `<p class="muted">${sentence}</p>`;
  return `<p>${sentence}</p><ol class="trades">${listed.map((t) => tradeItem(issues, t)).join('')}</ol>`;
}

/**
 * Where no two-issue trade raises both totals from the compromise package: the package that does (any number
 * of issues), else the one-sided trades (`oneSidedTradesText`).
 */
function noTradeText(issues: readonly ScoredIssue[], support: DecisionFigures): string {
  if (support.analysis.scenarioCount === 0) return '<p class="muted">No scenarios yet.</p>';
  const found = support.mutualGain;
  if (found === null) return oneSidedTradesText(issues, support);
  return `<p>No trade of two issues raises both totals from the compromise package, but changing ${count(
    found.changedIssues,
    'issue',
  )} does: ${whole(found.userGain)} more for you, ${whole(found.opponentGain)} more for them, by changing ${changes(
    issues,
    found.fromOptionIds,
    found.scenario,
  ).join('; ')}.</p>${scenarioList(issues, found.scenario)}`;
}

/**
 * Under the final agreement's totals: whether a complete agreement clears both walk-away totals, and what it
 * leaves on the table (the best package at least as good for both sides and better for one).
 */
export function finalAgreementCheck(
  issues: readonly ScoredIssue[],
  detail: CaseDetailResponse,
  final: FinalAgreementTotals,
  support: DecisionFigures,
  walkAway: WalkAway,
): string {
  if (detail.finalAgreements.length === 0) return '<p class="muted">No final agreement is recorded yet.</p>';
  if (final.missingIssueIds.length > 0) {
    return '<p class="muted">Agree on every issue to check the agreement against the walk-away values and see whether it leaves value on the table.</p>';
  }
  const checks: string[] = [];
  if (walkAway.user === null && walkAway.opponent === null) {
    checks.push('No walk-away values are recorded to check the agreement against.');
  } else {
    const side = (who: 'you' | 'them', total: number, floor: number | null) => {
      if (floor === null) return `${who === 'you' ? 'Your' : 'Their'} walk-away total is not recorded.`;
      const whose = who === 'you' ? 'your' : 'their';
      return total < floor
        ? `<span class="tag warn">Below ${whose} walk-away total</span> The agreement gives ${who} ${whole(total)}, ${whose} walk-away total is ${whole(floor)}.`
        : `The agreement gives ${who} ${whole(total)}, at or above ${whose} walk-away total of ${whole(floor)}.`;
    };
    checks.push(side('you', final.user, walkAway.user), side('them', final.opponent, walkAway.opponent));
  }
  const agreed = issues.map(
    (issue) => detail.finalAgreements.find((a) => a.issueId === issue.id)?.optionId ?? null,
  );
  const left = support.leftOnTable;
  let leftOnTable: string;
  if (left === null) leftOnTable = '';
  else if (left === 'efficient') {
    leftOnTable = '<p>The final agreement is efficient: no package is better for both sides.</p>';
  } else {
    leftOnTable = `<p>This package is at least as good for both sides: ${whole(left.userTotal - final.user)} more for you, ${whole(
      left.opponentTotal - final.opponent,
    )} more for them, by changing ${changes(issues, agreed, left).join('; ')}.</p><div class="on-first-page">${scenarioList(issues, left)}</div>`;
  }
  return `<div class="walk-away-check">${checks.map((c) => `<p>${c}</p>`).join('')}</div>
<h3>Left on the table</h3>${leftOnTable}`;
}

/**
 * The decision support of the Strategy tab, on paper: both parties' walk-away values and alternatives, the
 * zone of possible agreement, the efficient frontier (capped at FRONTIER_ROWS, evenly spread) with the Nash and
 * Kalai–Smorodinsky points, the best trades in plain words and the equivalent offers chosen by `offers` (the
 * Strategy tab's sentences and default target).
 */
export function decisionSection(
  issues: readonly ScoredIssue[],
  detail: CaseDetailResponse,
  support: DecisionFigures,
  offers: OfferSettings,
): string {
  const { analysis } = support;
  const user = detail.parties.find((p) => p.type === 'user');
  const opponent = detail.parties.find((p) => p.type === 'opponent');
  const walkAway: WalkAway = {
    user: user?.reservationValue ?? null,
    opponent: opponent?.reservationValue ?? null,
  };
  const recorded = [walkAway.user, walkAway.opponent].filter((v) => v !== null).length;

  const partyRows = [user, opponent]
    .filter((p) => p !== undefined)
    .map(
      (p) =>
        `<tr><td>${text(p.name)}</td><td class="num">${
          p.reservationValue === null ? '<span class="muted">Not recorded</span>' : whole(p.reservationValue)
        }</td><td>${p.alternative ? text(p.alternative) : '<span class="muted">None recorded</span>'}</td></tr>`,
    )
    .join('');
  const walkAwayNote =
    recorded === 0
      ? '<p class="note">No walk-away values are recorded: the figures below use no walk-away values. Every package counts as acceptable, and the Nash and Kalai–Smorodinsky points are measured from each side’s worst total.</p>'
      : recorded === 1
        ? `<p class="note">Only ${walkAway.user !== null ? 'your' : 'their'} walk-away total is recorded: for the other side the figures below use its worst total instead.</p>`
        : '';

  const zopa =
    analysis.scenarioCount === 0
      ? '<p class="muted">No scenarios yet.</p>'
      : `${figures([
          ['Packages in the zone', `${whole(support.zopaCount)} of ${whole(analysis.scenarioCount)}`],
          ['Share of all packages', shareText(support.zopaShare)],
        ])}<p>${
          recorded === 0
            ? `Without walk-away values every one of the ${count(analysis.scenarioCount, 'package')} counts.`
            : `${whole(support.zopaCount)} of ${count(analysis.scenarioCount, 'package')} ${
                recorded === 2
                  ? `clear both walk-away totals (yours ${whole(walkAway.user!)}, theirs ${whole(walkAway.opponent!)})`
                  : walkAway.user !== null
                    ? `reach your walk-away total of ${whole(walkAway.user)}`
                    : `reach their walk-away total of ${whole(walkAway.opponent!)}`
              }.`
        }</p>`;

  const frontier = analysis.pareto;
  const shown = spread(frontier.length, FRONTIER_ROWS);
  const point = (label: string, explanation: string, scenario: Scenario | null, onFirstPage = false) =>
    scenario
      ? `<h4>${label}${walkAwayTags(scenario, walkAway)}</h4><p class="muted">${explanation}</p>${
          onFirstPage
            ? `<div class="on-first-page">${scenarioList(issues, scenario)}</div><p class="print-only muted">On the first page, as the balanced deal.</p>`
            : scenarioList(issues, scenario)
        }`
      : `<h4>${label}</h4><p class="muted">No package reaches the recorded walk-away values.</p>`;
  const from = recorded === 0 ? 'their worst totals' : 'the walk-away point';
  const efficient =
    frontier.length === 0
      ? '<p class="muted">No scenarios yet.</p>'
      : `<p>${count(frontier.length, 'package is', 'packages are')} efficient: no other is better for both sides.</p>
<p class="print-only muted">${
          frontier.length === 1 ? 'It is' : 'They are'
        } listed on screen: in this report opened in a browser, and on the Strategy tab.</p>
${point('Nash point (balanced deal)', `The efficient package that maximises the product of both sides’ gains over ${from}.`, analysis.nash, true)}
${point('Kalai–Smorodinsky point (equal shares)', `The efficient package that gives each side the same share of its best possible gain over ${from}.`, support.kalaiSmorodinsky)}
<div class="screen-only">
<h4>Efficient packages</h4>
<p class="muted">${
          shown.length < frontier.length
            ? `Showing ${whole(shown.length)} of ${whole(frontier.length)} efficient packages, evenly spread from the best for you to the best for them.`
            : frontier.length === 1
              ? 'The one efficient package.'
              : `All ${whole(frontier.length)} efficient packages, from the best for you to the best for them.`
        }</p>
<table class="frontier"><thead><tr><th class="num">#</th><th class="num">You</th><th class="num">Opponent</th><th>Options</th></tr></thead><tbody>${shown
          .map((i) => {
            const s = frontier[i]!;
            return `<tr><td class="num">${i + 1}</td><td class="num">${whole(s.userTotal)}</td><td class="num">${whole(
              s.opponentTotal,
            )}</td><td>${optionsText(issues, s)}${walkAwayTags(s, walkAway)}</td></tr>`;
          })
          .join('')}</tbody></table>
</div>`;

  const tradeList = support.trades;
  const trades =
    tradeList.length === 0
      ? noTradeText(issues, support)
      : `<p class="muted">${
          support.tradeCount > tradeList.length
            ? `The best ${whole(tradeList.length)} of ${count(support.tradeCount, 'trade')} (those the Strategy tab lists, which the issue cards follow)`
            : count(support.tradeCount, 'trade')
        }, from the compromise package (every issue split down the middle), best first (the trade whose smaller gain is largest).</p>
<ol class="trades">${tradeList.map((t) => tradeItem(issues, t)).join('')}</ol>`;

  const floors = [
    walkAway.user === null ? null : `your walk-away total (${whole(walkAway.user)})`,
    walkAway.opponent === null ? null : `theirs (${whole(walkAway.opponent)})`,
  ].filter((floor) => floor !== null);
  const targetSentence = offerTargetSentence(support.offerTarget, offers.target, walkAway.opponent !== null);
  const offerList = support.offers;
  const highest = issues.map((issue) => Math.max(...issue.options.map((o) => o.user)));
  const yourBest = (s: Scenario) => {
    const names = issues.filter((_, i) => s.user[i] === highest[i]).map((issue) => text(issue.name));
    return names.length === 0
      ? 'Your preferred option on no issue'
      : `Your preferred option on ${names.join(', ')}`;
  };
  const offersHtml =
    offerList.length === 0
      ? `<p class="muted">${
          analysis.scenarioCount === 0
            ? 'No scenarios yet.'
            : support.offerTarget === null
              ? 'No package reaches both walk-away totals.'
              : `${targetSentence ?? ''} No package within ${count(offers.tolerance, 'point')} of it reaches both walk-away totals.`
        }</p>`
      : `<p>${OFFERS_TACTIC}</p>
<p>${targetSentence ?? ''} ${count(offers.count, 'offer')} asked for, your total within ${count(offers.tolerance, 'point')} of the target${
          floors.length === 0 ? '' : `, each reaching ${floors.join(' and ')}`
        }; none is beaten for both sides by a package in that range, and they differ in the issues where you get your preferred option.${
          offerList.length < offers.count
            ? ` Only ${whole(offerList.length)} ${offerList.length === 1 ? 'package fits' : 'packages fit'}: no other there gives you your preferred options on a different set of issues.`
            : ''
        }</p>
<ol class="top offers">${offerList
          .map(
            (s, i) =>
              `<li${i < FIRST_PAGE_OFFERS ? ' class="on-first-page"' : ''}><h4>Offer ${i + 1}${walkAwayTags(s, walkAway)}</h4><p class="muted">${yourBest(s)}</p>${scenarioList(issues, s)}</li>`,
          )
          .join('')}</ol>
<p class="print-only muted">${onFirstPageText(offerList.length)}</p>`;

  return `<h2>Walk-Away Values and Efficient Deals</h2>
<h3>Walk-away values</h3>
<table><thead><tr><th>Party</th><th class="num">Walk-away total</th><th>Best alternative</th></tr></thead><tbody>${partyRows}</tbody></table>
${walkAwayNote}
<h3>Zone of possible agreement</h3>
${zopa}
<h3>Efficient deals</h3>
${efficient}
<h3>Trades</h3>
${trades}
<h3>Equivalent offers</h3>
${offersHtml}`;
}
