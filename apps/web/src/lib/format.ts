import dayjs from 'dayjs';

/** `Nov 22, 2025`: the one date format of the case list. */
export function formatDate(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}

/** `Nov 22, 2025 14:05`: date and time, e.g. when a case was closed. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY HH:mm');
}
