/** A case id from the route, or null when it cannot be one (the API would answer 400). */
export function parseCaseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
