import { describeTrade } from '@parley/contracts';
import type {
  CaseFacts,
  FactPackage,
  NegotiationInsightsResponse,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import type { Answer } from './strategist.js';

const packageText = (p: FactPackage) =>
  `${p.options.map((o) => `${o.issue}: ${o.option}`).join('; ')} (you ${p.userTotal}, them ${p.opponentTotal})`;

/** Whether both sides recorded a walk-away total, and what the zone of possible agreement then says. */
function walkAwayLine(f: CaseFacts): string | null {
  const { user, opponent } = f.walkAway;
  if (user === null || opponent === null) return null;
  return f.zopaCount === 0
    ? `No package reaches both walk-away totals (yours ${user}, theirs ${opponent}).`
    : `${f.zopaCount} of ${f.scenarioCount} packages clear both walk-away totals (yours ${user}, theirs ${opponent}).`;
}

/**
 * Insights from the server's facts about the case, by rules: the zone of possible agreement, the best trades,
 * the balanced (Nash) deal and the final agreement's position, rather than the category table alone.
 */
export function insightsFromFacts(f: CaseFacts): Answer<NegotiationInsightsResponse> {
  const of = (category: string) => f.issues.filter((i) => i.category === category);
  const yours = of('your-advantage');
  const shared = of('win-win');
  const theirs = of('opponent-advantage');
  const contested = of('contested');
  const walkAway = walkAwayLine(f);
  const bothRecorded = f.walkAway.user !== null && f.walkAway.opponent !== null;

  let keyRecommendation: string;
  if (f.scenarioCount === 0) {
    keyRecommendation =
      'Add issues with options and score them for both sides first; the strategy follows from the points.';
  } else if (bothRecorded && f.zopaCount === 0) {
    keyRecommendation = `${walkAway} Improve your alternative or add issues that create value before you negotiate.`;
  } else if (f.trades[0]) {
    keyRecommendation = `Trade across issues rather than split each one: ${describeTrade(f.trades[0])}.`;
  } else if (f.nash) {
    keyRecommendation = `Aim for the balanced deal (the Nash point): ${packageText(f.nash)}.`;
  } else {
    keyRecommendation = 'Score both sides fully: no package stands out yet.';
  }

  const strengths = [
    ...(walkAway && f.zopaCount > 0 ? [walkAway] : []),
    ...f.trades.slice(1).map((t) => `Another trade: ${describeTrade(t)}.`),
    ...(f.nash ? [`The balanced deal (Nash point): ${packageText(f.nash)}.`] : []),
    ...yours.map(
      (i) =>
        `${i.name} matters more to you (${i.yourImportance}% vs ${i.opponentImportance}%): lead with it.`,
    ),
    ...shared.map((i) => `${i.name} can create value for both sides.`),
  ];
  const risks = [
    ...(bothRecorded ? [] : ['Record both walk-away totals: until then every package counts as acceptable.']),
    ...(f.finalAgreement?.belowWalkAway.user
      ? [`The final agreement gives you ${f.finalAgreement.userTotal}, below your walk-away total.`]
      : []),
    ...(f.finalAgreement?.belowWalkAway.opponent
      ? [
          `The final agreement gives them ${f.finalAgreement.opponentTotal}, below their walk-away total: expect them to walk away.`,
        ]
      : []),
    ...(f.finalAgreement?.improvement
      ? [
          `The final agreement leaves value on the table: ${packageText(f.finalAgreement.improvement)} is at least as good for both.`,
        ]
      : []),
    ...contested.map((i) => `${i.name} is important to both sides: expect resistance and save it for last.`),
    ...theirs.map((i) => `${i.name} matters more to them: concede it only for something back.`),
  ];
  return {
    keyRecommendation,
    strengths:
      strengths.length > 0 ? strengths : ['No clear advantage yet: refine the points for both sides.'],
    risks: risks.length > 0 ? risks : ['No contested issues: watch for new issues the other side may raise.'],
  };
}

/** A reading of the scenarios (or the explorer's selection) from the server's facts. */
export function scenarioReadingFromFacts(f: CaseFacts): Answer<ScenarioAnalysisResponse> {
  const s = f.selection;
  const summary = s
    ? `Your selection holds ${s.scenarioCount} of ${f.scenarioCount} packages; ${Math.round(s.winWinRate * 100)}% of them are good for both sides${s.best ? `, the best being ${packageText(s.best)}` : ''}.`
    : `Of ${f.scenarioCount} packages, ${f.frontierSize} are efficient (no other is better for both sides)${walkAwayLine(f) ? `; ${walkAwayLine(f)}` : '.'}`;
  const suggestions = [
    ...(f.nash ? [`Anchor near the balanced deal (Nash point): ${packageText(f.nash)}.`] : []),
    ...(f.kalaiSmorodinsky
      ? [
          `The proportional deal (Kalai–Smorodinsky point) gives each side the same share of its best: ${packageText(f.kalaiSmorodinsky)}.`,
        ]
      : []),
    ...(f.trades[0] ? [`${describeTrade(f.trades[0])}.`] : []),
  ];
  return {
    summary,
    suggestions:
      suggestions.length > 0
        ? suggestions
        : ['Score the options for both sides to see which packages are efficient.'],
  };
}
