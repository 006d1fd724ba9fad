import type { UserResponse } from '@parley/contracts';
import type { User } from './user.entity.js';

export function toUserResponse(user: User): UserResponse {
  return { id: user.id, email: user.email, firstName: user.firstName };
}
