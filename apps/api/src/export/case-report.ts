import type { CaseDetailResponse, DecisionFigures, OfferSettings } from '@parley/contracts';
import { OfferLimits, decisionFigures, decisionRequestOf, scoredIssuesOf } from '@parley/contracts';
import { finalAgreementTotals, winWinPercent } from '@parley/scoring';
import { decisionSection, finalAgreementCheck, walkAwayTags } from './decision-report.js';
import { firstPageSection } from './first-page.js';
import { issueByIssueSection } from './issue-pages.js';
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
 * The printable report of a case (GET /api/cases/:id/export). Printed: the first page is the decision
 * (`firstPageSection`); then what a person prints (docs/decisions.md §70), at most two more A4 pages for a
 * 6-issue case — issue by issue the points and the Strategy tab's advice, the summary, the final agreement
 * checked against the walk-away values with what it leaves on the table, and the decision support behind the
 * first page (walk-away values, the zone of possible agreement, the Nash and Kalai–Smorodinsky points, trades,
 * equivalent offers). On screen it also shows what paper leaves out (`screen-only`: the case information, the
 * efficient frontier, the best outcomes, the words), and paper skips what its first page already says
 * (`on-first-page`). Every number comes from @parley/scoring; every user text is escaped. Times are shown in
 * `timeZone`, the reader's, which the browser sends (UTC when it sends none).
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
  const final = finalAgreementTotals(issues, detail.finalAgreements);
  // A share of the range means something only once every issue is settled; until then the totals are partial.
  const ofRange = (percent: number) =>
    final.missingIssueIds.length === 0 ? `(${whole(percent)}% of range)` : 'so far';

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
.issue-body{display:grid;gap:4px 16px;align-items:start}@media (min-width:640px){.issue-body{grid-template-columns:minmax(0,2fr) minmax(0,3fr)}}
.issue-body table{margin:0}.category{font-weight:600;margin:0 0 2px}ul.talking{margin:4px 0;padding-left:18px}ul.talking li{margin:2px 0}
.print-only{display:none}
@page{margin:12mm}
@media print{body{background:#fff;font-size:12px}main{padding:0;max-width:none}h1{font-size:22px}h2{font-size:16px;margin:18px 0 8px}
h3{font-size:13px}h4{font-size:12px}dd{font-size:15px}.figures{gap:8px}.figures div{padding:6px 8px}
th,td{padding:4px 6px}
.first-page{border:none;padding:0;margin:0;break-after:page}.first-page h2{margin-top:10px}.details{break-before:page}
h2,h3{break-after:avoid}section.issue,ol.top li,ol.offers li,tr,dl.figures{break-inside:avoid}.screen-only,.on-first-page{display:none}.print-only{display:block}
.details{font-size:11px}.details h2{margin:12px 0 6px}.details h3{margin:8px 0 3px}.details h4{margin:6px 0 2px}.details p{margin:3px 0}.details table{margin:2px 0 6px}
.issue-body{grid-template-columns:minmax(0,2fr) minmax(0,3fr)}.details th,.details td{padding:2px 6px}
.details .figures{display:flex;flex-wrap:wrap;gap:2px 16px;margin:2px 0 4px}.details .figures div{border:none;padding:0;display:flex;gap:4px;align-items:baseline}
.details .figures dt{font-size:11px}.details .figures dd{font-size:12px;margin:0}
section.issue h3,.issue-description{display:inline}.issue-description{margin-left:8px}.issue-body{margin-top:2px}
.choices{padding:0;margin:2px 0}.choices li{display:inline}.choices li+li::before{content:'; '}.totals{margin:2px 0 6px}
ol.offers{margin:0}ol.offers li{margin:0}ol.trades{margin:2px 0;padding-left:18px}ol.trades li{margin:2px 0}
.glossary{columns:2;column-gap:16px}.glossary div{padding:2px 0}.glossary dt,.glossary dd{font-size:10px}footer{margin-top:12px}}
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
<div class="screen-only">
<h2>Case Information</h2>
${c.description ? `<p style="white-space:pre-wrap">${text(c.description)}</p>` : ''}
<p><strong>Parties:</strong> ${detail.parties.map((p) => text(p.name)).join(', ')}</p>
</div>
${issueByIssueSection(issues, detail, support.cards.advice)}
<h2>Summary</h2>
${figures([
  ['Issues', whole(detail.issues.length)],
  ['Scenarios', whole(analysis.scenarioCount)],
  ['Your Max', whole(analysis.userMax)],
  ['Opponent Max', whole(analysis.opponentMax)],
  ['Win-Win Rate', `${winWinPercent(analysis.winWinRate)}%`],
  ['Pareto-efficient outcomes', whole(analysis.pareto.length)],
])}
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
${decisionSection(issues, detail, support, offers)}
<div class="screen-only">
<h2>Best Outcomes</h2>
${top ? `<h3>Top ${analysis.top.length} Value Creation Scenarios</h3><ol class="top">${top}</ol>` : '<p class="muted">No scenarios yet.</p>'}
</div>
${conceptGlossary()}
</div>
<footer>Generated by Parley on ${date(generatedAt.toISOString())}.</footer>
</main></body></html>`;
}
