import type { NegotiationInsightsResponse, ScenarioAnalysisResponse } from './ai.contracts.js';

/**
 * How much of an AI answer Parley accepts and shows: counts of items and lengths of texts (characters). A model
 * is asked for no more, and what it answers beyond is cut (`textWithin`), so that no answer can flood a screen.
 */
export const AiAnswerLimits = {
  /** Issue recommendations per answer. */
  recommendations: 6,
  recommendationName: 80,
  recommendationDescription: 300,
  recommendationReasoning: 300,
  /** Options a recommendation comes with: fewer cannot be scored, more are cut. */
  optionsMin: 2,
  optionsMax: 4,
  optionName: 60,
  keyRecommendation: 600,
  /** Strengths, and risks, each. */
  insightItems: 8,
  insightItem: 300,
  summary: 800,
  suggestions: 6,
  suggestion: 300,
} as const;

const ELLIPSIS = '…';

/**
 * A text trimmed and held to `max` characters: a longer one is cut at the last word boundary that fits and
 * ends in "…" (cut mid-word only when its first word alone is longer than the limit).
 */
export function textWithin(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const room = trimmed.slice(0, max - ELLIPSIS.length + 1);
  const boundary = room.search(/\s\S*$/);
  const cut = (boundary > 0 ? room.slice(0, boundary) : room.slice(0, -1)).replace(/[\s,;:.–—-]+$/u, '');
  return `${cut}${ELLIPSIS}`;
}

/** Non-blank texts, at most `count` of them, each held to `max` characters. */
export function textsWithin(texts: readonly string[], count: number, max: number): string[] {
  return texts
    .map((text) => textWithin(text, max))
    .filter((text) => text !== '')
    .slice(0, count);
}

type Insights = Pick<NegotiationInsightsResponse, 'keyRecommendation' | 'strengths' | 'risks'>;
type ScenarioReading = Pick<ScenarioAnalysisResponse, 'summary' | 'suggestions'>;

/** Insights held to `AiAnswerLimits`. */
export function insightsWithinLimits(insights: Insights): Insights {
  const { keyRecommendation, insightItems, insightItem } = AiAnswerLimits;
  return {
    keyRecommendation: textWithin(insights.keyRecommendation, keyRecommendation),
    strengths: textsWithin(insights.strengths, insightItems, insightItem),
    risks: textsWithin(insights.risks, insightItems, insightItem),
  };
}

/** A scenario reading held to `AiAnswerLimits`. */
export function scenarioReadingWithinLimits(reading: ScenarioReading): ScenarioReading {
  return {
    summary: textWithin(reading.summary, AiAnswerLimits.summary),
    suggestions: textsWithin(reading.suggestions, AiAnswerLimits.suggestions, AiAnswerLimits.suggestion),
  };
}
