/**
 * PUT /api/parties/:id — a party's walk-away total (whole points from 0 to the party's maximum total, or
 * null to clear it) and its best alternative (at most Limits.alternativeMax characters).
 */
export interface UpdatePartyRequest {
  reservationValue: number | null;
  alternative?: string;
}
