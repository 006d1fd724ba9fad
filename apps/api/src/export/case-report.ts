import type { CaseDetailResponse, DecisionFigures, OfferSettings } from '@parley/contracts';
import {
  CATEGORY_LABELS,
  OfferLimits,
  decisionFigures,
  decisionRequestOf,
  issuesAdvice,
  scoredIssuesOf,
} from '@parley/contracts';
import { categoryCounts, finalAgreementTotals, strategicIssues, winWinPercent } from '@parley/scoring';
import { REPORT_TRADES, decisionSection, finalAgreementCheck, walkAwayTags } from './decision-report.js';
import { firstPageSection } from './first-page.js';
import { conceptGlossary, figures, scenarioList, text, whole } from './report-html.js';

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  closed: 'Closed',
};

/** A moment in the reader's time zone (an IANA name the caller has checked), named after the time. */
const dateIn = (timeZone: string) => (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })} ${timeZone}`;

export interface ReportOptions {
  /** The offer builder's settings (3 offers within 10 points unless chosen). */
  offers?: OfferSettings;
  /**
   * `decisionFigures` of the case for `offers`: the request computes them off its event loop
   * (AnalysisWorkerService); tests pass none.
   */
  figures?: DecisionFigures;
  /** The reader's IANA time zone (UTC unless given). */
  timeZone?: string;
}

/**
 * The printable report of a case (GET /api/cases/:id/export): its information, every issue with both parties'
 * points and the agreed option, the final agreement's totals checked against the walk-away values with what
 * it leaves on the table, the strategic picture, the decision support (walk-away values, the zone of possible
 * agreement, the efficient frontier with the Nash and Kalai–Smorodinsky points, trades, equivalent offers)
 * and the best outcomes. Every number comes from @parley/scoring; every user text is escaped. Times are shown
 * in `timeZone`, the reader's, which the browser sends (UTC when it sends none).
 */
export function renderCaseReport(
  detail: CaseDetailResponse,
  generatedAt: Date,
  options: ReportOptions = {},
): string {
  const { case: c } = detail;
  const date = dateIn(options.timeZone ?? 'UTC');
  const issues = scoredIssuesOf(detail);
  const offers = options.offers ?? {
    count: OfferLimits.countDefault,
    tolerance: OfferLimits.toleranceDefault,
  };
  const support = options.figures ?? decisionFigures(issues, decisionRequestOf(detail, offers));
  const { analysis } = support;
  const walkAway = decisionRequestOf(detail, offers).walkAway;
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

  // What each issue calls for, from how it divides the sides and the trades the report states.
  const advice = issuesAdvice(issues, support.trades.slice(0, REPORT_TRADES));
  const strategicRows = strategic
    .map((s, i) => {
      const { talkingPoints } = advice[i]!.advice;
      return `<tr><td>${text(s.name)}</td><td class="num">${whole(s.yourImportance)}</td>
        <td class="num">${whole(s.opponentImportance)}</td><td>${CATEGORY_LABELS[s.category]}</td><td>${talkingPoints
          .map(text)
          .join(' ')}</td></tr>`;
    })
    .join('');

  const top = analysis.top
    .map(
      (scenario, i) =>
        `<li><h3>#${i + 1}${walkAwayTags(scenario, walkAway)}</h3>${scenarioList(issues, scenario)}</li>`,
    )
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
.num{text-align:right;white-space:nowrap}th.num{white-space:normal;overflow-wrap:normal}tr.agreed td{background:#f0fdf4}
.tag.warn{background:#fef3c7;color:#92400e}.note{background:#f1f5f9;border-radius:8px;padding:8px 12px}
h4{font-size:14px;margin:14px 0 4px}ol.trades li{margin:6px 0}.frontier td:last-child{font-size:13px}
.figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px;margin:0}
.figures div{border:1px solid #e2e8f0;border-radius:8px;padding:10px 12px}dt{color:#64748b;font-size:13px}dd{margin:4px 0 0;font-size:20px;font-weight:600}
ol.top{list-style:none;padding:0}.choices{margin:4px 0;padding-left:20px}.totals{margin:4px 0 12px;color:#334155}
footer{margin-top:40px;color:#94a3b8;font-size:12px}
.glossary{margin:0}.glossary div{break-inside:avoid;padding:4px 0}.glossary dt{color:#1f2937;font-size:14px;font-weight:600}.glossary dd{margin:2px 0 0;font-size:14px;font-weight:400;color:#334155}
.first-page{border:1px solid #e2e8f0;border-radius:8px;padding:16px 20px;margin:8px 0 24px}
.first-page h2{margin-top:16px}.first-page h3{margin:12px 0 4px}.first-page p{margin:4px 0}
ol.compact,ul.compact{margin:4px 0;padding-left:20px}ol.compact li,ul.compact li{margin:2px 0}ul.plain{list-style:none;padding-left:0}
.first-page .figures dd{font-size:16px}
@page{margin:12mm}
@media print{body{background:#fff;font-size:12px}main{padding:0;max-width:none}h1{font-size:22px}h2{font-size:16px;margin:18px 0 8px}
h3{font-size:13px}h4{font-size:12px}dd{font-size:15px}.figures{gap:8px}.figures div{padding:6px 8px}
th,td{padding:4px 6px}
.first-page{border:none;padding:0;margin:0;break-after:page}.first-page h2{margin-top:10px}.details{break-before:page}
h2,h3{break-after:avoid}section.issue,ol.top li,ol.offers li,tr{break-inside:avoid}.screen-only{display:none}}
</style></head>
<body><main>
<p class="muted screen-only">Print this page or save it as PDF from your browser's Print command. The first page is the decision; the details follow from the second.</p>
<section class="first-page" aria-label="The decision">
<h1>${text(c.name)}</h1>
<p class="muted">Status: ${STATUS_LABELS[c.status] ?? text(c.status)} · Created ${date(c.createdAt)} · Last updated ${date(
    c.updatedAt,
  )}${c.closedAt ? ` · Closed ${date(c.closedAt)}` : ''}</p>
<p><strong>Goal:</strong> ${c.goal ? text(c.goal) : 'No goal specified'}</p>
${firstPageSection(issues, detail, support, walkAway, final)}
</section>
<div class="details">
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
      ])}${finalAgreementCheck(issues, detail, final, support, walkAway)}`
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
    ? `<table><thead><tr><th>Issue</th><th class="num">Your swing</th><th class="num">Their swing</th><th>Category</th><th>What the points show</th></tr></thead><tbody>${strategicRows}</tbody></table>`
    : ''
}
${decisionSection(issues, detail, support, offers)}
<h2>Best Outcomes</h2>
${top ? `<h3>Top ${analysis.top.length} Value Creation Scenarios</h3><ol class="top">${top}</ol>` : '<p class="muted">No scenarios yet.</p>'}
${conceptGlossary()}
</div>
<footer>Generated by Parley on ${date(generatedAt.toISOString())}.</footer>
</main></body></html>`;
}
