import type { CaseDetailResponse } from '@parley/contracts';
import { scoredIssuesOf } from '@parley/contracts';
import {
  analyze,
  categoryCounts,
  finalAgreementTotals,
  strategicIssues,
  winWinPercent,
  type Analysis,
  type IssueCategory,
  type Scenario,
  type ScoredIssue,
} from '@parley/scoring';
import { escapeHtml } from '../common/html/escape-html.js';

const CATEGORY_LABELS: Record<IssueCategory, string> = {
  'your-advantage': 'Your Advantage',
  'win-win': 'Win-Win',
  'opponent-advantage': 'Opponent Advantage',
  contested: 'Contested',
};

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  closed: 'Closed',
};

/** Every piece of user text passes through here: the report is HTML and user text must stay text. */
const text = (value: string | null | undefined): string => escapeHtml(value ?? '');

const whole = (n: number) => Math.round(n).toLocaleString('en-US');

/** A moment in the reader's time zone (an IANA name the caller has checked), named after the time. */
const dateIn = (timeZone: string) => (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })} ${timeZone}`;

function scenarioList(issues: readonly ScoredIssue[], scenario: Scenario): string {
  const choices = issues.map((issue, i) => {
    const option = issue.options.find((o) => o.id === scenario.optionIds[i]);
    return `<li><strong>${text(issue.name)}:</strong> ${text(option?.name)}</li>`;
  });
  return `<ul class="choices">${choices.join('')}</ul>
    <p class="totals">You ${whole(scenario.userTotal)} · Opponent ${whole(scenario.opponentTotal)} · Total ${whole(
      scenario.userTotal + scenario.opponentTotal,
    )}</p>`;
}

function figures(items: Array<[string, string]>): string {
  return `<dl class="figures">${items
    .map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`)
    .join('')}</dl>`;
}

/**
 * The printable report of a case (GET /api/cases/:id/export): its information, every issue with both parties'
 * points and the agreed option, the final agreement's totals, the strategic picture and the best outcomes.
 * Every number comes from @parley/scoring; every user text is escaped. Times are shown in `timeZone`, the
 * reader's, which the browser sends (UTC when it sends none).
 */
