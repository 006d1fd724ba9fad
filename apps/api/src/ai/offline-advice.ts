import { casesAdvice, commonPreferred, describeTrade, eitherOf, signedPoints } from '@parley/contracts';
import type {
  AdviceDeals,
  CaseFacts,
  FactTrade,
  FactIssue,
  FactPackage,
  IssueStance,
  NegotiationInsightsResponse,
  ScenarioAnalysisResponse,
} from '@parley/contracts';
import type { Answer, ClientInsights } from './strategist.js';

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

/** A card's sentence inside another sentence: its first letter in lower case ("giving them …"). */
const lowerFirst = (sentence: string) => sentence.charAt(0).toLowerCase() + sentence.slice(1);

/** "Base salary: $185k" for a shared issue's common option(s). */
const sharedText = (i: FactIssue) => `${i.name}: ${eitherOf(commonPreferred(i))}`;

/** The trades the advice states: those helping both sides, else the one-sided ones (the Strategy tab's list). */
const listedTrades = (f: CaseFacts): FactTrade[] => (f.trades.length > 0 ? f.trades : f.oneSidedTrades);

/** The packages the Strategy tab recommends, as the issue cards read them (the same moves, the same cards). */
export function adviceDealsOf(f: CaseFacts): AdviceDeals {
  return {
    compromise: f.compromise,
    mutualGain: f.trades.length === 0 ? f.mutualGain : null,
    agreement: f.finalAgreement?.agreed ?? null,
    improvement: f.finalAgreement?.improvement ?? null,
    nash: f.nash,
    kalaiSmorodinsky: f.kalaiSmorodinsky,
  };
}

/**
 * Insights from the server's facts about the case, by rules: the zone of possible agreement, the headline
 * trade (or, without one, a package better for both, or a trade that gives one side more at no cost to the
 * other), the balanced (Nash) deal, the final agreement's position, and per issue what the issue cards say
 * (`casesAdvice`, from the issue's structure and category and the same recommended moves): shared issues to agree
 * on first, issues to hold or to concede by their stakes. An issue a recommended move changes is left to that move,
 * so that no sentence tells you to hold out on an issue a trade or package gives ground on.
 */
