import { Limits } from '../limits.js';
import type { IssueRecommendation } from './ai.contracts.js';

/** An issue suggestion comes with at least 2 and at most 4 options. */
export const SUGGESTED_OPTIONS_MIN = 2;
export const SUGGESTED_OPTIONS_MAX = 4;

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
 * An AI recommendation held to what an issue accepts, so that adding it can never fail validation: name and
 * description cut to the issue's lengths, priority clamped. The reasoning is only shown, never stored.
 */
export function recommendationWithinLimits(recommendation: IssueRecommendation): IssueRecommendation {
  return {
    name: recommendation.name.slice(0, Limits.issueNameMax),
    description: recommendation.description.slice(0, Limits.issueDescriptionMax),
    priority: clampPriority(recommendation.priority),
    reasoning: recommendation.reasoning,
    options: recommendation.options
      .map((option) => option.trim().slice(0, Limits.optionNameMax))
      .filter((option) => option !== '')
      .slice(0, SUGGESTED_OPTIONS_MAX),
  };
}
