import type { UserResponse } from '@parley/contracts';

/** The first name, or the part of the e-mail before the @ when there is none. */
export function displayName(user: Pick<UserResponse, 'firstName' | 'email'>): string {
  const firstName = user.firstName?.trim();
  if (firstName) return firstName;
  return user.email?.split('@')[0] ?? '';
}
