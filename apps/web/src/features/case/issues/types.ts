/** What a component's owner answers after trying to save: on failure the form keeps what was typed. */
export type SaveOutcome = { ok: true } | { ok: false; fieldErrors?: Record<string, string> };

/** `''` (after trimming) is sent as `null`: the API stores no blank descriptions. */
export function blankToNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** `2 options`, `1 option`. */
export function optionCount(count: number): string {
  return `${count} ${count === 1 ? 'option' : 'options'}`;
}
