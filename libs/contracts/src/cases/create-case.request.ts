/** POST /api/cases */
export interface CreateCaseRequest {
  name: string;
  goal?: string | null;
  description?: string | null;
}