export function renderCaseReport(
  detail: CaseDetailResponse,
  generatedAt: Date,
  // The request computes this off its event loop (ReportAnalysisService); tests pass nothing.
  analysis: Analysis = analyze(scoredIssuesOf(detail)),
  timeZone = 'UTC',
): string {
  const { case: c } = detail;
  const date = dateIn(timeZone);
  const issues = scoredIssuesOf(detail);
  const agreed = new Map(detail.finalAgreements.map((a) => [a.issueId, a.optionId]));
  const final = finalAgreementTotals(issues, detail.finalAgreements);
  // A share of the range means something only once every issue is settled; until then the totals are partial.
  const ofRange = (percent: number) =>
    final.missingIssueIds.length === 0 ? `(${whole(percent)}% of range)` : 'so far';
  const strategic = strategicIssues(issues);
  const counts = categoryCounts(strategic.map((s) => s.category));

  const issueSections = detail.issues
    .map((issue, i) => {
      const rows = (issues[i]?.options ?? [])
        .map(
          (option) => `<tr${agreed.get(issue.id) === option.id ? ' class="agreed"' : ''}>
            <td>${text(option.name)}${agreed.get(issue.id) === option.id ? ' <span class="tag">Agreed</span>' : ''}</td>
            <td class="num">${whole(option.user)}</td><td class="num">${whole(option.opponent)}</td></tr>`,
        )
        .join('');
      return `<section class="issue"><h3>${text(issue.name)}</h3>
        ${issue.description ? `<p class="muted">${text(issue.description)}</p>` : ''}
        <table><thead><tr><th>Option</th><th class="num">You</th><th class="num">Opponent</th></tr></thead>
        <tbody>${rows}</tbody></table></section>`;
    })
    .join('');

  const strategicRows = strategic
    .map(
      (s) => `<tr><td>${text(s.name)}</td><td class="num">${whole(s.yourImportance)}%</td>
        <td class="num">${whole(s.opponentImportance)}%</td><td>${CATEGORY_LABELS[s.category]}</td></tr>`,
    )
    .join('');

  const top = analysis.top
    .map((scenario, i) => `<li><h3>#${i + 1}</h3>${scenarioList(issues, scenario)}</li>`)
    .join('');

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(c.name)} · Parley report</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;margin:0;background:#f8fafc}
main{max-width:900px;margin:0 auto;padding:32px 24px;background:#fff}
h1{margin:0 0 4px;font-size:28px;overflow-wrap:anywhere}h2{font-size:20px;margin:32px 0 12px;border-bottom:1px solid #e2e8f0;padding-bottom:6px}
h3{font-size:16px;margin:16px 0 6px;overflow-wrap:anywhere}.muted{color:#64748b}.tag{font-size:12px;background:#dcfce7;color:#166534;border-radius:4px;padding:1px 6px}
table{border-collapse:collapse;width:100%;margin:4px 0 12px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e2e8f0;overflow-wrap:anywhere}
.num{text-align:right;white-space:nowrap}tr.agreed td{background:#f0fdf4}
.figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px;margin:0}
.figures div{border:1px solid #e2e8f0;border-radius:8px;padding:10px 12px}dt{color:#64748b;font-size:13px}dd{margin:4px 0 0;font-size:20px;font-weight:600}
ol.top{list-style:none;padding:0}.choices{margin:4px 0;padding-left:20px}.totals{margin:4px 0 12px;color:#334155}
footer{margin-top:40px;color:#94a3b8;font-size:12px}
@media print{body{background:#fff}main{padding:0}h2{break-after:avoid}section.issue,ol.top li{break-inside:avoid}.screen-only{display:none}}
</style></head>
<body><main>
<p class="muted screen-only">Print this page or save it as PDF from your browser's Print command.</p>
<h1>${text(c.name)}</h1>
<p class="muted">Status: ${STATUS_LABELS[c.status] ?? text(c.status)} · Created ${date(c.createdAt)} · Last updated ${date(
    c.updatedAt,
  )}${c.closedAt ? ` · Closed ${date(c.closedAt)}` : ''}</p>
<h2>Case Information</h2>
<p><strong>Goal:</strong> ${c.goal ? text(c.goal) : 'No goal specified'}</p>
${c.description ? `<p style="white-space:pre-wrap">${text(c.description)}</p>` : ''}
<p><strong>Parties:</strong> ${detail.parties.map((p) => text(p.name)).join(', ')}</p>
<h2>Summary</h2>
${figures([
  ['Issues', whole(detail.issues.length)],
  ['Scenarios', whole(analysis.scenarioCount)],
  ['Your Max', whole(analysis.userMax)],
  ['Opponent Max', whole(analysis.opponentMax)],
  ['Win-Win Rate', `${winWinPercent(analysis.winWinRate)}%`],
  ['Pareto-efficient outcomes', whole(analysis.pareto.length)],
])}
<h2>Issues and Points</h2>
${issueSections || '<p class="muted">No issues yet.</p>'}
<h2>Final Agreement</h2>
${
  detail.issues.length === 0
    ? '<p class="muted">No issues yet.</p>'
    : `${figures([
        ['Your Total', `${whole(final.user)} ${ofRange(final.userPercent)}`],
        ['Opponent Total', `${whole(final.opponent)} ${ofRange(final.opponentPercent)}`],
        [
          'Issues agreed',
          `${detail.issues.length - final.missingIssueIds.length} of ${detail.issues.length}`,
        ],
      ])}`
}
<h2>Strategic Picture</h2>
${figures([
  ['Your Advantage', whole(counts['your-advantage'])],
  ['Win-Win', whole(counts['win-win'])],
  ['Opponent Advantage', whole(counts['opponent-advantage'])],
  ['Contested', whole(counts.contested)],
])}
${
  strategicRows
    ? `<table><thead><tr><th>Issue</th><th class="num">Your importance</th><th class="num">Opponent importance</th><th>Category</th></tr></thead><tbody>${strategicRows}</tbody></table>`
    : ''
}
<h2>Best Outcomes</h2>
${
  analysis.nash
    ? `<h3>Nash bargaining point</h3><p class="muted">The outcome that maximises the product of both sides' gains over their worst case.</p>${scenarioList(
        issues,
        analysis.nash,
      )}`
    : ''
}
${top ? `<h3>Top ${analysis.top.length} Value Creation Scenarios</h3><ol class="top">${top}</ol>` : '<p class="muted">No scenarios yet.</p>'}
<footer>Generated by Parley on ${date(generatedAt.toISOString())}.</footer>
</main></body></html>`;
}