export function insightsFromFacts(f: CaseFacts): Answer<NegotiationInsightsResponse> {
  const walkAway = walkAwayLine(f);
  const bothRecorded = f.walkAway.user !== null && f.walkAway.opponent !== null;
  const cards = casesAdvice(f.issues, listedTrades(f), adviceDealsOf(f));
  const advice = f.issues.map((issue, i) => ({ issue, ...cards[i]! }));
  const withStance = (stance: IssueStance) => advice.filter((a) => a.stance === stance).map((a) => a.issue);
  const shared = withStance('agree').filter((i) => i.you.swing > 0 && i.them.swing > 0);

  let keyRecommendation: string;
  if (f.scenarioCount === 0) {
    keyRecommendation =
      'Add issues with options and score them for both sides first; the strategy follows from the points.';
  } else if (bothRecorded && f.zopaCount === 0) {
    keyRecommendation = `${walkAway} Improve your alternative or add issues that create value before you negotiate.`;
  } else if (f.trades[0]) {
    keyRecommendation = `Trade across issues rather than split each one: ${describeTrade(f.trades[0])}.`;
  } else if (f.mutualGain) {
    keyRecommendation = `No trade of two issues helps both sides from the compromise package, but this package does (${signedPoints(
      f.mutualGain.userGain,
    )} for you, ${signedPoints(f.mutualGain.opponentGain)} for them): ${packageText(f.mutualGain)}.`;
  } else if (f.oneSidedTrades[0]) {
    keyRecommendation = `No package gives both sides more than the compromise package, but this trade gives one side more at no cost to the other: ${describeTrade(
      f.oneSidedTrades[0],
    )}.`;
  } else if (shared.length > 0) {
    keyRecommendation = `Agree first on what you both prefer (${shared.map(sharedText).join('; ')}), then aim for the balanced deal${
      f.nash ? `: ${packageText(f.nash)}` : ''
    }.`;
  } else if (f.nash) {
    keyRecommendation = `Aim for the balanced deal (the Nash point): ${packageText(f.nash)}.`;
  } else {
    keyRecommendation = 'Score both sides fully: no package stands out yet.';
  }

  const strengths = [
    ...(walkAway && f.zopaCount > 0 ? [walkAway] : []),
    ...f.trades.slice(1).map((t) => `Another trade: ${describeTrade(t)}.`),
    ...(f.nash ? [`The balanced deal (Nash point): ${packageText(f.nash)}.`] : []),
    ...shared.map((i) => `You both prefer ${eitherOf(commonPreferred(i))} on ${i.name}: agree on it first.`),
    ...withStance('agree')
      .filter((i) => i.them.swing === 0 && i.you.swing > 0)
      .map(
        (i) =>
          `${i.name}: only you gain or lose here (up to ${i.you.swing} points): ask for ${eitherOf(i.you.preferred)}; it costs them nothing.`,
      ),
    ...withStance('agree')
      .filter((i) => i.you.swing === 0 && i.them.swing > 0)
      .map(
        (i) =>
          `${i.name}: only they gain or lose here (up to ${i.them.swing} points): ${eitherOf(i.them.preferred)} costs you nothing, so offer it for something in return.`,
      ),
    // What each held issue's card says (it names what to give ground on first, or the deal that gives ground here).
    ...advice
      .filter((a) => a.stance === 'hold')
      .map((a) => `${a.issue.name}: ${lowerFirst(a.talkingPoints[a.talkingPoints.length - 1]!)}`),
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
    ...withStance('even')
      .filter((i) => !i.minor)
      .map(
        (i) =>
          `${i.name}: you want ${i.concession!.keep}, they want ${i.concession!.give}, and it is worth about as much to both (${i.concession!.cost} to you, ${i.concession!.gain} to them): expect resistance and save it for last.`,
      ),
    ...withStance('concede').map(
      (i) =>
        `${i.name} matters more to them: giving them ${i.concession!.give} costs you ${i.concession!.cost} and gains them ${i.concession!.gain}; concede it only for something back.`,
    ),
  ];
  return {
    keyRecommendation,
    strengths:
      strengths.length > 0 ? strengths : ['No clear advantage yet: refine the points for both sides.'],
    risks:
      risks.length > 0
        ? risks
        : ['No risk stands out in the points: watch for new issues the other side may raise.'],
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
    ...(f.trades[0]
      ? [`${describeTrade(f.trades[0])}.`]
      : f.mutualGain
        ? [
            `No trade of two issues helps both sides from the compromise package, but this package does (${signedPoints(
              f.mutualGain.userGain,
            )} for you, ${signedPoints(f.mutualGain.opponentGain)} for them): ${packageText(f.mutualGain)}.`,
          ]
        : []),
  ];
  return {
    summary,
    suggestions:
      suggestions.length > 0
        ? suggestions
        : ['Score the options for both sides to see which packages are efficient.'],
  };
}

/**
 * Insights for a request that names no case: it carries each issue's stakes per side (the swings the Strategy tab
 * shows) and category, but not which option each side prefers, so every sentence says only what those show
 * (docs/decisions.md §28, §54): never shared value, never "concede", and a pointer to the advice read from a saved
 * case's points.
 */
export function insightsFromAverages({
  strategicIssues,
  totalIssues,
}: ClientInsights): Answer<NegotiationInsightsResponse> {
  if (strategicIssues.length === 0) {
    return {
      keyRecommendation: `Score the options of your ${totalIssues} issue(s) for both sides first; the strategy follows from the points.`,
      strengths: ['No clear advantage yet: refine the points for both sides.'],
      risks: ['No risk stands out in the points: watch for new issues the other side may raise.'],
    };
  }
  const stakes = (i: ClientInsights['strategicIssues'][number]) =>
    `it can move your total by up to ${Math.round(i.yourImportance)} points and theirs by up to ${Math.round(i.opponentImportance)}`;
  const higher = strategicIssues.filter((i) => i.yourImportance > i.opponentImportance);
  const lower = strategicIssues.filter((i) => i.yourImportance < i.opponentImportance);
  const even = strategicIssues.filter((i) => i.yourImportance === i.opponentImportance);
  return {
    keyRecommendation:
      'These readings come from each side’s stake per issue alone, which does not show which option each side wants: ask for insights on the saved case to get advice read from every option’s points.',
    strengths:
      higher.length > 0
        ? higher.map((i) => `${i.name}: ${stakes(i)}.`)
        : ['No issue is worth more to you than to them.'],
    risks: [...lower, ...even]
      .map((i) => `${i.name}: ${stakes(i)}.`)
      .concat(lower.length + even.length > 0 ? [] : ['No issue is worth more to them than to you.']),
  };
}
