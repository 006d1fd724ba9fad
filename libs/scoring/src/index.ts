export type {
  Analysis,
  AnalyzeOptions,
  Party,
  PointsRange,
  Scenario,
  ScoredIssue,
  ScoredOption,
  TotalsPoint,
} from './types.js';
export {
  POINTS_MAX,
  POINTS_MIN,
  importanceScore,
  issueWeight,
  optionValue,
  rankScore,
  suggestIssuePoints,
  suggestPoints,
  type SuggestPointsInput,
} from './points.js';
export {
  DEFAULT_IMPORTANCE,
  rankConflicts,
  levelsFromPoints,
  rankOrder,
  suggestPartyPoints,
  type IssueSuggestion,
  type PointedIssue,
  type OptionSuggestion,
  type PartySuggestions,
  type RankConflict,
  type RatedIssue,
  type RatedOption,
  type Rating,
} from './suggestions.js';
export { FLAT_POINTS_SHARE, barelySeparates, flatPointsParties } from './points-spread.js';
export { seededRandom } from './random.js';
export { enumerateScenarios, scenarioAt, scenarioCount, scenarioOf } from './scenarios.js';
export {
  finalAgreementTotals,
  percentOfRange,
  totalsRange,
  type AgreedOption,
  type FinalAgreementTotals,
  type TotalsRange,
} from './totals.js';
export { averageTotals } from './averages.js';
export { countScenariosAtOrAbove } from './at-or-above.js';
export { bestWinWinScenario, winWinCount, winWinPercent, winWinRate } from './win-win.js';
export { TOP_SCENARIOS, topScenarios } from './top.js';
export { paretoFrontier } from './pareto.js';
export { nashPoint } from './nash.js';
export { analyze } from './analyze.js';
export { countMatching, matchingScenarios } from './matching.js';
export { analyzeByEnumeration, countMatchingByEnumeration } from './enumeration.js';
export {
  ADVANTAGE_RATIO,
  MINOR_SHARE,
  categorize,
  categoryCounts,
  minorIssues,
  tacticalPriority,
  type CategoryCounts,
  type CategoryInput,
  type IssueCategory,
  type TacticalPriority,
} from './categories.js';
export {
  IMPORTANCE_BAR_MAX,
  importanceBarPercent,
  strategicImportance,
  strategicIssues,
  type StrategicIssue,
} from './importance.js';
export {
  playbookPhase,
  tacticalPlaybook,
  type PhasePriority,
  type PlaybookPhase,
  type PlaybookStep,
} from './playbook.js';
export { dashboardStats, successRateLabel, type DashboardStats } from './stats.js';
export { TRIAL_BANNER_DAYS, TRIAL_DAYS, showsTrialBanner, trialDaysLeft } from './subscription.js';
export { aiPriorityLabel, type AiPriorityLabel } from './ai.js';
export {
  selectionContains,
  selectionCount,
  selectionFromRanges,
  rangesOfSelection,
  type ScenarioSelection,
} from './selection.js';
export {
  analyzeSelection,
  selectedBestFirst,
  selectionPage,
  type SelectionAnalysis,
  type SelectionPage,
} from './selection-analysis.js';
export { segmentCounts, type SegmentCounts } from './segments.js';
export { zopaCount, type WalkAway } from './walk-away.js';
export { kalaiSmorodinsky } from './kalai-smorodinsky.js';
export { paretoImprovement } from './pareto-improvement.js';
export { FAIR_PACKAGES_MAX, fairPackages, type FairPackagesOptions } from './fair-packages.js';
export { settlementImprovement } from './settlement-improvement.js';
export { fairestAgreements } from './fairest-agreement.js';
export {
  TRADES_SHOWN,
  compromiseScenario,
  trades,
  type Trade,
  type TradeMove,
  type TradesOptions,
} from './trades.js';
export { mutualGainPackage, type MutualGain } from './mutual-gain.js';
export {
  defaultOfferTarget,
  equivalentOffers,
  type EquivalentOffersOptions,
  type OfferTarget,
} from './equivalent-offers.js';
export {
  issueStructure,
  issueStructures,
  type Concession,
  type IssueRelation,
  type IssueStructure,
  type PartyStake,
} from './issue-structure.js';
export {
  CONCESSION_PACE,
  classifyMove,
  concededShare,
  concessionTarget,
  offerMoves,
  type ConcessionTargetInput,
  type MoveClass,
  type OfferMove,
  type ScoredOffer,
} from './concession.js';
export { planSchedule, type PlannedRound } from './negotiation/plan-schedule.js';
export { planPackage } from './negotiation/plan-offer.js';
export {
  ESTIMATE_PROFILES,
  certaintyOf,
  readOpponent,
  type EstimateCertainty,
  type OpponentReading,
} from './opponent-estimate.js';
export {
  estimateOpponentPoints,
  offerStances,
  priorityShares,
  priorityShifts,
  type IssueStance,
  type OptionPoints,
  type PriorityShift,
} from './opponent-model.js';
export {
  PLAN_PACE,
  negotiationDebrief,
  negotiationPlan,
  nextOffer,
  opponentResponse,
  planLevel,
  roundTime,
  simulateNegotiation,
  worthAccepting,
  type DebriefOptions,
  type NegotiationDebrief,
  type NegotiationOffer,
  type NegotiationPlan,
  type NegotiationRun,
  type NegotiationStyle,
  type Negotiator,
  type NextOffer,
  type NextOfferInput,
  type OpponentAnswer,
  type OpponentResponseOptions,
  type PlanOptions,
  type SimulationOptions,
} from './negotiation.js';
export {
  FIT_MARGIN,
  PLAUSIBLE_PROFILES,
  POINTS_CONFIDENCE_SHARE,
  PROFILE_RADIUS_FLOOR,
  FITTED_POINTS_MAX,
  FITTED_POINTS_MIN,
  QUESTION_SAMPLE_RADIUS,
  SAME_TOLERANCE,
  answerHolds,
  holdsShare,
  plausibleProfiles,
  fitPoints,
  nextTradeoffQuestion,
  tradeoffProgress,
  type ElicitationId,
  type ElicitationIssue,
  type ElicitationOption,
  type FitPointsResult,
  type PlausibleProfilesOptions,
  type Reordered,
  type TradeoffAnswer,
  type TradeoffProgress,
  type TradeoffPreference,
  type TradeoffQuestion,
} from './elicitation/tradeoff.js';
export { CONFIDENCE_KEEP, type TradeoffConfidence } from './elicitation/tradeoff.js';
export {
  NEAR_BEST,
  adviceRobustness,
  type AdviceRobustness,
  type AdviceRobustnessInput,
} from './elicitation/robustness.js';
