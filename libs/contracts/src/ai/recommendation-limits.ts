import { Limits } from '../limits.js';
import type { IssueRecommendation } from './ai.contracts.js';
import { AiAnswerLimits, textWithin, textsWithin } from './answer-limits.js';

/**
 * A priority as the add-issue slider holds it: rounded to a whole number within 0–100; a value that is not a
 * number becomes the slider's default.
 */
export function clampPriority(priority: number): number {
  const whole = Math.round(priority);
  if (!Number.isFinite(whole)) return Limits.priorityDefault;
  return Math.min(Limits.priorityMax, Math.max(Limits.priorityMin, whole));
}

/**
 * An AI recommendation held to `AiAnswerLimits` (all within what an issue and an option accept, so that adding
 * it can never fail validation): texts cut at a word, blank options dropped, at most 4 options, priority
 * clamped.
 */
export function recommendationWithinLimits(recommendation: IssueRecommendation): IssueRecommendation {
  const limits = AiAnswerLimits;
  return {
    name: textWithin(recommendation.name, limits.recommendationName),
    description: textWithin(recommendation.description, limits.recommendationDescription),
    priority: clampPriority(recommendation.priority),
    reasoning: textWithin(recommendation.reasoning, limits.recommendationReasoning),
    options: textsWithin(recommendation.options, limits.optionsMax, limits.optionName),
  };
}
