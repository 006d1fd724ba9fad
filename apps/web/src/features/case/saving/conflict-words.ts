import type { ConflictDetails } from '../../../lib/sharing';

/**
 * The words of a change refused because someone else changed the same thing first (issue 35, point 4): "Ana
 * set this to 180 a moment ago". Kept free of React, so that each shape of `current` is tested on its own.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The one value the other person stored, in words, when `current` names one; null when it names several. */
export function currentValueWords(current: unknown): string | null {
  if (typeof current === 'number') return String(current);
  if (typeof current === 'string') return `“${current}”`;
  if (!isRecord(current)) return null;
  if (typeof current['points'] === 'number') return String(current['points']);
  const scores = current['scores'];
  if (
    Array.isArray(scores) &&
    scores.length === 1 &&
    isRecord(scores[0]) &&
    typeof scores[0]['points'] === 'number'
  )
    return String(scores[0]['points']);
  if (typeof current['reservationValue'] === 'number') return String(current['reservationValue']);
  if (typeof current['name'] === 'string') return `“${current['name']}”`;
  return null;
}

/** "a moment ago" within the minute, "3 minutes ago" within the hour, else nothing (the time is long past). */
export function agoWords(changedAt: string | null, now: number): string {
  if (changedAt === null) return 'a moment ago';
  const seconds = Math.max(0, Math.round((now - Date.parse(changedAt)) / 1000));
  if (!Number.isFinite(seconds) || seconds < 60) return 'a moment ago';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return minutes === 1 ? 'a minute ago' : `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'an hour ago' : `${hours} hours ago`;
}

/** "Ana set this to 180 a moment ago", or "Ana changed this a moment ago" when no one value is named. */
export function conflictWords(conflict: ConflictDetails, now: number): string {
  const who = conflict.changedBy.name.trim() === '' ? 'Someone else' : conflict.changedBy.name;
  const value = currentValueWords(conflict.current);
  const when = agoWords(conflict.changedAt, now);
  return value === null ? `${who} changed this ${when}` : `${who} set this to ${value} ${when}`;
}
