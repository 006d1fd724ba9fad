import { AiAnswerLimits, Limits, textWithin, type CaseFacts, type FactIssue } from '@parley/contracts';
import { ADVANTAGE_RATIO } from '@parley/scoring';

/**
 * Names (issues, options) are cut to this in a prompt, and longer texts (goal, description, alternatives) to
 * what the AI routes read: with at most 12 issues of 10 options, the prompt stays bounded whatever the case
 * holds.
 */
const PROMPT_NAME_MAX = 60;
const NAME_KEYS = new Set(['name', 'issue', 'option', 'keep', 'give']);

/** Options named in an issue's structure line; its options line names every one. */
const PROMPT_LIST_MAX = 3;

const quoted = (name: string) => JSON.stringify(textWithin(name, PROMPT_NAME_MAX));
function list(names: readonly string[]): string {
  if (names.length === 0) return 'none';
  const more = names.length - PROMPT_LIST_MAX;
  return names.slice(0, PROMPT_LIST_MAX).map(quoted).join(', ') + (more > 0 ? ` and ${more} more` : '');
}

/** What the issue lines mean, and the rules the advice must keep to. */
const READING = [
  'How to read each issue:',
  `- category (the app's label, read from the relation and the stakes): win-win only where both sides prefer the same option (relation shared); otherwise, with the concession's cost to you and gain to them as the stakes, your-advantage when the cost is at least ${ADVANTAGE_RATIO} times the gain, opponent-advantage when the gain is at least ${ADVANTAGE_RATIO} times the cost, contested (similar stakes: distributive) in between. minor: both swings under half of that side's mean swing over the case's issues.`,
  '- relation: shared = one option is best for both sides; opposed = whatever helps one side on this issue costs the other; mixed = the sides want different options, but some option is worse for both than another.',
  "- swing: a side's best minus worst points on the issue, how far the issue alone can move its total; the side with the larger swing cares more.",
  '- concession: giving them their preferred option instead of yours: the points it costs you and the points it gains them.',
  'Rules: never claim shared value or a win-win on an opposed or mixed issue; advise conceding an issue only where its concession costs you less than it gains them; on a shared issue say that both sides prefer its option and suggest agreeing on it first; never advise holding out on an issue that a listed trade, the package better for both or the Nash point gives ground on; do not call a minor issue one to settle late; cite the points you rely on (for example: Rent "Low" is 100 for you and 20 for them).',
].join('\n');

/** One issue as two lines of text: its structure, then every option's points for you and for them. */
function issueLines(issue: FactIssue): string {
  const { concession } = issue;
  const giving = concession
    ? `giving them ${quoted(concession.give)} instead of ${quoted(concession.keep)} costs you ${concession.cost} and gains them ${concession.gain}`
    : 'none (shared)';
  return [
    `- ${quoted(issue.name)}: relation ${issue.relation}; swing you ${issue.you.swing}, them ${issue.them.swing} (cares more: ${issue.caresMore}); ` +
      `you prefer ${list(issue.you.preferred)}, they prefer ${list(issue.them.preferred)}; concession: ${giving}; ` +
      `worse for both than another option: ${list(issue.ruledOut)}; category ${issue.category}${issue.minor ? '; minor' : ''}`,
    `  options (points you/them): ${issue.options.map((o) => `${quoted(o.name)} ${o.you}/${o.them}`).join('; ') || 'none'}`,
  ].join('\n');
}

/** The facts' other figures as JSON, every text cut as the prompt's bound says. */
function otherFacts(facts: CaseFacts): string {
  const { issues: _issues, ...rest } = facts;
  return JSON.stringify(rest, (key, value: unknown) =>
    typeof value === 'string'
      ? textWithin(value, NAME_KEYS.has(key) ? PROMPT_NAME_MAX : Limits.aiTextMax)
      : value,
  );
}

/**
 * The server's facts for a model: how to read them, each issue's structure and option points as compact text,
 * the rest (walk-away values, the frontier's packages, trades …) as JSON data, and the request to cite them.
 */
export function factsPrompt(facts: CaseFacts): string {
  return [
    'Facts computed by Parley from the stored case. Cite these figures in your advice and do not invent other numbers.',
    READING,
    `Issues (${facts.issues.length}):`,
    ...facts.issues.map(issueLines),
    `Other facts (points, the Pareto frontier, the Nash and Kalai-Smorodinsky points, walk-away totals, the zone of possible agreement, the compromise package, trades from it, a package better for both than it, or trades that give one side more at no cost to the other when nothing gives both more): ${otherFacts(facts)}`,
  ].join('\n');
}

/** What an answer may hold, as the model is asked for it (the answer is cut to the same limits). */
export const INSIGHTS_LENGTHS = `One key recommendation of at most ${AiAnswerLimits.keyRecommendation} characters; at most ${AiAnswerLimits.insightItems} strengths and ${AiAnswerLimits.insightItems} risks, each one sentence of at most ${AiAnswerLimits.insightItem} characters.`;
export const SCENARIO_LENGTHS = `A summary of at most ${AiAnswerLimits.summary} characters; at most ${AiAnswerLimits.suggestions} suggestions, each one sentence of at most ${AiAnswerLimits.suggestion} characters.`;
