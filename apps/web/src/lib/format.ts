import dayjs from 'dayjs';

/** `Nov 22, 2025`: the one date format of the case list. */
export function formatDate(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}

/** `Nov 22, 2025 14:05`: date and time, e.g. when a case was closed. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY HH:mm');
}

/**
 * When a case was last changed, for its card: `today at 14:05` on the day itself (cards of one day differ by
 * the hour), else the date (`Nov 22, 2025`). `now` is a parameter so that tests can fix the day.
 */
export function formatUpdated(iso: string, now: Date | number = Date.now()): string {
  const at = dayjs(iso);
  return at.isSame(dayjs(now), 'day') ? `today at ${at.format('HH:mm')}` : formatDate(iso);
}
