import type { UserResponse } from '@parley/contracts';
import { api } from '../../lib/api';

/** The current user is kept in the cache 10 minutes once nothing uses it. */
const CURRENT_USER_KEPT_SECONDS = 600;

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, or null when the API answers 401 (signed out). */
    getCurrentUser: build.query<UserResponse | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/user');
        if (result.error) {
          const error = result.error;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: result.data as UserResponse };
      },
      providesTags: ['User'],
      keepUnusedDataFor: CURRENT_USER_KEPT_SECONDS,
    }),
  }),
});
