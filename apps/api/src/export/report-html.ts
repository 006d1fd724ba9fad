import { CONCEPTS, type ConceptKey } from '@parley/contracts';
import type { Scenario, ScoredIssue } from '@parley/scoring';
import { escapeHtml } from '../common/html/escape-html.js';

// The printable report's HTML pieces, shared by its sections.

/** Every piece of user text passes through here: the report is HTML and user text must stay text. */
export const text = (value: string | null | undefined): string => escapeHtml(value ?? '');

/**
 * At most this many equivalent offers are on the first page; the details list them all, and print only the
 * rest (the first page's are not printed twice).
 */
export const FIRST_PAGE_OFFERS = 3;

export const whole = (n: number) => Math.round(n).toLocaleString('en-US');

export function scenarioList(issues: readonly ScoredIssue[], scenario: Scenario): string {
  const choices = issues.map((issue, i) => {
    const option = issue.options.find((o) => o.id === scenario.optionIds[i]);
    return `<li><strong>${text(issue.name)}:</strong> ${text(option?.name)}</li>`;
  });
  return `<ul class="choices">${choices.join('')}</ul>
    <p class="totals">You ${whole(scenario.userTotal)} · Opponent ${whole(scenario.opponentTotal)} · Total ${whole(
      scenario.userTotal + scenario.opponentTotal,
    )}</p>`;
}

export function figures(items: Array<[string, string]>): string {
  return `<dl class="figures">${items
    .map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`)
    .join('')}</dl>`;
}

/** The concepts the report names, in the order a reader meets them: paper has no tooltips. */
export const REPORT_CONCEPTS: readonly ConceptKey[] = [
  'scenario',
  'maxTotal',
  'winWinRate',
  'pareto',
  'rangeShare',
  'importance',
  'categories',
  'yourAdvantage',
  'winWin',
  'opponentAdvantage',
  'contested',
  'walkAway',
  'batna',
  'zopa',
  'efficientDeals',
  'nash',
  'kalaiSmorodinsky',
  'leftOnTable',
  'compromise',
  'trade',
  'equivalentOffers',
];

/** "What the words mean": the report's concepts with the lines the app's tooltips and help show. */
export function conceptGlossary(keys: readonly ConceptKey[] = REPORT_CONCEPTS): string {
  const entries = keys
    .map((key) => `<div><dt>${text(CONCEPTS[key].name)}</dt><dd>${text(CONCEPTS[key].text)}</dd></div>`)
    .join('');
  return `<div class="screen-only"><h2>What the words mean</h2><dl class="glossary">${entries}</dl></div>
<p class="print-only muted">What the words mean is on screen: at the end of this report opened in a browser, and under Concepts in How It Works.</p>`;
}
