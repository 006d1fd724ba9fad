/** GET /api/auth/user */
export interface UserResponse {
  id: number;
  email: string | null;
  firstName: string | null;
}
