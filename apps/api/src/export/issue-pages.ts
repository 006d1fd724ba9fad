import { CATEGORY_LABELS } from '@parley/contracts';
import type { CaseDetailResponse, IssueAdviceEntry } from '@parley/contracts';
import { categoryCounts, type ScoredIssue } from '@parley/scoring';
import { figures, text, whole } from './report-html.js';

/**
 * 'Issue by Issue', the report's second page: per issue what the Strategy tab's playbook says (its category and
 * talking points: `advice`, the cards of `caseDecision`, which follow every trade and deal the report states, the
 * same as the tab's) beside the points both sides give each option, the numbers every total of the first page is
 * summed from. One block per issue, kept on one page.
 */
export function issueByIssueSection(
  issues: readonly ScoredIssue[],
  detail: CaseDetailResponse,
  advice: readonly IssueAdviceEntry[],
): string {
  if (detail.issues.length === 0) return '<h2>Issue by Issue</h2><p class="muted">No issues yet.</p>';
  const agreed = new Map(detail.finalAgreements.map((a) => [a.issueId, a.optionId]));
  const counts = categoryCounts(advice.map((a) => a.fact.category));
  const blocks = detail.issues
    .map((issue, i) => {
      const rows = (issues[i]?.options ?? [])
        .map(
          (option) => `<tr${agreed.get(issue.id) === option.id ? ' class="agreed"' : ''}>
            <td>${text(option.name)}${agreed.get(issue.id) === option.id ? ' <span class="tag">Agreed</span>' : ''}</td>
            <td class="num">${whole(option.user)}</td><td class="num">${whole(option.opponent)}</td></tr>`,
        )
        .join('');
      const said = advice[i];
      const playbook = said
        ? `<p class="category">${CATEGORY_LABELS[said.fact.category]}</p><ul class="talking">${said.advice.talkingPoints.map((t) => `<li>${text(t)}</li>`).join('')}</ul>`
        : '';
      return `<section class="issue"><h3>${text(issue.name)}</h3>
        ${issue.description ? `<p class="muted issue-description">${text(issue.description)}</p>` : ''}
        <div class="issue-body"><table class="points"><thead><tr><th>Option</th><th class="num">You</th><th class="num">Opponent</th></tr></thead>
        <tbody>${rows}</tbody></table><div class="playbook">${playbook}</div></div></section>`;
    })
    .join('');
  return `<h2>Issue by Issue</h2>
${figures([
  ['Your Advantage', whole(counts['your-advantage'])],
  ['Win-Win', whole(counts['win-win'])],
  ['Opponent Advantage', whole(counts['opponent-advantage'])],
  ['Contested', whole(counts.contested)],
])}
${blocks}`;
}
